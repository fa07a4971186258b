// The Email Outbox card of Email Testing Tools in a real browser against the built server. The server
// has no SMTP and its file log's folder is a plain file, so no step can deliver: with one try allowed,
// a registration's emails end up failed. Deleting the file lets the file log work again, and Retry
// then sends the message.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../common/schemas/email-outbox.js';
import { adminSession } from '../helpers/admin-session.js';
import { poll, toast } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';
import { showColorScheme, type Visit } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

let dataDir = '';
const emailLogs = () => join(dataDir, 'email-logs');
/** A file where the file log's folder should be (in place of the folder, if made): mkdir fails, so the file log (the last step) does too. */
function breakFileLog() {
  rmSync(emailLogs(), { recursive: true, force: true });
  writeFileSync(emailLogs(), 'not a folder');
}

// Registered before the session's own hooks, so it runs after the server has stopped.
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
const session = adminSession(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'referee-outbox-'));
  breakFileLog();
  return { DATA_DIR: dataDir, EMAIL_MAX_ATTEMPTS: '1' };
});
const SHOTS = screenshotDir('/tmp/admin-email-outbox-shots');

async function outbox(): Promise<OutboxAnswer> {
  const response = await session.api('GET', '/api/email-outbox');
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxAnswer;
}

/** Waits until the worker has nothing queued or in hand, and gives the outbox then. */
async function settledOutbox(): Promise<OutboxAnswer> {
  await poll(async () => {
    const { counts } = await outbox();
    return counts.queued + counts.sending;
  }).toBe(0);
  return outbox();
}

// The tests take turns on one signed-in page.
const shared = session.sharedPage();

async function openScreen(visit: Visit = {}) {
  const opened = await shared.screen('/admin/email-test', 'Email Testing Tools', visit);
  await table(opened.page).waitFor();
  return opened;
}

const table = (page: Page) => page.getByRole('table', { name: 'Email outbox' });

/**
 * The outbox row of the registrant's confirmation of registration `id`, by its text: on a phone the
 * record is named under the label rather than in a column of its own.
 */
const confirmationRow = (page: Page, id: number) =>
  table(page)
    .getByRole('row')
    .filter({ hasText: 'Registration confirmation' })
    .filter({ hasText: new RegExp(`Registration #${id}(?!\\d)`) });

/** The figure under a count's label ("Failed"). */
const countFigure = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

describe('Email Outbox', () => {
  it('shows a failed registration confirmation with its error, and sends it on Retry once delivery works', async () => {
    const { id } = await register(session.server.url);
    const failed = await settledOutbox();
    const message = failed.messages.find((row) => row.template === 'registrationConfirmation' && row.registrationId === id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1, recipient: 'registrant', deliveredBy: null });
    expect(message?.lastError).toMatch(/^file: (ENOTDIR|EEXIST)/);

    const { page, errors } = await openScreen();
    const row = confirmationRow(page, id);
    await row.getByRole('cell', { name: 'Failed', exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: 'Registrant', exact: true }).count()).toBe(1);
    expect(await row.textContent()).toContain(message!.lastError);
    await poll(() => countFigure(page, 'Failed').textContent()).toBe(String(failed.counts.failed));
    await keepScreenshot(page, { path: `${SHOTS}/failed-1280-light.png`, fullPage: true });

    rmSync(emailLogs());
    await row.getByRole('button', { name: /^Retry Registration confirmation/ }).click();
    await toast(page, 'Email queued to be sent again').waitFor();
    await row.getByRole('cell', { name: 'Sent', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'File log', exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await poll(() => countFigure(page, 'Sent').textContent()).not.toBe('0');
    const sent = (await outbox()).messages.find((row) => row.id === message!.id);
    expect(sent).toMatchObject({ status: 'sent', deliveredBy: 'file', lastError: null, attempts: 1 });
    await keepScreenshot(page, { path: `${SHOTS}/sent-1280-light.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  // One load, on the phone in the light theme; then the dark theme at both widths (the light one at
  // 1280 px is the test above's).
  it('fits a 390 px phone (What, Status and Actions as columns) and the dark theme', async () => {
    // One more failed email beside the sent one, so that every kind of row is on the screenshots.
    breakFileLog();
    const { id } = await register(session.server.url, { email: 'second.registrant@example.com' });
    await settledOutbox();

    const { page, errors } = await openScreen({ viewport: { width: 390, height: 900 } });
    await confirmationRow(page, id).getByRole('cell', { name: 'Failed', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const header of ['What', 'Status', 'Actions']) expect(await table(page).getByRole('columnheader', { name: header }).isVisible()).toBe(true);
    expect(await table(page).getByRole('columnheader', { name: 'Created' }).isVisible()).toBe(false);
    // The three columns fit the table's frame: nothing to scroll to, Retry whole inside it.
    const frame = table(page).locator('xpath=..');
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [frameBox, retryBox] = await Promise.all([frame.boundingBox(), confirmationRow(page, id).getByRole('button', { name: /^Retry/ }).boundingBox()]);
    expect(retryBox!.x + retryBox!.width).toBeLessThanOrEqual(frameBox!.x + frameBox!.width);
    await keepScreenshot(page, { path: `${SHOTS}/outbox-390-light.png`, fullPage: true });

    await showColorScheme(page, 'dark');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `${SHOTS}/outbox-${width}-dark.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
