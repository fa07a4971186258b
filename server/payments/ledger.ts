// The payments ledger: what Stripe reports (a payment, a refund, a dispute) is stored once per Stripe
// object and then settles the registration it belongs to. Callers hold a transaction (the webhook's,
// with its event record, or the verify call's), so a fact and its effect are stored together.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { outboxRowsFor, type QueuedEmail } from '../email/index.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { payments, type LedgerRow } from './tables.js';
import { registrations } from '../registrations/index.js';
import { ADMIN_DISPUTE_EMAILS, REFUND_EMAILS } from './emails/payment-emails.js';
import { lockProgramOf } from '../seats/index.js';
import { markPaid } from './registration-payments.js';

/** Refunds that count: Stripe gives the money back unless it failed or was canceled. */
export const COUNTED_REFUND = ['pending', 'requires_action', 'succeeded'] as const;
/** Disputes staff still have to answer (warning_* are inquiries before a chargeback). */
export const OPEN_DISPUTE = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'] as const;
/** Disputes that flag the payment: open ones and lost ones (the money went back to the cardholder). */
const FLAGGING_DISPUTE = [...OPEN_DISPUTE, 'lost'] as const;

const isCounted = (status: string) => (COUNTED_REFUND as readonly string[]).includes(status);

export interface PaymentFacts {
  paymentIntentId: string;
  chargeId?: string | null | undefined;
  amountCents: number;
  currency: string;
  /** From the Stripe object's metadata. */
  registrationId?: number | undefined;
  checkoutSessionId?: string | null | undefined;
  occurredAt: Date;
  /** The app's clock when it is recorded (a seat's hold is judged at it, issue 27); the wall clock by default. */
  at?: Date | undefined;
}

/** A refund or a dispute: a Stripe object about a payment (named by its PaymentIntent or charge). */
export interface DisputeFacts {
  id: string;
  paymentIntentId?: string | null | undefined;
  chargeId?: string | null | undefined;
  amountCents: number;
  currency: string;
  status: string;
  reason?: string | null | undefined;
  occurredAt: Date;
}

/** A refund may also name its registration (our own refunds carry it in their metadata). */
export interface RefundFacts extends DisputeFacts {
  registrationId?: number | undefined;
}

/** What recording a fact did to the registration (the webhook's outcome). */
export type LedgerOutcome = 'paid' | 'refunded' | 'duplicate-payment' | 'refund' | 'dispute' | 'unchanged';

/** The payment a refund or dispute belongs to, by its PaymentIntent or else its charge. */
async function paymentOf(tx: Tx, paymentIntentId: string | null | undefined, chargeId: string | null | undefined): Promise<LedgerRow | undefined> {
  const matches = [
    ...(paymentIntentId ? [eq(payments.stripeId, paymentIntentId)] : []),
    ...(chargeId ? [eq(payments.chargeId, chargeId)] : []),
  ];
  if (matches.length === 0) return undefined;
  const [row] = await tx.select().from(payments).where(and(eq(payments.kind, 'payment'), or(...matches))).limit(1);
  return row;
}

/** The registration a Stripe object names, or the one that recorded its PaymentIntent. */
async function registrationIdFor(tx: Tx, fromMetadata: number | undefined, paymentIntentId: string | null | undefined): Promise<number | null> {
  if (fromMetadata) {
    const [known] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, fromMetadata));
    if (known) return known.id;
  }
  if (!paymentIntentId) return null;
  const [byIntent] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.stripePaymentIntentId, paymentIntentId));
  return byIntent?.id ?? null;
}

/**
 * Brings a registration in line with its ledger: the refunded sum and disputed flag of its own payment
 * (a duplicate's refunds are not the registration's), and refunded once the whole amount is back.
 * `reopen`: a refund that failed after marking it refunded makes it paid again.
 */
export async function settleRegistration(tx: Tx, registrationId: number, { reopen = false } = {}): Promise<'refunded' | 'reopened' | null> {
  const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
  if (!registration) return null;
  const rows = await tx.select().from(payments).where(
    or(
      eq(payments.registrationId, registrationId),
      ...(registration.stripePaymentIntentId ? [eq(payments.paymentIntentId, registration.stripePaymentIntentId)] : []),
    ),
  );
  const own = rows.filter((row) => row.kind === 'payment' && !row.duplicate);
  // Before its payment is recorded (a refund that overtook the success), the registration's PaymentIntent is its own.
  const ownIntents = new Set([...own.map((row) => row.stripeId), ...(own.length === 0 && registration.stripePaymentIntentId ? [registration.stripePaymentIntentId] : [])]);
  const paidCents = own.length > 0 ? own.reduce((sum, row) => sum + row.amountCents, 0) : registration.paymentAmountCents;
  const refundedCents = rows
    // A refund staff gave back by hand for a registration with no payment in the ledger hangs on no payment (issue 27).
    .filter((row) => row.kind === 'refund' && isCounted(row.status) && (row.paymentIntentId ? ownIntents.has(row.paymentIntentId) : row.method !== 'stripe'))
    .reduce((sum, row) => sum + row.amountCents, 0);
  const allIntents = new Set(rows.filter((row) => row.kind === 'payment').map((row) => row.stripeId));
  const disputed = rows.some((row) => row.kind === 'dispute' && (FLAGGING_DISPUTE as readonly string[]).includes(row.status) && row.paymentIntentId && (allIntents.has(row.paymentIntentId) || ownIntents.has(row.paymentIntentId)));

  const fullyRefunded = paidCents > 0 && refundedCents >= paidCents;
  let paymentStatus = registration.paymentStatus;
  let change: 'refunded' | 'reopened' | null = null;
  if (fullyRefunded && (paymentStatus === 'pending' || paymentStatus === 'paid')) {
    paymentStatus = 'refunded';
    change = 'refunded';
  } else if (reopen && !fullyRefunded && paymentStatus === 'refunded' && own.length > 0) {
    paymentStatus = 'paid';
    change = 'reopened';
  }
  // A refund waiting for approval (a self-cancellation) is settled by the refunds that come after it.
  const newlyRefunded = refundedCents - registration.refundedCents;
  const due = registration.refundDueCents;
  const refundDueCents = due !== null && newlyRefunded > 0 ? (due > newlyRefunded ? due - newlyRefunded : null) : due;
  if (change || newlyRefunded !== 0 || disputed !== registration.disputed) {
    // A registration no longer paid holds no seat over the capacity (issue 27).
    const overbooked = paymentStatus === 'paid' ? {} : { overbookedAt: null };
    await tx.update(registrations).set({ paymentStatus, refundedCents, disputed, refundDueCents, ...overbooked }).where(eq(registrations.id, registrationId));
  }
  return change;
}

/**
 * A payment Stripe reports as succeeded (a PaymentIntent, or the Checkout session that made one). The
 * first success of a pending registration pays it; a success for a registration already paid by
 * another payment is stored as a duplicate, to be refunded.
 */
export async function recordPayment(tx: Tx, facts: PaymentFacts): Promise<LedgerOutcome> {
  const registrationId = await registrationIdFor(tx, facts.registrationId, facts.paymentIntentId);
  const [known] = await tx.select().from(payments).where(eq(payments.stripeId, facts.paymentIntentId));
  if (known) {
    // Seen before (payment_intent.succeeded and checkout.session.completed report the same payment).
    if (facts.chargeId && !known.chargeId) await tx.update(payments).set({ chargeId: facts.chargeId }).where(eq(payments.id, known.id));
    return 'unchanged';
  }
  const [row] = await tx
    .insert(payments)
    .values({
      kind: 'payment', stripeId: facts.paymentIntentId, paymentIntentId: facts.paymentIntentId, chargeId: facts.chargeId ?? null,
      registrationId, amountCents: facts.amountCents, currency: facts.currency, status: 'succeeded', occurredAt: facts.occurredAt,
    })
    .onConflictDoNothing({ target: payments.stripeId })
    .returning();
  if (!row) {
    // Stored meanwhile by a concurrent transaction (the two events of one payment arriving together).
    if (facts.chargeId) await tx.update(payments).set({ chargeId: facts.chargeId }).where(and(eq(payments.stripeId, facts.paymentIntentId), isNull(payments.chargeId)));
    return 'unchanged';
  }
  if (registrationId) {
    // Refunds and disputes that overtook this success without naming a registration (Stripe names only
    // the PaymentIntent, which a hosted-checkout registration learns with its payment) are its registration's.
    const claimed = await tx.update(payments).set({ registrationId })
      .where(and(eq(payments.paymentIntentId, facts.paymentIntentId), inArray(payments.kind, ['refund', 'dispute']), isNull(payments.registrationId)))
      .returning({ id: payments.id, kind: payments.kind, status: payments.status });
    // Their emails waited for a registration to be about.
    for (const orphan of claimed) {
      if (orphan.kind === 'dispute') await queuePaymentEmails(tx, registrationId, orphan.id, ADMIN_DISPUTE_EMAILS);
      else if (isCounted(orphan.status)) await queuePaymentEmails(tx, registrationId, orphan.id, REFUND_EMAILS);
    }
  }
  // A dispute that overtook its payment's success flags it now.
  const [dispute] = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.kind, 'dispute'), eq(payments.paymentIntentId, facts.paymentIntentId), inArray(payments.status, [...FLAGGING_DISPUTE]))).limit(1);
  if (dispute) await tx.update(payments).set({ disputed: true }).where(eq(payments.id, row.id));
  if (!registrationId) return 'unchanged';

  // The program's lock before the registration's: marking it paid decides on a seat (issue 27).
  await lockProgramOf(tx, registrationId);
  const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
  if (!registration) return 'unchanged';
  if (registration.paymentStatus === 'pending') {
    // A refund that arrived first already gave this payment back: no confirmation for it.
    if ((await settleRegistration(tx, registrationId)) === 'refunded') return 'refunded';
    const paid = await markPaid(tx, { registrationId, amountCents: facts.amountCents, paymentIntentId: facts.paymentIntentId, checkoutSessionId: facts.checkoutSessionId, at: facts.at });
    return paid ? 'paid' : 'unchanged';
  }
  // Its own PaymentIntent, unless staff already recorded the money by hand (issue 27): then Stripe's is taken twice.
  if (registration.stripePaymentIntentId === facts.paymentIntentId && !(await paidByHand(tx, registrationId))) return 'unchanged';
  // Paid (or refunded, or free) by something else: this is money taken twice.
  await tx.update(payments).set({ duplicate: true }).where(eq(payments.id, row.id));
  await settleRegistration(tx, registrationId);
  return 'duplicate-payment';
}

/** Staff recorded the registration's payment by hand (cash, check, other) before Stripe's arrived. */
async function paidByHand(tx: Tx, registrationId: number): Promise<boolean> {
  const [hand] = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.kind, 'payment'), eq(payments.duplicate, false), ne(payments.method, 'stripe'))).limit(1);
  return hand !== undefined;
}

/**
 * A payment read from Stripe outside a webhook (the confirmation call, a create call that finds it
 * paid, staff's "Check Stripe"), in its own transaction; `onPaid` when it paid its registration.
 */
export async function recordVerifiedPayment(db: Db, facts: PaymentFacts, onPaid?: (registrationId: number) => void): Promise<LedgerOutcome> {
  const outcome = await db.transaction((tx) => recordPayment(tx, facts));
  if (outcome === 'paid' && facts.registrationId) onPaid?.(facts.registrationId);
  return outcome;
}

/** A refund (from charge.refunded, refund.* events or our own refund call), stored once per refund id. */
export async function recordRefund(tx: Tx, facts: RefundFacts): Promise<LedgerOutcome> {
  const payment = await paymentOf(tx, facts.paymentIntentId, facts.chargeId);
  const paymentIntentId = facts.paymentIntentId ?? payment?.stripeId ?? null;
  const registrationId = payment?.registrationId ?? (await registrationIdFor(tx, facts.registrationId, paymentIntentId));
  const { known, insertedId } = await storeOnce(tx, facts.id, {
    kind: 'refund', stripeId: facts.id, paymentIntentId, chargeId: facts.chargeId ?? payment?.chargeId ?? null, registrationId,
    amountCents: facts.amountCents, currency: facts.currency, status: facts.status, reason: facts.reason ?? '', occurredAt: facts.occurredAt,
  });
  let refundId: number;
  if (known) {
    if (known.status === facts.status && known.amountCents === facts.amountCents) return 'unchanged';
    await tx.update(payments).set({ status: facts.status, amountCents: facts.amountCents }).where(eq(payments.id, known.id));
    refundId = known.id;
  } else refundId = insertedId;
  const notify = !known && isCounted(facts.status);
  if (!registrationId) return 'refund';
  const change = await settleRegistration(tx, registrationId, { reopen: known !== undefined && !isCounted(facts.status) });
  if (notify) await queuePaymentEmails(tx, registrationId, refundId, REFUND_EMAILS);
  return change === 'refunded' ? 'refunded' : 'refund';
}

/** A dispute (charge.dispute.*): flags its payment and registration; the office hears of a new one. */
export async function recordDispute(tx: Tx, facts: DisputeFacts): Promise<LedgerOutcome> {
  const payment = await paymentOf(tx, facts.paymentIntentId, facts.chargeId);
  const paymentIntentId = facts.paymentIntentId ?? payment?.stripeId ?? null;
  const registrationId = payment?.registrationId ?? (await registrationIdFor(tx, undefined, paymentIntentId));
  const { known, insertedId } = await storeOnce(tx, facts.id, {
    kind: 'dispute', stripeId: facts.id, paymentIntentId, chargeId: facts.chargeId ?? payment?.chargeId ?? null, registrationId,
    amountCents: facts.amountCents, currency: facts.currency, status: facts.status, reason: facts.reason ?? '', occurredAt: facts.occurredAt,
  });
  let disputeId: number;
  if (known) {
    await tx.update(payments).set({ status: facts.status, amountCents: facts.amountCents, reason: facts.reason ?? known.reason }).where(eq(payments.id, known.id));
    disputeId = known.id;
  } else disputeId = insertedId;
  if (payment) {
    const flagging = await tx.select({ id: payments.id }).from(payments).where(
      and(eq(payments.kind, 'dispute'), eq(payments.paymentIntentId, payment.stripeId), inArray(payments.status, [...FLAGGING_DISPUTE])),
    );
    await tx.update(payments).set({ disputed: flagging.length > 0 }).where(eq(payments.id, payment.id));
  }
  if (registrationId) {
    await settleRegistration(tx, registrationId);
    if (!known) await queuePaymentEmails(tx, registrationId, disputeId, ADMIN_DISPUTE_EMAILS);
  }
  return 'dispute';
}

/**
 * A refund's or dispute's row: the stored one (`known`), or a new one (`insertedId`). A concurrent
 * transaction storing the same Stripe object (one refund reported by two events at once, a refund call
 * and its webhook) is waited for and its row taken as known, instead of failing on the unique id.
 */
async function storeOnce(tx: Tx, stripeId: string, values: typeof payments.$inferInsert): Promise<{ known: LedgerRow; insertedId?: never } | { known?: never; insertedId: number }> {
  const [stored] = await tx.select().from(payments).where(eq(payments.stripeId, stripeId));
  if (stored) return { known: stored };
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.stripeId }).returning({ id: payments.id });
  if (row) return { insertedId: row.id };
  const [meanwhile] = await tx.select().from(payments).where(eq(payments.stripeId, stripeId));
  if (!meanwhile) throw new Error(`ledger row ${stripeId} neither stored nor found`);
  return { known: meanwhile };
}

async function queuePaymentEmails(tx: Tx, registrationId: number, paymentId: number, emails: QueuedEmail[]) {
  await tx.insert(emailOutbox).values(outboxRowsFor(emails, registrationId, { paymentId }));
}
