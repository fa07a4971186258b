import { describe, expect, it } from 'vitest';
import { buildIcs } from '../../server/email/ics.js';
import { formatDate, formatTime } from '../../server/email/format.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { centsFromDollars, formatMoney as formatCents } from '../../common/money.js';
import { escapeHtml } from '../../server/email/layout.js';

const NOW = new Date('2026-11-21T12:34:56Z');
const PHOENIX = 'America/Phoenix';
const base = { uid: 'registration-7@example.org', startDate: '2027-01-16', startTime: '09:00', summary: 'Youth League, Fundamentals; Level 1', location: 'Center, 3710 W Mesquite Valley Rd', now: NOW };

describe('buildIcs', () => {
  it('builds one VEVENT with CRLF line endings, Phoenix time converted to UTC and a 2-hour default', () => {
    const ics = buildIcs(base, PHOENIX)!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20270116T160000Z');
    expect(lines).toContain('DTEND:20270116T180000Z');
    expect(lines).toContain('DTSTAMP:20261121T123456Z');
    expect(lines).toContain('UID:registration-7@example.org');
    expect(lines).toContain('SUMMARY:Youth League\\, Fundamentals\\; Level 1');
    expect(lines).toContain('LOCATION:Center\\, 3710 W Mesquite Valley Rd');
  });

  it('crosses midnight in UTC for an evening start, and honours a duration', () => {
    const ics = buildIcs({ ...base, startDate: '2027-12-31', startTime: '18:30', durationHours: 3 }, PHOENIX)!;
    expect(ics).toContain('DTSTART:20280101T013000Z');
    expect(ics).toContain('DTEND:20280101T043000Z');
  });

  it('makes an all-day event without a start time, and refuses bad dates or times', () => {
    const ics = buildIcs({ ...base, startTime: null }, PHOENIX)!;
    expect(ics).toContain('DTSTART;VALUE=DATE:20270116');
    expect(ics).toContain('DTEND;VALUE=DATE:20270117');
    expect(buildIcs({ ...base, startDate: 'January 16' }, PHOENIX)).toBeNull();
    expect(buildIcs({ ...base, startTime: '9am' }, PHOENIX)).toBeNull();
  });

  it('escapes text and folds long lines at 75 octets, not 75 characters', () => {
    const ics = buildIcs({ ...base, summary: 'a\\b;c,d\ne', description: 'é'.repeat(100) }, PHOENIX)!;
    // parseIcs refuses a line over 75 octets and unfolds the rest.
    const [event] = parseIcs(ics).events;
    expect(event!.get('SUMMARY')?.value).toBe('a\\\\b\\;c\\,d\\ne');
    expect(event!.get('DESCRIPTION')?.value).toBe('é'.repeat(100));
  });

  it('writes the UTC instant of the local time in the zone the settings name, daylight saving counted', () => {
    const startOf = (startDate: string, timeZone: string) => instantOf(parseIcs(buildIcs({ ...base, startDate, startTime: '18:30' }, timeZone)!).events[0]!.get('DTSTART')!);
    expect(startOf('2027-01-16', 'America/New_York').toISOString()).toBe('2027-01-16T23:30:00.000Z');
    expect(startOf('2027-07-16', 'America/New_York').toISOString()).toBe('2027-07-16T22:30:00.000Z');
    expect(startOf('2027-07-16', PHOENIX).toISOString()).toBe('2027-07-17T01:30:00.000Z');
    expect(buildIcs(base, PHOENIX)).not.toMatch(/TZID|VTIMEZONE|[+-]\d{4}\r\n/);
  });
});

describe('template formatting', () => {
  it('writes dates out with the weekday, and names Arizona\'s time zone on a 12-hour clock', () => {
    expect(formatDate('2027-01-16')).toBe('Saturday, January 16, 2027');
    expect(formatDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
    expect(formatDate('2027-02-30')).toBe('2027-02-30');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBeNull();
    expect(formatTime('09:00', PHOENIX)).toBe('9:00 AM MST (Arizona time)');
    expect(formatTime('00:15', PHOENIX, '2027-07-01')).toBe('12:15 AM MST (Arizona time)');
    expect(formatTime('12:00', PHOENIX)).toBe('12:00 PM MST (Arizona time)');
    expect(formatTime('18:30', PHOENIX, '2027-01-16')).toBe('6:30 PM MST (Arizona time)');
    expect(formatTime('evening', PHOENIX)).toBe('evening');
    expect(formatTime('18:30', 'America/New_York', '2027-07-16')).toBe('6:30 PM EDT (New York time)');
    expect(formatTime('18:30', 'UTC', '2027-07-16')).toBe('6:30 PM UTC');
  });

  it('shows money with two decimals', () => {
    // The emails write amounts with common/money.ts's formatter, from cents; SPEC's dollars here.
    const formatMoney = (dollars: number) => formatCents(centsFromDollars(dollars));
    expect(formatMoney(40)).toBe('$40.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
