// The dashboard's season counters (issue 16): what staff look at first on a training day. Each is
// counted in SQL; "today" is the organisation's date (settings time zone).
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { programs, programSessions } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { certificates } from '../certificates/index.js';
import { waitlistEntries, isOverbooked, programSeats, type SeatClock } from '../seats/index.js';

export interface SeasonCounters {
  /** Seats still free in active programs with a capacity that have not started; null when none has a capacity. */
  seatsLeft: number | null;
  /** People waiting or holding an offer. */
  waitlist: number;
  /** Sessions held today, and the program of the first (the attendance screen to open). */
  sessionsToday: number;
  sessionsTodayProgramId: number | null;
  /** Certificates in force that expire within 30 days (expiresOn is the first day one no longer holds). */
  certificatesExpiring: number;
  /** Paid, active registrations marked overbooked (issue 27). */
  overbooked: number;
}

export const EXPIRING_WITHIN_DAYS = 30;

export async function seasonCounters(db: Db, today: string, clock: SeatClock): Promise<SeasonCounters> {
  const upcoming = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.active, true), sql`${programs.capacity} is not null`, sql`(${programs.startDate} is null or ${programs.startDate} >= ${today})`));
  const [seats, [waiting], todays, [expiring], [overbooked]] = await Promise.all([
    upcoming.length === 0 ? null : programSeats(db, clock, { programIds: upcoming.map((program) => program.id) }),
    db.select({ count: sql<number>`count(*)::int` }).from(waitlistEntries).where(inArray(waitlistEntries.status, ['waiting', 'offered'])),
    db.select({ programId: programSessions.programId }).from(programSessions).where(eq(programSessions.date, today)).orderBy(programSessions.startTime),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(certificates)
      .where(and(isNull(certificates.revokedAt), gt(certificates.expiresOn, today), lte(certificates.expiresOn, sql`to_char(${today}::date + ${EXPIRING_WITHIN_DAYS}::int, 'YYYY-MM-DD')`))),
    db.select({ count: sql<number>`count(*)::int` }).from(registrations).where(isOverbooked),
  ]);
  return {
    seatsLeft: seats ? seats.reduce((sum, program) => sum + program.seatsLeft, 0) : null,
    waitlist: waiting?.count ?? 0,
    sessionsToday: todays.length,
    sessionsTodayProgramId: todays[0]?.programId ?? null,
    certificatesExpiring: expiring?.count ?? 0,
    overbooked: overbooked?.count ?? 0,
  };
}
