// The client-side CSV export of SPEC section 7: the rows shown (filtered and sorted), one line each,
// saved as registrations-{date}.csv; and the Full export: SPEC's columns, then the amount, the bundle
// and the parent/guardian's contact, saved as registrations-full-{date}.csv. Imports carry .js: the
// unit tests load this file under Node.
import { formatDateMedium } from '../../../../common/format.js';
import type { Registration } from '../../../../common/schemas/registration.js';

const CSV_HEADER = [
  'ID', 'Program', 'First Name', 'Last Name', 'Date of Birth', 'Email', 'Phone', 'Experience Level', 'Payment Status', 'Registration Status', 'Created Date',
] as const;

const FULL_CSV_HEADER = [
  ...CSV_HEADER,
  'Amount', 'Equipment Bundle', 'Shirt Size', 'Parent/Guardian Name', 'Parent/Guardian Email', 'Parent/Guardian Phone', 'Parent/Guardian Relationship',
] as const;

export type CsvKind = 'spec' | 'full';

/**
 * One CSV field: quoted when it holds a comma, quote, line break or edge spaces (quotes doubled), and
 * defused with a leading apostrophe when a spreadsheet would read it as a formula. A leading + or -
 * followed only by digits and phone punctuation stays as typed: it is a number or a phone number.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvValue = string | number | null | undefined;

/** SPEC section 7's columns of one registration. */
const specValues = (row: Registration): CsvValue[] => [
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
  formatDateMedium(row.createdAt),
];

/** The Full export's added columns: the amount as a plain number with cents (a spreadsheet sums it). */
const fullValues = (row: Registration): CsvValue[] => [
  ...specValues(row),
  row.paymentAmount.toFixed(2),
  row.equipmentBundle ? 'Yes' : 'No',
  row.equipmentBundle ? row.shirtSize : '',
  row.parentGuardianName,
  row.parentGuardianEmail,
  row.parentGuardianPhone,
  row.parentGuardianRelationship,
];

/** The CSV text: the header, then one CRLF-ended line per registration. */
export function registrationsCsv(rows: readonly Registration[], kind: CsvKind = 'spec'): string {
  const [header, values] = kind === 'full' ? [FULL_CSV_HEADER, fullValues] : [CSV_HEADER, specValues];
  const lines = rows.map((row) => values(row).map(csvField).join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** registrations-YYYY-MM-DD.csv (registrations-full-... for the Full export), by the viewer's local date. */
export function registrationsCsvFileName(date: Date, kind: CsvKind = 'spec'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `registrations${kind === 'full' ? '-full' : ''}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Saves `rows` through a Blob download. */
export function downloadRegistrationsCsv(rows: readonly Registration[], kind: CsvKind = 'spec'): void {
  const blob = new Blob([registrationsCsv(rows, kind)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = registrationsCsvFileName(new Date(), kind);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
