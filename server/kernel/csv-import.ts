// A CSV file staff import (questions, games): read with csv-parse, its header row naming the columns
// (case, spaces and underscores ignored), each row checked on its own so a preview shows every row's
// errors, then stored all together or not at all.
import { parse } from 'csv-parse/sync';
import { invalid } from './refusals.js';

export interface CsvLine {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The row's cells by normalised column name ("home team"); a missing cell is ''. */
  cells: Record<string, string>;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, ' ');

/** The file's rows below its header; refuses an unreadable file, missing columns and a file with no rows. */
export function readCsvLines(csv: string, required: readonly string[], columns: readonly string[], what: string): CsvLine[] {
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw invalid(`The file is not a readable CSV: ${(error as Error).message}`, { csv: 'The file is not a readable CSV' });
  }
  const [header, ...lines] = rows;
  const names = (header ?? []).map(normalise);
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    const message = `The header row lacks ${missing.join(', ')} (columns: ${columns.join(', ')})`;
    throw invalid(message, { csv: message });
  }
  if (lines.length === 0) throw invalid(`The file has no ${what} below its header row`, { csv: `The file has no ${what} below its header row` });
  return lines.map((values, index) => ({ line: index + 2, cells: Object.fromEntries(names.map((name, at) => [name, values[at] ?? ''])) }));
}

/** On commit, refuses the whole file when any row has errors. */
export function requireAllValid(rows: readonly { errors: readonly string[] }[]): void {
  const wrong = rows.filter((row) => row.errors.length > 0).length;
  if (wrong > 0) throw invalid(`${wrong} of ${rows.length} rows have errors: nothing was stored`, { csv: `${wrong} of ${rows.length} rows have errors` });
}

/** A zod failure's messages, each once. */
export const messagesOf = (error: { issues: readonly { message: string }[] }) => [...new Set(error.issues.map((issue) => issue.message))];
