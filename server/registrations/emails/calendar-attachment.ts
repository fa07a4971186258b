// The program's start as an .ics attachment of the registration's messages (registration-calendar.ts).
import type { CompanyDetails, OutgoingEmail } from '../../email/index.js';
import { registrationCalendar, type CalendarProgram, type CalendarRegistration } from './registration-calendar.js';

/** None for a cancelled registration or a program without a start. */
export function calendarAttachment(registration: CalendarRegistration, program: CalendarProgram | null, details: CompanyDetails, now: Date): OutgoingEmail['attachments'] {
  const ics = registrationCalendar(registration, program, details, now, details.timeZone);
  return ics ? [{ filename: 'program.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : undefined;
}
