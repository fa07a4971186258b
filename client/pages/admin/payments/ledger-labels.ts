// The ledger in words: each kind, Stripe's statuses as staff read them, amounts in dollars, what is
// left to refund of a payment. Shared by the Payments screen, its CSV file and a registration's details.
import { clockIn, shortDayIn } from '../../../../common/calendar/zone.js';
import type { LedgerKind } from '../../../../common/constants.js';
import { formatMoney } from '../../../../common/money.js';
import { REFUND_REASON_LABELS, REFUND_REASONS, type LedgerEntry } from '../../../../common/schemas/ledger.js';
import { PAYMENT_METHOD_LABELS } from '../../../../common/schemas/refund-settlement.js';

export const KIND_LABELS: Record<LedgerKind, string> = { payment: 'Payment', refund: 'Refund', dispute: 'Dispute' };

/** Stripe's statuses of each kind, as the ledger shows them; anything else is its words with spaces. */
const STATUS_LABELS: Record<LedgerKind, Record<string, string>> = {
  payment: { succeeded: 'Paid', processing: 'Processing', canceled: 'Canceled' },
  refund: {
    pending: 'Refund pending', requires_action: 'Refund needs action', succeeded: 'Refunded', failed: 'Refund failed', canceled: 'Refund canceled',
  },
  dispute: {
    warning_needs_response: 'Inquiry: needs response',
    warning_under_review: 'Inquiry: under review',
    warning_closed: 'Inquiry closed',
    needs_response: 'Needs response',
    under_review: 'Under review',
    won: 'Won',
    lost: 'Lost',
    charge_refunded: 'Refunded',
  },
};

/** The tone of a status: money settled, waiting, or a problem for staff. */
export type StatusTone = 'ok' | 'waiting' | 'problem' | 'closed';

const OPEN_DISPUTE = new Set(['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review']);

/** Stripe's code in words: "product_not_received" -> "Product not received". */
const codeInWords = (code: string) => {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function statusLabel(entry: Pick<LedgerEntry, 'kind' | 'status'>): string {
  return STATUS_LABELS[entry.kind][entry.status] ?? codeInWords(entry.status);
}

export function statusTone(entry: Pick<LedgerEntry, 'kind' | 'status'>): StatusTone {
  if (entry.kind === 'dispute') return OPEN_DISPUTE.has(entry.status) || entry.status === 'lost' ? 'problem' : 'closed';
  if (entry.status === 'succeeded') return 'ok';
  if (entry.status === 'failed' || entry.status === 'canceled') return 'problem';
  return 'waiting';
}

export const isOpenDispute = (entry: Pick<LedgerEntry, 'kind' | 'status'>) => entry.kind === 'dispute' && OPEN_DISPUTE.has(entry.status);

/** Cents as dollars: 4000 -> "$40.00". */

/**
 * What can still be refunded through Stripe of a row: a card payment's amount less its counted refunds;
 * nothing for other rows, nor for money staff recorded by hand (it goes back by hand, issue 27).
 */
export const refundableCents = (entry: Pick<LedgerEntry, 'kind' | 'amountCents' | 'refundedCents'> & Partial<Pick<LedgerEntry, 'method'>>) =>
  entry.kind === 'payment' && (entry.method ?? 'stripe') === 'stripe' ? Math.max(0, entry.amountCents - entry.refundedCents) : 0;

/** Money staff recorded by hand: its method in words ("Cash"); null for what Stripe reported. */
export const handMethodLabel = (entry: Pick<LedgerEntry, 'method'>): string | null => (entry.method === 'stripe' ? null : PAYMENT_METHOD_LABELS[entry.method]);

/** A row's reason: a refund's as our reasons read (or the note staff wrote), a dispute's code in words. */
export function reasonLabel(entry: Pick<LedgerEntry, 'kind' | 'reason'>): string {
  if (entry.kind === 'dispute') return codeInWords(entry.reason);
  return (REFUND_REASONS as readonly string[]).includes(entry.reason) ? REFUND_REASON_LABELS[entry.reason as keyof typeof REFUND_REASON_LABELS] : entry.reason;
}

/** The amount as the ledger shows it: a refund is money going back, with a minus sign. */
export const signedCents = (entry: Pick<LedgerEntry, 'kind' | 'amountCents'>) => (entry.kind === 'refund' ? -entry.amountCents : entry.amountCents);

export const signedUsd = (entry: Pick<LedgerEntry, 'kind' | 'amountCents'>) => {
  const cents = signedCents(entry);
  return cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents);
};

/**
 * A ledger time in the organisation's zone, as the date filter counts days: its day ("Jan 5, 2026") and
 * its time ("3:04 PM"); the raw value twice when it is not a time.
 */
export function ledgerTime(value: string, timeZone: string): { day: string; time: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { day: value, time: value };
  return { day: shortDayIn(date, timeZone), time: clockIn(date, timeZone) };
}
