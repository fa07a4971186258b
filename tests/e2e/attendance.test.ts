// The roll call (issue 16) on a phone in a gym, 390 px wide, against the built server: from a program's
// row to its attendance, a tap marks (and a second tap clears) at once, a reload keeps it, the totals
// and the certification's rule follow, a refused save goes back with a toast, the CSV file, the empty
// states, the table's sticky names, axe in both themes, and screenshots at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AttendanceGrid } from '../../common/schemas/attendance.js';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { programCertifications, programs, programSessions } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectNoSeriousAxeFindings } from '../helpers/axe.js';
import { openAdminScreen, poll, toast } from '../helpers/locators.js';
import { isExpectedFailureLog } from '../helpers/payment-pages.js';
import { seededDataDir } from '../helpers/seeded-data-dir.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

// Staff take attendance in Phoenix: the browser keeps the organisation's clock, so the screen's "today"
// (the viewer's date) is the organisation's whatever the hour in UTC.
const PHOENIX = { timezoneId: DEFAULT_TIME_ZONE };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...PHOENIX };
const DESKTOP = { viewport: { width: 1280, height: 900 }, ...PHOENIX };
const SHOTS = screenshotDir('/tmp/attendance-shots');

// The organisation's date (the server's settings zone), not this machine's: between midnight UTC and
// midnight in Phoenix the two differ, and "today's" session would be tomorrow's, closed for marks.
const TODAY = dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
const inDays = (days: number) => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The fixtures are written into the server's embedded database before it starts (the sessions editor
// is another part of issue 16), then the server opens that data folder.
const ids = { program: 0, empty: 0, ana: 0, ben: 0, cal: 0, sessions: [] as number[] };
const dataDir = seededDataDir('attendance-e2e', async (db) => {
  const program = { description: 'A clinic that takes attendance.', duration: '3 weeks' };
  const [spring, empty] = await db.insert(programs).values([{ name: 'Spring Mechanics Clinic', ...program }, { name: 'Empty Gym Clinic', ...program }]).returning({ id: programs.id });
  ids.program = spring!.id;
  ids.empty = empty!.id;
  // Today's, one held two days ago, and one two weeks ahead (issue 27: not open for marks yet).
  const sessions = await db.insert(programSessions).values([TODAY, inDays(-2), inDays(14)].map((date) => ({ programId: ids.program, date, startTime: '18:00', venueName: 'Downtown Gym' })))
    .returning({ id: programSessions.id });
  ids.sessions = sessions.map((row) => row.id);
  const person = (firstName: string, lastName: string, paymentStatus: 'paid' | 'pending') => ({
    programId: ids.program, programName: 'Spring Mechanics Clinic', firstName, lastName, dateOfBirth: '1990-04-02',
    email: `${firstName.toLowerCase()}@example.com`, phone: '(602) 555-0134', paymentAmountCents: 4000, paymentStatus,
  });
  const people = await db.insert(registrations).values([person('Ben', 'Zimmer', 'pending'), person('Ana', 'Alvarez', 'paid'), person('Cal', 'Moreno', 'paid')])
    .returning({ id: registrations.id });
  [ids.ben, ids.ana, ids.cal] = people.map((row) => row.id) as [number, number, number];
  // The rule counts sessions already started (issue 27): today's at 18:00 may not have, so one held one is enough.
  await db.insert(programCertifications).values({ programId: ids.program, name: 'Level 1 Official', level: 'Level 1', validityMonths: 24, minAttendancePercent: 33 });
});
const session = adminSession(() => ({ DATA_DIR: dataDir }));
const shared = session.sharedPage(PHONE);

const screenPath = () => `/admin/programs/${ids.program}/attendance`;
const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('group', { name: new RegExp(`^${name},`) }) });
const choice = (page: Page, name: string, status: 'Present' | 'Absent' | 'Excused') => page.getByRole('group', { name: new RegExp(`^${name},`) }).getByRole('button', { name: status });
const totals = (page: Page) => page.getByTestId('session-totals');
const grid = () => session.data<AttendanceGrid>(`/api/programs/${ids.program}/attendance`);
const markOf = async (registrationId: number, sessionId: number) =>
  (await grid()).marks.find((mark) => mark.registrationId === registrationId && mark.sessionId === sessionId)?.status ?? null;

describe('roll call at 390 px', () => {
  it("opens from the program's row in Programs, on today's session", async () => {
    const { page, errors } = await shared.screen('/admin/programs', 'Programs');
    await page.getByRole('link', { name: 'Attendance of Spring Mechanics Clinic' }).click();
    await page.getByRole('heading', { name: 'Attendance', level: 1 }).waitFor();
    expect(page.url()).toBe(`${session.server.url}${screenPath()}`);
    await expect.poll(() => page.getByLabel('Session', { exact: true }).inputValue()).toBe(String(ids.sessions[0]));
    // Registrants by last name, each with three toggles a thumb can hit.
    expect(await page.getByRole('group', { name: /, .* · 6:00 PM$/ }).evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')!.split(',')[0]))).toEqual([
      'Ana Alvarez', 'Cal Moreno', 'Ben Zimmer',
    ]);
    const box = await choice(page, 'Ana Alvarez', 'Present').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('saves each tap at once; a second tap clears; the totals and the rule follow; a reload keeps it', async () => {
    const { page, errors } = await shared.screen(screenPath(), 'Attendance');
    await expect.poll(() => totals(page).innerText()).toMatch(/Present\s+0\s+Absent\s+0\s+Excused\s+0\s+Unmarked\s+3/);

    await choice(page, 'Ana Alvarez', 'Present').click();
    await expect.poll(() => choice(page, 'Ana Alvarez', 'Present').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => totals(page).innerText()).toMatch(/Present\s+1\s+Absent\s+0\s+Excused\s+0\s+Unmarked\s+2/);
    await expect.poll(() => row(page, 'Ana Alvarez').getByTestId('registrant-total').innerText()).toBe('1 of 3 present · 33%');
    await poll(() => markOf(ids.ana, ids.sessions[0]!)).toBe('present');

    await choice(page, 'Ben Zimmer', 'Absent').click();
    await choice(page, 'Cal Moreno', 'Excused').click();
    await poll(() => markOf(ids.cal, ids.sessions[0]!)).toBe('excused');
    await choice(page, 'Cal Moreno', 'Excused').click();
    await expect.poll(() => choice(page, 'Cal Moreno', 'Excused').getAttribute('aria-pressed')).toBe('false');
    await poll(() => markOf(ids.cal, ids.sessions[0]!)).toBeNull();
    await expect.poll(() => totals(page).innerText()).toMatch(/Present\s+1\s+Absent\s+1\s+Excused\s+0\s+Unmarked\s+1/);

    // The session held two days ago: Ana reaches 2 of 3 (66%), and meets the certification's minimum.
    await page.getByLabel('Session', { exact: true }).selectOption(String(ids.sessions[1]));
    await choice(page, 'Ana Alvarez', 'Present').click();
    await expect.poll(() => row(page, 'Ana Alvarez').getByTestId('registrant-total').innerText()).toBe('2 of 3 present · 66%');
    await row(page, 'Ana Alvarez').getByText('Meets rule').waitFor();
    expect(await page.getByTestId('certification-rule').innerText()).toContain('needs 33% of sessions present: 1 of 3 meet it');
    await poll(() => markOf(ids.ana, ids.sessions[1]!)).toBe('present');

    await page.reload();
    await page.getByRole('heading', { name: 'Attendance', level: 1 }).waitFor();
    await expect.poll(() => choice(page, 'Ana Alvarez', 'Present').getAttribute('aria-pressed')).toBe('true');
    expect(await choice(page, 'Ben Zimmer', 'Absent').getAttribute('aria-pressed')).toBe('true');
    expect(await row(page, 'Ana Alvarez').getByText('Meets rule').isVisible()).toBe(true);
    await keepScreenshot(page, { path: join(SHOTS, 'attendance-390-light.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('keeps the names in view while the sessions of the table scroll sideways', async () => {
    const { page, errors } = await shared.screen(screenPath(), 'Attendance', { viewport: { width: 320, height: 700 } });
    const region = page.getByRole('region', { name: 'Attendance of every session' });
    await region.scrollIntoViewIfNeeded();
    const name = region.getByRole('rowheader', { name: 'Ana Alvarez' });
    const before = await name.boundingBox();
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await name.boundingBox())!.x).toBeCloseTo(before!.x, 0);
    expect(await region.getByRole('cell', { name: 'Present' }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('exports the grid as attendance-{program}-{date}.csv', async () => {
    const { page, errors } = await shared.screen(screenPath(), 'Attendance');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`attendance-spring-mechanics-clinic-${TODAY}.csv`);
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')).toEqual([
      `Registrant,${inDays(-2)} 18:00,${TODAY} 18:00,${inDays(14)} 18:00,Present,Percent`,
      'Ana Alvarez,Present,Present,,2,66',
      'Cal Moreno,,,,0,0',
      'Ben Zimmer,,Absent,,0,0',
      '',
    ]);
    expect(errors).toEqual([]);
  });

  it('keeps a session more than a day ahead closed for marks, and says why (issue 27)', async () => {
    const { page, errors } = await shared.screen(screenPath(), 'Attendance');
    await page.getByLabel('Session', { exact: true }).selectOption(String(ids.sessions[2]));
    await page.getByTestId('session-not-open').getByText('attendance can be marked from 24 hours before it starts').waitFor();
    for (const status of ['Present', 'Absent', 'Excused'] as const) expect(await choice(page, 'Ana Alvarez', status).isDisabled()).toBe(true);
    await keepScreenshot(page, { path: join(SHOTS, 'attendance-390-not-open.png'), fullPage: true });
    await page.getByLabel('Session', { exact: true }).selectOption(String(ids.sessions[0]));
    await expect.poll(() => page.getByTestId('session-not-open').count()).toBe(0);
    expect(await choice(page, 'Ana Alvarez', 'Present').isDisabled()).toBe(false);
    expect(await markOf(ids.ana, ids.sessions[2]!)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('takes a refused tap back, says why, and shows the grid as the server has it', async () => {
    const { page, errors } = await shared.screen(screenPath(), 'Attendance');
    await choice(page, 'Cal Moreno', 'Present').waitFor({ timeout: 10_000 });
    // Cancelled elsewhere while this screen was open.
    const cancelled = await session.api('PUT', `/api/registrations/${ids.cal}`, { registrationStatus: 'cancelled' });
    expect(cancelled.status, await cancelled.text()).toBe(200);
    await choice(page, 'Cal Moreno', 'Present').click({ timeout: 10_000 });
    await toast(page, 'This registration is cancelled: its attendance cannot be marked').waitFor({ timeout: 10_000 });
    // The tap is taken back, and the grid read again no longer lists the cancelled registration.
    await expect.poll(() => page.getByRole('group', { name: /^Cal Moreno,/ }).count()).toBe(0);
    expect(await markOf(ids.cal, ids.sessions[0]!)).toBeNull();
    expect(errors.filter((error) => !isExpectedFailureLog(error))).toEqual([]);
  });

  it('says so when a program has no sessions', async () => {
    const { page, errors } = await shared.screen(`/admin/programs/${ids.empty}/attendance`, 'Attendance');
    await page.getByText('No sessions yet').waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await openAdminScreen(page, session.server, '/admin/programs/999999/attendance', 'Attendance');
    await page.getByText('Program not found').waitFor();
    expect(errors.filter((error) => !isExpectedFailureLog(error))).toEqual([]);
  });
});

describe('accessibility and looks', () => {
  it.each(['light', 'dark'] as const)('axe finds nothing serious at 390 px (%s); screenshots at 390 and 1280 px', async (colorScheme) => {
    const { page, errors } = await session.signedInScreen(screenPath(), 'Attendance', { ...PHONE, colorScheme, bypassCSP: true });
    await choice(page, 'Ana Alvarez', 'Present').waitFor();
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name', 'aria-allowed-attr'], `attendance, ${colorScheme}`);
    await keepScreenshot(page, { path: join(SHOTS, `attendance-390-${colorScheme}.png`), fullPage: true });
    await page.setViewportSize(DESKTOP.viewport);
    await keepScreenshot(page, { path: join(SHOTS, `attendance-1280-${colorScheme}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
