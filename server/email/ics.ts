// An RFC 5545 calendar file (one VEVENT per session, or one for a program's start), attached to the
// registration and payment confirmations and the session reminders, written by ical-generator. Dates
// and times are local to the organisation's zone (settings); each is written as the UTC instant it is
// there on that day (common/calendar), so a calendar needs no VTIMEZONE and daylight saving is counted.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { isIsoDate } from '../../common/calendar/days.js';
import { addDays } from '../../common/calendar/sums.js';
import { zonedInstant } from '../../common/calendar/instants.js';

const DEFAULT_DURATION_HOURS = 2;
const HOUR_MS = 3_600_000;

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD in the organisation's zone. */
  startDate: string;
  /** HH:MM (24-hour) in the organisation's zone; absent: an all-day event. */
  startTime?: string | null;
  /** HH:MM (24-hour) in the organisation's zone; absent: `durationHours` after the start. */
  endTime?: string | null;
  summary: string;
  location?: string | null;
  description?: string | null;
  now: Date;
  durationHours?: number;
}

/** The event's start and end, or null when its date or a time is not valid. */
function timesOf(event: CalendarEvent, timeZone: string): { start: Date; end: Date; allDay: boolean } | null {
  if (!isIsoDate(event.startDate)) return null;
  if (!event.startTime) {
    const [start, end] = [event.startDate, addDays(event.startDate, 1)].map((day) => new Date(`${day}T00:00:00Z`)) as [Date, Date];
    return { start, end, allDay: true };
  }
  const start = zonedInstant(event.startDate, event.startTime, timeZone);
  const end = event.endTime ? zonedInstant(event.startDate, event.endTime, timeZone) : start && new Date(start.getTime() + (event.durationHours ?? DEFAULT_DURATION_HOURS) * HOUR_MS);
  return start && end ? { start, end, allDay: false } : null;
}

/** The event as .ics text with CRLF line endings, or null when the date or time is not valid. */
export function buildIcs(event: CalendarEvent, timeZone: string): string | null {
  return buildIcsCalendar([event], timeZone);
}

/** One calendar of several events (a program's sessions), or null when any is not valid or there are none. */
export function buildIcsCalendar(events: CalendarEvent[], timeZone: string): string | null {
  if (events.length === 0 || events.some((event) => !timesOf(event, timeZone))) return null;
  return calendarText(events, timeZone);
}

/** A calendar app's subscribed feed: always a calendar, of its valid events (none is a valid feed). */
export function buildIcsFeed(events: CalendarEvent[], timeZone: string, name: string): string {
  return calendarText(events.filter((event) => timesOf(event, timeZone)), timeZone, name);
}

function calendarText(events: CalendarEvent[], timeZone: string, name?: string): string {
  const calendar = ical({ prodId: { company: 'Phoenix Referee Training', product: 'Registration', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, scale: 'GREGORIAN', ...(name && { name }) });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp: event.now,
      // An all-day event's dates are calendar dates: written as they are, at no zone.
      ...timesOf(event, timeZone)!,
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
    });
  }
  // The writer leaves the last line open; RFC 5545 ends every line with CRLF.
  return `${calendar.toString()}\r\n`;
}
