// The registrant's own page (issue 15, point 2) in Chromium against the built server: the link from the
// payment confirmation opens a page that reads with JavaScript switched off, the cancellation goes
// through its confirmation to the cancelled notice as plain links and a form post, and the page and
// the confirmation fit 390 px in the light and dark themes (screenshots in /tmp/shots).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin-session.js';
import { liveStripeEnv, payRegistration } from '../helpers/ledger-money.js';
import { register } from '../helpers/registrations.js';
import { scriptOnOffPages } from '../helpers/script-pages.js';
import { smtpAndStripeForFile, smtpEnv } from '../helpers/mail-and-stripe.js';
import { keepScreenshot, screenshotDir, siteSession } from '../helpers/site-session.js';

const PROGRAM = 'Youth League Officiating Fundamentals';
const LINK = /\/my-registration\/[A-Za-z0-9_-]{43}/;

const servers = smtpAndStripeForFile();
const session = siteSession(() => ({ ...smtpEnv(servers.smtp), ...liveStripeEnv(servers.stripe) }));
const SHOTS = screenshotDir('/tmp/shots');

/** Program 1 starts two months from today, well inside the default policy (7 days) whenever this runs. */
beforeAll(async () => {
  const startDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${session.server.url}/api/programs/1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(session.server)}` },
    body: JSON.stringify({ startDate }),
  });
  expect(response.status).toBe(200);
});

/** The page's path from the last email to `to` whose subject starts so. */
async function pageFromEmail(to: string, subject: string): Promise<string> {
  const email = await servers.smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith(subject), timeoutMs: 15_000 });
  const path = LINK.exec(email.text)?.[0];
  expect(path, email.text).toBeDefined();
  return path!;
}

let paidPage: string;
beforeAll(async () => {
  const email = 'paid.registrant@example.com';
  await payRegistration(session.server.url, servers.stripe, { email, equipmentBundle: true, shirtSize: 'XL' });
  paidPage = await pageFromEmail(email, 'Payment Confirmation');
});

const open = scriptOnOffPages(session);

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('my registration page', () => {
  it('reads with JavaScript switched off', async () => {
    const { page, errors, status } = await open(paidPage, { javaScriptEnabled: false });
    expect(status).toBe(200);
    await page.getByRole('heading', { name: 'Your Registration', level: 1 }).waitFor();
    await page.getByRole('heading', { name: PROGRAM, level: 2 }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$75.00');
    expect(text).toMatch(/Payment status\s+Paid/);
    expect(text).toMatch(/Equipment bundle\s+Yes, shirt size XL/);
    expect(text).toMatch(/Guardian consent\s+Not needed/);
    expect(text).toContain('Receipt');
    expect(await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe(`${paidPage}/calendar.ics`);
    expect(await page.getByRole('link', { name: 'Open map' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(await page.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cancels through the confirmation to the cancelled notice, without script', async () => {
    const email = 'pending.registrant@example.com';
    await register(session.server.url, { email });
    const path = await pageFromEmail(email, 'Registration Confirmation');
    const { page, errors } = await open(path, { javaScriptEnabled: false });
    expect(await page.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toMatch(/^\/checkout\?/);
    await page.getByRole('link', { name: 'Cancel registration' }).click();
    await page.getByRole('heading', { name: 'Cancel Your Registration', level: 1 }).waitFor();
    await page.getByText('Nothing has been paid for this registration').waitFor();
    // "Keep my registration" goes back unchanged.
    await page.getByRole('link', { name: 'Keep my registration' }).click();
    await page.getByRole('heading', { name: 'Your Registration', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Cancel registration' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await page.getByText('Your registration is cancelled').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator('main').innerText()).toMatch(/Status\s+Cancelled/);
    expect(await page.getByRole('link', { name: 'Cancel registration' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
    await servers.smtp.waitForEmail(email, { matching: (message) => message.subject.startsWith('Registration Cancelled'), timeoutMs: 15_000 });
    expect(errors).toEqual([]);
  });

  // Widths are the layout's and colours the theme's: each width once, the phone in the dark theme.
  it('fits 1280 px (light) and 390 px (dark) without sideways scrolling (page and cancel confirmation)', async () => {
    for (const [name, path] of [['page', paidPage], ['cancel', `${paidPage}/cancel`]] as const) {
      for (const [width, colorScheme] of [[1280, 'light'], [390, 'dark']] as const) {
        // Script on: the theme script picks the dark theme (the page itself has no other script).
        const { page, errors, status } = await open(path, { width, colorScheme });
        expect(status).toBe(200);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
        expect(await widthOf(page), `${name} ${colorScheme} at ${width}`).toBeLessThanOrEqual(width);
        await keepScreenshot(page, { path: `${SHOTS}/my-registration-${name}-${width}-${colorScheme}.png`, fullPage: true });
        expect(errors).toEqual([]);
          }
    }
  });
});
