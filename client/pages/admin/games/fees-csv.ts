// The fees report's payroll file (issue 30, point 6): one official a line with their games, positions and
// total in dollars, then the period's total; and the period's check, with the API's own words. Imports
// carry .js: the unit tests load this file under Node.
import { decimalFromCents } from '../../../../common/money.js';
import { PeriodQuerySchema, type FeesRow, type PeriodQuery } from '../../../../common/schemas/game.js';
import { csvText } from '../shared/csv.js';

export const FEES_CSV_HEADER = ['Name', 'Email', 'Games', 'Positions', 'Total (USD)'] as const;

export const feesTotalCents = (rows: readonly FeesRow[]) => rows.reduce((sum, row) => sum + row.totalCents, 0);

export function feesCsv(rows: readonly FeesRow[]): string {
  const lines = rows.map((row) => [row.name, row.email, row.games, row.positions.join('; '), decimalFromCents(row.totalCents)]);
  const games = rows.reduce((sum, row) => sum + row.games, 0);
  return csvText(FEES_CSV_HEADER, [...lines, ['Total', '', games, '', decimalFromCents(feesTotalCents(rows))]]);
}

/** `game-fees-2026-11-01-to-2026-11-30.csv`: the period, not the day it was made, names a payroll file. */
export const feesFileName = ({ from, to }: PeriodQuery) => `game-fees-${from}-to-${to}.csv`;

/** The period as the API takes it, or the API's message for what is wrong with it. */
export function feesPeriod(from: string, to: string): { query: PeriodQuery; error?: undefined } | { query?: undefined; error: string } {
  const checked = PeriodQuerySchema.safeParse({ from, to });
  return checked.success ? { query: checked.data } : { error: checked.error.issues[0]?.message ?? 'Please check the dates' };
}
