// A registrant's own cancellation (issue 15): the policy (until N days before the start, a fee kept in
// dollars or percent, the refund automatic or on approval) as pure functions, and the cancel itself.
import { and, desc, eq } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { centsFromDollars } from '../../common/money.js';
import type { CancellationTerms } from '../../common/my-registration-page.js';
import type { Db } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { payments, type Refunds } from '../payments/index.js';
import { registrations, type Registration } from '../registrations/index.js';
import { outboxRowsFor } from '../email/index.js';
import { CANCELLATION_EMAILS } from './emails/self-service-emails.js';
import type { OrganisationSettings } from '../settings/index.js';

type Policy = Pick<OrganisationSettings, 'timeZone' | 'selfCancelUntilDays' | 'feeKeptKind' | 'feeKeptAmount' | 'refundMode'>;
type Cancellable = Pick<Registration, 'registrationStatus' | 'paymentStatus' | 'paymentAmountCents' | 'refundedCents'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The last calendar day (YYYY-MM-DD) a registrant may cancel, or null when the program has no start date. */
export function lastCancelDay(startDate: string | null, untilDays: number): string | null {
  if (!startDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  return new Date((dayNumber(startDate) - untilDays) * DAY_MS).toISOString().slice(0, 10);
}

/** True while the registrant may cancel online: active, self-cancel on, and today at least N days before the start. */
export function mayCancel(registration: Pick<Registration, 'registrationStatus'>, startDate: string | null, policy: Policy, now: Date): boolean {
  if (registration.registrationStatus !== 'active' || policy.selfCancelUntilDays === null) return false;
  const lastDay = lastCancelDay(startDate, policy.selfCancelUntilDays);
  return lastDay === null || dateInTimeZone(now, policy.timeZone) <= lastDay;
}

/** What the policy keeps of a payment, in cents: a fixed sum (never more than was paid) or a percentage. */
export function feeKeptCents(paidCents: number, policy: Pick<Policy, 'feeKeptKind' | 'feeKeptAmount'>): number {
  const kept = policy.feeKeptKind === 'dollars' ? centsFromDollars(policy.feeKeptAmount) : Math.round((paidCents * policy.feeKeptAmount) / 100);
  return Math.min(Math.max(kept, 0), paidCents);
}

/**
 * The money side of a cancellation. Only a paid registration gets anything back: the paid amount less
 * the fee kept, less what staff already refunded (so asking twice never refunds twice).
 */
export function cancellationTerms(registration: Cancellable, policy: Policy, startDate: string | null): Omit<CancellationTerms, 'awaitingApproval'> & { approval: boolean } {
  const paid = registration.paymentStatus === 'paid' ? registration.paymentAmountCents : 0;
  const remaining = Math.max(0, paid - registration.refundedCents);
  const refund = Math.max(0, paid - feeKeptCents(paid, policy) - registration.refundedCents);
  const lastDay = policy.selfCancelUntilDays === null ? null : lastCancelDay(startDate, policy.selfCancelUntilDays);
  return { paidCents: remaining, refundCents: refund, keptCents: remaining - refund, lastDay, approval: policy.refundMode === 'approval' };
}

/**
 * The registration's own card payment in the ledger (not a duplicate), the one it was paid with first.
 * Money staff recorded by hand cannot go back through Stripe: its refund waits for them (issue 27).
 */
export async function findLedgerPayment(db: Db, registration: Pick<Registration, 'id' | 'stripePaymentIntentId'>): Promise<number | null> {
  const rows = await db.select({ id: payments.id, stripeId: payments.stripeId }).from(payments)
    .where(and(eq(payments.registrationId, registration.id), eq(payments.kind, 'payment'), eq(payments.duplicate, false), eq(payments.method, 'stripe')))
    .orderBy(desc(payments.occurredAt));
  return (rows.find((row) => row.stripeId === registration.stripePaymentIntentId) ?? rows.at(-1))?.id ?? null;
}

export type CancelOutcome = { kind: 'cancelled'; refundCents: number; awaitingApproval: boolean } | { kind: 'not-allowed' } | { kind: 'refund-failed'; error: unknown };

export interface CancelDeps {
  db: Db;
  refunds: Refunds;
  /** False in test mode (no Stripe keys): nothing can be refunded automatically. */
  stripeAvailable: boolean;
  onQueued: () => void;
}

/**
 * Cancels as the policy says: an automatic refund goes to Stripe first (refused: nothing changes), any
 * other refund waits for approval; then the status, the date, the refund due and both emails in one
 * transaction. Only an active registration changes, so two clicks cancel once and email once.
 */
export async function cancelRegistration(deps: CancelDeps, registration: Registration, startDate: string | null, policy: Policy, now: Date): Promise<CancelOutcome> {
  if (!mayCancel(registration, startDate, policy, now)) return { kind: 'not-allowed' };
  const terms = cancellationTerms(registration, policy, startDate);
  let refundRowId: number | null = null;
  let refundDue: number | null = null;
  if (terms.refundCents > 0) {
    const paymentId = !terms.approval && deps.stripeAvailable ? await findLedgerPayment(deps.db, registration) : null;
    if (paymentId === null) refundDue = terms.refundCents;
    else {
      try {
        const refund = await deps.refunds.refund(paymentId, { amountCents: terms.refundCents, reason: 'requested_by_customer', note: 'Cancelled by the registrant' });
        refundRowId = refund?.id ?? null;
      } catch (error) {
        return { kind: 'refund-failed', error };
      }
    }
  }
  const cancelled = await deps.db.transaction(async (tx) => {
    const changed = await tx.update(registrations).set({ registrationStatus: 'cancelled', cancelledAt: now, refundDueCents: refundDue })
      .where(and(eq(registrations.id, registration.id), eq(registrations.registrationStatus, 'active')))
      .returning({ id: registrations.id });
    if (changed.length === 0) return false;
    await tx.insert(emailOutbox).values(outboxRowsFor(CANCELLATION_EMAILS, registration.id, refundRowId === null ? {} : { paymentId: refundRowId }));
    return true;
  });
  if (!cancelled) return { kind: 'not-allowed' };
  deps.onQueued();
  return { kind: 'cancelled', refundCents: terms.refundCents, awaitingApproval: refundDue !== null };
}
