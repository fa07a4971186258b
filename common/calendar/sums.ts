// Sums of calendar dates (YYYY-MM-DD, no zone) by date-fns: days, months clamped to the month's end,
// whole days between two dates, and the weeks and months a range touches. A date is held as a Date at
// its local midnight and read back by the local getters, so the server's own zone never enters the sum.
import { addDays as addDaysTo, addMonths as addMonthsTo, differenceInCalendarDays, eachMonthOfInterval, eachWeekOfInterval, nextSunday } from 'date-fns';

/** The date's local midnight (setFullYear, unlike the constructor, keeps years 0-99). */
function dayOf(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoOf = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthOf = (date: Date) => isoOf(date).slice(0, 7);

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export const addDays = (isoDate: string, days: number): string => isoOf(addDaysTo(dayOf(isoDate), days));

/** `months` later with the day kept, clamped to a shorter month's last day (2026-01-31 + 1 month = 2026-02-28), as people read "valid for N months". */
export const addMonths = (isoDate: string, months: number): string => isoOf(addMonthsTo(dayOf(isoDate), months));

/** Whole days from one YYYY-MM-DD to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(dayOf(to), dayOf(from));

/** The Mondays of every week the range touches, first to last (the first may fall before `from`). */
export const mondaysBetween = (from: string, to: string): string[] =>
  (from > to ? [] : eachWeekOfInterval({ start: dayOf(from), end: dayOf(to) }, { weekStartsOn: 1 }).map(isoOf));

/** The months (YYYY-MM) from `from`'s to `to`'s. */
export const monthsBetween = (from: string, to: string): string[] =>
  (from.slice(0, 7) > to.slice(0, 7) ? [] : eachMonthOfInterval({ start: dayOf(from), end: dayOf(to) }).map(monthOf));

/** The Sunday that ends the (Monday to Sunday) week of a date: the date itself on a Sunday. */
export function sundayEnding(isoDate: string): string {
  const date = dayOf(isoDate);
  return date.getDay() === 0 ? isoDate : isoOf(nextSunday(date));
}
