// The payment pages other than /checkout (SPEC sections 2, 4 and 8) in a real browser against the
// built server with no Stripe keys (test mode): /stripe-checkout, /direct-payment, /simple-checkout,
// and the confirmation's error state. The tests take turns on one page (sharedPaymentPage), each as a
// first visit.
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { register } from '../helpers/registrations.js';
import { adminSession } from '../helpers/admin-session.js';
import { poll, toast } from '../helpers/locators.js';
import { heading, holdApi, isExpectedFailureLog, pathAndQuery, paymentStatusOf, sharedPaymentPage, TEST_CONFIRMATION } from '../helpers/payment-pages.js';

const session = adminSession();
const freshPage = sharedPaymentPage(session);

const PROGRAM = PROGRAMS_SEED[0]!.program.name;
const REGISTRANT = { registrantName: 'Avery Stone', registrantEmail: 'avery.stone@example.com', paymentAmount: '40', programName: PROGRAM };

describe('/stripe-checkout in test mode', () => {
  it('prepares for 1.5 s, then offers Pay Now, which reaches the test confirmation', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'stripe.checkout@example.com' });
    const { page, errors } = await freshPage(REGISTRANT);
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
    expect(await paymentStatusOf(session, id)).toBe('pending');
    expect(errors).toEqual([]);
  });

  it("toasts the server's refusal on Pay Now, and Cancel goes back", async () => {
    const { page, errors } = await freshPage(); // on robots.txt, where Cancel goes back to
    await page.goto(`${session.server.url}/stripe-checkout?amount=41&registrationId=999999&paymentToken=nope`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await toast(page, 'Registration not found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/stripe-checkout');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${session.server.url}/robots.txt`);
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });

  it('without an amount toasts "No payment amount specified. Redirecting to home page." and goes home after 2 s', async () => {
    const { page, errors } = await freshPage();
    const openedAt = Date.now();
    await page.goto(`${session.server.url}/stripe-checkout`);
    await toast(page, 'No payment amount specified. Redirecting to home page.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await page.waitForURL(`${session.server.url}/`, { timeout: 10_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1900);
    expect(errors).toEqual([]);
  });
});

describe('/direct-payment in test mode', () => {
  it('waits a second, shows Processing Payment, and redirects to the confirmation', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'direct.payment@example.com' });
    const { page, errors } = await freshPage(REGISTRANT);
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
  });

  it('follows a checkout link in a non-JSON answer, or else falls back to /api/stripe-redirect', async () => {
    const { page, errors } = await freshPage(REGISTRANT);
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
  });

  it('shows Payment Error with Go Back for a missing amount or a refusal', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${session.server.url}/direct-payment?program=x`);
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('No payment amount specified');
    expect(await error.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);

    await page.goto(`${session.server.url}/direct-payment?amount=40&registration=999999&token=nope`);
    await poll(() => error.innerText()).toContain('Registration not found');
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });
});

describe('/simple-checkout in test mode', () => {
  it('sets up, shows Registration Complete! with the amount and registration id, and opens the checkout in a new tab', async () => {
    const { id, paymentToken } = await register(session.server.url, { email: 'simple.checkout@example.com' });
    const { page, errors } = await freshPage(REGISTRANT);
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
    await checkout.close();
    expect(new URL(page.url()).pathname).toBe('/simple-checkout');
    expect(errors).toEqual([]);
  });
});

describe('/payment-confirmation', () => {
  it("cannot verify a session in test mode: shows the error text and Return to Home", async () => {
    const { page, errors } = await freshPage();
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
  });
});
