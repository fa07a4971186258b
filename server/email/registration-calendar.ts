// A registration's program as an .ics event: attached to the emails and downloaded from the
// registrant's page. One UID per registration everywhere, so a calendar updates the event instead of
// adding another.
import type { Registration } from '../db/schema.js';
import type { CompanyDetails, ProgramDetails } from './details.js';
import { venueOf } from './format.js';
import { buildIcs } from './ics.js';
import { siteDomain } from './sender.js';

/** The event's text, or null when the program has no (valid) start date. */
export function registrationCalendar(
  registration: Pick<Registration, 'id' | 'programName'>, program: ProgramDetails | null, company: Pick<CompanyDetails, 'name' | 'website'>, now: Date,
): string | null {
  if (!program?.startDate) return null;
  return buildIcs({
    uid: `registration-${registration.id}@${siteDomain(company)}`,
    startDate: program.startDate,
    startTime: program.startTime,
    summary: program.name,
    location: venueOf(program),
    description: `${company.name} - ${registration.programName}`,
    now,
  });
}
