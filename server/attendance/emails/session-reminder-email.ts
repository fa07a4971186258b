// The outbox's season messages (issue 16), composed like compose() in index.ts: session reminders and
// staff announcements. The batch's sessions and announcements are read once, by id.
import { inArray } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/dates.js';
import type { Db } from '../kernel/db/client.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import type { Program } from '../programs/tables.js';
import type { Registration } from '../registrations/tables.js';
import { announcements, programSessions, type Announcement, type ProgramSession } from '../programs/tables.js';
import { daysBetween, SESSION_REMINDER_TEMPLATE } from '../attendance/session-reminders.js';
import type { CompanyDetails, EmailLinks } from './details.js';
import { TEMPLATES } from './messages.js';
import { announcementEmail, sessionCalendar, sessionReminder } from './reminder-templates.js';
import type { OutgoingEmail } from './transports.js';

export const ANNOUNCEMENT_TEMPLATE = TEMPLATES.announcement;

export interface SeasonRecords {
  sessionsById: Map<number, ProgramSession>;
  announcementsById: Map<number, Announcement>;
}

/** The sessions and announcements the batch's rows name. */
export async function loadSeasonRecords(db: Db, rows: readonly OutboxRow[]): Promise<SeasonRecords> {
  const sessionIds = [...new Set(rows.flatMap((row) => (row.sessionId ? [row.sessionId] : [])))];
  const announcementIds = [...new Set(rows.flatMap((row) => (row.announcementId ? [row.announcementId] : [])))];
  const [sessionRows, announcementRows] = await Promise.all([
    sessionIds.length === 0 ? [] : db.select().from(programSessions).where(inArray(programSessions.id, sessionIds)),
    announcementIds.length === 0 ? [] : db.select().from(announcements).where(inArray(announcements.id, announcementIds)),
  ]);
  return {
    sessionsById: new Map(sessionRows.map((session) => [session.id, session])),
    announcementsById: new Map(announcementRows.map((announcement) => [announcement.id, announcement])),
  };
}

export interface SeasonContext {
  details: CompanyDetails;
  registration: Registration;
  program: Program | null;
  links: EmailLinks;
  records: SeasonRecords;
  timeZone: string;
  now: Date;
  base: Pick<OutgoingEmail, 'id' | 'createdAt' | 'messageId' | 'reference'>;
}

type Composed = Omit<OutgoingEmail, 'from'> | { skip: string };

/** The message for a season template, or undefined for any other template. */
export function composeSeason(row: OutboxRow, { details, registration, program, links, records, timeZone, now, base }: SeasonContext): Composed | undefined {
  switch (row.template) {
    case SESSION_REMINDER_TEMPLATE: {
      // Cancelled after the reminder was queued: it is not sent.
      if (registration.registrationStatus !== 'active') return { skip: 'the registration is no longer active' };
      const session = row.sessionId ? records.sessionsById.get(row.sessionId) : undefined;
      if (!session || session.programId !== registration.programId) return { skip: 'the session was removed' };
      // Counted from the day it is sent, so a retry the next morning says "today", not "tomorrow".
      const daysUntil = daysBetween(dateInTimeZone(now, timeZone), session.date);
      const ics = sessionCalendar(registration, program, session, details, now);
      return {
        ...base, type: 'customNotification', to: registration.email,
        ...sessionReminder(details, registration, program, { session, daysUntil, links }),
        ...(ics && { attachments: [{ filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] }),
      };
    }
    case ANNOUNCEMENT_TEMPLATE: {
      if (registration.registrationStatus === 'cancelled') return { skip: 'the registration was cancelled' };
      const announcement = row.announcementId ? records.announcementsById.get(row.announcementId) : undefined;
      if (!announcement) return { skip: 'the announcement was deleted' };
      return { ...base, type: 'customNotification', to: registration.email, ...announcementEmail(details, registration.firstName, program, announcement, links) };
    }
    default:
      return undefined;
  }
}
