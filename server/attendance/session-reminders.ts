// The season job 'session-reminders' (issue 16): each active registrant hears before each session at
// the settings' days (7 and 1 by default). A reminder is due from the organisation's day `date - d`
// until the session starts. A registrant who registered late, or a server that was down, may find
// several due at once: only the nearest (smallest d) is sent and the larger ones are recorded as done,
// so nobody gets an "in 7 days" message two days before. reminders_sent's key and the outbox rows are
// written in one statement, so instances checking at once send each reminder once.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../common/calendar/sums.js';
import { dateInTimeZone, timeInTimeZone } from '../../common/calendar/zone.js';
import type { Db } from '../kernel/db/client.js';
import { registrations } from '../registrations/index.js';
import { programSessions } from '../programs/index.js';
import { remindersSent } from './tables.js';
import type { SettingsService } from '../settings/index.js';
import type { SeasonJob } from '../kernel/scheduler.js';

export const SESSION_REMINDER_TEMPLATE = 'session-reminder';
/** Rows per statement: a season's worth of registrants fits a few. */
const CHUNK = 500;

export interface ReminderDeps {
  db: Db;
  settings: Pick<SettingsService, 'current'>;
  /** Outbox rows were written: the email worker sends them soon. */
  queued(): void;
}

export interface DueReminder {
  registrationId: number;
  sessionId: number;
  daysBefore: number;
  /** The one to send; the others are recorded as done. */
  nearest: boolean;
}

/** The reminders due for one (registration, session) `daysUntil` days ahead: all d ≥ daysUntil, the smallest to send. */
export function dueReminders(registrationId: number, sessionId: number, daysUntil: number, days: readonly number[]): DueReminder[] {
  const due = days.filter((d) => d >= daysUntil).sort((a, b) => a - b);
  return due.map((daysBefore, index) => ({ registrationId, sessionId, daysBefore, nearest: index === 0 }));
}

/** Records the reminders and queues the nearest ones whose record is new; resolves to how many were queued. */
async function recordAndQueue(db: Db, due: DueReminder[]): Promise<number> {
  let queued = 0;
  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK);
    const values = sql.join(chunk.map((r) => sql`(${r.registrationId}::int, ${r.sessionId}::int, ${r.daysBefore}::int, ${r.nearest}::boolean)`), sql`, `);
    // A record another instance is writing makes this insert wait for it, then skip it: its email is that instance's.
    const result = (await db.execute(sql`WITH wanted (registration_id, session_id, days_before, nearest) AS (VALUES ${values}),
      recorded AS (
        INSERT INTO ${remindersSent} (registration_id, session_id, days_before)
        SELECT registration_id, session_id, days_before FROM wanted
        ON CONFLICT DO NOTHING
        RETURNING registration_id, session_id, days_before
      )
      INSERT INTO email_outbox (template, recipient, subject_id, payload)
      SELECT ${SESSION_REMINDER_TEMPLATE}, 'registrant', w.registration_id, jsonb_build_object('sessionId', w.session_id, 'daysBefore', w.days_before)
      FROM wanted w JOIN recorded r USING (registration_id, session_id, days_before)
      WHERE w.nearest
      RETURNING id`)) as unknown as { rows: unknown[] };
    queued += result.rows.length;
  }
  return queued;
}

export function sessionRemindersJob({ db, settings, queued }: ReminderDeps): SeasonJob {
  return {
    name: 'session-reminders',
    async run(now) {
      const { reminderDaysBefore, timeZone } = await settings.current();
      if (reminderDaysBefore.length === 0) return 0;
      const today = dateInTimeZone(now, timeZone);
      const clock = timeInTimeZone(now, timeZone);
      const candidates = await db
        .select({ registrationId: registrations.id, sessionId: programSessions.id, date: programSessions.date, startTime: programSessions.startTime })
        .from(programSessions)
        .innerJoin(registrations, and(eq(registrations.programId, programSessions.programId), eq(registrations.registrationStatus, 'active')))
        .where(and(gte(programSessions.date, today), lte(programSessions.date, addDays(today, Math.max(...reminderDaysBefore)))));
      // Not started yet: a later day, or today at a later time.
      const upcoming = candidates.filter((row) => row.date > today || row.startTime > clock);
      if (upcoming.length === 0) return 0;
      const sessionIds = [...new Set(upcoming.map((row) => row.sessionId))];
      const recorded = await db.select().from(remindersSent).where(inArray(remindersSent.sessionId, sessionIds));
      const done = new Set(recorded.map((row) => `${row.registrationId}/${row.sessionId}/${row.daysBefore}`));
      const due = upcoming
        .flatMap((row) => dueReminders(row.registrationId, row.sessionId, daysBetween(today, row.date), reminderDaysBefore))
        .filter((reminder) => !done.has(`${reminder.registrationId}/${reminder.sessionId}/${reminder.daysBefore}`));
      if (due.length === 0) return 0;
      const count = await recordAndQueue(db, due);
      if (count > 0) queued();
      return count;
    },
  };
}
