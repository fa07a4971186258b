// An RFC 5545 calendar file (one VEVENT per session, or one for a program's start), attached to the registration and payment
// confirmations. Programs run in Arizona (America/Phoenix, UTC-7 all year, no daylight saving), so the
// local start converts to UTC by adding 7 hours and needs no VTIMEZONE block.
const PHOENIX_OFFSET_HOURS = 7;
const DEFAULT_DURATION_HOURS = 2;

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD, local to Phoenix. */
  startDate: string;
  /** HH:MM (24-hour), local to Phoenix; absent: an all-day event. */
  startTime?: string | null;
  /** HH:MM (24-hour), local to Phoenix; absent: `durationHours` after the start. */
  endTime?: string | null;
  summary: string;
  location?: string | null;
  description?: string | null;
  now: Date;
  durationHours?: number;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuing lines with CRLF + space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** The event as .ics text with CRLF line endings, or null when the date or time is not valid. */
export function buildIcs(event: CalendarEvent): string | null {
  return buildIcsCalendar([event]);
}

/** One calendar of several events (a program's sessions), or null when any is not valid or there are none. */
export function buildIcsCalendar(events: CalendarEvent[]): string | null {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Phoenix Referee Training//Registration//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    const eventLines = veventLines(event);
    if (!eventLines) return null;
    lines.push(...eventLines);
  }
  if (events.length === 0) return null;
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const clock = (time: string | null | undefined) => (time ? /^(\d{1,2}):(\d{2})$/.exec(time) : null);

function veventLines(event: CalendarEvent): string[] | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(event.startDate);
  if (!date) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const lines = ['BEGIN:VEVENT'];
  lines.push(`UID:${escapeIcsText(event.uid)}`, `DTSTAMP:${utcStamp(event.now)}`);
  const time = clock(event.startTime);
  const endTime = clock(event.endTime);
  if ((event.startTime && !time) || (event.endTime && !endTime)) return null;
  if (time) {
    const start = new Date(Date.UTC(year, month - 1, day, Number(time[1]) + PHOENIX_OFFSET_HOURS, Number(time[2])));
    if (Number.isNaN(start.getTime())) return null;
    const end = endTime
      ? new Date(Date.UTC(year, month - 1, day, Number(endTime[1]) + PHOENIX_OFFSET_HOURS, Number(endTime[2])))
      : new Date(start.getTime() + (event.durationHours ?? DEFAULT_DURATION_HOURS) * 3_600_000);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
  } else {
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    lines.push(`DTSTART;VALUE=DATE:${date[1]}${date[2]}${date[3]}`, `DTEND;VALUE=DATE:${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}
