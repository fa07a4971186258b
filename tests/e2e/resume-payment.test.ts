// Issue 27, point 2: coming back to the site in the middle of a payment offers to resume it. After
// registering with a fee the browser keeps the payment (not the person); a later visit asks the server
// whether it can still be paid and offers "Resume your payment" with Pay now, until it is paid, the
// visitor closes the offer, or the server says no. Test mode, 390 px (the offer also at 1280, dark).
// The whole journey (the dialog's registration stores the payment, the tab is closed, the offer, Pay
// now, paying) runs once; the other tests start from the stored payment of a registration made through
// the API, on the file's phone page (one context for both) or a wide dark page: each dialog registration
// cost a landing and a checkout load. What the server answers (payable or not) is proven in
// tests/api/payment-state.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { hydrated, POPUP_COOKIE, toast } from '../helpers/locators.js';
import { heading } from '../helpers/payment-pages.js';
import { birthDate, fillRegistration, openRegistrationDialog } from '../helpers/registration-dialog.js';
import { register } from '../helpers/registrations.js';
import { takeTurns } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';
import { openPage } from '../helpers/browser.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/resume-payment-shots');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PROGRAM = PROGRAMS_SEED[0]!.program.name;
const KEY = 'pendingPayment';

const kept = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const resumeToast = (page: Page) => toast(page, 'Resume your payment');

/** The file's phone page, handed over as a first visit finds it (storage survives the context's tabs). */
const phonePage = takeTurns(session, PHONE);

/** The phone page for the next test, with the popup seen and, when given, the payment stored as the dialog stores it. */
async function phone(pending?: Record<string, unknown>) {
  const opened = await phonePage(pending ? { storage: { [KEY]: JSON.stringify(pending) } } : {});
  await opened.page.context().addCookies([{ name: POPUP_COOKIE, value: 'true', url: session.server.url }]);
  return opened;
}

/** A registration made through the API, as the dialog would store it for later (see the first test). */
async function pendingRegistration(firstName: string) {
  const registration = await register(session.server.url, { firstName, lastName: 'Resumer', email: `${firstName.toLowerCase()}.resumer@example.com` });
  return { registrationId: registration.id, paymentToken: registration.paymentToken, paymentAmount: registration.paymentAmount, packageType: 'new', programName: PROGRAM };
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
    const { page, errors } = await phone();
    const context = page.context();
    const first = await newTab(context);
    const stored = await registerAndLeaveForCheckout(first.page, 'Rowan');
    expect(stored).toEqual({ registrationId: expect.any(Number), paymentToken: expect.any(String), paymentAmount: 40, packageType: 'new', programName: PROGRAM });
    await first.page.close(); // the tab is closed on the checkout, unpaid
    expect(first.errors).toEqual([]);
    // Back as on a first visit: the popup, which would otherwise open full, keeps to its card.
    await context.clearCookies();

    await page.goto(`${session.server.url}/`);
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
    const record = (request: { url(): string }) => request.url().includes('/api/payment-state/') && asked.push(request.url());
    page.on('request', record);
    await page.goto(`${session.server.url}/`);
    await hydrated(page);
    page.off('request', record);
    expect(await resumeToast(page).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('stops offering once the server says it is paid, or when the visitor closes the offer', async () => {
    const paidByStaff = await pendingRegistration('Sasha');
    expect((await session.api('PUT', `/api/registrations/${paidByStaff.registrationId}`, { paymentStatus: 'paid' })).status).toBe(200);
    const { page, errors } = await phone(paidByStaff);

    // Listening before the page loads: the question may be answered before the load ends.
    const answered = page.waitForResponse((response) => response.url().includes(`/api/payment-state/${paidByStaff.registrationId}`));
    await page.goto(`${session.server.url}/`);
    const answer = await answered;
    expect(((await answer.json()) as { data: { payable: boolean } }).data.payable).toBe(false);
    await expect.poll(() => kept(page)).toBeNull();
    expect(await resumeToast(page).count()).toBe(0);

    // Another registration left unpaid; its offer is closed: not offered again.
    const left = await pendingRegistration('Tatum');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, JSON.stringify(left)]);
    await page.reload();
    const offer = resumeToast(page);
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Close' }).tap();
    await offer.waitFor({ state: 'hidden' });
    expect(await kept(page)).toBeNull();
    expect((await (await fetch(`${session.server.url}/api/payment-state/${left.registrationId}?token=${left.paymentToken}`)).json()).data.payable).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await resumeToast(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits a wide screen in the dark theme: the offer in view, nothing wider than the window', async () => {
    // The phone in the light theme is the tests above; the offer's layout at 1280 px, dark, here.
    const pending = await pendingRegistration('Yael');
    const { page, errors } = await openPage(session.browser, {
      colorScheme: 'dark',
      storageState: { cookies: [], origins: [{ origin: session.server.url, localStorage: [{ name: KEY, value: JSON.stringify(pending) }] }] },
    });
    await page.context().addCookies([{ name: POPUP_COOKIE, value: 'true', url: session.server.url }]);
    await page.goto(`${session.server.url}/`);
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
    await page.context().close();
  });
});
