// A wall-clock time in the organisation's zone as an instant: where a session's 18:30 falls in UTC (the
// .ics files), its ISO form with the zone's offset at that moment (JSON-LD), and its zone's name in
// words (the emails). Daylight saving moves the offset through the year, so it is looked up per instant
// (@date-fns/tz's tzOffset, over the runtime's zone data). A time the spring change skips moves forward
// by the gap and a time the autumn change repeats is its first occurrence (as Temporal's "compatible"),
// whatever zone the server itself runs in. Server-side and in the server's render only.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { isIsoDate } from './days.js';
import { dateInTimeZone, timeInTimeZone, zoneLabel } from './zone.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** H:MM or HH:MM on a 24-hour clock, as hours and minutes; null for anything else. */
function clockOf(time: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? [hours, minutes] : null;
}

/** The instant of a local date and time in the zone; null when either is not a valid value. */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date | null {
  const clock = clockOf(time);
  if (!isIsoDate(isoDate) || !clock) return null;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(clock[0], clock[1], 0, 0);
  const local = wall.getTime();
  // The offsets a day before and a day after: the same unless a change falls in between.
  const offsets = [tzOffset(timeZone, new Date(local - DAY_MS)), tzOffset(timeZone, new Date(local + DAY_MS))];
  if (offsets.some(Number.isNaN)) return null;
  const readings = offsets.map((offset) => local - offset * MINUTE_MS).filter((at, index) => tzOffset(timeZone, new Date(at)) === offsets[index]);
  // None reads back: the time was skipped, and the offset before the change carries it past the gap.
  return new Date(readings.length > 0 ? Math.min(...readings) : local - offsets[0]! * MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2027-01-16T09:00:00-07:00": the local date and time with the zone's offset at that moment; the date alone without a (valid) time. */
export function zonedIsoDateTime(isoDate: string, time: string | null | undefined, timeZone: string): string {
  const instant = time ? zonedInstant(isoDate, time, timeZone) : null;
  if (!instant) return isoDate;
  const offset = tzOffset(timeZone, instant);
  const sign = offset < 0 ? '-' : '+';
  // Read back from the instant: a time the spring change skips is written as the time it became.
  return `${dateInTimeZone(instant, timeZone)}T${timeInTimeZone(instant, timeZone)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The emails' name of the zone for a local date and time ("MST (Arizona time)"); at `fallback` when the date is unknown. */
export function zoneLabelOn(isoDate: string | null | undefined, time: string, timeZone: string, fallback: Date): string {
  return zoneLabel(timeZone, (isoDate && zonedInstant(isoDate, time, timeZone)) || fallback);
}
