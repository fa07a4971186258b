// Money staff record by hand (issue 27): cash, a check or another arrangement enters the payments
// ledger as Stripe's money does, as a payment or a refund row with our own reference (`manual_…`) so
// that refunds hang on a payment and the registration is settled from its ledger. Callers hold the
// transaction that changes the registration, so the change and its money are stored together.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ManualPaymentMethod } from '../../common/constants.js';
import type { Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { payments, type LedgerRow } from './tables.js';
import { registrations, type Registration, type StaffChange, type StaffLedgerHook } from '../registrations/index.js';
import { outboxRowsFor } from '../email/index.js';
import { REFUND_EMAILS } from './emails/payment-emails.js';
import { COUNTED_REFUND, settleRegistration } from './ledger.js';
import { markIfOverbooked, seatBeforePayment } from '../seats/index.js';

/** Our own reference of a hand-recorded row, unique like Stripe's ids. */
export const manualReference = () => `manual_${randomBytes(12).toString('hex')}`;

/** Who recorded it, when, and how the money moved. */
export interface HandMoney {
  method: ManualPaymentMethod;
  recordedBy: string | null;
  note: string;
  at: Date;
}

/** The registration's own payment (not a duplicate): the one its PaymentIntent names, else the first one. */
export async function ownPayment(tx: Tx, registration: Pick<Registration, 'id' | 'stripePaymentIntentId'>, method?: 'stripe'): Promise<LedgerRow | null> {
  const rows = await tx.select().from(payments)
    .where(and(eq(payments.registrationId, registration.id), eq(payments.kind, 'payment'), eq(payments.duplicate, false), method && eq(payments.method, method)))
    .orderBy(asc(payments.occurredAt), asc(payments.id));
  return rows.find((row) => row.stripeId === registration.stripePaymentIntentId) ?? rows[0] ?? null;
}

/** A payment staff took by hand, as a ledger payment row of the registration's amount. */
async function recordHandPayment(tx: Tx, registration: Registration, money: HandMoney): Promise<void> {
  const reference = manualReference();
  await tx.insert(payments).values({
    kind: 'payment', stripeId: reference, paymentIntentId: reference, registrationId: registration.id, amountCents: registration.paymentAmountCents,
    status: 'succeeded', method: money.method, note: money.note, recordedBy: money.recordedBy, occurredAt: money.at,
  });
}

/**
 * A refund staff gave back by hand: a ledger refund row on the registration's own payment, the
 * registration settled from its ledger (refunded once all of it is back), the refund due cleared and
 * the registrant's refund email queued. The caller has checked that `amountCents` is due.
 */
export async function recordHandRefund(tx: Tx, registration: Registration, amountCents: number, money: HandMoney): Promise<number> {
  const payment = await ownPayment(tx, registration);
  const [refund] = await tx.insert(payments).values({
    kind: 'refund', stripeId: manualReference(), paymentIntentId: payment?.stripeId ?? null, registrationId: registration.id, amountCents,
    status: 'succeeded', reason: 'requested_by_customer', method: money.method, note: money.note, recordedBy: money.recordedBy, occurredAt: money.at,
  }).returning({ id: payments.id });
  await settleRegistration(tx, registration.id);
  // The whole due was given back, whatever the registration's refunded sum said before.
  await tx.update(registrations).set({ refundDueCents: null }).where(eq(registrations.id, registration.id));
  await tx.insert(emailOutbox).values(outboxRowsFor(REFUND_EMAILS, registration.id, { paymentId: refund!.id }));
  return refund!.id;
}

/** Counted refunds of a payment, in cents. */
async function refundedOf(tx: Tx, payment: LedgerRow): Promise<number> {
  const [row] = await tx.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` }).from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.paymentIntentId, payment.stripeId), inArray(payments.status, [...COUNTED_REFUND])));
  return row?.cents ?? 0;
}

/** Hand-recorded payments of the registration with no refund against them: what a paid mark wrote, and can take back. */
async function removeUnrefundedHandPayments(tx: Tx, registrationId: number): Promise<void> {
  const hand = await tx.select().from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.kind, 'payment'), ne(payments.method, 'stripe')));
  for (const payment of hand) {
    const [refund] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.kind, 'refund'), eq(payments.paymentIntentId, payment.stripeId))).limit(1);
    if (!refund) await tx.delete(payments).where(eq(payments.id, payment.id));
  }
}

export const MARKED_REFUNDED_NOTE = 'Payment status set to Refunded by staff: given back outside Stripe';

/**
 * What a staff edit of the payment status does to the ledger, in the edit's transaction (`before` is
 * null for a new registration):
 * - marked paid (and no payment of its own is in the ledger yet): the money staff took by hand is
 *   entered, unless they say it was Stripe's card payment (Check Stripe brings that one in);
 * - set back from paid to pending or free: the hand-recorded payment the mark wrote is taken back,
 *   unless refunds hang on it;
 * - marked refunded while a refund is due: the due is settled as given back by hand ("other").
 * Returns whether an email was queued.
 */
export async function ledgerForStaffChange(tx: Tx, before: Registration | null, after: Registration, change: StaffChange): Promise<boolean> {
  const from = before?.paymentStatus ?? null;
  const to = after.paymentStatus;
  if (from === to) return false;
  if (to === 'paid') {
    if (change.method === 'stripe' || after.paymentAmountCents <= 0) return false;
    const own = await ownPayment(tx, after);
    // A payment already in the ledger with money left (Stripe's, whose amount differed, or one set back by hand) paid it.
    if (own && own.amountCents > (await refundedOf(tx, own))) return false;
    await recordHandPayment(tx, after, { method: change.method ?? 'cash', recordedBy: change.recordedBy, note: 'Marked paid by staff', at: change.at });
    // Money taken by hand for a lapsed hold whose seat went to someone else is an overbooking too (the
    // staff edit's transaction locked the program's row before the registration's, as seat decisions do).
    const seat = from === 'pending' ? await seatBeforePayment(tx, after.id) : null;
    return seat ? markIfOverbooked(tx, after.id, seat, change.at) : false;
  }
  if (from === 'paid' && (to === 'pending' || to === 'free')) {
    await removeUnrefundedHandPayments(tx, after.id);
    return false;
  }
  if (to === 'refunded' && before && (before.refundDueCents ?? 0) > 0) {
    await recordHandRefund(tx, after, before.refundDueCents!, { method: 'other', recordedBy: change.recordedBy, note: MARKED_REFUNDED_NOTE, at: change.at });
    return true;
  }
  return false;
}

/** The hook a staff create or edit runs in its transaction (repositories' `along`), and whether it queued an email. */
export const staffLedgerHook: StaffLedgerHook = (change: StaffChange) => {
  let queued = false;
  return {
    along: async (tx: Tx, before: Registration | null, after: Registration) => {
      if (await ledgerForStaffChange(tx, before, after, change)) queued = true;
    },
    get queued() {
      return queued;
    },
  };
};
