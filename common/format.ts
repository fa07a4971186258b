// Display formats of SPEC section 9, used by the client, the emails, the CSV export and the tests (money:
// common/money.ts). No zod here: the landing page's bundle imports this.
import { dateInTimeZone } from './calendar/zone.js';

/** YYYY-MM-DD as MM/DD/YYYY; anything else is shown as given. */
export function formatDateMDY(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** HH:MM (24 h) as a 12-hour time: "18:30" -> "6:30 PM"; anything else is shown as given. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** YYYY-MM-DD as "Saturday, January 16, 2027" (a calendar date: no time zone involved); anything else is shown as given. */
export function formatDateLong(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2027-02-30 would roll over to March: show it as given instead.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/**
 * A timestamp as "MMM d, yyyy": its date in the given zone (the organisation's, for registration dates),
 * else in the viewer's; the raw value when it is not a date.
 */
export function formatDateMedium(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (!timeZone) return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  const [year, month, day] = dateInTimeZone(date, timeZone).split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** SPEC section 8: the contacts list shows "Invalid date" for a date it cannot read. */
export function formatContactDate(value: string | null | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return 'Invalid date';
  return formatDateMedium(value);
}

const SIZE_KB = 1024;
const SIZE_MB = SIZE_KB * 1024;

/** SPEC section 9: backup sizes in B, KB or MB with 2 decimals. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'N/A';
  if (bytes < SIZE_KB) return `${bytes.toFixed(2)} B`;
  if (bytes < SIZE_MB) return `${(bytes / SIZE_KB).toFixed(2)} KB`;
  return `${(bytes / SIZE_MB).toFixed(2)} MB`;
}

/** "First Last", trimmed. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A program's venue and address as one line, or null when it has neither. */
export function venueLine(program: { locationName: string | null; location: string | null }): string | null {
  const parts = [program.locationName, program.location].filter((part): part is string => !!part && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
