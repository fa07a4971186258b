// Marking registrations paid. Only verified Stripe facts reach here (a signed webhook or an
// object retrieved from Stripe), and each change is conditional, so repeats and late arrivals are no-ops.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../kernel/db/client.js';
import { registrations } from '../registrations/index.js';
import { queueEmails } from '../email/index.js';
import { PAYMENT_EMAILS } from './emails/payment-emails.js';
import { markIfOverbooked, seatBeforePayment } from '../seats/index.js';

export interface PaidFacts {
  registrationId: number;
  amountCents: number;
  paymentIntentId?: string | null | undefined;
  checkoutSessionId?: string | null | undefined;
  /** The app's clock when the payment is recorded (seat holds are judged at it); the wall clock by default. */
  at?: Date | undefined;
}

/**
 * Pending -> paid, only when Stripe's amount equals the registration's fee. A refunded registration
 * never returns to paid (a late success event after a refund changes nothing). Paid for a seat that
 * is gone (its hold lapsed and the program filled), it is marked overbooked (issue 27).
 */
export async function markPaid(executor: Tx, facts: PaidFacts): Promise<boolean> {
  // The program's lock first: a payment call taking a seat again locks the program, then the registration.
  const seat = await seatBeforePayment(executor, facts.registrationId);
  const set = {
    paymentStatus: 'paid' as const,
    paidAt: sql`now()`,
    ...(facts.paymentIntentId && { stripePaymentIntentId: facts.paymentIntentId }),
    ...(facts.checkoutSessionId && { stripeCheckoutSessionId: facts.checkoutSessionId }),
  };
  const update = executor
    .update(registrations)
    .set(set)
    .where(
      and(
        eq(registrations.id, facts.registrationId),
        eq(registrations.paymentStatus, 'pending'),
        eq(registrations.paymentAmountCents, facts.amountCents),
      ),
    )
    .returning({ id: registrations.id });
  // The payment confirmation is queued by the same statement that marks the registration paid.
  const result = (await executor.execute(sql`WITH paid AS (${update.getSQL()}), queued AS (${queueEmails('paid', PAYMENT_EMAILS)})
    SELECT id FROM paid`)) as unknown as { rows: unknown[] };
  const paid = result.rows.length > 0;
  if (paid && seat) await markIfOverbooked(executor, facts.registrationId, seat, facts.at ?? new Date());
  return paid;
}
