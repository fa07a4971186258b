// The organisation's time zone (a setting; this is a fresh database's) and what an instant reads as in
// it: its date, its clock, the words that name the zone. Intl alone, no library: the landing page's
// registration dialog asks for "today" from here.

/** A fresh database's zone: the organisation works in Phoenix. */
export const DEFAULT_TIME_ZONE = 'America/Phoenix';

/** An IANA zone this runtime knows (Intl refuses the rest). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

// Building a formatter costs far more than using one (it loads time-zone data): one per zone and use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(use: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${use} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

// Assembled from parts: a locale's whole-date pattern (en-CA's YYYY-MM-DD) has changed between ICU
// versions, and this runs in browsers too.
function partsOf(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = formatter('parts', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: part('year').padStart(4, '0'), month: part('month'), day: part('day'), hour: part('hour').padStart(2, '0'), minute: part('minute') };
}

/** The calendar date (YYYY-MM-DD) at an instant in the zone: "today" when the instant is now. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const { year, month, day } = partsOf(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** The wall clock (HH:MM, 24-hour) at an instant in the zone. */
export function timeInTimeZone(instant: Date, timeZone: string): string {
  const { hour, minute } = partsOf(instant, timeZone);
  return `${hour}:${minute}`;
}

/** "2026-01-05 15:04": the zone's date and 24-hour clock, as a spreadsheet sorts them. */
export function dateTimeInTimeZone(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = partsOf(instant, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** "6:30 PM" in the zone. */
export const clockIn = (instant: Date, timeZone: string): string => formatter('clock', timeZone, { hour: 'numeric', minute: '2-digit' }).format(instant);

/** "6:30 PM MST": the clock with the zone's short name at that instant (EST or EDT as the date has it). */
export const clockWithZoneIn = (instant: Date, timeZone: string): string =>
  formatter('clock-zone', timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant);

/** "Jan 5, 2026": the zone's date, short. */
export const shortDayIn = (instant: Date, timeZone: string): string =>
  formatter('short-day', timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(instant);

/** The zone's short name at an instant: "MST", "EDT", or "GMT+1" where English has no abbreviation. */
export function zoneAbbreviation(timeZone: string, instant: Date): string {
  const parts = formatter('zone-name', timeZone, { timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

// People name a few zones by their region, not by the city of the IANA name: Phoenix's clock is
// "Arizona time" (the state keeps MST all year).
const PLACE_NAMES: Readonly<Record<string, string>> = { [DEFAULT_TIME_ZONE]: 'Arizona' };

/** The place a zone's clock is named after ("Arizona", "New York"); null for UTC and the Etc/ zones. */
export function zonePlace(timeZone: string): string | null {
  if (PLACE_NAMES[timeZone]) return PLACE_NAMES[timeZone];
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return null;
  return timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** "Arizona time", "New York time", or the zone itself ("UTC") when it names no place. */
export function placeTime(timeZone: string): string {
  const place = zonePlace(timeZone);
  return place ? `${place} time` : timeZone;
}

/** How the emails name the zone at an instant: "MST (Arizona time)", "EDT (New York time)", "UTC". */
export function zoneLabel(timeZone: string, instant: Date): string {
  const place = zonePlace(timeZone);
  const abbreviation = zoneAbbreviation(timeZone, instant);
  return place ? `${abbreviation} (${place} time)` : abbreviation;
}
