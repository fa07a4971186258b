// How much of a program each registrant attended (issue 16): the attendance grid's totals and the
// certification rule read the same numbers. Computed in SQL over the program's sessions.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { registrations } from '../db/schema.js';
import { attendance, programSessions } from '../db/season-schema.js';

export interface AttendanceSummary {
  registrationId: number;
  /** The program's sessions (all of them, held or not). */
  sessions: number;
  present: number;
  absent: number;
  excused: number;
  /** present / sessions as a whole percentage (rounded down); 0 for a program without sessions. */
  percent: number;
}

/** Each registrant of the program who did not cancel, with their attendance; in registration order. */
export async function attendanceSummaries(executor: Db | Tx, programId: number): Promise<AttendanceSummary[]> {
  const sessionCount = sql<number>`(select count(*) from ${programSessions} where ${programSessions.programId} = ${programId})::int`;
  const count = (status: 'present' | 'absent' | 'excused') =>
    sql<number>`(count(${attendance.sessionId}) filter (where ${attendance.status} = ${status}))::int`;
  const rows = await executor
    .select({ registrationId: registrations.id, sessions: sessionCount, present: count('present'), absent: count('absent'), excused: count('excused') })
    .from(registrations)
    .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
    .where(and(eq(registrations.programId, programId), ne(registrations.registrationStatus, 'cancelled')))
    .groupBy(registrations.id)
    .orderBy(asc(registrations.id));
  return rows.map((row) => ({ ...row, percent: row.sessions === 0 ? 0 : Math.floor((row.present * 100) / row.sessions) }));
}
