import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { register } from '../helpers/registrations.js';

const YOUTH_BIRTH_DATE = `${new Date().getUTCFullYear() - 12}-01-15`;

let stripe: FakeStripe;
let t: TestApp;
// The app's clock runs this far ahead: past the verification cache's 10 seconds when a test needs it.
let clockAhead = 0;
const afterTheCache = () => (clockAhead += 11_000);
beforeAll(async () => {
  stripe = await new FakeStripe().start();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url },
    now: () => new Date(Date.now() + clockAhead),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.failWith = null;
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const registrationStatus = async (id: number) => (await t.asAdmin({ method: 'GET', url: `/api/registrations/${id}` })).json().data;

describe('POST /api/create-payment-intent', () => {
  it.each([
    ['youth with the bundle', { dateOfBirth: YOUTH_BIRTH_DATE, equipmentBundle: true, shirtSize: 'M' }, 3500],
    ['new official', {}, 4000],
    ['new official with the bundle', { equipmentBundle: true }, 7500],
    ['experienced official', { experienceLevel: 'advanced' }, 5500],
    ['experienced official with the bundle', { experienceLevel: 'advanced', equipmentBundle: true }, 9000],
  ])('tells Stripe the server’s amount for a %s, with metadata and an idempotency key', async (_label, overrides, cents) => {
    // The names are the test's own (the helper's default last name counts people born on one day, across
    // files), and the person is not one another test registers.
    const registration = await register(t.app.inject.bind(t.app), { ...overrides, firstName: 'Jordan', lastName: `Payer ${cents}`, email: `payer-${cents}@example.com` });
    const response = await post('/api/create-payment-intent', {
      paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, testMode: false, publishableKey: 'pk_test_fake' });
    const [sent] = stripe.posts('/v1/payment_intents');
    expect(sent?.body).toMatchObject({
      amount: String(cents),
      currency: 'usd',
      metadata: { registrationId: String(registration.id), firstName: 'Jordan', lastName: `Payer ${cents}`, email: `payer-${cents}@example.com`, programName: expect.any(String) },
    });
    expect(sent?.headers['idempotency-key']).toMatch(new RegExp(`^registration-${registration.id}-intent-${cents}-`));
    expect(body.clientSecret).toBe(stripe.paymentIntents.get(String(body.clientSecret).split('_secret_')[0]!)?.client_secret);
  });

  it('accepts the amount as a string', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'string-amount@example.com' });
    const response = await post('/api/create-payment-intent', { paymentAmount: '40.00', registrationId: registration.id, paymentToken: registration.paymentToken });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an amount that disagrees with the registration, without calling Stripe', async () => {
    const registration = await register(t.app.inject.bind(t.app));
    for (const paymentAmount of [1, 39, 41, '0.40', 4000]) {
      const response = await post('/api/create-payment-intent', { paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/does not match the registration fee of \$40\.00/);
    }
    expect(stripe.requests).toEqual([]);
  });

  it('refuses a wrong or missing payment token as if the registration did not exist', async () => {
    const registration = await register(t.app.inject.bind(t.app));
    const wrong = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: registration.id, paymentToken: 'guess' });
    const missing = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: registration.id });
    const unknown = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: 999_999, paymentToken: registration.paymentToken });
    for (const response of [wrong, missing, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Registration not found' });
    }
    const noRegistration = await post('/api/create-payment-intent', { paymentAmount: 40 });
    expect(noRegistration.statusCode).toBe(400);
    expect(stripe.requests).toEqual([]);
  });

  it('a retried request gets the same intent: one charge, however often the client asks', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'retry@example.com' });
    const payload = { paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken };
    const [first, second] = await Promise.all([post('/api/create-payment-intent', payload), post('/api/create-payment-intent', payload)]);
    const third = await post('/api/create-payment-intent', payload);
    const secrets = new Set([first, second, third].map((response) => response.json().clientSecret));
    expect(secrets.size).toBe(1);
    const intents = [...stripe.paymentIntents.values()].filter((intent) => (intent.metadata as Record<string, string>).registrationId === String(registration.id));
    expect(intents).toHaveLength(1);
  });

  it('refuses registrations that need no payment: free, already paid', async () => {
    const youth = await register(t.app.inject.bind(t.app), { dateOfBirth: YOUTH_BIRTH_DATE });
    expect(youth.paymentStatus).toBe('free');
    const free = await post('/api/create-payment-intent', { paymentAmount: 0, registrationId: youth.id, paymentToken: youth.paymentToken });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe('This registration does not need a payment');

    const adult = await register(t.app.inject.bind(t.app));
    await t.asAdmin({ method: 'PUT', url: `/api/registrations/${adult.id}`, payload: { paymentStatus: 'paid' } });
    const paid = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: adult.id, paymentToken: adult.paymentToken });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This registration has already been paid');
  });

  it('answers 502 with a clear message when Stripe fails, never a 500', async () => {
    const registration = await register(t.app.inject.bind(t.app));
    stripe.failWith = 500;
    const response = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^Payment processing failed/);
    expect((await registrationStatus(registration.id)).paymentStatus).toBe('pending');
  });
});

describe('hosted checkout: POST /api/create-checkout-json and /api/stripe-redirect', () => {
  it('creates a Checkout session for the server’s amount and returns its URL', async () => {
    const registration = await register(t.app.inject.bind(t.app), { equipmentBundle: true, shirtSize: 'XL', email: 'checkout@example.com' });
    const response = await post('/api/create-checkout-json', { paymentAmount: 75, registrationId: registration.id, paymentToken: registration.paymentToken, programName: 'ignored' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, testMode: false, redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
    const [sent] = stripe.posts('/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      customer_email: 'checkout@example.com',
      metadata: { registrationId: String(registration.id), email: 'checkout@example.com' },
      line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '7500' } } },
      success_url: expect.stringContaining('/payment-confirmation?session_id={CHECKOUT_SESSION_ID}'),
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^registration-\d+-checkout-7500-/);
  });

  it('POST /api/stripe-redirect takes either body form of SPEC section 7', async () => {
    const direct = await register(t.app.inject.bind(t.app), { email: 'redirect-a@example.com' });
    const first = await post('/api/stripe-redirect', {
      amount: 40, name: 'Jordan Reyes', registrationId: direct.id, paymentToken: direct.paymentToken, selectedPackage: 'new', includeBundle: false, shirtSize: null,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const nested = await register(t.app.inject.bind(t.app), { email: 'redirect-b@example.com' });
    const second = await post('/api/stripe-redirect', {
      amount: '40', name: 'Jordan Reyes', registrationData: { registrationId: nested.id, paymentToken: nested.paymentToken, firstName: 'Jordan' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const tampered = await post('/api/stripe-redirect', { amount: 5, registrationId: nested.id, paymentToken: nested.paymentToken });
    expect(tampered.statusCode).toBe(400);
  });
});

describe('GET /api/verify-checkout/{id}', () => {
  /** A registration with an open Checkout session, and the pass cookie the creating call set. */
  async function checkoutFor(email: string) {
    const registration = await register(t.app.inject.bind(t.app), { email });
    const created = await post('/api/create-checkout-json', { paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken });
    expect(created.statusCode, created.body).toBe(200);
    const sessionId = String(created.json().redirectUrl).split('/').pop()!;
    const pass = created.cookies.find((cookie) => cookie.name === 'checkout_pass')!;
    return { registration, sessionId, pass };
  }
  const verify = (sessionId: string, query = '', cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/verify-checkout/${sessionId}${query}`, ...(cookies && { cookies }) });
  const sessionGets = (sessionId: string) => stripe.requests.filter((request) => request.method === 'GET' && request.path === `/v1/checkout/sessions/${sessionId}`);
  const withoutDetails = (sessionId: string, paid: boolean) => ({
    success: true, paid, message: paid ? 'Payment confirmed' : 'Payment has not been completed',
    session: { id: sessionId, amount_total: 4000, currency: 'usd', payment_status: paid ? 'paid' : 'unpaid', metadata: {}, customer_details: { name: null, email: null } },
  });
  const fullDetails = (email: string) => ({
    paid: true,
    session: { amount_total: 4000, metadata: { firstName: 'Jordan', lastName: 'Reyes', email }, customer_details: { email } },
    lines: [{ label: 'New Official Registration', amount: 40 }],
  });

  it('without proof of being the payer, answers paid or not and the amount, nothing personal, and still marks the registration paid', async () => {
    const { registration, sessionId } = await checkoutFor('verify@example.com');
    const before = await verify(sessionId);
    expect(before.json()).toEqual(withoutDetails(sessionId, false));
    expect(before.headers['cache-control']).toBe('no-store');
    expect((await registrationStatus(registration.id)).paymentStatus).toBe('pending');

    stripe.completeCheckoutSession(sessionId);
    afterTheCache();
    const after = await verify(sessionId);
    expect(after.json()).toEqual(withoutDetails(sessionId, true));
    expect(after.body).not.toContain('verify@example.com');
    const stored = await registrationStatus(registration.id);
    expect(stored.paymentStatus).toBe('paid');
    expect(stored.paidAt).toBeTruthy();
  });

  it('shows the registrant and the fee lines with the registration’s payment token; a wrong token is no error, just no details', async () => {
    const { registration, sessionId } = await checkoutFor('verify-token@example.com');
    stripe.completeCheckoutSession(sessionId);
    const proven = await verify(sessionId, `?token=${registration.paymentToken}`);
    expect(proven.json()).toMatchObject(fullDetails('verify-token@example.com'));

    const other = await register(t.app.inject.bind(t.app), { email: 'someone-else@example.com' });
    for (const token of ['not-the-token', registration.paymentToken.slice(1), other.paymentToken, '']) {
      const wrong = await verify(sessionId, `?token=${token}`);
      expect(wrong.statusCode, wrong.body).toBe(200);
      expect(wrong.json()).toEqual(withoutDetails(sessionId, true));
    }
  });

  it('shows them to the browser that created the session: its pass cookie proves that session only', async () => {
    const { sessionId, pass } = await checkoutFor('verify-cookie@example.com');
    expect(pass).toMatchObject({ path: '/api/verify-checkout', httpOnly: true, sameSite: 'Lax', maxAge: 86_400 });
    expect(pass.value).not.toContain(sessionId);
    stripe.completeCheckoutSession(sessionId);
    expect((await verify(sessionId, '', { checkout_pass: pass.value })).json()).toMatchObject(fullDetails('verify-cookie@example.com'));

    const another = await checkoutFor('verify-other-cookie@example.com');
    expect(another.pass.value).not.toBe(pass.value);
    expect((await verify(sessionId, '', { checkout_pass: another.pass.value })).json()).toEqual(withoutDetails(sessionId, true));
    expect((await verify(another.sessionId, '', { checkout_pass: pass.value })).json()).toEqual(withoutDetails(another.sessionId, false));
  });

  it('POST /api/stripe-redirect sets the pass cookie too', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'verify-redirect@example.com' });
    const created = await post('/api/stripe-redirect', { amount: 40, registrationId: registration.id, paymentToken: registration.paymentToken });
    const sessionId = String(created.json().redirectUrl).split('/').pop()!;
    const pass = created.cookies.find((cookie) => cookie.name === 'checkout_pass')!;
    expect((await verify(sessionId, '', { checkout_pass: pass.value })).json().session.customer_details.email).toBe('verify-redirect@example.com');
  });

  it('asks Stripe once for repeated calls within 10 seconds, whoever asks, and again after', async () => {
    const { registration, sessionId, pass } = await checkoutFor('verify-cache@example.com');
    stripe.completeCheckoutSession(sessionId);
    stripe.requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(sessionId)));
    answers.push(await verify(sessionId, `?token=${registration.paymentToken}`), await verify(sessionId, '', { checkout_pass: pass.value }));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(sessionGets(sessionId)).toHaveLength(1);

    afterTheCache();
    await verify(sessionId);
    expect(sessionGets(sessionId)).toHaveLength(2);
  });

  it('remembers a session Stripe does not know (404) as well; a Stripe failure is not kept', async () => {
    for (let i = 0; i < 4; i++) expect((await verify('cs_test_unknown')).statusCode).toBe(404);
    expect(sessionGets('cs_test_unknown')).toHaveLength(1);

    const { sessionId } = await checkoutFor('verify-outage@example.com');
    stripe.failWith = 500;
    expect((await verify(sessionId)).statusCode).toBe(502);
    stripe.failWith = null;
    expect((await verify(sessionId)).statusCode).toBe(200);
  });

  it('verifies a PaymentIntent only together with its client secret, which is proof enough for the details', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'intent@example.com' });
    const created = await post('/api/create-payment-intent', { paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken });
    const clientSecret = String(created.json().clientSecret);
    const intentId = clientSecret.split('_secret_')[0]!;
    stripe.succeedPaymentIntent(intentId);

    const withoutSecret = await verify(intentId);
    expect(withoutSecret.statusCode).toBe(404);
    expect((await registrationStatus(registration.id)).paymentStatus).toBe('pending');

    const verified = await verify(intentId, `?client_secret=${encodeURIComponent(clientSecret)}`);
    expect(verified.json()).toMatchObject({ success: true, paid: true, session: { amount_total: 4000, customer_details: { name: 'Jordan Reyes', email: 'intent@example.com' } } });
    expect(verified.json().lines).toEqual([{ label: 'New Official Registration', amount: 40 }]);
    expect((await registrationStatus(registration.id)).paymentStatus).toBe('paid');
  });

  it('is 400 for something that is no payment reference', async () => {
    expect((await verify('hello')).statusCode).toBe(400);
  });
});

describe('the payment token', () => {
  it('is the registrant\'s alone: POST /api/register answers it, no admin list or write does', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'token.owner@example.com' });
    expect(registration.paymentToken).toMatch(/^[0-9a-f]{32}$/);
    const { programId, programName } = await registrationStatus(registration.id);

    const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.asAdmin({ method, url, ...(payload && { payload }) });
    const answers = [
      await admin('GET', '/api/registrations'),
      await admin('PUT', `/api/registrations/${registration.id}`, { notes: 'Called back.' }),
      await admin('POST', '/api/registrations', {
        programId, programName, firstName: 'Alex', lastName: 'Kim', dateOfBirth: '1990-04-02', email: 'alex.kim@example.com', phone: '6025550111', experienceLevel: 'beginner', paymentAmount: 40,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).not.toContain('paymentToken');
      expect(answer.body).not.toContain(registration.paymentToken);
    }
  });

  it('shows in one registration opened by staff, for a pay link', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: 'token.detail@example.com' });
    const answer = await t.asAdmin({ method: 'GET', url: `/api/registrations/${registration.id}` });
    expect(answer.json().data.paymentToken).toBe(registration.paymentToken);
  });
});

describe('test mode (no Stripe keys)', () => {
  it('answers testMode, calls nobody and never marks a registration paid', async () => {
    const plain = await createTestApp();
    try {
      const registration = await register(plain.app.inject.bind(plain.app));
      const intent = await plain.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: 40, registrationId: registration.id, paymentToken: registration.paymentToken } });
      expect(intent.json()).toMatchObject({ success: true, testMode: true, clientSecret: null });
      const anonymous = await plain.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: 40 } });
      expect(anonymous.json()).toMatchObject({ success: true, testMode: true });
      const checkout = await plain.app.inject({ method: 'POST', url: '/api/create-checkout-json', payload: { paymentAmount: 40 } });
      expect(checkout.json()).toMatchObject({ testMode: true, redirectUrl: '/payment-confirmation?success=true&test=true' });
      expect(checkout.cookies).toEqual([]);
      const verify = await plain.app.inject({ method: 'GET', url: '/api/verify-checkout/cs_test_anything' });
      expect(verify.statusCode).toBe(400);
      expect(verify.json().message).toBe('Payments are in test mode');
      const stored = (await plain.asAdmin({ method: 'GET', url: `/api/registrations/${registration.id}` })).json().data;
      expect(stored.paymentStatus).toBe('pending');
      const tampered = await plain.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: 1, registrationId: registration.id, paymentToken: registration.paymentToken } });
      expect(tampered.statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });
});
