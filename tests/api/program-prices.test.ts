// A program's price tiers are its fees (issue 13): the server charges what the program's tiers say for
// the package and the bundle, SPEC's constants where a program has no tiers, and the payment calls
// answer the fee line by line (the bundle on its own line) for the order summary and the confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { register, registrationBody } from '../helpers/registrations.js';

const YOUTH_BIRTH_DATE = `${new Date().getUTCFullYear() - 12}-01-15`;
const TIERS = [
  { name: 'Under 18', price: 10 },
  { name: 'New Official', price: 50 },
  { name: 'New Official + Equipment Bundle', price: 80 },
  { name: 'Experienced Official', price: 65 },
];

let stripe: FakeStripe;
let testMode: TestApp;
let live: TestApp;

async function createProgram(t: TestApp, name: string, fields: object): Promise<number> {
  const response = await t.admin('POST', '/api/programs', {
    name, description: 'A program with its own prices for the fee tests.', duration: '2 weeks', price: 99, ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  [testMode, live] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([testMode.close(), live.close()]);
  await stripe.stop();
});

const inject = (t: TestApp) => t.app.inject.bind(t.app);

describe('POST /api/register charges the program’s tiers', () => {
  it.each([
    ['new official', {}, 50],
    ['new official with the bundle', { equipmentBundle: true }, 80],
    ['experienced official', { experienceLevel: 'advanced' }, 65],
    // No bundled tier: SPEC's $35 on top of the package's own price.
    ['experienced official with the bundle', { experienceLevel: 'advanced', equipmentBundle: true }, 100],
    ['youth', { dateOfBirth: YOUTH_BIRTH_DATE }, 10],
  ])('a %s pays the program’s price', async (_label, overrides, fee) => {
    const programId = await createProgram(testMode, `Tiered ${_label}`, { priceTiers: TIERS });
    const refused = await testMode.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ ...overrides, programId }) });
    // The helper's amount is SPEC's constant, which this program's tiers never charge.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`registration fee of $${fee}.00`);

    const registered = await register(inject(testMode), { ...overrides, programId, paymentAmount: fee, email: `fee-${fee}@example.com` });
    expect(registered.paymentAmount).toBe(fee);
    expect(registered.paymentStatus).toBe('pending');
  });

  it('charges SPEC’s constants for a program without tiers, whatever its displayed price', async () => {
    const programId = await createProgram(testMode, 'Untiered program', { priceTiers: [], price: null });
    expect((await register(inject(testMode), { programId, email: 'untiered@example.com' })).paymentAmount).toBe(40);
    const refused = await testMode.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ programId, paymentAmount: 99 }) });
    expect(refused.statusCode).toBe(400);
  });

  it('makes a program whose tiers are all $0 free', async () => {
    const programId = await createProgram(testMode, 'Free clinic', {
      priceTiers: ['Under 18', 'New Official', 'Experienced Official'].flatMap((name) => [{ name, price: 0 }, { name: `${name} + Equipment Bundle`, price: 0 }]),
    });
    const registered = await register(inject(testMode), { programId, equipmentBundle: true, paymentAmount: 0, email: 'free@example.com' });
    expect(registered).toMatchObject({ paymentAmount: 0, paymentStatus: 'free' });
  });

  it('follows the tiers when staff change them (a new price applies to the next registration)', async () => {
    const programId = await createProgram(testMode, 'Repriced program', { priceTiers: TIERS });
    const updated = await testMode.admin('PUT', `/api/programs/${programId}`, { priceTiers: [{ name: 'New Official', price: 45 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await register(inject(testMode), { programId, paymentAmount: 45, email: 'repriced@example.com' })).paymentAmount).toBe(45);
  });
});

describe('the payment calls answer the fee line by line', () => {
  it('test mode: the package and, on its own line, the bundle with its shirt size', async () => {
    const programId = await createProgram(testMode, 'Lines program', { priceTiers: TIERS });
    const registration = await register(inject(testMode), { programId, equipmentBundle: true, shirtSize: 'XL', paymentAmount: 80, email: 'lines@example.com' });
    const answer = await testMode.app.inject({
      method: 'POST', url: '/api/create-payment-intent',
      payload: { paymentAmount: 80, registrationId: registration.id, paymentToken: registration.paymentToken },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      testMode: true,
      lines: [{ label: 'New Official Registration', amount: 50 }, { label: 'Whistle/Ref Shirt Bundle (shirt size XL)', amount: 30 }],
    });
  });

  it('a registration without the bundle has one line', async () => {
    const registration = await register(inject(testMode), { experienceLevel: 'advanced', email: 'one-line@example.com' });
    const answer = await testMode.app.inject({
      method: 'POST', url: '/api/create-payment-intent',
      payload: { paymentAmount: 55, registrationId: registration.id, paymentToken: registration.paymentToken },
    });
    expect(answer.json().lines).toEqual([{ label: 'Experienced Official Registration', amount: 55 }]);
  });

  it('live: the PaymentIntent answer and the verified Checkout session carry the lines', async () => {
    const programId = await createProgram(live, 'Live lines program', { priceTiers: TIERS });
    const registration = await register(inject(live), { programId, equipmentBundle: true, paymentAmount: 80, email: 'live-lines@example.com' });
    const target = { paymentAmount: 80, registrationId: registration.id, paymentToken: registration.paymentToken };
    const lines = [{ label: 'New Official Registration', amount: 50 }, { label: 'Whistle/Ref Shirt Bundle (shirt size L)', amount: 30 }];

    const intent = await live.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: target });
    expect(intent.json()).toMatchObject({ testMode: false, lines });
    expect(stripe.posts('/v1/payment_intents').at(-1)?.body).toMatchObject({ amount: '8000' });

    const checkout = await live.app.inject({ method: 'POST', url: '/api/create-checkout-json', payload: target });
    const sessionId = String(checkout.json().redirectUrl).split('/').pop()!;
    stripe.completeCheckoutSession(sessionId);
    // The lines go to the payer alone: the registration's payment token proves it.
    const verified = await live.app.inject({ method: 'GET', url: `/api/verify-checkout/${sessionId}?token=${registration.paymentToken}` });
    expect(verified.json()).toMatchObject({ paid: true, session: { amount_total: 8000 }, lines });
  });
});
