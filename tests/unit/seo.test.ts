// The free text the JSON-LD reads (client/seo): a program's duration, an address, the company website.
// What cannot be read is left out, never guessed.
import { describe, expect, it } from 'vitest';
import { parseUsAddress, postalAddress } from '../../client/seo/address.js';
import { parseDuration } from '../../client/seo/duration.js';
import { absoluteUrl, websiteUrl } from '../../client/seo/urls.js';

describe('parseDuration', () => {
  it.each([
    ['4 weeks', { iso: 'P4W', repeatFrequency: 'Weekly', repeatCount: 4 }],
    ['6 Weeks', { iso: 'P6W', repeatFrequency: 'Weekly', repeatCount: 6 }],
    ['6-week', { iso: 'P6W', repeatFrequency: 'Weekly', repeatCount: 6 }],
    ['Six weeks', { iso: 'P6W', repeatFrequency: 'Weekly', repeatCount: 6 }],
    ['12 wks', { iso: 'P12W', repeatFrequency: 'Weekly', repeatCount: 12 }],
    ['1 day', { iso: 'P1D', repeatFrequency: 'Daily', repeatCount: 1 }],
    ['3 days.', { iso: 'P3D', repeatFrequency: 'Daily', repeatCount: 3 }],
    ['a day', { iso: 'P1D', repeatFrequency: 'Daily', repeatCount: 1 }],
    ['3 months', { iso: 'P3M', repeatFrequency: 'Monthly', repeatCount: 3 }],
    ['1 year', { iso: 'P1Y', repeatFrequency: 'Yearly', repeatCount: 1 }],
    ['2 hours', { iso: 'PT2H', repeatFrequency: 'Daily', repeatCount: 1, sessionDuration: 'PT2H' }],
    ['1.5 hours', { iso: 'PT1H30M', repeatFrequency: 'Daily', repeatCount: 1, sessionDuration: 'PT1H30M' }],
    ['90 minutes', { iso: 'PT1H30M', repeatFrequency: 'Daily', repeatCount: 1, sessionDuration: 'PT1H30M' }],
    ['45 mins', { iso: 'PT45M', repeatFrequency: 'Daily', repeatCount: 1, sessionDuration: 'PT45M' }],
  ])('reads "%s"', (text, expected) => {
    expect(parseDuration(text)).toEqual(expected);
  });

  it.each(['', '4-8 weeks', '6 weeks (Tuesdays)', 'Weekends in March', 'Ongoing', '0 weeks', '1.5 weeks', '1.333 hours', 'weeks', '6 fortnights', '2000 days', 'Self-paced'])(
    'leaves "%s" unread',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});

describe('parseUsAddress', () => {
  it('splits street, city, state and ZIP code', () => {
    expect(parseUsAddress('2845 N Sunridge Blvd, Suite 210, Phoenix, AZ 85016')).toEqual({
      streetAddress: '2845 N Sunridge Blvd, Suite 210', addressLocality: 'Phoenix', addressRegion: 'AZ', postalCode: '85016',
    });
    expect(parseUsAddress('Phoenix, AZ 85004-1234')).toEqual({ addressLocality: 'Phoenix', addressRegion: 'AZ', postalCode: '85004-1234' });
    expect(parseUsAddress('Phoenix, Arizona')).toEqual({ addressLocality: 'Phoenix', addressRegion: 'AZ' });
    expect(parseUsAddress('Tempe, az')).toEqual({ addressLocality: 'Tempe', addressRegion: 'AZ' });
  });

  it('leaves text that is not "[street, ]city, state[ ZIP]" whole', () => {
    for (const text of ['Sonoran Heights High School Gymnasium, Phoenix', 'Second floor, above the gym', 'Phoenix AZ 85004', '']) {
      expect(parseUsAddress(text)).toBeNull();
    }
    expect(postalAddress('Second floor, above the gym')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Second floor, above the gym', addressCountry: 'US' });
  });
});

describe('websiteUrl and absoluteUrl', () => {
  it('reads the website field as an http(s) URL, adding https:// to a bare host name', () => {
    expect(websiteUrl('https://www.azrefacademy.org')).toBe('https://www.azrefacademy.org/');
    expect(websiteUrl(' www.azrefs.example/about ')).toBe('https://www.azrefs.example/about');
    expect(websiteUrl('http://azrefs.example')).toBe('http://azrefs.example/');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'Our website', 'localhost', 'https://', '', null, undefined])('refuses %s', (text) => {
    expect(websiteUrl(text)).toBeNull();
  });

  it('makes site paths absolute and keeps full URLs', () => {
    expect(absoluteUrl('/images/programs/youth.svg', 'https://referees.example.org')).toBe('https://referees.example.org/images/programs/youth.svg');
    expect(absoluteUrl('https://cdn.example.net/a.jpg', 'https://referees.example.org')).toBe('https://cdn.example.net/a.jpg');
  });
});
