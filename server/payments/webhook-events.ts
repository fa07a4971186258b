// Applies a verified Stripe event once: the event id is recorded in the same transaction as its
// effect, so a duplicate delivery (or a retry after a crash) finds it and changes nothing.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeEventOutcome } from '../../common/schemas/payment.js';
import type { Db } from '../db/client.js';
import { stripeEvents } from '../db/schema.js';
import { markPaid, markRefunded } from './registration-payments.js';

const registrationIdOf = (metadata: Stripe.Metadata | null | undefined): number | undefined => {
  const id = Number(metadata?.registrationId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<{ outcome: StripeEventOutcome; registrationId?: number }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, outcome: 'pending' }).onConflictDoNothing().returning();
    if (!fresh) return { outcome: 'duplicate' as const };

    let outcome: StripeEventOutcome = 'ignored';
    let registrationId: number | undefined;
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        registrationId = registrationIdOf(intent.metadata);
        if (registrationId) {
          const paid = await markPaid(tx, { registrationId, amountCents: intent.amount_received, paymentIntentId: intent.id });
          outcome = paid ? 'paid' : 'unchanged';
        }
        break;
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        registrationId = registrationIdOf(session.metadata);
        if (registrationId && session.payment_status === 'paid') {
          const paid = await markPaid(tx, {
            registrationId,
            amountCents: session.amount_total ?? -1,
            checkoutSessionId: session.id,
            paymentIntentId: idOf(session.payment_intent),
          });
          outcome = paid ? 'paid' : 'unchanged';
        }
        break;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // A partial refund leaves the registration paid; only a full refund marks it refunded.
        if (charge.refunded) {
          const fromMetadata = registrationIdOf(charge.metadata);
          const paymentIntentId = idOf(charge.payment_intent);
          const refunded = await markRefunded(tx, fromMetadata ? { registrationId: fromMetadata } : { ...(paymentIntentId && { paymentIntentId }) });
          registrationId = refunded ?? fromMetadata;
          outcome = refunded ? 'refunded' : 'unchanged';
        }
        break;
      }
      default:
        break;
    }
    await tx
      .update(stripeEvents)
      .set({ outcome, registrationId: registrationId ?? null })
      .where(eq(stripeEvents.id, event.id));
    return { outcome, ...(registrationId && { registrationId }) };
  });
}
