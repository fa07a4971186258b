// The payment pages of SPEC sections 2, 4 and 8 in a real browser against the built server with no
// Stripe keys (test mode): every state of /checkout, the confirmation from browser storage, the whole
// registration from the landing page to "Thank you for your registration!" (the registration stays
// pending), /stripe-checkout, /direct-payment, /simple-checkout, and the confirmation's error state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/db/seed-content.js';
import { openPage, type PageWithErrors } from '../helpers/browser.js';
import { register } from '../helpers/registrations.js';
import { adminSession } from '../helpers/admin-session.js';

// expect.poll waits 1 s by default: too little for a browser on a busy 2-core machine.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const session = adminSession();

const PROGRAM = PROGRAMS_SEED[0]!.program.name;
const REGISTRANT = { registrantName: 'Avery Stone', registrantEmail: 'avery.stone@example.com', paymentAmount: '40', programName: PROGRAM };
const TEST_CONFIRMATION = '/payment-confirmation?success=true&test=true';

/** Chromium's line for an HTTP error answer, and the API client's log of a failed call (SPEC section 8). */
const isExpectedFailureLog = (error: string) => /^Failed to load resource: the server responded with a status of \d+/.test(error) || / failed:/.test(error);

/** A fresh page with the popup cookie set and, when given, the registrant the registration flow stores. */
async function openPaymentPage(storage?: Record<string, string>): Promise<PageWithErrors> {
  const opened = await openPage(session.browser);
  await opened.page.context().addCookies([{ name: 'trainingPopupShown', value: 'true', url: session.server.url }]);
  if (storage) {
    await opened.page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  return opened;
}

const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Holds the named API call until `release` is called, so a loading state can be seen. */
async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function paymentStatusOf(id: number): Promise<string | undefined> {
  const response = await fetch(`${session.server.url}/api/registrations`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; paymentStatus: string }[] };
  return data.find((registration) => registration.id === id)?.paymentStatus;
}

describe('/checkout in test mode', () => {
  it('shows "Setting up payment..." while the intent is created, then the yellow notice, the summary and the total', async () => {
    const { page, errors } = await openPaymentPage();
    const release = await holdApi(page, '/api/create-payment-intent');
    await page.goto(`${session.server.url}/checkout?amount=40&packageType=new`);
    const loading = page.getByRole('status').filter({ hasText: 'Setting up payment...' });
    await loading.waitFor();
    expect(await heading(page, 'Setting up payment...').isVisible()).toBe(true);
    release();

    const notice = page.getByRole('status').filter({ hasText: 'Test Mode Active' });
    await notice.waitFor();
    expect(await notice.getAttribute('class')).toContain('bg-yellow-50');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.innerText()).toContain('New Official Registration');
    expect(await page.getByTestId('order-total').innerText()).toBe('$40.00');
    expect(await page.getByRole('button', { name: 'Complete Test Registration' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('labels the order summary by package type', async () => {
    const cases = [
      ['youth', '35', 'Youth Registration (Under 18)', '$35.00'],
      ['new', '75', 'New Official Registration', '$75.00'],
      ['experienced', '55', 'Experienced Official Registration', '$55.00'],
      ['other', '90', 'Registration Payment', '$90.00'],
      [null, '40', 'Registration Payment', '$40.00'],
    ] as const;
    const { page, errors } = await openPaymentPage();
    for (const [packageType, amount, label, total] of cases) {
      await page.goto(`${session.server.url}/checkout?amount=${amount}${packageType ? `&packageType=${packageType}` : ''}`);
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.waitFor();
      expect(await summary.innerText(), String(packageType)).toContain(label);
      expect(await page.getByTestId('order-total').innerText(), String(packageType)).toBe(total);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without an amount shows Payment Error "No payment amount specified"; Go Back returns to the page before', async () => {
    const { page, errors } = await openPaymentPage();
    let intentCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment-intent')) intentCalls += 1;
    });
    await page.goto(`${session.server.url}/robots.txt`);
    await page.goto(`${session.server.url}/checkout?packageType=new`);
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('No payment amount specified');
    expect(intentCalls).toBe(0);
    await error.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${session.server.url}/robots.txt`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's refusal as Payment Error; Try Again asks again", async () => {
    const { id } = await register(session.server.url, { email: 'wrong.token@example.com' });
    const { page, errors } = await openPaymentPage();
    await page.goto(`${session.server.url}/checkout?amount=40&packageType=new&registrationId=${id}&paymentToken=not-the-token`);
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('Registration not found');

    // A transient outage, then Try Again: the second answer wins.
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Payment System Error: the payment service could not be reached' }) }),
    );
    await page.goto(`${session.server.url}/checkout?amount=40&packageType=new`);
    await poll(() => error.innerText()).toContain('Payment System Error: the payment service could not be reached');
    await page.unroute('**/api/create-payment-intent');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Test Mode Active').waitFor();
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('falls back to test mode when the payment intent request hits a network error', async () => {
    const { page, errors } = await openPaymentPage();
    await page.route('**/api/create-payment-intent', (route) => route.abort('failed'));
    await page.goto(`${session.server.url}/checkout?amount=55&packageType=experienced`);
    const notice = page.getByRole('status').filter({ hasText: 'Test Mode Active' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('could not be reached');
    expect(await page.getByTestId('order-total').innerText()).toBe('$55.00');
    expect(errors.filter((line) => !/net::ERR_FAILED|create-payment-intent failed/.test(line))).toEqual([]);
    await page.context().close();
  });

  it('Complete Test Registration toasts, then after 1.5 s shows the confirmation from browser storage, saying no email was sent', async () => {
    const { page, errors } = await openPaymentPage(REGISTRANT);
    await page.goto(`${session.server.url}/checkout?amount=40&packageType=new`);
    const button = page.getByRole('button', { name: 'Complete Test Registration' });
    await button.waitFor();
    const clickedAt = Date.now();
    await button.click();
    await toast(page, 'Test Registration Complete').waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.waitForURL((url) => url.pathname === '/payment-confirmation');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);
    expect(pathAndQuery(page)).toBe(TEST_CONFIRMATION);

    await heading(page, 'Thank you for your registration!').waitFor();
    const text = await page.locator('main').innerText();
    for (const value of ['Avery Stone', 'avery.stone@example.com', '$40.00', PROGRAM]) expect(text).toContain(value);
    expect(text).toContain('no confirmation email was sent');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${session.server.url}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Today in Phoenix, moved back by whole years: the registrant's date of birth. */
function birthDate(yearsAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - yearsAgo, month - 1, day)).toISOString().slice(0, 10);
}

describe('the whole registration in test mode', () => {
  it('goes from Register Now through Proceed to Payment and Complete Test Registration to the thank-you; the registration stays pending', async () => {
    const { page, errors } = await openPaymentPage();
    await page.goto(`${session.server.url}/`);
    await poll(() => page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await page
      .locator('#programs')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PROGRAM, exact: true }) })
      .getByRole('button', { name: 'Register Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: PROGRAM });
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await field('First name').fill('Morgan');
    await field('Last name').fill('Ellis');
    await field('Date of birth').fill(birthDate(30));
    await field('Email').fill('morgan.ellis@example.com');
    await field('Phone').fill('(602) 555-0142');
    await field('Address').fill('200 W Jefferson St');
    await field('City').fill('Phoenix');
    await field('State').fill('AZ');
    await field('ZIP code').fill('85003');
    await field('Emergency contact name').fill('Jamie Ellis');
    await field('Emergency contact phone').fill('(602) 555-0143');
    await field('Relationship to you').fill('Sibling');
    await dialog.getByRole('checkbox', { name: /liability waiver/ }).click();
    expect(await dialog.getByRole('radio', { name: /^New Official\b/ }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByText(/^Total:/).innerText()).toBe('Total: $40.00');

    const registered = page.waitForResponse((response) => response.url().endsWith('/api/register'));
    await dialog.getByRole('button', { name: 'Complete Registration' }).click();
    const { registrationId } = (await (await registered).json()) as { registrationId: number };
    await toast(page, 'Registration Successful').waitFor();
    await page.getByRole('dialog', { name: 'Complete your payment' }).getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout');
    // The server only takes payment for a registration with its token (ids alone are guessable).
    expect(new URL(page.url()).searchParams.get('paymentToken'), 'the registration flow passes paymentToken to /checkout').toBeTruthy();
    await page.getByText('Test Mode Active').waitFor();
    expect(await page.getByRole('region', { name: 'Order Summary' }).innerText()).toContain('New Official Registration');
    expect(await page.getByTestId('order-total').innerText()).toBe('$40.00');
    await page.getByRole('button', { name: 'Complete Test Registration' }).click();

    await heading(page, 'Thank you for your registration!').waitFor();
    expect(pathAndQuery(page)).toBe(TEST_CONFIRMATION);
    const text = await page.locator('main').innerText();
    for (const value of ['Morgan Ellis', 'morgan.ellis@example.com', '$40.00', PROGRAM]) expect(text).toContain(value);
    // Test mode never marks a registration paid (issue 4).
    expect(await paymentStatusOf(registrationId)).toBe('pending');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/stripe-checkout in test mode', () => {
  it('prepares for 1.5 s, then offers Pay Now, which reaches the test confirmation', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'stripe.checkout@example.com' });
    const { page, errors } = await openPaymentPage(REGISTRANT);
    const openedAt = Date.now();
    await page.goto(`${session.server.url}/stripe-checkout?amount=40&registrationId=${id}&paymentToken=${paymentToken}`);
    await page.getByRole('status').filter({ hasText: 'Preparing Checkout...' }).waitFor();
    const card = page.getByRole('heading', { name: 'Complete Your Payment' });
    await card.waitFor();
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1400);
    expect(await page.locator('main').innerText()).toContain('$40.00');

    const redirect = page.waitForRequest((request) => request.url().endsWith('/api/stripe-redirect'));
    await page.getByRole('button', { name: 'Pay Now' }).click();
    expect((await redirect).postDataJSON()).toMatchObject({ amount: '40', name: 'Avery Stone', registrationId: String(id), paymentToken });
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(pathAndQuery(page)).toBe(TEST_CONFIRMATION);
    expect(await paymentStatusOf(id)).toBe('pending');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("toasts the server's refusal on Pay Now, and Cancel goes back", async () => {
    const { page, errors } = await openPaymentPage();
    await page.goto(`${session.server.url}/robots.txt`);
    await page.goto(`${session.server.url}/stripe-checkout?amount=41&registrationId=999999&paymentToken=nope`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await toast(page, 'Registration not found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/stripe-checkout');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${session.server.url}/robots.txt`);
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
    await page.context().close();
  });

  it('without an amount toasts "No payment amount specified. Redirecting to home page." and goes home after 2 s', async () => {
    const { page, errors } = await openPaymentPage();
    const openedAt = Date.now();
    await page.goto(`${session.server.url}/stripe-checkout`);
    await toast(page, 'No payment amount specified. Redirecting to home page.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await page.waitForURL(`${session.server.url}/`, { timeout: 10_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1900);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/direct-payment in test mode', () => {
  it('waits a second, shows Processing Payment, and redirects to the confirmation', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'direct.payment@example.com' });
    const { page, errors } = await openPaymentPage(REGISTRANT);
    const sessionRequest = page.waitForRequest((request) => request.url().endsWith('/api/create-checkout-json'));
    const openedAt = Date.now();
    await page.goto(`${session.server.url}/direct-payment?amount=40&program=${encodeURIComponent(PROGRAM)}&registration=${id}&token=${paymentToken}`);
    await heading(page, 'Processing Payment').waitFor();
    const request = await sessionRequest;
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(900);
    expect(request.postDataJSON()).toEqual({ paymentAmount: '40', registrationId: String(id), paymentToken, programName: PROGRAM });
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(pathAndQuery(page)).toBe(TEST_CONFIRMATION);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a checkout link in a non-JSON answer, or else falls back to /api/stripe-redirect', async () => {
    const { page, errors } = await openPaymentPage(REGISTRANT);
    // An HTML answer carrying a hosted checkout link.
    await page.route('**/api/create-checkout-json', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><a href="https://checkout.stripe.com/c/pay/cs_test_html">Pay</a></body></html>' }),
    );
    await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Fake hosted checkout</h1>' }));
    await page.goto(`${session.server.url}/direct-payment?amount=40`);
    await page.waitForURL('https://checkout.stripe.com/c/pay/cs_test_html');

    // An HTML answer without one: the stripe-redirect fallback (test mode: the confirmation).
    await page.unroute('**/api/create-checkout-json');
    await page.route('**/api/create-checkout-json', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>maintenance</html>' }));
    const fallback = page.waitForRequest((request) => request.url().endsWith('/api/stripe-redirect'));
    await page.goto(`${session.server.url}/direct-payment?amount=40`);
    expect((await fallback).postDataJSON()).toMatchObject({ amount: '40', name: 'Avery Stone', registrationData: {} });
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows Payment Error with Go Back for a missing amount or a refusal', async () => {
    const { page, errors } = await openPaymentPage();
    await page.goto(`${session.server.url}/direct-payment?program=x`);
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('No payment amount specified');
    expect(await error.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);

    await page.goto(`${session.server.url}/direct-payment?amount=40&registration=999999&token=nope`);
    await poll(() => error.innerText()).toContain('Registration not found');
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
    await page.context().close();
  });
});

describe('/simple-checkout in test mode', () => {
  it('sets up, shows Registration Complete! with the amount and registration id, and opens the checkout in a new tab', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'simple.checkout@example.com' });
    const { page, errors } = await openPaymentPage(REGISTRANT);
    const release = await holdApi(page, '/api/create-checkout-json');
    await page.goto(`${session.server.url}/simple-checkout?amount=40&registration=${id}&token=${paymentToken}&program=${encodeURIComponent(PROGRAM)}`);
    await page.getByRole('status').filter({ hasText: 'Setting Up Secure Payment' }).waitFor();
    release();
    await heading(page, 'Registration Complete!').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$40.00');
    expect(text).toContain(String(id));
    expect(text).toContain(PROGRAM);

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /Open Secure Checkout/ }).click();
    const checkout = await opened;
    await checkout.waitForURL((url) => url.pathname === '/payment-confirmation');
    expect(pathAndQuery(checkout)).toBe(TEST_CONFIRMATION);
    expect(await checkout.evaluate(() => window.opener)).toBeNull();
    await checkout.getByRole('heading', { name: 'Thank you for your registration!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/simple-checkout');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/payment-confirmation', () => {
  it("cannot verify a session in test mode: shows the error text and Return to Home", async () => {
    const { page, errors } = await openPaymentPage();
    await page.goto(`${session.server.url}/payment-confirmation?session_id=cs_unknown&success=true`);
    const error = page.getByRole('alert');
    await error.getByText("We couldn't verify your payment at this time").waitFor();
    expect(await error.innerText()).toMatch(/contact support/i);
    expect(await error.innerText()).toContain('money was deducted');
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);

    // Nothing to verify at all: the same error.
    await page.goto(`${session.server.url}/payment-confirmation?success=true`);
    await page.getByText("We couldn't verify your payment at this time").waitFor();
    await page.context().close();
  });
});
