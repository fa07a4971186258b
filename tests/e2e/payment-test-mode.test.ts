// The payment pages of SPEC sections 2, 4 and 8 in a real browser against the built server with no
// Stripe keys (test mode): every state of /checkout, the confirmation from browser storage, and the
// whole registration from the landing page to "Thank you for your registration!" (the registration
// stays pending). The other payment pages in test mode: payment-test-mode-pages.test.ts. The tests take
// turns on one page (sharedPaymentPage), each as a first visit.
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { register } from '../helpers/registrations.js';
import { adminSession } from '../helpers/admin-session.js';
import { gotoLanding, poll, toast } from '../helpers/locators.js';
import { heading, holdApi, isExpectedFailureLog, pathAndQuery, paymentStatusOf, sharedPaymentPage, TEST_CONFIRMATION } from '../helpers/payment-pages.js';
import { birthDate, fillRegistration, openRegistrationDialog } from '../helpers/registration-dialog.js';

const session = adminSession();
const freshPage = sharedPaymentPage(session);

const PROGRAM = PROGRAMS_SEED[0]!.program.name;
const REGISTRANT = { registrantName: 'Avery Stone', registrantEmail: 'avery.stone@example.com', paymentAmount: '40', programName: PROGRAM };

describe('/checkout in test mode', () => {
  it('labels the order summary by package type', async () => {
    const cases = [
      ['youth', '35', 'Youth Registration (Under 18)', '$35.00'],
      ['new', '75', 'New Official Registration', '$75.00'],
      ['experienced', '55', 'Experienced Official Registration', '$55.00'],
      ['other', '90', 'Registration Payment', '$90.00'],
      [null, '40', 'Registration Payment', '$40.00'],
    ] as const;
    const { page, errors } = await freshPage();
    for (const [packageType, amount, label, total] of cases) {
      await page.goto(`${session.server.url}/checkout?amount=${amount}${packageType ? `&packageType=${packageType}` : ''}`);
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await summary.waitFor();
      expect(await summary.innerText(), String(packageType)).toContain(label);
      expect(await page.getByTestId('order-total').innerText(), String(packageType)).toBe(total);
    }
    expect(errors).toEqual([]);
  });

  it('without an amount shows Payment Error "No payment amount specified"; Go Back returns to the page before', async () => {
    const { page, errors } = await freshPage(); // on robots.txt, where Go Back returns to
    let intentCalls = 0;
    const count = (request: { url(): string }) => {
      if (request.url().endsWith('/api/create-payment-intent')) intentCalls += 1;
    };
    page.on('request', count);
    await page.goto(`${session.server.url}/checkout?packageType=new`);
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('No payment amount specified');
    expect(intentCalls).toBe(0);
    await error.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${session.server.url}/robots.txt`);
    page.off('request', count);
    expect(errors).toEqual([]);
  });

  it("shows the server's refusal as Payment Error; Try Again asks again", async () => {
    const { id } = await register(session.server.url, { email: 'wrong.token@example.com' });
    const { page, errors } = await freshPage();
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
  });

  it('falls back to test mode when the payment intent request hits a network error', async () => {
    const { page, errors } = await freshPage();
    await page.route('**/api/create-payment-intent', (route) => route.abort('failed'));
    await page.goto(`${session.server.url}/checkout?amount=55&packageType=experienced`);
    const notice = page.getByRole('status').filter({ hasText: 'Test Mode Active' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('could not be reached');
    expect(await page.getByTestId('order-total').innerText()).toBe('$55.00');
    expect(errors.filter((line) => !/net::ERR_FAILED|create-payment-intent failed/.test(line))).toEqual([]);
  });

  it('shows "Setting up payment..." while the intent is created, then the yellow notice, the summary and the total; Complete Test Registration toasts, then after 1.5 s shows the confirmation from browser storage, saying no email was sent', async () => {
    const { page, errors } = await freshPage(REGISTRANT);
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
    const button = page.getByRole('button', { name: 'Complete Test Registration' });
    expect(await button.isEnabled()).toBe(true);
    // Watched in the page itself from before the click, where this state lasts its 1.5 s however slow
    // the test's side is: the toast shown, the button disabled, still on /checkout.
    const completing = page.waitForFunction(() => {
      const complete = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes('Complete Test Registration'));
      return location.pathname === '/checkout' && complete?.disabled === true
        && [...document.querySelectorAll('[data-slot="toast"]')].some((toast) => toast.textContent?.includes('Test Registration Complete'));
    });
    const clickedAt = Date.now();
    await button.click();
    await completing;
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
  });
});

describe('the whole registration in test mode', () => {
  it('goes from Register Now through Proceed to Payment and Complete Test Registration to the thank-you; the registration stays pending', async () => {
    const { page, errors } = await freshPage();
    await gotoLanding(page, session.server);
    const dialog = await openRegistrationDialog(page, PROGRAM);
    await fillRegistration(dialog, {
      'First name': 'Morgan', 'Last name': 'Ellis', 'Date of birth': birthDate(30), Email: 'morgan.ellis@example.com', Phone: '(602) 555-0142',
      Address: '200 W Jefferson St', City: 'Phoenix', State: 'AZ', 'ZIP code': '85003',
      'Emergency contact name': 'Jamie Ellis', 'Emergency contact phone': '(602) 555-0143', 'Relationship to you': 'Sibling',
    });
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
    expect(await paymentStatusOf(session, registrationId)).toBe('pending');
    expect(errors).toEqual([]);
  });
});
