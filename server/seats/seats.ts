// Seats of programs with a capacity (issue 16). A seat is taken by an active registration that is paid,
// free, or pending within the hold time (an abandoned checkout frees its seat), and by a waitlist offer
// that has not expired. A hold runs from seat_held_at (a payment that took the seat again, issue 27),
// else from the registration's creation. Callers that decide on a seat count inside a transaction that holds the
// program's row lock (lockProgram), in a statement after the lock, so they see every committed seat.
import { and, count, eq, gt, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { programs } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { waitlistEntries } from './tables.js';

export interface SeatClock {
  now: Date;
  /** settings.seatHoldMinutes */
  holdMinutes: number;
}

const holdStart = ({ now, holdMinutes }: SeatClock) => new Date(now.getTime() - holdMinutes * 60_000);

/** When the registration's current hold began. */
export const heldSince = sql<Date>`coalesce(${registrations.seatHeldAt}, ${registrations.createdAt})`;

/** A pending registration whose hold is still running at the clock's `now`. */
export const holdRunning = (clock: SeatClock): SQL => sql`${heldSince} > ${holdStart(clock).toISOString()}::timestamptz`;

function registrationHolds(clock: SeatClock): SQL | undefined {
  return and(
    eq(registrations.registrationStatus, 'active'),
    or(inArray(registrations.paymentStatus, ['paid', 'free']), and(eq(registrations.paymentStatus, 'pending'), holdRunning(clock))),
  );
}

function offerHolds(clock: SeatClock, exceptEntryId?: number): SQL | undefined {
  return and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, clock.now), exceptEntryId === undefined ? undefined : ne(waitlistEntries.id, exceptEntryId));
}

/** Locks the program's row for the rest of the transaction (every seat decision takes this lock first). */
export async function lockProgram(tx: Tx, programId: number) {
  const [program] = await tx
    .select({ id: programs.id, name: programs.name, active: programs.active, capacity: programs.capacity })
    .from(programs)
    .where(eq(programs.id, programId))
    .for('update');
  return program ?? null;
}

/** Seats taken in one program, in one statement; `exceptEntryId`: an offer that is being accepted. */
export async function seatsTaken(executor: Db | Tx, programId: number, clock: SeatClock, exceptEntryId?: number): Promise<number> {
  const held = executor.select({ n: count() }).from(registrations).where(and(eq(registrations.programId, programId), registrationHolds(clock)));
  const offered = executor.select({ n: count() }).from(waitlistEntries).where(and(eq(waitlistEntries.programId, programId), offerHolds(clock, exceptEntryId)));
  const result = (await executor.execute(sql`select ((${held}) + (${offered}))::int as taken`)) as unknown as { rows: { taken: number | string }[] };
  return Number(result.rows[0]?.taken ?? 0);
}

export interface ProgramSeats {
  programId: number;
  capacity: number;
  taken: number;
  seatsLeft: number;
  /** Entries still waiting (not offered). */
  waiting: number;
}

/** Capacity, seats taken and left, and waiting entries of every program with a capacity (active ones only when asked). */
export async function programSeats(db: Db | Tx, clock: SeatClock, { activeOnly = false, programIds }: { activeOnly?: boolean; programIds?: number[] } = {}): Promise<ProgramSeats[]> {
  const limited = await db
    .select({ id: programs.id, capacity: programs.capacity })
    .from(programs)
    .where(and(isNotNull(programs.capacity), activeOnly ? eq(programs.active, true) : undefined, programIds ? inArray(programs.id, programIds) : undefined))
    .orderBy(programs.id);
  if (limited.length === 0) return [];
  const ids = limited.map((program) => program.id);
  const [held, offered, waiting] = await Promise.all([
    db.select({ programId: registrations.programId, n: count() }).from(registrations)
      .where(and(inArray(registrations.programId, ids), registrationHolds(clock))).groupBy(registrations.programId),
    db.select({ programId: waitlistEntries.programId, n: count() }).from(waitlistEntries)
      .where(and(inArray(waitlistEntries.programId, ids), offerHolds(clock))).groupBy(waitlistEntries.programId),
    db.select({ programId: waitlistEntries.programId, n: count() }).from(waitlistEntries)
      .where(and(inArray(waitlistEntries.programId, ids), eq(waitlistEntries.status, 'waiting'))).groupBy(waitlistEntries.programId),
  ]);
  const countOf = (rows: { programId: number; n: number }[], id: number) => Number(rows.find((row) => row.programId === id)?.n ?? 0);
  return limited.map(({ id, capacity }) => {
    const taken = countOf(held, id) + countOf(offered, id);
    const seats = capacity ?? 0;
    return { programId: id, capacity: seats, taken, seatsLeft: Math.max(0, seats - taken), waiting: countOf(waiting, id) };
  });
}
