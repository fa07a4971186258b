// The landing page's JSON-LD as Google's Course info and Course list results read it (issue 13, point
// 7): every active program a Course with its own anchor, image, language and provider, an Offer priced
// from its tiers in one of Google's categories, and an on-site CourseInstance with an ISO 8601 schedule;
// the organisation with a logo and a postal code. Served over HTTP by the app with the client's own SSR
// entry (compiled by Vitest), as tests/api/not-found.test.ts does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPrices } from '../../common/prices.js';
import type { Program } from '../../common/schemas/program.js';
import { COMPANY_INFO_SEED, PROGRAMS_SEED } from '../../server/content/seed-content.js';
import type { App } from '../../server/kernel/http/types.js';
import { startSourceSiteApp, type SourceSiteApp } from '../helpers/source-site-app.js';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import { ADMIN } from '../helpers/app.js';

const SITE = 'https://referees.example.org';
const GOOGLE_OFFER_CATEGORIES = ['Free', 'Partially Free', 'Subscription', 'Paid'];
const GOOGLE_COURSE_MODES = ['Online', 'Onsite', 'Blended'];
const GOOGLE_REPEAT_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Yearly'];
// ISO 8601 durations: at least one part; weeks alone or with days (as schema.org validators accept).
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const PHOENIX_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}-07:00)?$/;

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let site: SourceSiteApp;
let app: App;
let token: string;
beforeAll(async () => {
  site = await startSourceSiteApp('referee-json-ld-', { SITE_URL: SITE, PUBLIC_RATE_LIMITS: 'off' });
  ({ app } = site);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ADMIN.username, password: ADMIN.password } });
  token = login.json().token as string;
});
afterAll(() => site?.close());

async function admin(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { data: Program };
}

/** Every JSON-LD block of the server-rendered landing page, parsed. */
async function landingJsonLd(): Promise<Ld[]> {
  const response = await app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Ld);
}
const courses = (ld: Ld[]) => ld.filter((item) => item['@type'] === 'Course');
const courseNamed = (ld: Ld[], name: string) => courses(ld).find((course) => course.name === name);

/** An absolute URL on this site whose file ships in client/public (so it exists once built). */
function expectSiteFile(url: string) {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  expect(existsSync(join(PROJECT_ROOT, 'client', 'public', new URL(url).pathname)), url).toBe(true);
}

/** The properties Google's Course info asks for, with the values this site can state. */
function expectGoogleCourse(course: Ld, program: Program) {
  const url = `${SITE}/#program-${program.id}`;
  expect(course).toMatchObject({ '@context': 'https://schema.org', url, name: program.name, description: program.description, inLanguage: 'en-US' });
  expect(() => new URL(course.image as string)).not.toThrow();
  expect(course.image).toMatch(/^https?:\/\//);
  expect(course.provider).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(course.provider.sameAs).toContain(`${SITE}/`);

  // The lowest adult fee the server would charge (the tiers, not the card's price field).
  const prices = programPrices(program.priceTiers);
  expect(GOOGLE_OFFER_CATEGORIES).toContain(course.offers.category);
  expect(course.offers).toMatchObject({ '@type': 'Offer', price: Math.min(prices.new.price, prices.experienced.price), priceCurrency: 'USD', url });

  const instance = course.hasCourseInstance as Ld;
  expect(instance['@type']).toBe('CourseInstance');
  expect(GOOGLE_COURSE_MODES).toContain(instance.courseMode);
  expect(instance.courseSchedule ?? instance.courseWorkload, 'courseSchedule or courseWorkload').toBeDefined();
  if (instance.courseWorkload !== undefined) expect(instance.courseWorkload).toMatch(ISO_DURATION);
  if (course.timeRequired !== undefined) expect(course.timeRequired).toMatch(ISO_DURATION);
  const schedule = instance.courseSchedule as Ld | undefined;
  if (schedule) {
    expect(schedule['@type']).toBe('Schedule');
    if (schedule.duration !== undefined) expect(schedule.duration).toMatch(ISO_DURATION);
    if (schedule.repeatFrequency !== undefined) {
      expect(GOOGLE_REPEAT_FREQUENCIES).toContain(schedule.repeatFrequency);
      expect(Number.isInteger(schedule.repeatCount) && schedule.repeatCount > 0).toBe(true);
    }
  }
  if (program.startDate) {
    expect(instance.startDate).toMatch(PHOENIX_DATE_TIME);
    expect(instance.startDate).toBe(program.startTime ? `${program.startDate}T${program.startTime}:00-07:00` : program.startDate);
  }
  if (program.location) {
    expect(instance.location).toMatchObject({ '@type': 'Place', name: program.locationName ?? program.location, address: { '@type': 'PostalAddress', addressCountry: 'US' } });
  }
}

describe('JSON-LD of the seeded site', () => {
  it('describes every active program as a Course Google can show, and nothing else as one', async () => {
    const ld = await landingJsonLd();
    const programs = (await app.inject({ method: 'GET', url: '/api/programs' })).json().data as Program[];
    expect(programs.length).toBe(PROGRAMS_SEED.length);
    expect(courses(ld)).toHaveLength(programs.length);
    for (const program of programs) {
      const course = courseNamed(ld, program.name);
      expect(course, program.name).toBeDefined();
      expectGoogleCourse(course!, program);
      // Seeded programs have no image of their own: their level's picture, served by the site.
      expectSiteFile(course!.image as string);
      expect(course!.image).toBe(`${SITE}/images/programs/${program.level}.svg`);
      // The seeded default tiers: youth free, adults pay.
      expect(course!.offers).toMatchObject({ category: 'Partially Free', price: 40 });
      expect(course!.provider.sameAs).toEqual([`${SITE}/`, `${COMPANY_INFO_SEED.website}/`]);
    }
  });

  it('reads the seeded free-text durations as ISO 8601 and a weekly or daily schedule', async () => {
    const ld = await landingJsonLd();
    const byDuration = (duration: string) => {
      const seeded = PROGRAMS_SEED.find(({ program }) => program.duration === duration)!.program;
      return courseNamed(ld, seeded.name)!;
    };
    expect(byDuration('4 weeks').hasCourseInstance).toMatchObject({
      courseMode: 'Onsite',
      courseWorkload: 'P4W',
      courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: 4, startDate: '2027-01-16T09:00:00-07:00' },
      startDate: '2027-01-16T09:00:00-07:00',
    });
    expect(byDuration('4 weeks').timeRequired).toBe('P4W');
    expect(byDuration('3 days').hasCourseInstance).toMatchObject({ courseWorkload: 'P3D', courseSchedule: { repeatFrequency: 'Daily', repeatCount: 3 } });
    expect(byDuration('12 weeks').hasCourseInstance).toMatchObject({ courseWorkload: 'P12W', courseSchedule: { repeatFrequency: 'Weekly', repeatCount: 12 } });
    // The venue's address in parts, the ZIP code included.
    expect(byDuration('4 weeks').hasCourseInstance.location).toEqual({
      '@type': 'Place',
      name: 'Mesquite Valley Community Center',
      address: { '@type': 'PostalAddress', streetAddress: '3710 W Mesquite Valley Rd', addressLocality: 'Phoenix', addressRegion: 'AZ', postalCode: '85029', addressCountry: 'US' },
    });
  });

  it('gives the organisation a logo that exists and an address with its postal code', async () => {
    const organisation = (await landingJsonLd()).find((item) => item['@type'] === 'EducationalOrganization')!;
    expect(organisation).toMatchObject({ name: COMPANY_INFO_SEED.name, url: `${SITE}/`, sameAs: [`${COMPANY_INFO_SEED.website}/`] });
    expectSiteFile(organisation.logo as string);
    expect(organisation.address).toEqual({
      '@type': 'PostalAddress', streetAddress: '2845 N Sunridge Blvd, Suite 210', addressLocality: 'Phoenix', addressRegion: 'AZ', postalCode: '85016', addressCountry: 'US',
    });
  });
});

describe('JSON-LD of programs and company info as staff enter them', () => {
  const base = { description: 'A program made by this test, long enough.', level: 'college', location: '100 W Washington St, Phoenix, AZ 85003', locationName: 'City Hall', startDate: '2027-05-01' };

  it('prices the Offer from the tiers: Free when nothing costs anything, Paid when every package costs something', async () => {
    const free = await admin('POST', '/api/programs', {
      ...base, name: 'Free Rules Night', duration: '90 minutes', price: 99,
      priceTiers: ['Under 18', 'New Official', 'Experienced Official'].map((name) => ({ name, price: 0 })),
    });
    const paid = await admin('POST', '/api/programs', {
      ...base, name: 'Paid Film Clinic', duration: 'Weekends in March', price: null,
      priceTiers: [{ name: 'Under 18', price: 15 }, { name: 'New Official', price: 60 }, { name: 'Experienced Official', price: 45 }],
    });
    const ld = await landingJsonLd();
    const freeCourse = courseNamed(ld, 'Free Rules Night')!;
    const paidCourse = courseNamed(ld, 'Paid Film Clinic')!;
    // The card's price ($99) is not the fee: the tiers are.
    expect(freeCourse.offers).toMatchObject({ category: 'Free', price: 0, priceCurrency: 'USD' });
    expect(paidCourse.offers).toMatchObject({ category: 'Paid', price: 45, priceCurrency: 'USD' });
    // "90 minutes" is one session; "Weekends in March" is no length, so none is stated.
    expect(freeCourse.hasCourseInstance).toMatchObject({ courseWorkload: 'PT1H30M', courseSchedule: { duration: 'PT1H30M', repeatFrequency: 'Daily', repeatCount: 1, startDate: '2027-05-01' } });
    expect(paidCourse.hasCourseInstance.courseWorkload).toBeUndefined();
    expect(paidCourse.timeRequired).toBeUndefined();
    expect(paidCourse.hasCourseInstance.courseSchedule).toEqual({ '@type': 'Schedule', startDate: '2027-05-01' });
    const programs = (await app.inject({ method: 'GET', url: '/api/programs' })).json().data as Program[];
    for (const program of [free.data, paid.data]) expectGoogleCourse(courseNamed(ld, program.name)!, programs.find((p) => p.id === program.id)!);
  });

  it('makes a program image absolute and leaves inactive programs out', async () => {
    await admin('POST', '/api/programs', { ...base, name: 'Own Picture Camp', duration: '2 weeks', imageUrl: '/images/about.svg' });
    await admin('POST', '/api/programs', { ...base, name: 'Remote Picture Camp', duration: '1 month', imageUrl: 'https://cdn.example.net/camp.jpg' });
    await admin('POST', '/api/programs', { ...base, name: 'Hidden Camp', duration: '2 weeks', active: false });
    const ld = await landingJsonLd();
    expect(courseNamed(ld, 'Own Picture Camp')!.image).toBe(`${SITE}/images/about.svg`);
    expect(courseNamed(ld, 'Remote Picture Camp')!.image).toBe('https://cdn.example.net/camp.jpg');
    expect(courseNamed(ld, 'Remote Picture Camp')!.hasCourseInstance.courseSchedule).toMatchObject({ repeatFrequency: 'Monthly', repeatCount: 1 });
    expect(courseNamed(ld, 'Hidden Camp')).toBeUndefined();
  });

  it('links the company website as written or with https:// in front, never a script URL, and reads the ZIP code from the city line', async () => {
    const company = { ...COMPANY_INFO_SEED, website: 'www.azrefs.example', location: 'Phoenix, AZ 85004', locationDetail: 'Second floor, above the gym' };
    await admin('PUT', '/api/company-info', company);
    let ld = await landingJsonLd();
    let organisation = ld.find((item) => item['@type'] === 'EducationalOrganization')!;
    expect(organisation.sameAs).toEqual(['https://www.azrefs.example/']);
    expect(organisation.address).toEqual({
      '@type': 'PostalAddress', streetAddress: 'Second floor, above the gym', addressLocality: 'Phoenix', addressRegion: 'AZ', postalCode: '85004', addressCountry: 'US',
    });
    expect(courses(ld)[0]!.provider.sameAs).toEqual([`${SITE}/`, 'https://www.azrefs.example/']);

    await admin('PUT', '/api/company-info', { ...company, website: 'javascript:alert(1)', location: 'Phoenix, Arizona' });
    ld = await landingJsonLd();
    organisation = ld.find((item) => item['@type'] === 'EducationalOrganization')!;
    expect(organisation.sameAs).toBeUndefined();
    expect(organisation.address.postalCode).toBeUndefined();
    expect(courses(ld)[0]!.provider.sameAs).toEqual([`${SITE}/`]);
  });
});
