// What every report shares: the range as instants in the organisation's time zone, filling the weeks and
// months (common/calendar lists them) so empty periods get their zero, the age rule of common/prices.ts,
// and reading raw rows.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { YOUTH_AGE_LIMIT } from '../../common/prices.js';
import type { ReportQuery } from '../../common/schemas/reports.js';
import type { Db } from '../kernel/db/client.js';

export interface ReportContext {
  db: Db;
  query: ReportQuery;
  /** The settings' IANA time zone: the calendar the range and the weeks are read in. */
  timeZone: string;
  /** The organisation's date at `now`, YYYY-MM-DD. */
  today: string;
  now: Date;
}

/**
 * `column` falls on a day of the range: compared as instants (the first day's midnight and the midnight
 * after the last, in the time zone), so an index on the column serves it.
 */
export const inRange = (column: AnyPgColumn, { query, timeZone }: ReportContext): SQL =>
  sql`${column} >= ((${query.from}::date)::timestamp AT TIME ZONE ${timeZone}) AND ${column} < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** The Monday (YYYY-MM-DD) of a local timestamp's week. */
export const mondayOf = (local: SQL): SQL => sql`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;

/** The one program asked for, or every program. */
export const ofProgram = (column: AnyPgColumn, { query }: ReportContext): SQL =>
  (query.programId === undefined ? sql`TRUE` : sql`${column} = ${query.programId}`);

/** The local date and time (a timestamp without zone) of an instant, in the time zone. */
export const localTimeOf = (column: AnyPgColumn, timeZone: string): SQL => sql`(${column} AT TIME ZONE ${timeZone})`;

/**
 * Under 18 at `local` (a local timestamp) for a YYYY-MM-DD birth date: whole years as `ageOn` counts
 * them (a birthday not reached by month and day takes one off), so the package matches `packageFor`
 * exactly, leap days included. In numbers, not text: to_char on every row cost most of a report's time.
 */
export const under18At = (dateOfBirth: SQLWrapper, local: SQL): SQL =>
  sql`(date_part('year', ${local})::int - left(${dateOfBirth}, 4)::int
    - (CASE WHEN (date_part('month', ${local}) * 100 + date_part('day', ${local}))::int < (substr(${dateOfBirth}, 6, 2) || substr(${dateOfBirth}, 9, 2))::int THEN 1 ELSE 0 END)) < ${YOUTH_AGE_LIMIT}`;

/** part / whole, or null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Rows of a raw statement (both drivers answer `{ rows }`); every number is cast to int or float8 in SQL. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every period in order, each with the SQL's counts for it or `empty`. */
export function fillPeriods<Key extends string, Row extends Record<Key, string>>(periods: string[], key: Key, rows: Row[], empty: Omit<Row, Key>): Row[] {
  const found = new Map<string, Row>(rows.map((row) => [row[key], row]));
  return periods.map((period) => found.get(period) ?? ({ ...empty, [key]: period } as Row));
}
