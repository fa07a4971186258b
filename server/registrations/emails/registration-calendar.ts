// A registration's program as an .ics file: attached to the emails and downloaded from the registrant's
// page. One VEVENT per session (issue 16); a program without sessions (or dated without a time) keeps
// the single event of its start. The program's first-made session keeps the registration's UID, so a
// calendar that imported the file before sessions existed updates that event instead of adding another.
import { venueLine } from '../../../common/format.js';
import type { ProgramSession } from '../../../common/schemas/program-sessions.js';
import type { Registration } from '../tables.js';
import { type CompanyDetails, type ProgramDetails, venueOf, buildIcs, buildIcsCalendar, siteDomain } from '../../email/index.js';

/** The program as the calendar reads it; `sessions` by date then start, when they were loaded. */
export type CalendarProgram = ProgramDetails & { sessions?: ProgramSession[] };

/** A cancelled registration has nothing to put in a calendar (issue 27): no link, no file, no attachment. */
export const offersCalendar = (registration: Partial<Pick<Registration, 'registrationStatus'>>) => registration.registrationStatus !== 'cancelled';

/** What the calendar reads of a registration (a test email's sample has no status). */
export type CalendarRegistration = Pick<Registration, 'id' | 'programName'> & Partial<Pick<Registration, 'registrationStatus'>>;

/** The calendar's text, or null when the program has no (valid) start date or the registration is cancelled. */
export function registrationCalendar(
  registration: CalendarRegistration, program: CalendarProgram | null, company: Pick<CompanyDetails, 'name' | 'website'>, now: Date, timeZone: string,
): string | null {
  if (!program || !offersCalendar(registration)) return null;
  const domain = siteDomain(company);
  const uid = `registration-${registration.id}@${domain}`;
  const description = `${company.name} - ${registration.programName}`;
  const sessions = program.sessions ?? [];
  // A program dated without a time has one session at a placeholder start: its day is the event.
  if (sessions.length === 0 || (sessions.length === 1 && !program.startTime)) {
    if (!program.startDate) return null;
    return buildIcs({ uid, startDate: program.startDate, startTime: program.startTime, summary: program.name, location: venueOf(program), description, now }, timeZone);
  }
  const original = Math.min(...sessions.map((session) => session.id));
  return buildIcsCalendar(sessions.map((session, index) => ({
    uid: session.id === original ? uid : `registration-${registration.id}-session-${session.id}@${domain}`,
    startDate: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    summary: sessions.length > 1 ? `${program.name} (session ${index + 1} of ${sessions.length})` : program.name,
    location: venueLine({ locationName: session.venueName, location: session.address }) ?? venueOf(program),
    description,
    now,
  })), timeZone);
}
