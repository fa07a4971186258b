// One calendar (issue 28, point 3): the organisation's time zone is a setting, and everything dated
// follows it. The app's clock stands at 04:30 UTC on August 1, 2026: 21:30 on July 31 in Phoenix (the
// default, MST all year) and 00:30 on August 1 in New York (EDT). With PUT /api/settings naming New York,
// the public "today", the landing page, the emails' times, the .ics instants, the ledger's days and the
// money report's months move with it; put back, Phoenix's answers return.
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../../common/schemas/settings.js';
import type { TestApp } from '../helpers/app.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register, registrationBody } from '../helpers/registrations.js';
import type { ReceivedEmail, TestSmtpServer } from '../helpers/smtp-server.js';
import { sourceSiteDir } from '../helpers/source-site.js';

const NOW = new Date('2026-08-01T04:30:00Z');
const PHOENIX = 'America/Phoenix';
const NEW_YORK = 'America/New_York';
// Program 1 of the seed starts on Saturday, January 16, 2027 at 09:00 (winter: EST in New York).
const SEED_PROGRAM = { id: 1, date: '2027-01-16', time: '09:00' };
// One this file makes, in the summer (EDT in New York).
const SUMMER = { startDate: '2027-07-10', startTime: '18:30' };

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
let siteDir: string;
let summerProgramId: number;

beforeAll(async () => {
  siteDir = sourceSiteDir('referee-time-zone-');
  mailing = await startMailingApp({ now: () => NOW, siteDir });
  ({ smtp, t } = mailing);
  const program = await t.admin('POST', '/api/programs', {
    name: 'Summer Evening Clinic', description: 'A summer program for the time zone tests.', level: 'college', duration: '1 day', price: 40,
    location: '1 Court St, Phoenix, AZ', locationName: 'Desert Gym', ...SUMMER,
  });
  expect(program.statusCode, program.body).toBe(201);
  summerProgramId = program.json().data.id;
});
afterAll(async () => {
  await mailing?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

async function useZone(timeZone: string) {
  const { updatedAt: _updatedAt, ...current } = (await t.admin('GET', '/api/settings')).json().data as Settings;
  const saved = await t.admin('PUT', '/api/settings', { ...current, timeZone });
  expect(saved.statusCode, saved.body).toBe(200);
}

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
/** POST /api/register for someone born on `dateOfBirth`: the refusal's message, or null when accepted. */
async function refusalFor(dateOfBirth: string): Promise<string | null> {
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ dateOfBirth, email: unique('born'), paymentAmount: 0 }) });
  return response.statusCode === 201 ? null : (response.json() as { errors: { dateOfBirth?: string } }).errors.dateOfBirth ?? response.body;
}

async function landing() {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  const courses = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; name: string; hasCourseInstance?: { startDate?: string } })
    .filter((item) => item['@type'] === 'Course');
  return { zone: /<html[^>]* data-time-zone="([^"]+)"/.exec(response.body)?.[1], courses };
}
const startOf = (courses: Awaited<ReturnType<typeof landing>>['courses'], name: string) => courses.find((course) => course.name === name)?.hasCourseInstance?.startDate;

/** The registration confirmation sent to a new registrant of the program, and its one calendar event. */
async function confirmationFor(programId: number) {
  const email = unique('zone');
  const registration = await register(t.app.inject.bind(t.app), { programId, email });
  const message = await smtp.waitForEmail(email, { matching: (received: ReceivedEmail) => received.subject.includes('Registration') });
  const attachment = message.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(attachment, 'the confirmation carries the program\'s .ics').toBeDefined();
  const [event] = parseIcs(attachment!.content).events;
  return { registration, text: message.text, html: message.html, start: instantOf(event!.get('DTSTART')!).toISOString() };
}

const ledgerIdsOn = async (day: string) =>
  ((await t.admin('GET', `/api/payments?from=${day}&to=${day}`)).json() as { data: { registrationId: number | null }[] }).data.map((row) => row.registrationId);
/** What the money report counts as collected in each month of the summer. */
const collectedByMonth = async () =>
  Object.fromEntries(((await t.admin('GET', '/api/admin/reports/money?from=2026-07-01&to=2026-08-31')).json() as { data: { months: { month: string; collectedCents: number }[] } })
    .data.months.map((row) => [row.month, row.collectedCents]));

describe('a fresh database keeps Phoenix', () => {
  it('says so on the landing page, and dates the public "today" and JSON-LD there', async () => {
    const page = await landing();
    expect(page.zone).toBe(PHOENIX);
    expect(startOf(page.courses, 'Summer Evening Clinic')).toBe('2027-07-10T18:30:00-07:00');
    // August 1 has not begun in Phoenix: a birth on that day is in the future.
    expect(await refusalFor('2026-08-01')).toBe('Date of birth cannot be in the future');
  });

  it('writes "MST (Arizona time)" in the emails and its UTC instant in the .ics', async () => {
    const { text, start } = await confirmationFor(summerProgramId);
    expect(text).toContain('6:30 PM MST (Arizona time)');
    expect(start).toBe('2027-07-11T01:30:00.000Z');
  });
});

describe('with the settings in New York', () => {
  let paidId: number;
  beforeAll(() => useZone(NEW_YORK));
  afterAll(() => useZone(PHOENIX));

  it('the landing page names the zone, and "today" is New York\'s: August 1 has begun there', async () => {
    const page = await landing();
    expect(page.zone).toBe(NEW_YORK);
    // A born-today registrant is now only too young, no longer born in the future.
    expect(await refusalFor('2026-08-01')).toBe('Registrants must be at least 12 years old');
    expect(await refusalFor('2014-08-01')).toBeNull(); // twelve today in New York (still eleven in Phoenix)
  });

  it('the JSON-LD carries New York\'s offset of each start\'s day: EST in January, EDT in July', async () => {
    const { courses } = await landing();
    expect(startOf(courses, 'Summer Evening Clinic')).toBe('2027-07-10T18:30:00-04:00');
    const seeded = courses.find((course) => course.hasCourseInstance?.startDate?.startsWith(SEED_PROGRAM.date));
    expect(seeded?.hasCourseInstance?.startDate).toBe(`${SEED_PROGRAM.date}T${SEED_PROGRAM.time}:00-05:00`);
  });

  it('the emails name New York\'s clock on the program\'s day, and the .ics holds the instant it is there', async () => {
    const summer = await confirmationFor(summerProgramId);
    expect(summer.text).toContain('6:30 PM EDT (New York time)');
    expect(summer.text).not.toContain('Arizona time');
    expect(summer.start).toBe('2027-07-10T22:30:00.000Z');
    const winter = await confirmationFor(SEED_PROGRAM.id);
    expect(winter.text).toContain('9:00 AM EST (New York time)');
    expect(winter.start).toBe('2027-01-16T14:00:00.000Z');
    paidId = winter.registration.id;
  });

  it('the ledger\'s days and the money report\'s months are New York\'s: 04:30 UTC is August 1 there, July 31 in Phoenix', async () => {
    // Paid at the desk now: a ledger row at the app's clock.
    const paid = await t.admin('PUT', `/api/registrations/${paidId}`, { paymentStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ledgerIdsOn('2026-08-01')).toContain(paidId);
    expect(await ledgerIdsOn('2026-07-31')).not.toContain(paidId);
    const inNewYork = await collectedByMonth();
    expect(inNewYork['2026-08']).toBeGreaterThan(0);
    expect(inNewYork['2026-07']).toBe(0);

    await useZone(PHOENIX);
    expect(await ledgerIdsOn('2026-07-31')).toContain(paidId);
    expect(await ledgerIdsOn('2026-08-01')).not.toContain(paidId);
    expect(await collectedByMonth()).toEqual({ '2026-07': inNewYork['2026-08'], '2026-08': 0 });
  });
});
