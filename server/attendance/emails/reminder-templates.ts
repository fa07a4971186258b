// The season's messages to registrants (issue 16): the reminder before a session, with its calendar
// event, and a staff announcement (SPEC's custom notification, with the registrant's page link).
import { zoneLabelOn } from '../../../common/calendar/instants.js';
import { formatTime12h } from '../../../common/format.js';
import { formatMoney } from '../../../common/money.js';
import type { ProgramSession } from '../../programs/index.js';
import {
  buildIcs, formatDate, layout, myRegistrationButton, siteDomain,
  type CompanyDetails, type EmailLinks, type ProgramDetails, type RegistrationDetails, type RenderedEmail,
} from '../../email/index.js';

/** When a program gives no list of its own. */
export const DEFAULT_WHAT_TO_BRING = 'Comfortable athletic shoes, a water bottle and something to take notes with; if you have a whistle and a referee shirt, bring them too.';

export type ReminderProgram = ProgramDetails & { whatToBring: string | null };
export type ReminderSession = Pick<ProgramSession, 'id' | 'date' | 'startTime' | 'endTime' | 'venueName' | 'address'>;

/** "today", "tomorrow" or "in 5 days": counted from the day the reminder is sent. */
export function whenFrom(daysUntil: number): string {
  if (daysUntil <= 0) return 'today';
  return daysUntil === 1 ? 'tomorrow' : `in ${daysUntil} days`;
}

/** "9:00 AM – 12:00 PM" (or the start alone) and the zone's label as it stands on the session's day. */
export function timeRange(session: Pick<ReminderSession, 'date' | 'startTime' | 'endTime'>, timeZone: string): string {
  const end = session.endTime ? ` – ${formatTime12h(session.endTime)}` : '';
  return `${formatTime12h(session.startTime)}${end} ${zoneLabelOn(session.date, session.startTime, timeZone, new Date())}`;
}

/** The session's venue and address; the program's when the session names none. */
export function sessionPlace(session: ReminderSession, program: ProgramDetails | null): { venue: string | null; address: string | null } {
  if (session.venueName || session.address) return { venue: session.venueName, address: session.address };
  return { venue: program?.locationName ?? null, address: program?.location ?? null };
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The session as one calendar event (ics.ts); its UID names the session and the registration. */
export function sessionCalendar(
  registration: Pick<RegistrationDetails, 'id' | 'programName'>, program: ProgramDetails | null, session: ReminderSession, company: Pick<CompanyDetails, 'name' | 'website' | 'timeZone'>, now: Date,
): string | null {
  const { venue, address } = sessionPlace(session, program);
  const length = session.endTime ? minutesOf(session.endTime) - minutesOf(session.startTime) : 0;
  return buildIcs({
    uid: `session-${session.id}-registration-${registration.id}@${siteDomain(company)}`,
    startDate: session.date,
    startTime: session.startTime,
    summary: program?.name ?? registration.programName,
    location: [venue, address].filter(Boolean).join(', ') || null,
    description: `${company.name} - ${registration.programName}`,
    now,
    ...(length > 0 && { durationHours: length / 60 }),
  }, company.timeZone);
}

interface ReminderFacts {
  session: ReminderSession;
  /** Days from the day it is sent to the session. */
  daysUntil: number;
  links: EmailLinks;
}

/** To the registrant, before a session. */
export function sessionReminder(company: CompanyDetails, registration: RegistrationDetails, program: ReminderProgram | null, { session, daysUntil, links }: ReminderFacts): RenderedEmail {
  const programName = program?.name ?? registration.programName;
  const { venue, address } = sessionPlace(session, program);
  const date = formatDate(session.date) ?? session.date;
  const bring = program?.whatToBring?.trim() || DEFAULT_WHAT_TO_BRING;
  const unpaid = registration.paymentStatus === 'pending' && registration.paymentAmountCents > 0;
  return layout(company, {
    subject: `Reminder: ${programName} on ${date}`,
    title: `Session Reminder: ${programName}`,
    paragraphs: [
      `Dear ${registration.firstName},`,
      `This is a reminder that your ${programName} session is ${whenFrom(daysUntil)}: ${date}, ${timeRange(session, company.timeZone)}${venue ? `, at ${venue}` : ''}.`,
      `What to bring: ${bring}`,
      ...(unpaid ? [`Your payment of ${formatMoney(registration.paymentAmountCents)} is still pending; you can pay from your registration page.`] : []),
      'The attached calendar file adds this session to your calendar.',
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    links: myRegistrationButton(links),
    rows: [
      ['Program', programName],
      ['Date', date],
      ['Time', timeRange(session, company.timeZone)],
      ['Venue', venue],
      ['Address', address],
      ['What to bring', bring],
      ['Registration number', String(registration.id)],
    ],
  });
}
