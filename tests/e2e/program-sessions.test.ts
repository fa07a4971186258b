// A program's sessions (issue 16, point 2) in Chromium against the built server: edited on the admin
// program form on a phone (390 px: each row's inputs stacked, the start following the first session,
// the end-before-start message, ids kept), then listed on the registrant's own page. Screenshots of both
// at 1280 and 390 px, light and dark, in /tmp/program-sessions-shots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '../../common/schemas/program.js';
import { adminSession } from '../helpers/admin-session.js';
import { openPage } from '../helpers/browser.js';
import { settled, toast } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
});
afterAll(() => smtp?.stop());

const session = adminSession(() => ({
  SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', EMAIL_FROM: 'Phoenix Referee Training <no-reply@example.com>',
  ADMIN_NOTIFY_EMAIL: 'office@example.com',
}));
const SHOTS = screenshotDir('/tmp/program-sessions-shots');
const NAME = 'Session Series Clinic';

async function theProgram(): Promise<Program> {
  const all = await session.data<Program[]>('/api/programs');
  const found = all.find((program) => program.name === NAME);
  expect(found).toBeDefined();
  return session.data<Program>(`/api/programs/${found!.id}`);
}

/** Nothing on the page scrolls sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  const response = await session.api('POST', '/api/programs', {
    name: NAME, description: 'Floor mechanics over several evenings.', duration: '3 evenings',
    locationName: 'Desert Gym', location: '1 Court St, Phoenix, AZ', startDate: '2027-03-10', startTime: '18:00',
  });
  expect(response.status).toBe(201);
});

describe('the program form\'s sessions', () => {
  it('adds, checks and removes sessions on a phone, the start following the first session and ids kept', async () => {
    const before = await theProgram();
    expect(before.sessions).toHaveLength(1);
    const { page, errors } = await session.signedInScreen('/admin/programs', 'Programs', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: `Edit ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    await dialog.waitFor();

    // SPEC's start made the one session; the start inputs now follow it.
    const sessions = dialog.getByRole('group', { name: 'Sessions' });
    expect(await sessions.getByLabel('Session 1 date', { exact: true }).inputValue()).toBe('2027-03-10');
    expect(await sessions.getByLabel('Session 1 venue', { exact: true }).inputValue()).toBe('Desert Gym');
    const startDate = dialog.getByLabel('Start date', { exact: true });
    expect(await startDate.getAttribute('readonly')).not.toBeNull();
    expect(await startDate.inputValue()).toBe('2027-03-10');

    // An earlier session becomes the start.
    await sessions.getByRole('button', { name: 'Add Session' }).click();
    await sessions.getByLabel('Session 2 date', { exact: true }).fill('2027-03-03');
    await sessions.getByLabel('Session 2 start', { exact: true }).fill('18:30');
    await sessions.getByLabel('Session 2 end', { exact: true }).fill('17:00');
    await sessions.getByLabel('Session 2 venue', { exact: true }).fill('North Gym');
    await sessions.getByLabel('Session 2 address', { exact: true }).fill('10 N 1st Ave, Phoenix, AZ');
    await expect.poll(() => startDate.inputValue()).toBe('2027-03-03');
    expect(await dialog.getByLabel('Start time', { exact: true }).inputValue()).toBe('18:30');

    // On a phone each input of a row has its own line.
    const [date, start] = await Promise.all(['date', 'start'].map((part) => sessions.getByLabel(`Session 2 ${part}`, { exact: true }).boundingBox()));
    expect(start!.y).toBeGreaterThan(date!.y + date!.height - 1);
    expect(await fitsWidth(page)).toBe(true);

    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Session end time must be after its start time').waitFor();
    expect(await sessions.getByLabel('Session 2 end', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await keepScreenshot(page, { path: `${SHOTS}/form-390-${colorScheme}.png`, fullPage: true });
    }

    await sessions.getByLabel('Session 2 end', { exact: true }).fill('20:30');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program updated successfully', { exact: true }).waitFor();
    const saved = await theProgram();
    expect(saved).toMatchObject({ startDate: '2027-03-03', startTime: '18:30' });
    expect(saved.sessions.map(({ id: _id, ...rest }) => rest)).toEqual([
      { date: '2027-03-03', startTime: '18:30', endTime: '20:30', venueName: 'North Gym', address: '10 N 1st Ave, Phoenix, AZ' },
      { date: '2027-03-10', startTime: '18:00', endTime: null, venueName: 'Desert Gym', address: '1 Court St, Phoenix, AZ' },
    ]);
    // The session SPEC's start made is the same row (its attendance would stay with it).
    expect(saved.sessions[1]!.id).toBe(before.sessions[0]!.id);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays a row out on one line at 1280 px and removes a session', async () => {
    const { page } = await session.signedInScreen('/admin/programs', 'Programs', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('button', { name: `Edit ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    const sessions = dialog.getByRole('group', { name: 'Sessions' });
    await sessions.getByLabel('Session 2 date', { exact: true }).waitFor();
    // Measured once the dialog's opening animation has ended (mid-zoom, a busy machine saw the row 3 px apart).
    await settled(dialog);
    const [date, start] = await Promise.all(['date', 'start'].map((part) => sessions.getByLabel(`Session 1 ${part}`, { exact: true }).boundingBox()));
    expect(Math.abs(start!.y - date!.y)).toBeLessThan(2);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await keepScreenshot(sessions, { path: `${SHOTS}/form-1280-${colorScheme}.png` });
    }

    // Three sessions for the registrant's page: add one, then remove it again and add another.
    await sessions.getByRole('button', { name: 'Add Session' }).click();
    await sessions.getByLabel('Session 3 date', { exact: true }).fill('2027-03-01');
    await sessions.getByRole('button', { name: 'Remove session 3' }).click();
    await sessions.getByRole('button', { name: 'Add Session' }).click();
    await sessions.getByLabel('Session 3 date', { exact: true }).fill('2027-03-17');
    await sessions.getByLabel('Session 3 start', { exact: true }).fill('18:00');
    await sessions.getByLabel('Session 3 end', { exact: true }).fill('21:00');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program updated successfully', { exact: true }).waitFor();
    const saved = await theProgram();
    expect(saved.sessions.map((entry) => entry.date)).toEqual(['2027-03-03', '2027-03-10', '2027-03-17']);
    expect(saved.startDate).toBe('2027-03-03');
    await page.context().close();
  });
});

describe('the registrant\'s page', () => {
  it('lists every session with its day, times, venue and address, at 390 and 1280 px, light and dark', async () => {
    const program = await theProgram();
    const email = 'series.registrant@example.com';
    await register(session.server.url, { programId: program.id, programName: NAME, email });
    const message = await smtp.waitForEmail(email, { matching: (received) => received.subject.startsWith('Registration Confirmation'), timeoutMs: 15_000 });
    const path = /\/my-registration\/[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
    expect(path, message.text).toBeDefined();

    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors } = await openPage(session.browser, { viewport: { width, height: width < 640 ? 844 : 900 }, colorScheme });
        await page.goto(`${session.server.url}${path}`);
        const list = page.getByRole('list', { name: 'Sessions' });
        await list.waitFor();
        const items = await list.getByRole('listitem').allInnerTexts();
        expect(items.map((item) => item.replace(/\s+/g, ' ').trim())).toEqual([
          'Wednesday, March 3, 2027 6:30 PM – 8:30 PM North Gym 10 N 1st Ave, Phoenix, AZ',
          'Wednesday, March 10, 2027 6:00 PM Desert Gym 1 Court St, Phoenix, AZ',
          'Wednesday, March 17, 2027 6:00 PM – 9:00 PM',
        ]);
        expect(await fitsWidth(page)).toBe(true);
        await keepScreenshot(page, { path: `${SHOTS}/registrant-${width}-${colorScheme}.png`, fullPage: true });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });
});
