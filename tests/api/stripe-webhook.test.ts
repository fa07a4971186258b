import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../../server/payments/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import {
  chargeRefunded as chargeRefundedOf, checkoutSessionCompleted, paymentIntentSucceeded, paymentOf, refundOf, signatureFor, stripeEvent,
} from '../helpers/stripe-events.js';
import { stripeAppSession, type StripeAppSession } from '../helpers/stripe-app-session.js';

const session = stripeAppSession();
let t: TestApp;
let deliver: StripeAppSession['deliver'];
beforeAll(() => ({ t, deliver } = session));

const intentSucceeded = (registration: CreatedRegistration, overrides: Record<string, unknown> = {}) => paymentIntentSucceeded(paymentOf(registration), overrides);
/** charge.refunded as Stripe sends it with the charge's refunds: the whole payment back, or $1.00 of it. */
const chargeRefunded = (registration: CreatedRegistration, refunded = true) => {
  const payment = paymentOf(registration);
  return chargeRefundedOf(payment, [refundOf(payment, { amount: refunded ? payment.amount : 100 })]);
};
const statusOf = async (id: number) => (await t.asAdmin({ method: 'GET', url: `/api/registrations/${id}` })).json().data.paymentStatus;
const newRegistration = () => register(t.app.inject.bind(t.app), { email: `webhook-${randomBytes(3).toString('hex')}@example.com` });

describe('POST /api/stripe/webhook signature', () => {
  it('applies a correctly signed payment_intent.succeeded: the registration is paid', async () => {
    const registration = await newRegistration();
    const response = await deliver(intentSucceeded(registration));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, received: true, outcome: 'paid' });
    expect(await statusOf(registration.id)).toBe('paid');
  });

  it('refuses a bad, foreign or missing signature with 400 and changes nothing', async () => {
    const registration = await newRegistration();
    const forged = await deliver(intentSucceeded(registration), { secret: 'whsec_someone_else' });
    const garbage = await deliver(intentSucceeded(registration), { signature: 't=1,v1=deadbeef' });
    const missing = await deliver(intentSucceeded(registration), { signature: null });
    expect(forged.json()).toEqual({ success: false, message: 'Invalid Stripe signature' });
    expect(garbage.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'Missing Stripe signature' });
    for (const response of [forged, garbage, missing]) expect(response.statusCode).toBe(400);
    expect(await statusOf(registration.id)).toBe('pending');
  });

  it('checks the signature against the exact bytes: a re-serialised body fails', async () => {
    const registration = await newRegistration();
    const payload = intentSucceeded(registration);
    const signature = signatureFor(JSON.stringify(payload));
    const reformatted = await t.app.inject({
      method: 'POST', url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: JSON.stringify(payload, null, 2),
    });
    expect(reformatted.statusCode).toBe(400);
    expect(await statusOf(registration.id)).toBe('pending');
  });
});

describe('events are applied once, in any order', () => {
  it('a duplicate delivery of the same event changes nothing and is recorded once', async () => {
    const registration = await newRegistration();
    const paid = intentSucceeded(registration);
    expect((await deliver(paid)).json().outcome).toBe('paid');
    await deliver(chargeRefunded(registration));
    const again = await deliver(paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect(await statusOf(registration.id)).toBe('refunded');
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(1);
  });

  it('concurrent deliveries of one event apply it once', async () => {
    const registration = await newRegistration();
    const paid = intentSucceeded(registration);
    const outcomes = (await Promise.all([deliver(paid), deliver(paid), deliver(paid)])).map((response) => response.json().outcome).sort();
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(await statusOf(registration.id)).toBe('paid');
  });

  it('a refund that arrives before the success leaves the registration refunded', async () => {
    const registration = await newRegistration();
    // The registration does not know this PaymentIntent yet (as after hosted checkout): the refund is
    // stored and counts once its payment is recorded.
    expect((await deliver(chargeRefunded(registration))).json().outcome).toBe('refund');
    expect(await statusOf(registration.id)).toBe('pending');
    expect((await deliver(intentSucceeded(registration))).json().outcome).toBe('refunded');
    expect(await statusOf(registration.id)).toBe('refunded');
  });

  it('charge.refunded marks a paid registration refunded; a partial refund leaves it paid', async () => {
    const partial = await newRegistration();
    await deliver(intentSucceeded(partial));
    expect((await deliver(chargeRefunded(partial, false))).json().outcome).toBe('refund');
    expect(await statusOf(partial.id)).toBe('paid');

    const full = await newRegistration();
    await deliver(intentSucceeded(full));
    await deliver(chargeRefunded(full));
    expect(await statusOf(full.id)).toBe('refunded');
  });

  it('a refund found by payment intent id alone (no metadata) still applies', async () => {
    const registration = await newRegistration();
    await deliver(intentSucceeded(registration));
    const refund = chargeRefunded(registration);
    (refund.data.object as { metadata: object }).metadata = {};
    expect((await deliver(refund)).json().outcome).toBe('refunded');
    expect(await statusOf(registration.id)).toBe('refunded');
  });
});

describe('what marks a registration paid', () => {
  it('checkout.session.completed with payment_status paid', async () => {
    const registration = await newRegistration();
    const completed = checkoutSessionCompleted(paymentOf(registration, '_cs'), `cs_test_${registration.id}`);
    expect((await deliver(completed)).json().outcome).toBe('paid');
    expect(await statusOf(registration.id)).toBe('paid');
  });

  it('not a success for a different amount, nor an unpaid session, nor another event type', async () => {
    const registration = await newRegistration();
    expect((await deliver(intentSucceeded(registration, { amount_received: 100 }))).json().outcome).toBe('unchanged');
    const unpaid = checkoutSessionCompleted(paymentOf(registration), 'cs_test_unpaid', { status: 'open', payment_status: 'unpaid', payment_intent: null });
    expect((await deliver(unpaid)).json().outcome).toBe('ignored');
    expect((await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).json().outcome).toBe('ignored');
    expect(await statusOf(registration.id)).toBe('pending');
  });

  it('a free registration is never turned into paid', async () => {
    const youth = await register(t.app.inject.bind(t.app), { dateOfBirth: `${new Date().getUTCFullYear() - 12}-01-15`, email: 'free-webhook@example.com' });
    await deliver(intentSucceeded(youth, { amount_received: 0 }));
    expect(await statusOf(youth.id)).toBe('free');
  });
});

describe('test mode', () => {
  it('refuses webhooks when Stripe is not configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Stripe webhooks are not configured');
    } finally {
      await plain.close();
    }
  });
});
