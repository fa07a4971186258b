// Test mode (no Stripe keys) is shown to staff (issue 12): a warning on the admin dashboard, readable
// at 390 px and in the dark theme, and a warning in the start-up log; neither in live mode.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, openSignedIn } from '../helpers/admin-session.js';
import { openAdminScreen } from '../helpers/locators.js';
import { startLocalServer } from '../helpers/local-server.js';
import { showColorScheme } from '../helpers/shared-page.js';
import type { Server } from '../helpers/server.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-test-mode-shots');

const STARTUP_WARNING = /No STRIPE_SECRET_KEY: payments run in TEST MODE and no card is charged; to take real payments set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/;
const PHONE = { width: 390, height: 844 };

const warning = (page: Page) => page.getByRole('status').filter({ hasText: 'Payments are in test mode' });

/** The dashboard signed in, in the light theme at 1280 px (the system's choice, which the site follows). */
async function openDashboard(server: Pick<Server, 'url'>) {
  const opened = await openSignedIn(session.browser, server, { viewport: { width: 1280, height: 900 }, colorScheme: 'light', bypassCSP: true });
  await openAdminScreen(opened.page, server, '/admin', 'Dashboard');
  expect(await opened.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  return opened;
}

/** axe's contrast check on the warning alone. */
async function contrastProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const alert = document.querySelector('[data-slot="alert"]');
    if (!alert) return ['no alert'];
    const results = await (window as unknown as { axe: typeof axe }).axe.run(alert, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  });
}

describe('payments in test mode', () => {
  it('the start-up log warns that no card is charged and names the settings that turn it off', () => {
    const warned = session.server.output().split('\n').find((line) => STARTUP_WARNING.test(line));
    expect(warned, session.server.output()).toBeDefined();
    expect(JSON.parse(warned!)).toMatchObject({ level: 40 });
  });

  // One load: the warning whole in the light theme, then its colours in the dark one, then the phone.
  it('the dashboard shows the warning with the three settings (1280 px), readable in both themes, and fits a 390 px screen in the dark theme', async () => {
    const { page, errors } = await openDashboard(session.server);
    const shown = warning(page);
    await shown.waitFor();
    expect(await shown.textContent()).toBe(
      "Payments are in test modeNo card is charged: registrations are completed without any payment.To take real payments, set these in the server's environment and restart it:STRIPE_SECRET_KEYSTRIPE_PUBLISHABLE_KEYSTRIPE_WEBHOOK_SECRET",
    );
    expect(await shown.getByRole('list', { name: 'Stripe settings' }).getByRole('listitem').allTextContents()).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
    // Above the counters, where staff look first.
    const [alertTop, countersTop] = await Promise.all([shown.boundingBox(), page.getByRole('region', { name: 'Counters' }).boundingBox()]);
    expect(alertTop!.y).toBeLessThan(countersTop!.y);
    expect(await contrastProblems(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SHOTS}/dashboard-light-1280.png` });

    // The dark theme changes only the colours: the contrast again, once they have settled.
    await showColorScheme(page, 'dark');
    expect(await contrastProblems(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SHOTS}/dashboard-dark-1280.png` });

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    for (const code of await shown.locator('code').all()) {
      const codeBox = (await code.boundingBox())!;
      expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await contrastProblems(page)).toEqual([]);
    // Issue 31: the last whole-database backup's counter (none yet, or the one the schedule took a minute after the start).
    const backup = page.getByRole('region', { name: 'Counters' }).locator('[data-slot=card]').filter({ hasText: 'Last Full Backup' });
    await backup.getByText(/^(None|\d+ min ago)$/).waitFor();
    const backupBox = (await backup.boundingBox())!;
    expect(backupBox.x + backupBox.width).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(backup, { path: `${SHOTS}/dashboard-full-backup-dark-390.png` });
    await keepScreenshot(page, { path: `${SHOTS}/dashboard-dark-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000); // three tests' steps in one
});

describe('payments in live mode', () => {
  let live: Server;
  beforeAll(async () => {
    // Keys only: nothing here calls Stripe (the base is a closed port).
    live = await startLocalServer({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: 'http://127.0.0.1:9' });
  });
  afterAll(() => live?.stop());

  it('neither the log nor the dashboard warns', async () => {
    expect(live.output()).not.toMatch(/TEST MODE|test mode/);
    const { page, errors } = await openSignedIn(session.browser, live);
    const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/status');
    await openAdminScreen(page, live, '/admin', 'Dashboard');
    expect(((await (await status).json()) as { data: unknown }).data).toMatchObject({ paymentsTestMode: false, openDisputes: 0 });
    expect(await warning(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
