// The client-side CSV export of SPEC section 7: the rows shown (filtered and sorted), one line each,
// saved as registrations-{date}.csv; and the Full export: SPEC's columns, then the amount, the bundle,
// the parent/guardian's contact, the guardian consent and the emergency contact, saved as registrations-full-{date}.csv. Imports carry .js: the
// unit tests load this file under Node.
import { formatDateMedium } from '../../../../common/format.js';
import { CONSENT_STATUS_LABELS } from '../../../../common/labels.js';
import { centsFromDollars, decimalFromCents } from '../../../../common/money.js';
import type { Registration } from '../../../../common/schemas/registration.js';
import { csvFileName, csvText, downloadCsv, type CsvValue } from '../shared/csv.js';

export { csvField } from '../shared/csv.js';

const CSV_HEADER = [
  'ID', 'Program', 'First Name', 'Last Name', 'Date of Birth', 'Email', 'Phone', 'Experience Level', 'Payment Status', 'Registration Status', 'Created Date',
] as const;

const FULL_CSV_HEADER = [
  ...CSV_HEADER,
  'Amount', 'Equipment Bundle', 'Shirt Size', 'Parent/Guardian Name', 'Parent/Guardian Email', 'Parent/Guardian Phone', 'Parent/Guardian Relationship',
  'Guardian Consent', 'Emergency Contact Name', 'Emergency Contact Phone', 'Emergency Contact Relationship',
] as const;

export type CsvKind = 'spec' | 'full';

/** SPEC section 7's columns of one registration; its date the organisation's (`timeZone`). */
const specValues = (row: Registration, timeZone: string): CsvValue[] => [
  row.id,
  row.programName,
  row.firstName,
  row.lastName,
  row.dateOfBirth,
  row.email,
  row.phone,
  // SPEC section 9: no experience level counts as beginner.
  row.experienceLevel ?? 'beginner',
  row.paymentStatus,
  row.registrationStatus,
  formatDateMedium(row.createdAt, timeZone),
];

/** The Full export's added columns: the amount as a plain number with cents (a spreadsheet sums it). */
const fullValues = (row: Registration, timeZone: string): CsvValue[] => [
  ...specValues(row, timeZone),
  decimalFromCents(centsFromDollars(row.paymentAmount)),
  row.equipmentBundle ? 'Yes' : 'No',
  row.equipmentBundle ? row.shirtSize : '',
  row.parentGuardianName,
  row.parentGuardianEmail,
  row.parentGuardianPhone,
  row.parentGuardianRelationship,
  CONSENT_STATUS_LABELS[row.consentStatus],
  // Last, so the columns before keep their places in a sheet that reads the export (issue 27).
  row.emergencyContactName,
  row.emergencyContactPhone,
  row.emergencyContactRelationship,
];

/** The CSV text: the header, then one CRLF-ended line per registration, dated in the organisation's zone. */
export function registrationsCsv(rows: readonly Registration[], timeZone: string, kind: CsvKind = 'spec'): string {
  const [header, values] = kind === 'full' ? [FULL_CSV_HEADER, fullValues] : [CSV_HEADER, specValues];
  return csvText(header, rows.map((row) => values(row, timeZone)));
}

/** registrations-YYYY-MM-DD.csv (registrations-full-... for the Full export), by the organisation's date. */
export function registrationsCsvFileName(at: Date, timeZone: string, kind: CsvKind = 'spec'): string {
  return csvFileName(kind === 'full' ? 'registrations-full' : 'registrations', at, timeZone);
}

/** Saves `rows` through a Blob download. */
export function downloadRegistrationsCsv(rows: readonly Registration[], timeZone: string, kind: CsvKind = 'spec'): void {
  downloadCsv(registrationsCsv(rows, timeZone, kind), registrationsCsvFileName(new Date(), timeZone, kind));
}
