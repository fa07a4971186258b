// Stripe events for the API tests, in the shapes Stripe sends them (a PaymentIntent, a Checkout
// session, a charge with or without its refunds list, a refund, a dispute), and their delivery to
// POST /api/stripe/webhook signed exactly as Stripe signs them (the SDK's own test header).
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_test_secret';
/** The environment of an app that takes card payments through the fake Stripe at `apiBase`. */
export const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: apiBase,
});

/** When the events and objects below happened, unless a test says (Stripe counts seconds): 2026-09-21. */
export const EVENT_TIME = 1_790_000_000;
/** Stripe's time for a moment, e.g. seconds('2024-03-10T05:00:00Z'). */
export const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

// Only its webhook helpers are used: they sign exactly as Stripe does.
const signer = new Stripe('sk_test_unused');
const hex = () => randomBytes(8).toString('hex');

export const eventId = () => `evt_${hex()}`;

export interface EventOptions {
  /** The event's id; a fresh one by default (the same id twice is a duplicate delivery). */
  id?: string;
  created?: number;
}

export type StripeObject = Record<string, unknown> & { id: string };
export type StripeEvent = ReturnType<typeof stripeEvent>;

export function stripeEvent(type: string, object: Record<string, unknown>, { id = eventId(), created = EVENT_TIME }: EventOptions = {}) {
  return { id, object: 'event', type, api_version: '2025-01-01', created, livemode: false, pending_webhooks: 1, request: null, data: { object } };
}

/** The money the events are about: one PaymentIntent and its charge, for a registration (or none). */
export interface Payment {
  paymentIntentId: string;
  chargeId: string;
  /** In the objects' metadata, as the server creates them; absent: no metadata. */
  registrationId?: number | undefined;
  /** Cents. */
  amount: number;
  currency?: string;
}

/** A payment made up for a registration (the fake Stripe does not know it). `tag` tells a second one apart. */
export const paymentOf = (registration: { id: number; paymentAmount: number }, tag = ''): Payment => ({
  paymentIntentId: `pi_${registration.id}${tag}`, chargeId: `ch_${registration.id}${tag}`, registrationId: registration.id, amount: registration.paymentAmount * 100,
});

/** A PaymentIntent of the fake Stripe (succeeded there) as the events' payment. */
export const paymentOfIntent = (intent: StripeObject): Payment => ({
  paymentIntentId: intent.id,
  chargeId: String(intent.latest_charge),
  registrationId: Number((intent.metadata as Record<string, string>).registrationId) || undefined,
  amount: Number(intent.amount_received),
  currency: String(intent.currency),
});

const metadataOf = (payment: Payment): Record<string, string> => (payment.registrationId ? { registrationId: String(payment.registrationId) } : {});

export const paymentIntentSucceeded = (payment: Payment, overrides: Record<string, unknown> = {}, options?: EventOptions) =>
  stripeEvent('payment_intent.succeeded', {
    id: payment.paymentIntentId, object: 'payment_intent', amount: payment.amount, amount_received: payment.amount, currency: payment.currency ?? 'usd',
    status: 'succeeded', latest_charge: payment.chargeId, metadata: metadataOf(payment), created: options?.created ?? EVENT_TIME, ...overrides,
  }, options);

export const checkoutSessionCompleted = (payment: Payment, sessionId = `cs_test_${hex()}`, overrides: Record<string, unknown> = {}, options?: EventOptions) =>
  stripeEvent('checkout.session.completed', {
    id: sessionId, object: 'checkout.session', mode: 'payment', amount_total: payment.amount, currency: payment.currency ?? 'usd', status: 'complete',
    payment_status: 'paid', payment_intent: payment.paymentIntentId, metadata: metadataOf(payment), ...overrides,
  }, options);

export interface RefundOptions {
  id?: string;
  /** Cents; the whole payment by default. */
  amount?: number;
  status?: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  reason?: string | null;
  metadata?: Record<string, string>;
  created?: number;
}

/** A refund object of the payment (a dashboard refund carries no metadata). */
export function refundOf(payment: Payment, { id = `re_${hex()}`, amount = payment.amount, status = 'succeeded', reason = null, metadata = {}, created = EVENT_TIME }: RefundOptions = {}): StripeObject {
  return {
    id, object: 'refund', amount, currency: payment.currency ?? 'usd', status, payment_intent: payment.paymentIntentId, charge: payment.chargeId,
    reason, metadata, created,
  };
}

const counted = (refund: StripeObject) => ['pending', 'requires_action', 'succeeded'].includes(String(refund.status));

/**
 * charge.refunded: the charge with its refunds list (`refunds`), or without one (null), as Stripe
 * sends it since API version 2022-11-15 (the server then lists the charge's refunds from Stripe).
 * `amount_refunded` is what the counted refunds add up to unless given.
 */
export function chargeRefunded(payment: Payment, refunds: StripeObject[] | null, { amountRefunded, ...options }: EventOptions & { amountRefunded?: number } = {}) {
  const refunded = amountRefunded ?? (refunds ?? []).filter(counted).reduce((sum, refund) => sum + Number(refund.amount), 0);
  return stripeEvent('charge.refunded', {
    id: payment.chargeId, object: 'charge', amount: payment.amount, amount_captured: payment.amount, amount_refunded: refunded, currency: payment.currency ?? 'usd',
    captured: true, paid: true, refunded: refunded >= payment.amount, status: 'succeeded', payment_intent: payment.paymentIntentId,
    metadata: metadataOf(payment), created: options.created ?? EVENT_TIME,
    ...(refunds && { refunds: { object: 'list', data: refunds, has_more: false, total_count: refunds.length, url: `/v1/charges/${payment.chargeId}/refunds` } }),
  }, options);
}

export type RefundEventType = 'refund.created' | 'refund.updated' | 'charge.refund.updated';
export const refundEvent = (type: RefundEventType, refund: StripeObject, options?: EventOptions) => stripeEvent(type, refund, options);

export interface DisputeOptions {
  id?: string;
  status?: 'warning_needs_response' | 'warning_under_review' | 'warning_closed' | 'needs_response' | 'under_review' | 'won' | 'lost';
  amount?: number;
  reason?: string;
  created?: number;
}

/** A dispute of the payment (Stripe names its charge and PaymentIntent, never the registration). */
export function disputeOf(payment: Payment, { id = `dp_${hex()}`, status = 'needs_response', amount = payment.amount, reason = 'fraudulent', created = EVENT_TIME }: DisputeOptions = {}): StripeObject {
  return {
    id, object: 'dispute', amount, currency: payment.currency ?? 'usd', status, reason, charge: payment.chargeId, payment_intent: payment.paymentIntentId,
    is_charge_refundable: false, livemode: false, metadata: {}, created,
  };
}

export type DisputeEventType = 'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed' | 'charge.dispute.funds_withdrawn' | 'charge.dispute.funds_reinstated';
export const disputeEvent = (type: DisputeEventType, dispute: StripeObject, options?: EventOptions) => stripeEvent(type, dispute, options);

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface DeliverOptions {
  /** Sign with another secret (a forged event). */
  secret?: string;
  /** This stripe-signature header instead of a correct one; null: none. */
  signature?: string | null;
}

/** POSTs events to the app's webhook, each signed over its exact bytes. */
export function webhookSender(inject: Inject) {
  return async function deliver(payload: object, { secret = WEBHOOK_SECRET, signature }: DeliverOptions = {}) {
    const body = JSON.stringify(payload);
    const header = signature === undefined ? signer.webhooks.generateTestHeaderString({ payload: body, secret }) : signature;
    return inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(header !== null && { 'stripe-signature': header }) },
      payload: body,
    });
  };
}

/** The stripe-signature header Stripe would send for these bytes. */
export const signatureFor = (body: string, secret = WEBHOOK_SECRET) => signer.webhooks.generateTestHeaderString({ payload: body, secret });
