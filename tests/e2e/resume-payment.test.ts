// Issue 27, point 2: coming back to the site in the middle of a payment offers to resume it. After
// registering with a fee the browser keeps the payment (not the person); a later visit asks the server
// whether it can still be paid and offers "Resume your payment" with Pay now, until it is paid, the
// visitor closes the offer, or the server says no. Test mode, 390 px (the offer also at 1280, dark).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { hydrated, POPUP_COOKIE, toast } from '../helpers/locators.js';
import { heading } from '../helpers/payment-pages.js';
import { birthDate, fillRegistration, openRegistrationDialog } from '../helpers/registration-dialog.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/resume-payment-shots');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PROGRAM = PROGRAMS_SEED[0]!.program.name;
const KEY = 'pendingPayment';

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const resumeToast = (page: Page) => toast(page, 'Resume your payment');

/** A phone's browser of its own (storage survives its tabs) that has seen the popup. */
async function visitor(browser: Browser) {
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: POPUP_COOKIE, value: 'true', url: session.server.url }]);
  return context;
}

/** A new tab, on nothing yet: the page's console errors are collected. */
async function blankTab(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** A new tab on `/` (see blankTab). */
async function newTab(context: BrowserContext) {
  const tab = await blankTab(context);
  await tab.page.goto(`${session.server.url}/`);
  return tab;
}

/** Registers a person of their own through the dialog and leaves on the payment overlay's Proceed to Payment. */
async function registerAndLeaveForCheckout(page: Page, firstName: string) {
  await hydrated(page);
  const dialog = await openRegistrationDialog(page, PROGRAM);
  await fillRegistration(dialog, {
    'First name': firstName, 'Last name': 'Resumer', 'Date of birth': birthDate(30), Email: `${firstName.toLowerCase()}.resumer@example.com`,
    Phone: '(602) 555-0161', 'Emergency contact name': 'Jamie Resumer', 'Emergency contact phone': '(602) 555-0162', 'Relationship to you': 'Sibling',
  });
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  const overlay = page.getByRole('dialog', { name: 'Complete your payment' });
  await overlay.waitFor();
  const stored = JSON.parse((await kept(page))!) as { registrationId: number; paymentToken: string; paymentAmount: number };
  // The payment, not the person.
  expect(Object.keys(stored).sort()).toEqual(['packageType', 'paymentAmount', 'paymentToken', 'programName', 'registrationId']);
  await overlay.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  return stored;
}

describe('coming back in the middle of a payment', () => {
  it('offers "Resume your payment" after the tab was closed, Pay now reaches the checkout, and paying ends the offer', async () => {
    const context = await visitor(session.browser);
    const first = await newTab(context);
    const stored = await registerAndLeaveForCheckout(first.page, 'Rowan');
    await first.page.close(); // the tab is closed on the checkout, unpaid
    // Back as on a first visit: the popup, which would otherwise open full, keeps to its card.
    await context.clearCookies();

    const { page, errors } = await newTab(context);
    const offer = resumeToast(page);
    await offer.waitFor();
    expect(await offer.innerText()).toContain(`Your registration for ${PROGRAM} is saved. Pay the $${stored.paymentAmount}.00 fee to complete it.`);
    await page.locator('aside[aria-label="Upcoming event"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await keepScreenshot(page, { path: `${SHOTS}/resume-390-light.png` });

    await offer.getByRole('button', { name: 'Pay now' }).tap();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect([query.get('registrationId'), query.get('paymentToken'), query.get('amount')]).toEqual([String(stored.registrationId), stored.paymentToken, String(stored.paymentAmount)]);
    await page.getByRole('button', { name: 'Complete Test Registration' }).tap();
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(await kept(page)).toBeNull();

    // Paid: nothing is offered any more, and its code is not even fetched.
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/payment-state/') && asked.push(request.url()));
    await page.goto(`${session.server.url}/`);
    await hydrated(page);
    expect(await resumeToast(page).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops offering once the server says it is paid, or when the visitor closes the offer', async () => {
    const context = await visitor(session.browser);
    const first = await newTab(context);
    const paidByStaff = await registerAndLeaveForCheckout(first.page, 'Sasha');
    await first.page.close();
    expect((await session.api('PUT', `/api/registrations/${paidByStaff.registrationId}`, { paymentStatus: 'paid' })).status).toBe(200);

    // Listening before the page loads: the question may be answered before the load ends.
    const second = await blankTab(context);
    const answered = second.page.waitForResponse((response) => response.url().includes(`/api/payment-state/${paidByStaff.registrationId}`));
    await second.page.goto(`${session.server.url}/`);
    const answer = await answered;
    expect(((await answer.json()) as { data: { payable: boolean } }).data.payable).toBe(false);
    await expect.poll(() => kept(second.page)).toBeNull();
    expect(await resumeToast(second.page).count()).toBe(0);

    // Another registration left unpaid; its offer is closed: not offered again.
    const left = await registerAndLeaveForCheckout(second.page, 'Tatum');
    await second.page.close();
    const third = await newTab(context);
    const offer = resumeToast(third.page);
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Close' }).tap();
    await offer.waitFor({ state: 'hidden' });
    expect(await kept(third.page)).toBeNull();
    expect((await (await fetch(`${session.server.url}/api/payment-state/${left.registrationId}?token=${left.paymentToken}`)).json()).data.payable).toBe(true);
    await third.page.reload();
    await hydrated(third.page);
    expect(await resumeToast(third.page).count()).toBe(0);
    expect([...second.errors, ...third.errors]).toEqual([]);
    await context.close();
  });

  it('fits a wide screen in the dark theme: the offer in view, nothing wider than the window', async () => {
    // The phone in the light theme is the tests above; the offer's layout at 1280 px, dark, here.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    await context.addCookies([{ name: POPUP_COOKIE, value: 'true', url: session.server.url }]);
    const first = await newTab(context);
    await registerAndLeaveForCheckout(first.page, 'Yael');
    await first.page.close();
    const { page, errors } = await newTab(context);
    const offer = resumeToast(page);
    await offer.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const box = (await offer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await keepScreenshot(page, { path: `${SHOTS}/resume-1280-dark.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
