const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for HH:MM on a 24-hour clock. */
export function isTime24h(value: string): boolean {
  return TIME_24H.test(value);
}

// Building a formatter costs far more than using one (it loads time-zone data): one per zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `now` in the given IANA time zone. */
export function dateInTimeZone(now: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  // Assembled from parts: a locale's whole-date pattern (en-CA's YYYY-MM-DD) has changed between ICU
  // versions, and this runs in browsers too.
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Whole years between a birth date and another date, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = om > bm || (om === bm && od >= bd);
  return oy - by - (hadBirthday ? 0 : 1);
}

/** The age of majority in Arizona: younger registrants need a parent's or guardian's consent. */
export const ADULT_AGE = 18;
