// How the emails show dates and times (money: common/money.ts). A message is read away from the site, often days later
// and sometimes outside Arizona, so dates are written out and times name their zone. Arizona
// (America/Phoenix) keeps MST all year, which is why one label is right in every season.
import { ORGANISATION_TIME_ZONE } from '../../common/constants.js';
import { dateInTimeZone } from '../../common/dates.js';
import { formatDateLong, formatTime12h, venueLine } from '../../common/format.js';
import type { ProgramDetails } from './details.js';

export const ARIZONA_TIME = 'MST (Arizona time)';

/** YYYY-MM-DD → "Saturday, January 16, 2027"; anything else is shown as given. */
export const formatDate = (value: string | null | undefined): string | null => (value ? formatDateLong(value) : null);

/** HH:MM (24-hour) → "6:30 PM MST (Arizona time)"; anything else is shown as given. */
export function formatTime(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^\d{1,2}:\d{2}$/.test(value) ? `${formatTime12h(value)} ${ARIZONA_TIME}` : value;
}

/** An instant as the organisation's calendar date, written out: a payment at 11 PM in Phoenix is that day's, not UTC's next. */
export const formatDay = (instant: Date | null | undefined): string | null => (instant ? formatDateLong(dateInTimeZone(instant, ORGANISATION_TIME_ZONE)) : null);

export const venueOf = (program: ProgramDetails | null): string | null => (program ? venueLine(program) : null);
