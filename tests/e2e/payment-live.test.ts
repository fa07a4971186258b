// The payment pages in live mode, in a real browser against the built server pointed at the fake Stripe
// API (tests/helpers/fake-stripe.ts), with a fake Stripe.js served for js.stripe.com (the browser has no
// network): the Payment Element form, the charge at the server's fee, confirmation through Stripe's
// return address and our verification (the registration becomes paid), a declined card, a wrong payment
// token, the hosted checkout, and Stripe.js loading only on the payment page. The amounts the server
// charges and what verification accepts are proven in tests/api/payments.test.ts; here, what the pages
// show and do with them. The tests take turns on one page (sharedPaymentPage), each as a first visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { fakeStripeJs, type StripeJsTraffic } from '../helpers/fake-stripe-js.js';
import { hydrated, poll, toast } from '../helpers/locators.js';
import { heading, isExpectedFailureLog, paymentStatusOf, sharedPaymentPage } from '../helpers/payment-pages.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';

// The fake Stripe API starts first: the server is pointed at its address (and it stops last).
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
});
afterAll(async () => {
  await stripe?.stop();
});
const session = adminSession(() => ({
  STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_BASE: stripe.url,
}));

const PROGRAM = PROGRAMS_SEED[0]!.program.name;

interface LivePage extends PageWithErrors {
  stripeJs: StripeJsTraffic;
}

const freshPage = sharedPaymentPage(session);

async function openLivePage(confirm?: (paymentIntentId: string) => string | null): Promise<LivePage> {
  const opened = await freshPage();
  const stripeJs = await fakeStripeJs(opened.page, confirm);
  return { ...opened, stripeJs };
}

/** The PaymentIntents the server created at Stripe for a registration. */
const intentsFor = (id: number) =>
  stripe.posts('/v1/payment_intents').filter((request) => (request.body.metadata as Record<string, string>).registrationId === String(id));

const checkoutUrl = (registration: CreatedRegistration, packageType: string) =>
  `${session.server.url}/checkout?amount=${registration.paymentAmount}&packageType=${packageType}&registrationId=${registration.id}&paymentToken=${registration.paymentToken}`;

describe('Stripe.js', () => {
  it('is not requested by the landing page', async () => {
    const { page, errors, stripeJs } = await openLivePage();
    const requested: string[] = [];
    const record = (request: { url(): string }) => requested.push(request.url());
    page.on('request', record);
    await page.goto(`${session.server.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    page.off('request', record);
    expect(stripeJs.scriptRequests).toEqual([]);
    expect(requested.filter((url) => /stripe|checkout-page|checkout-live-form/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('/checkout in live mode', () => {
  it('shows the Payment Element with the summary, charges the server fee, and confirms: the registration is paid', async () => {
    const registration = await register(session.server.url, { email: 'live.payer@example.com' });
    let confirmedIntent: string | null = null;
    const { page, errors, stripeJs } = await openLivePage((id) => {
      confirmedIntent = id;
      stripe.succeedPaymentIntent(id);
      return null;
    });
    await page.goto(checkoutUrl(registration, 'new'));
    await page.getByText('Fake card element').waitFor();
    expect(stripeJs.scriptRequests).toHaveLength(1);
    expect(stripeJs.scriptRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\//);

    expect(await page.getByRole('region', { name: 'Order Summary' }).innerText()).toContain('New Official Registration');
    expect(await page.getByTestId('order-total').innerText()).toBe('$40.00');
    expect(await page.getByText('Secure payment processing').isVisible()).toBe(true);
    expect(await page.getByText('Test Mode Active').count()).toBe(0);
    const pay = page.getByRole('button', { name: /^Pay\b/ });
    expect(await pay.innerText()).toBe('Pay $40.00');

    // The amount at Stripe is the server's fee in cents; Stripe.js got our key and the intent's secret.
    const [created] = intentsFor(registration.id);
    expect(created?.body.amount).toBe('4000');
    const intent = stripe.paymentIntents.get([...stripe.paymentIntents.values()].find((candidate) => (candidate.metadata as Record<string, string>).registrationId === String(registration.id))!.id)!;
    const seen = await page.evaluate(() => (window as unknown as { __fakeStripe: { publishableKeys: string[]; elementsOptions: { clientSecret?: string }[] } }).__fakeStripe);
    expect(seen.publishableKeys).toEqual(['pk_test_fake']);
    expect(seen.elementsOptions[0]?.clientSecret).toBe(intent.client_secret);

    await pay.click();
    await page.waitForURL((url) => url.pathname === '/payment-confirmation');
    expect(confirmedIntent).toBe(intent.id);
    const returned = new URL(page.url());
    expect(returned.searchParams.get('payment_intent')).toBe(intent.id);
    expect(returned.searchParams.get('payment_intent_client_secret')).toBe(intent.client_secret);

    await heading(page, 'Thank you for your registration!').waitFor();
    const text = await page.locator('main').innerText();
    for (const value of ['Jordan Reyes', 'live.payer@example.com', '$40.00', PROGRAM]) expect(text).toContain(value);
    expect(text).toContain('A confirmation email has been sent to live.payer@example.com');
    expect(await paymentStatusOf(session, registration.id)).toBe('paid');
    expect(errors).toEqual([]);
  });

  // The fee of each package and bundle at Stripe: tests/api/payments.test.ts ('tells Stripe the server's amount').
  it('shows the package and bundle the server priced (experienced + bundle: $90.00), and keeps the visitor on the form with a Payment Failed toast when the card is declined', async () => {
    const registration = await register(session.server.url, { email: 'declined.card@example.com', experienceLevel: 'advanced', equipmentBundle: true, shirtSize: 'XL', paymentAmount: 90 });
    const { page, errors } = await openLivePage(() => 'Your card was declined.');
    await page.goto(checkoutUrl(registration, 'experienced'));
    await page.getByText('Fake card element').waitFor();
    expect(await page.getByRole('region', { name: 'Order Summary' }).innerText()).toContain('Experienced Official Registration');
    expect(await page.getByTestId('order-total').innerText()).toBe('$90.00');
    expect(intentsFor(registration.id).map((request) => request.body.amount)).toEqual(['9000']);
    const pay = page.getByRole('button', { name: /^Pay\b/ });
    await pay.click();
    const failed = toast(page, 'Payment Failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await poll(() => pay.isEnabled()).toBe(true);
    expect(await page.getByText('Fake card element').isVisible()).toBe(true);
    expect(await paymentStatusOf(session, registration.id)).toBe('pending');
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });

  it('shows Payment Error for a wrong payment token, and asks Stripe for nothing', async () => {
    const registration = await register(session.server.url, { email: 'wrong.token.live@example.com' });
    const { page, errors, stripeJs } = await openLivePage();
    await page.goto(checkoutUrl({ ...registration, paymentToken: 'not-the-token' }, 'new'));
    const error = page.getByRole('alert').filter({ has: heading(page, 'Payment Error') });
    await error.waitFor();
    expect(await error.innerText()).toContain('Registration not found');
    expect(await error.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    expect(await error.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    expect(intentsFor(registration.id)).toEqual([]);
    expect(stripeJs.scriptRequests).toEqual([]);
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });
});

describe('/payment-confirmation in live mode', () => {
  // Verification wants the intent's own secret: tests/api/payments.test.ts ('verifies a PaymentIntent only
  // together with its client secret'); the wrong secret is asked of the API here, the page shows the refusal.
  it("does not confirm an intent that has not succeeded, nor one whose secret is wrong", async () => {
    const registration = await register(session.server.url, { email: 'unpaid.intent@example.com' });
    const answer = await fetch(`${session.server.url}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken }),
    });
    const { clientSecret } = (await answer.json()) as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    const { page, errors } = await openLivePage();
    await page.goto(`${session.server.url}/payment-confirmation?payment_intent=${intentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`);
    await page.getByText("We couldn't verify your payment at this time").waitFor();
    expect(await heading(page, 'Thank you for your registration!').count()).toBe(0);
    stripe.succeedPaymentIntent(intentId);
    const wrongSecret = await fetch(`${session.server.url}/api/verify-checkout/${intentId}?client_secret=${intentId}_secret_wrong`);
    expect(wrongSecret.status).toBe(404);
    expect(await paymentStatusOf(session, registration.id)).toBe('pending');
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });
});

describe('the hosted checkout in live mode', () => {
  it('/direct-payment goes to the Checkout session; the confirmation verifies it and the registration is paid', async () => {
    const registration = await register(session.server.url, { email: 'hosted.checkout@example.com' });
    const { page, errors } = await openLivePage();
    await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Fake hosted checkout</h1>' }));
    await page.goto(`${session.server.url}/direct-payment?amount=40&registration=${registration.id}&token=${registration.paymentToken}&program=${encodeURIComponent(PROGRAM)}`);
    await page.waitForURL((url) => url.origin === 'https://checkout.stripe.com');
    const checkout = [...stripe.checkoutSessions.values()].find((candidate) => (candidate.metadata as Record<string, string>).registrationId === String(registration.id))!;
    expect(page.url()).toBe(checkout.url);
    expect(checkout.amount_total).toBe(4000);

    // Stripe takes the card and returns to the success address with the session id.
    stripe.completeCheckoutSession(checkout.id);
    await page.goto(`${session.server.url}/payment-confirmation?session_id=${checkout.id}&success=true`);
    await heading(page, 'Thank you for your registration!').waitFor();
    const text = await page.locator('main').innerText();
    for (const value of ['hosted.checkout@example.com', '$40.00', PROGRAM]) expect(text).toContain(value);
    expect(await paymentStatusOf(session, registration.id)).toBe('paid');
    // The checkout's cookie alone (without the token the tab kept) still proves the payer.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(await page.locator('main').innerText()).toContain('hosted.checkout@example.com');
    expect(errors).toEqual([]);
  });

  it('/payment-confirmation in another browser confirms the payment without the registrant, unless it has the payment token', async () => {
    const registration = await register(session.server.url, { email: 'shared.link@example.com' });
    const created = await fetch(`${session.server.url}/api/create-checkout-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken }),
    });
    const sessionId = String(((await created.json()) as { redirectUrl: string }).redirectUrl).split('/').pop()!;
    stripe.completeCheckoutSession(sessionId);

    const { page, errors } = await openLivePage();
    await page.goto(`${session.server.url}/payment-confirmation?session_id=${sessionId}&success=true`);
    await heading(page, 'Thank you for your registration!').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$40.00');
    expect(text).toContain('A confirmation email has been sent to you.');
    for (const value of ['shared.link@example.com', 'Jordan', PROGRAM]) expect(text).not.toContain(value);
    expect(await paymentStatusOf(session, registration.id)).toBe('paid');

    // The registration flow's tab keeps the token for the confirmation.
    await page.evaluate((token) => sessionStorage.setItem('paymentToken', token), registration.paymentToken);
    await page.reload();
    await heading(page, 'Thank you for your registration!').waitFor();
    expect(await page.locator('main').innerText()).toContain('shared.link@example.com');
    expect(errors).toEqual([]);
  });

  it('/stripe-checkout Pay Now and /simple-checkout lead to the same hosted checkout', async () => {
    const registration = await register(session.server.url, { email: 'pay.now@example.com' });
    const { page, errors } = await openLivePage();
    // On the context: the checkout opens in a new tab.
    await page.context().route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Fake hosted checkout</h1>' }));
    await page.goto(`${session.server.url}/simple-checkout?amount=40&registration=${registration.id}&token=${registration.paymentToken}`);
    await heading(page, 'Registration Complete!').waitFor();
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /Open Secure Checkout/ }).click();
    const tab = await opened;
    await tab.waitForURL((url) => url.origin === 'https://checkout.stripe.com');
    const hosted = tab.url();
    await tab.close();

    await page.goto(`${session.server.url}/stripe-checkout?amount=40&registrationId=${registration.id}&paymentToken=${registration.paymentToken}`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL((url) => url.origin === 'https://checkout.stripe.com');
    // One open session per registration: the second request reuses it.
    expect(page.url()).toBe(hosted);
    expect(errors).toEqual([]);
  });
});
