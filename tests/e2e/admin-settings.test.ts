// Admin Settings (issue 15, /admin/settings) in a real browser against the built server: the saved
// settings shown (a fresh database's defaults), the contract's messages under their fields before
// anything is sent and the server's own field errors, a change saved and still there after a reload,
// and the screen at 390 px and in the dark theme without sideways scrolling. The tests take turns on
// one signed-in page.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../common/schemas/settings.js';
import { COMPANY_INFO_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { field, fillFields, poll, toast } from '../helpers/locators.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

/** A fresh seeded database's settings: the defaults, with the company's name as the sender name. */
const FRESH = { ...DEFAULT_SETTINGS, emailSenderName: COMPANY_INFO_SEED.name };

const session = adminSession();
const SHOTS = screenshotDir('/tmp/shots-settings');

const stored = () => session.data<Settings>('/api/settings');
const form = (page: Page) => page.locator('form');
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();

const shared = session.sharedPage();

async function openScreen() {
  const opened = await shared.screen('/admin/settings', 'Settings');
  await field(form(opened.page), 'Time Zone').waitFor();
  return opened;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Admin Settings', () => {
  // Widths are the layout's, not the theme's: each width once, the phone in the dark theme.
  it('shows the saved settings (a fresh database has the defaults), at 1280 px (light) and 390 px (dark) without sideways scrolling', async () => {
    const { page, errors } = await openScreen();
    const scope = form(page);
    expect(await stored()).toMatchObject(FRESH);
    expect(await field(scope, 'Time Zone').inputValue()).toBe('America/Phoenix');
    expect(await field(scope, 'Email Sender Name').inputValue()).toBe(FRESH.emailSenderName);
    expect(await field(scope, 'Admin Notification Address').inputValue()).toBe('');
    expect(await field(scope, 'Minimum Age').inputValue()).toBe('12');
    expect(await page.getByRole('checkbox', { name: 'Guardian consent' }).getAttribute('data-state')).toBe('checked');
    expect(await page.getByRole('checkbox', { name: 'Registrants may cancel themselves' }).getAttribute('data-state')).toBe('checked');
    expect(await field(scope, 'Until Days Before the Start').inputValue()).toBe('7');
    expect(await field(scope, 'Fee Kept').inputValue()).toBe('0');
    expect(await field(scope, 'Days Before Each Session').inputValue()).toBe('7, 1');
    expect(await field(scope, 'Backups Kept').inputValue()).toBe('60');
    // Each setting says what it does.
    await page.getByText('Registrants younger than this are refused.').waitFor();
    await page.getByText('Reminder emails go this many days before each session', { exact: false }).waitFor();
    for (const section of ['Organisation', 'Registrations', 'Cancellations', 'Reminders', 'Backups']) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    for (const [width, colorScheme] of [[1280, 'light'], [390, 'dark']] as const) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await showColorScheme(page, colorScheme);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${colorScheme} at ${width}`).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `${SHOTS}/settings-${width}-${colorScheme}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });

  it('shows the message of an invalid value under its field and sends nothing', async () => {
    const { page } = await openScreen();
    const scope = form(page);
    let puts = 0;
    const countPut = (request: Request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/settings')) puts += 1;
    };
    page.on('request', countPut);
    await fillFields(scope, { 'Minimum Age': '-1', 'Days Before Each Session': '7, 7', 'Backups Kept': '0' });
    await save(page);
    await page.getByText('Minimum age must be a whole number from 0 to 99').waitFor();
    await page.getByText('Each reminder day can be given once').waitFor();
    await page.getByText('Backups kept must be a whole number from 1 to 1000').waitFor();
    expect(await field(scope, 'Minimum Age').getAttribute('aria-invalid')).toBe('true');

    await fillFields(scope, { 'Minimum Age': '12', 'Days Before Each Session': '7, 1', 'Backups Kept': '60', 'Fee Kept': '150' });
    await choose(page, 'Fee Kept In', 'Percent of the fee');
    await save(page);
    await page.getByText('A percentage kept cannot be more than 100').waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/errors-1280.png`, fullPage: true });
    expect(puts).toBe(0);
    page.off('request', countPut);
    expect(await stored()).toMatchObject(FRESH);
  });

  it("shows the server's field errors under their fields", async () => {
    const { page } = await openScreen();
    const message = 'Time zone must be a time zone name such as America/Phoenix';
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Invalid settings', errors: { timeZone: message } }) })
        : route.fallback(),
    );
    await save(page);
    await toast(page, 'Invalid settings').waitFor();
    await form(page).getByText(message).waitFor();
    expect(await field(form(page), 'Time Zone').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a valid change, which a reload still shows', async () => {
    const { page, errors } = await openScreen();
    const scope = form(page);
    await fillFields(scope, {
      'Time Zone': 'America/Denver', 'Email Sender Name': 'AZ Referees', 'Admin Notification Address': 'office@example.com', 'Minimum Age': '14',
      'Fee Kept': '10', 'Days Before Each Session': '14, 2', 'Backups Kept': '30',
    });
    await page.getByRole('checkbox', { name: 'Guardian consent' }).click();
    await page.getByRole('checkbox', { name: 'Registrants may cancel themselves' }).click();
    expect(await field(scope, 'Until Days Before the Start').isDisabled()).toBe(true);
    await choose(page, 'Fee Kept In', 'Percent of the fee');
    await choose(page, 'Refunds', 'On approval by the office');
    await save(page);
    await toast(page, 'Settings saved').waitFor();
    const expected = {
      timeZone: 'America/Denver', emailSenderName: 'AZ Referees', adminNotifyEmail: 'office@example.com', minimumAge: 14, guardianConsent: false,
      selfCancelUntilDays: null, feeKeptKind: 'percent', feeKeptAmount: 10, refundMode: 'approval', reminderDaysBefore: [14, 2], backupKeep: 30,
    };
    await poll(async () => stored()).toMatchObject(expected);

    await page.reload();
    await field(scope, 'Time Zone').waitFor();
    expect(await field(scope, 'Time Zone').inputValue()).toBe('America/Denver');
    expect(await field(scope, 'Minimum Age').inputValue()).toBe('14');
    expect(await field(scope, 'Days Before Each Session').inputValue()).toBe('14, 2');
    expect(await field(scope, 'Backups Kept').inputValue()).toBe('30');
    expect(await page.getByRole('checkbox', { name: 'Guardian consent' }).getAttribute('data-state')).toBe('unchecked');
    expect(await field(scope, 'Until Days Before the Start').isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: /^Fee Kept In/ }).textContent()).toContain('Percent of the fee');
    expect(await page.getByRole('combobox', { name: /^Refunds/ }).textContent()).toContain('On approval by the office');
    expect(errors).toEqual([]);

    // The other tests start from the defaults again.
    const reset = await session.api('PUT', '/api/settings', FRESH);
    expect(reset.status).toBe(200);
  });
});
