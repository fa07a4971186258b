// A small, strict reader of RFC 5545 calendar text, for tests (ical.js is not installed): it refuses
// what a calendar app would choke on and returns the events' properties, with their parameters.
import { zonedInstant } from '../../common/calendar/instants.js';

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsEvent {
  properties: IcsProperty[];
  get(name: string): IcsProperty | undefined;
}

// name *(";" param) ":" value; parameter values may be quoted (RFC 5545 3.1).
const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;
const PARAM = /;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g;

/** Parses the text or throws naming the first thing wrong with it. */
export function parseIcs(text: string): { calendar: IcsProperty[]; events: IcsEvent[] } {
  if (!text.endsWith('\r\n')) throw new Error('the calendar must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error('a bare CR or LF inside a line');
    if (Buffer.byteLength(line) > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  }
  // Unfold: a line starting with a space or tab continues the previous one.
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) {
      if (lines.length === 0) throw new Error('the calendar starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else {
      lines.push(line);
    }
  }
  const stack: string[] = [];
  const calendar: IcsProperty[] = [];
  const events: IcsEvent[] = [];
  let current: IcsProperty[] | null = null;
  for (const line of lines) {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const name = match[1]!.toUpperCase();
    const value = match[3]!;
    const params: Record<string, string> = {};
    for (const param of match[2]!.matchAll(PARAM)) params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, '');
    if (name === 'BEGIN') {
      if (stack.length === 0 && value !== 'VCALENDAR') throw new Error('the calendar must start with BEGIN:VCALENDAR');
      stack.push(value);
      if (value === 'VEVENT') current = [];
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close the open component`);
      if (value === 'VEVENT' && current) {
        const properties = current;
        events.push({ properties, get: (wanted) => properties.find((property) => property.name === wanted) });
        current = null;
      }
      continue;
    }
    if (stack.length === 0) throw new Error(`a property outside VCALENDAR: ${line}`);
    (current ?? calendar).push({ name, params, value });
  }
  if (stack.length > 0) throw new Error(`unclosed components: ${stack.join(', ')}`);
  for (const required of ['VERSION', 'PRODID']) {
    if (!calendar.some((property) => property.name === required)) throw new Error(`VCALENDAR lacks ${required}`);
  }
  if (calendar.find((property) => property.name === 'VERSION')?.value !== '2.0') throw new Error('VERSION must be 2.0');
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
      if (event.properties.filter((property) => property.name === required).length !== 1) throw new Error(`a VEVENT needs exactly one ${required}`);
    }
  }
  return { calendar, events };
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/**
 * The instant a DTSTART or DTEND names: UTC ("...Z"), or local time with a TZID naming an IANA zone
 * (read by the calendar module). Floating times are refused: a reader could not tell the instant.
 */
export function instantOf(property: IcsProperty): Date {
  const match = DATE_TIME.exec(property.value);
  if (!match) throw new Error(`${property.name} is not a date-time: ${property.value}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (match[7] === 'Z') {
    if (property.params.TZID) throw new Error(`${property.name} is UTC and names a TZID`);
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  }
  const zone = property.params.TZID;
  const local = zone && zonedInstant(`${match[1]}-${match[2]}-${match[3]}`, `${match[4]}:${match[5]}`, zone);
  if (!local) throw new Error(`${property.name} is a local time without a known TZID`);
  return new Date(local.getTime() + second * 1000);
}
