// The admin screens' client-side CSV files (registrations, payments): fields a spreadsheet reads as the
// text they are, CRLF lines, a dated file name, and the download. Imports carry .js: the unit tests
// load this file under Node.
import { dateInTimeZone } from '../../../../common/calendar/zone.js';

export type CsvValue = string | number | null | undefined;

/**
 * One CSV field: quoted when it holds a comma, quote, line break or edge spaces (quotes doubled), and
 * defused with a leading apostrophe when a spreadsheet would read it as a formula. A leading + or -
 * followed only by digits and phone punctuation stays as typed: it is a number or a phone number.
 */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text: the header, then one CRLF-ended line per row. */
export function csvText(header: readonly string[], rows: readonly CsvValue[][]): string {
  return [header.join(','), ...rows.map((values) => values.map(csvField).join(','))].join('\r\n') + '\r\n';
}

/** `{name}-YYYY-MM-DD.csv`, by the organisation's date at `at` (its zone, from the settings). */
export const csvFileName = (name: string, at: Date, timeZone: string): string => `${name}-${dateInTimeZone(at, timeZone)}.csv`;

/** Saves `text` as `fileName` through a Blob download. */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
