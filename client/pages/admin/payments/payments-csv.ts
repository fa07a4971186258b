// The ledger's CSV file: the rows the filters match (all of them, not one page), saved as
// payments-{date}.csv. Amounts are plain numbers with cents, a refund negative, so a spreadsheet sums
// them; times are Arizona's, as the screen shows them. Imports carry .js: the unit tests load it under Node.
import { ORGANISATION_TIME_ZONE } from '../../../../common/constants.js';
import { decimalFromCents } from '../../../../common/money.js';
import type { LedgerEntry } from '../../../../common/schemas/ledger.js';
import { PAYMENT_METHOD_LABELS } from '../../../../common/schemas/refund-settlement.js';
import { csvFileName, csvText, downloadCsv, type CsvValue } from '../shared/csv.js';
import { KIND_LABELS, reasonLabel, signedCents, statusLabel } from './ledger-labels.js';

const HEADER = [
  'Date', 'Registrant', 'Program', 'Kind', 'Amount', 'Currency', 'Status', 'Stripe ID', 'Refunded', 'Duplicate', 'Disputed', 'Reason', 'Registration ID',
  'Method', 'Note', 'Recorded By',
] as const;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: ORGANISATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** "2026-01-05 15:04" in Arizona; the raw value when it is not a time. */
export function csvTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const values = (row: LedgerEntry): CsvValue[] => [
  csvTime(row.occurredAt),
  row.registrantName,
  row.programName,
  KIND_LABELS[row.kind],
  decimalFromCents(signedCents(row)),
  row.currency.toUpperCase(),
  statusLabel(row),
  row.stripeId,
  row.kind === 'payment' ? decimalFromCents(row.refundedCents) : '',
  row.duplicate ? 'Yes' : 'No',
  row.disputed ? 'Yes' : 'No',
  row.reason ? reasonLabel(row) : '',
  row.registrationId,
  // Issue 27: how the money moved, and staff's words on money they recorded by hand.
  PAYMENT_METHOD_LABELS[row.method],
  row.note,
  row.recordedBy,
];

export const paymentsCsv = (rows: readonly LedgerEntry[]) => csvText(HEADER, rows.map(values));

export const paymentsCsvFileName = (date: Date) => csvFileName('payments', date);

export function downloadPaymentsCsv(rows: readonly LedgerEntry[]): void {
  downloadCsv(paymentsCsv(rows), paymentsCsvFileName(new Date()));
}
