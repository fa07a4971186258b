// The reports' date range: this season, the last 30 days, or two dates staff pick, as the organisation's
// calendar days; and the query every report endpoint takes. Imports carry .js: the unit tests load
// this file under Node.
import { addDays } from '../../../../common/calendar/sums.js';
import { ReportQuerySchema, type ReportQuery } from '../../../../common/schemas/reports.js';

export const RANGE_PRESETS = ['season', 'last30', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_LABELS: Record<RangePreset, string> = { season: 'This season', last30: 'Last 30 days', custom: 'Custom' };

/** A season runs from August 1 (officials train ahead of the school basketball season) to July 31. */
export const SEASON_START_MONTH = 8;

export interface ReportFilters {
  preset: RangePreset;
  /** The custom range's dates (YYYY-MM-DD, or empty while unpicked). */
  from: string;
  to: string;
  /** A program's id, or ALL_PROGRAMS. */
  programId: string;
}

export const ALL_PROGRAMS = 'all';

/** The first day of the season `today` falls in. */
export function seasonStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const startYear = month >= SEASON_START_MONTH ? year : year - 1;
  return `${startYear}-${String(SEASON_START_MONTH).padStart(2, '0')}-01`;
}

/** The inclusive range a preset covers, up to `today`; custom keeps the picked dates. */
export function rangeOf(filters: ReportFilters, today: string): { from: string; to: string } {
  if (filters.preset === 'season') return { from: seasonStart(today), to: today };
  if (filters.preset === 'last30') return { from: addDays(today, -29), to: today };
  return { from: filters.from, to: filters.to };
}

/** The query the endpoints take, or the server's own message for what is wrong with the filters. */
export function reportQuery(filters: ReportFilters, today: string): { query: ReportQuery; error?: undefined } | { query?: undefined; error: string } {
  const checked = ReportQuerySchema.safeParse({
    ...rangeOf(filters, today),
    ...(filters.programId !== ALL_PROGRAMS && { programId: filters.programId }),
  });
  return checked.success ? { query: checked.data } : { error: checked.error.issues[0]?.message ?? 'Please check the dates' };
}

/** `?from=…&to=…[&programId=…]`. */
export function querySearch(query: ReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.programId !== undefined) params.set('programId', String(query.programId));
  return `?${params}`;
}
