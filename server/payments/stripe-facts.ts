// Stripe objects as ledger facts: the few fields the ledger keeps, whatever shape (id or expanded
// object) Stripe sent them in.
import type Stripe from 'stripe';
import type { DisputeFacts, PaymentFacts, RefundFacts } from './ledger.js';

export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

export const registrationIdOf = (metadata: Stripe.Metadata | null | undefined): number | undefined => {
  const id = Number(metadata?.registrationId);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** Stripe's time (seconds since 1970); now when it sent none. */
export const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : new Date());

export function refundFacts(refund: Stripe.Refund): RefundFacts {
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent),
    chargeId: idOf(refund.charge),
    amountCents: refund.amount,
    currency: refund.currency,
    status: refund.status ?? 'pending',
    // Our own refunds carry the staff's words; Stripe's reason is its short code.
    reason: refund.metadata?.note || refund.reason,
    registrationId: registrationIdOf(refund.metadata),
    occurredAt: at(refund.created),
  };
}

export function disputeFacts(dispute: Stripe.Dispute): DisputeFacts {
  return {
    id: dispute.id,
    paymentIntentId: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge),
    amountCents: dispute.amount,
    currency: dispute.currency,
    status: dispute.status,
    reason: dispute.reason,
    occurredAt: at(dispute.created),
  };
}

/** A PaymentIntent's payment for the registration once it succeeded; null while it is not paid. */
export function paidIntentFacts(intent: Stripe.PaymentIntent, registrationId: number): PaymentFacts | null {
  if (intent.status !== 'succeeded') return null;
  return { paymentIntentId: intent.id, chargeId: idOf(intent.latest_charge), amountCents: intent.amount_received, currency: intent.currency, registrationId, occurredAt: at(intent.created) };
}

/** A Checkout session's payment for the registration once it is paid; null while it is not. */
export function paidSessionFacts(session: Stripe.Checkout.Session, registrationId: number): PaymentFacts | null {
  const paymentIntentId = idOf(session.payment_intent);
  if (session.payment_status !== 'paid' || !paymentIntentId) return null;
  return { paymentIntentId, amountCents: session.amount_total ?? 0, currency: session.currency ?? 'usd', registrationId, checkoutSessionId: session.id, occurredAt: at(session.created) };
}
