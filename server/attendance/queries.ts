// A program's roll call (issue 16): its sessions, registrants and marks for the grid, and saving one
// mark. Totals per registrant come from attendance-summary.ts, the numbers the certification rule reads.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sessionTotals } from '../../common/attendance.js';
import type { AttendanceStatus } from '../../common/constants.js';
import { fullName } from '../../common/format.js';
import type { Db } from '../kernel/db/client.js';
import { programCertifications, programs, programSessions } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { attendance } from './tables.js';
import { attendanceSummaries, sessionStartsAt, type StartedBy } from './summary-queries.js';

/** Why a mark cannot be saved, for the route to answer with. */
export type MarkRefusal = 'registration-missing' | 'session-missing' | 'other-program' | 'cancelled' | 'too-early';

/** Issue 27: attendance is marked from this long before a session starts, not earlier. */
export const MARKABLE_BEFORE_START_MS = 24 * 60 * 60_000;

/** A session can be marked from a day before its start (in the organisation's time zone). */
const markableBy = ({ now, timeZone }: StartedBy) =>
  sql<boolean>`${sessionStartsAt(timeZone)} <= ${new Date(now.getTime() + MARKABLE_BEFORE_START_MS).toISOString()}::timestamptz`;

export function createAttendanceRepository(db: Db) {
  return {
    /** The grid of one program, or null when there is no such program. */
    async grid(programId: number, clock: StartedBy) {
      const [program] = await db.select({ id: programs.id, name: programs.name }).from(programs).where(eq(programs.id, programId));
      if (!program) return null;
      const sessions = await db
        .select({
          id: programSessions.id, date: programSessions.date, startTime: programSessions.startTime, endTime: programSessions.endTime, venueName: programSessions.venueName,
          markable: markableBy(clock),
        })
        .from(programSessions)
        .where(eq(programSessions.programId, programId))
        .orderBy(asc(programSessions.date), asc(programSessions.startTime), asc(programSessions.id));
      const people = await db
        .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName, paymentStatus: registrations.paymentStatus })
        .from(registrations)
        .where(and(eq(registrations.programId, programId), ne(registrations.registrationStatus, 'cancelled')))
        .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
      const registrants = people.map((person) => ({ id: person.id, name: fullName(person), paymentStatus: person.paymentStatus }));
      const marks = registrants.length === 0 || sessions.length === 0 ? [] : await db
        .select({ registrationId: attendance.registrationId, sessionId: attendance.sessionId, status: attendance.status })
        .from(attendance)
        .where(and(inArray(attendance.registrationId, registrants.map((person) => person.id)), inArray(attendance.sessionId, sessions.map((session) => session.id))))
        .orderBy(asc(attendance.registrationId), asc(attendance.sessionId));
      // The rule counts sessions already started (as issuing does, issue 27); the totals count every mark.
      const summaries = await attendanceSummaries(db, programId, clock);
      const [rule] = await db.select().from(programCertifications).where(eq(programCertifications.programId, programId));
      return {
        program,
        sessions,
        registrants,
        marks,
        sessionTotals: sessionTotals(sessions.map((session) => session.id), registrants.map((person) => person.id), marks),
        registrantTotals: summaries.map(({ registrationId, sessions: count, present, presentAhead, absent, excused }) => ({
          registrationId, sessions: count, present: present + presentAhead, absent, excused, percent: count === 0 ? 0 : Math.floor(((present + presentAhead) * 100) / count),
        })),
        certification: rule
          ? {
            name: rule.name,
            level: rule.level,
            minAttendancePercent: rule.minAttendancePercent,
            meeting: summaries.filter((summary) => summary.percent >= rule.minAttendancePercent).map((summary) => summary.registrationId),
          }
          : null,
      };
    },

    /** Sets (or, with null, clears) one registrant's mark for one session of their program. */
    async mark(registrationId: number, sessionId: number, status: AttendanceStatus | null, clock: StartedBy): Promise<MarkRefusal | null> {
      const [registration] = await db.select({ programId: registrations.programId, status: registrations.registrationStatus }).from(registrations).where(eq(registrations.id, registrationId));
      if (!registration) return 'registration-missing';
      const [session] = await db.select({ programId: programSessions.programId, markable: markableBy(clock) }).from(programSessions).where(eq(programSessions.id, sessionId));
      if (!session) return 'session-missing';
      if (session.programId !== registration.programId) return 'other-program';
      if (registration.status === 'cancelled') return 'cancelled';
      // A mark may still be cleared (status null) on a session ahead, e.g. one saved before this rule.
      if (status !== null && !session.markable) return 'too-early';
      const key = and(eq(attendance.registrationId, registrationId), eq(attendance.sessionId, sessionId));
      if (status === null) await db.delete(attendance).where(key);
      else {
        await db.insert(attendance).values({ registrationId, sessionId, status })
          .onConflictDoUpdate({ target: [attendance.registrationId, attendance.sessionId], set: { status, markedAt: sql`now()` } });
      }
      return null;
    },
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
