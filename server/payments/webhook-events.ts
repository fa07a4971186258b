// Applies a verified Stripe event once: the event id is recorded in the same transaction as its
// effect on the payments ledger, so a duplicate delivery (or a retry after a crash) finds it and
// changes nothing.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeEventOutcome } from '../../common/schemas/payment.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { stripeEvents } from './tables.js';
import { recordDispute, recordPayment, recordRefund, type LedgerOutcome } from './ledger.js';
import { markPaid } from './registration-payments.js';
import { at, disputeFacts, idOf, refundFacts, registrationIdOf } from './stripe-facts.js';

/** Reads a charge's refunds from Stripe: webhook charges do not carry them unless expanded. */
export type ListRefunds = (chargeId: string) => Promise<Stripe.Refund[]>;

/** What Stripe calls the event, turned into ledger facts; network reads (a charge's refunds) happen before the transaction. */
async function prepare(event: Stripe.Event, listRefunds: ListRefunds | undefined, now: Date | undefined): Promise<(tx: Tx) => Promise<{ outcome: LedgerOutcome | 'ignored'; registrationId?: number }>> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const registrationId = registrationIdOf(intent.metadata);
      return async (tx) => ({
        outcome: await recordPayment(tx, {
          paymentIntentId: intent.id, chargeId: idOf(intent.latest_charge), amountCents: intent.amount_received, currency: intent.currency,
          registrationId, occurredAt: at(event.created), at: now,
        }),
        ...(registrationId && { registrationId }),
      });
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const registrationId = registrationIdOf(session.metadata);
      const paymentIntentId = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !registrationId) return async () => ({ outcome: 'ignored' });
      if (!paymentIntentId) {
        // No PaymentIntent to record (not a card payment session): the registration is still paid.
        return async (tx) => ({ outcome: (await markPaid(tx, { registrationId, amountCents: session.amount_total ?? -1, checkoutSessionId: session.id, at: now })) ? 'paid' : 'unchanged', registrationId });
      }
      return async (tx) => ({
        outcome: await recordPayment(tx, {
          paymentIntentId, amountCents: session.amount_total ?? 0, currency: session.currency ?? 'usd', registrationId,
          checkoutSessionId: session.id, occurredAt: at(event.created), at: now,
        }),
        registrationId,
      });
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const refunds = charge.refunds?.data?.length ? charge.refunds.data : listRefunds ? await listRefunds(charge.id) : [];
      const registrationId = registrationIdOf(charge.metadata);
      return async (tx) => {
        let outcome: LedgerOutcome = 'unchanged';
        for (const refund of refunds) {
          const result = await recordRefund(tx, { ...refundFacts(refund), chargeId: charge.id, paymentIntentId: idOf(refund.payment_intent) ?? idOf(charge.payment_intent), registrationId });
          if (result === 'refunded' || (result === 'refund' && outcome === 'unchanged')) outcome = result;
        }
        return { outcome, ...(registrationId && { registrationId }) };
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      return async (tx) => ({ outcome: await recordRefund(tx, refundFacts(refund)) });
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const dispute = event.data.object;
      return async (tx) => ({ outcome: await recordDispute(tx, disputeFacts(dispute)) });
    }
    default:
      return async () => ({ outcome: 'ignored' });
  }
}

/** `now`: the app's clock, at which a payment's seat hold is judged (issue 27). */
export async function applyStripeEvent(db: Db, event: Stripe.Event, listRefunds?: ListRefunds, now?: Date): Promise<{ outcome: StripeEventOutcome; registrationId?: number }> {
  const apply = await prepare(event, listRefunds, now);
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, outcome: 'pending' }).onConflictDoNothing().returning();
    if (!fresh) return { outcome: 'duplicate' as const };
    const { outcome, registrationId } = await apply(tx);
    await tx.update(stripeEvents).set({ outcome, registrationId: registrationId ?? null }).where(eq(stripeEvents.id, event.id));
    return { outcome, ...(registrationId && { registrationId }) };
  });
}
