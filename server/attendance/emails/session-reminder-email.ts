// The reminder before a session (issue 16), with the session as an .ics and the registrant's page
// link. The row's subject is the registration; its payload names the session (and the days before).
import { inArray } from 'drizzle-orm';
import { daysBetween } from '../../../common/calendar/sums.js';
import { dateInTimeZone } from '../../../common/calendar/zone.js';
import { defineEmailKind, subjectOf, type Composed } from '../../email/index.js';
import { programSessions } from '../../programs/index.js';
import { loadPayloadMessages } from '../../registrations/index.js';
import { SESSION_REMINDER_TEMPLATE } from '../session-reminders.js';
import { sessionCalendar, sessionReminder } from './reminder-templates.js';

export const sessionReminderMessages = defineEmailKind({
  templates: [SESSION_REMINDER_TEMPLATE],
  subject: 'registrationId',
  load: (rows, context) =>
    loadPayloadMessages(rows, context, 'sessionId', (ids) => context.db.select().from(programSessions).where(inArray(programSessions.id, ids))),
  compose(row, { records, links, named: sessionsById }, { details, timeZone, now }): Composed {
    const record = subjectOf(row, records);
    if (!record) return { skip: 'the registration was deleted' };
    const { registration, program } = record;
    // Cancelled after the reminder was queued: it is not sent.
    if (registration.registrationStatus !== 'active') return { skip: 'the registration is no longer active' };
    const sessionId = row.payload.sessionId;
    const session = sessionId === undefined ? undefined : sessionsById.get(sessionId);
    if (!session || session.programId !== registration.programId) return { skip: 'the session was removed' };
    // Counted from the day it is sent, so a retry the next morning says "today", not "tomorrow".
    const daysUntil = daysBetween(dateInTimeZone(now, timeZone), session.date);
    const ics = sessionCalendar(registration, program, session, details, now);
    return {
      type: 'customNotification', to: registration.email,
      ...sessionReminder(details, registration, program, { session, daysUntil, links: links.get(row.id) ?? {} }),
      ...(ics && { attachments: [{ filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] }),
    };
  },
});
