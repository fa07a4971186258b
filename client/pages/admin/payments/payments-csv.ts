// The ledger's CSV file: the rows the filters match (all of them, not one page), saved as
// payments-{date}.csv. Amounts are plain numbers with cents, a refund negative, so a spreadsheet sums
// them; times and the file's date are the organisation's zone's, as the screen shows them. Imports carry
// .js: the unit tests load it under Node.
import { dateTimeInTimeZone } from '../../../../common/calendar/zone.js';
import { decimalFromCents } from '../../../../common/money.js';
import type { LedgerEntry } from '../../../../common/schemas/ledger.js';
import { PAYMENT_METHOD_LABELS } from '../../../../common/schemas/refund-settlement.js';
import { csvFileName, csvText, downloadCsv, type CsvValue } from '../shared/csv.js';
import { KIND_LABELS, reasonLabel, signedCents, statusLabel } from './ledger-labels.js';

const HEADER = [
  'Date', 'Registrant', 'Program', 'Kind', 'Amount', 'Currency', 'Status', 'Stripe ID', 'Refunded', 'Duplicate', 'Disputed', 'Reason', 'Registration ID',
  'Method', 'Note', 'Recorded By',
] as const;

/** "2026-01-05 15:04" in the zone; the raw value when it is not a time. */
export function csvTime(value: string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeInTimeZone(date, timeZone);
}

const values = (row: LedgerEntry, timeZone: string): CsvValue[] => [
  csvTime(row.occurredAt, timeZone),
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

export const paymentsCsv = (rows: readonly LedgerEntry[], timeZone: string) => csvText(HEADER, rows.map((row) => values(row, timeZone)));

export const paymentsCsvFileName = (at: Date, timeZone: string) => csvFileName('payments', at, timeZone);

export function downloadPaymentsCsv(rows: readonly LedgerEntry[], timeZone: string): void {
  downloadCsv(paymentsCsv(rows, timeZone), paymentsCsvFileName(new Date(), timeZone));
}
