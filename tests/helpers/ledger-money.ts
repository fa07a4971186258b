// For browser tests: money in the payments ledger made the way production makes it: a registration, its PaymentIntent
// created through our API at the fake Stripe, charged there, and Stripe's signed webhook events
// delivered to the running server (a payment, a duplicate payment, a dispute).
import { randomBytes } from 'node:crypto';
import type { FakeStripe } from './fake-stripe.js';
import { register, type CreatedRegistration } from './registrations.js';
import { signatureFor, stripeEnv, type StripeObject } from './stripe-events.js';

/** The Stripe settings of a server pointed at the fake Stripe API. */
export const liveStripeEnv = (stripe: FakeStripe) => stripeEnv(stripe.url);

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Delivers a signed event to the server's webhook; fails unless the server takes it. */
export async function deliverEvent(serverUrl: string, type: string, object: Record<string, unknown>, at = new Date()): Promise<string> {
  const payload = JSON.stringify({
    id: newId('evt'), object: 'event', type, api_version: '2025-01-01', created: seconds(at), livemode: false, pending_webhooks: 1, request: null, data: { object },
  });
  const response = await fetch(`${serverUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
    body: payload,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`webhook ${type} refused: ${response.status} ${body}`);
  return (JSON.parse(body) as { outcome: string }).outcome;
}

export interface Paid {
  registration: CreatedRegistration;
  intent: StripeObject;
}

/**
 * Registers and pays: the PaymentIntent is created through POST /api/create-payment-intent, charged
 * at the fake Stripe, and its payment_intent.succeeded delivered (dated `at`, as the ledger dates it).
 */
export async function payRegistration(serverUrl: string, stripe: FakeStripe, overrides: Record<string, unknown>, at = new Date()): Promise<Paid> {
  const registration = await register(serverUrl, overrides);
  const response = await fetch(`${serverUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken }),
  });
  if (!response.ok) throw new Error(`create-payment-intent failed: ${response.status} ${await response.text()}`);
  const created = [...stripe.paymentIntents.values()].find((intent) => (intent.metadata as Record<string, string>).registrationId === String(registration.id));
  if (!created) throw new Error(`no PaymentIntent was created for registration ${registration.id}`);
  const intent = stripe.succeedPaymentIntent(created.id);
  await deliverEvent(serverUrl, 'payment_intent.succeeded', { ...intent }, at);
  return { registration, intent };
}

/**
 * Another PaymentIntent Stripe charged for the same registration (`amountCents`, its fee unless
 * given), known to the fake so it can be refunded, and its payment_intent.succeeded delivered.
 */
export async function chargeAgain(serverUrl: string, stripe: FakeStripe, registration: CreatedRegistration, amountCents = registration.paymentAmount * 100, at = new Date()): Promise<StripeObject> {
  const id = newId('pi');
  const intent: StripeObject = {
    id, object: 'payment_intent', amount: amountCents, amount_received: amountCents, currency: 'usd', status: 'succeeded',
    client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, latest_charge: newId('ch'), metadata: { registrationId: String(registration.id) },
    created: seconds(at),
  };
  stripe.paymentIntents.set(id, intent);
  await deliverEvent(serverUrl, 'payment_intent.succeeded', { ...intent }, at);
  return intent;
}

/** The cardholder disputes a payment: charge.dispute.created (needs_response). */
export async function disputePayment(serverUrl: string, intent: StripeObject, at = new Date()): Promise<string> {
  const id = newId('dp');
  await deliverEvent(serverUrl, 'charge.dispute.created', {
    id, object: 'dispute', amount: intent.amount_received, currency: 'usd', status: 'needs_response', reason: 'fraudulent',
    payment_intent: intent.id, charge: intent.latest_charge, created: seconds(at), metadata: {},
  }, at);
  return id;
}
