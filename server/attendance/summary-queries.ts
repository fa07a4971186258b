// How much of a program each registrant attended (issue 16): the attendance grid's totals and the
// certification rule read the same numbers. Computed in SQL over the program's sessions.
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { registrations } from '../registrations/index.js';
import { attendance } from './tables.js';
import { programSessions } from '../programs/index.js';

export interface AttendanceSummary {
  registrationId: number;
  /** The program's sessions (all of them, held or not). */
  sessions: number;
  present: number;
  absent: number;
  excused: number;
  /** present / sessions as a whole percentage (rounded down); 0 for a program without sessions. */
  percent: number;
  /** "Present" marks on sessions that had not started (not counted in `present` when asked `startedBy`). */
  presentAhead: number;
}

/** When a session starts: its date and start time in the organisation's time zone. */
export const sessionStartsAt = (timeZone: string): SQL<Date> =>
  sql<Date>`((${programSessions.date} || ' ' || ${programSessions.startTime})::timestamp AT TIME ZONE ${timeZone})`;

/** Count only marks on sessions started by `now` (issue 27: a certificate is earned at sessions held, not ahead). */
export interface StartedBy {
  now: Date;
  timeZone: string;
}

/** Each registrant of the program who did not cancel, with their attendance; in registration order. */
export async function attendanceSummaries(executor: Db | Tx, programId: number, startedBy?: StartedBy): Promise<AttendanceSummary[]> {
  const sessionCount = sql<number>`(select count(*) from ${programSessions} where ${programSessions.programId} = ${programId})::int`;
  const started = startedBy ? sql`${sessionStartsAt(startedBy.timeZone)} <= ${startedBy.now.toISOString()}::timestamptz` : sql`true`;
  const count = (status: 'present' | 'absent' | 'excused', when: SQL = sql`true`) =>
    sql<number>`(count(${attendance.sessionId}) filter (where ${attendance.status} = ${status} and ${when}))::int`;
  const rows = await executor
    .select({
      registrationId: registrations.id, sessions: sessionCount, present: count('present', started), absent: count('absent'), excused: count('excused'),
      presentAhead: count('present', sql`not (${started})`),
    })
    .from(registrations)
    .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
    .leftJoin(programSessions, eq(programSessions.id, attendance.sessionId))
    .where(and(eq(registrations.programId, programId), ne(registrations.registrationStatus, 'cancelled')))
    .groupBy(registrations.id)
    .orderBy(asc(registrations.id));
  return rows.map((row) => ({ ...row, percent: row.sessions === 0 ? 0 : Math.floor((row.present * 100) / row.sessions) }));
}
