// How the emails show dates and times (money: common/money.ts). A message is read away from the site,
// often days later and sometimes in another zone, so dates are written out and times name the
// organisation's zone (settings) as it stands on that day, in the words of common/calendar's zoneLabel.
import { zoneLabelOn } from '../../common/calendar/instants.js';
import { clockIn, dateInTimeZone, zoneLabel } from '../../common/calendar/zone.js';
import { formatDateLong, formatTime12h, venueLine } from '../../common/format.js';
import type { ProgramDetails } from './details.js';

/** YYYY-MM-DD → "Saturday, January 16, 2027"; anything else is shown as given. */
export const formatDate = (value: string | null | undefined): string | null => (value ? formatDateLong(value) : null);

/** HH:MM (24-hour) in the zone, on a date when known → "6:30 PM" and the zone's label on that date; anything else is shown as given. */
export function formatTime(value: string | null | undefined, timeZone: string, onDate?: string | null): string | null {
  if (!value) return null;
  return /^\d{1,2}:\d{2}$/.test(value) ? `${formatTime12h(value)} ${zoneLabelOn(onDate, value, timeZone, new Date())}` : value;
}

/** An instant as the organisation's calendar date, written out: a payment at 11 PM there is that day's, not UTC's next. */
export const formatDay = (instant: Date | null | undefined, timeZone: string): string | null =>
  (instant ? formatDateLong(dateInTimeZone(instant, timeZone)) : null);

/** "Friday, May 7, 2027 at 6:30 PM" and the zone's label at that moment. */
export const formatMoment = (instant: Date, timeZone: string): string =>
  `${formatDay(instant, timeZone)} at ${clockIn(instant, timeZone)} ${zoneLabel(timeZone, instant)}`;

export const venueOf = (program: ProgramDetails | null): string | null => (program ? venueLine(program) : null);
