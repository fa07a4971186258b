// Overbooked registrations (issue 27): paid for a seat that was gone. Staff see them (list badge and
// filter, dashboard counter) and either add a seat to the program or refund the payment; a registration
// that is no longer paid and active is not overbooked, whatever its mark says. When another seat frees
// (a cancellation, a refund), the oldest mark takes it: the season job clears marks the program no
// longer needs, so the counter never shows a program over its capacity that is not.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import type { SettingsService } from '../settings/index.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import { lockProgram, seatsTaken, type SeatClock } from './seats.js';

export const isOverbooked = and(isNotNull(registrations.overbookedAt), eq(registrations.paymentStatus, 'paid'), eq(registrations.registrationStatus, 'active'));

/**
 * The program takes one more seat for the overbooked registration and the mark is cleared: 'added';
 * 'not-overbooked' when it is not (any more); null when there is no such registration.
 */
export async function addSeat(db: Db, registrationId: number): Promise<'added' | 'not-overbooked' | null> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ programId: registrations.programId }).from(registrations).where(eq(registrations.id, registrationId));
    if (!owner) return null;
    // The program's lock first, as every seat decision takes it.
    const program = await lockProgram(tx, owner.programId);
    const [marked] = await tx.select({ id: registrations.id }).from(registrations).where(and(eq(registrations.id, registrationId), isOverbooked)).for('update');
    if (!marked) return 'not-overbooked';
    // A capacity removed meanwhile (no limit) has no seat to add: the mark alone is cleared.
    if (program?.capacity != null) await tx.update(programs).set({ capacity: sql`${programs.capacity} + 1` }).where(eq(programs.id, program.id));
    await tx.update(registrations).set({ overbookedAt: null }).where(eq(registrations.id, registrationId));
    return 'added';
  });
}

/** Clears the marks one program no longer needs (the oldest first); how many were cleared. */
async function settleProgram(db: Db, programId: number, clock: SeatClock): Promise<number> {
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, programId);
    if (!program) return 0;
    const marked = await tx.select({ id: registrations.id }).from(registrations)
      .where(and(eq(registrations.programId, programId), isOverbooked)).orderBy(asc(registrations.overbookedAt), asc(registrations.id)).for('update');
    // Without a capacity (removed meanwhile) no seat is over it; otherwise as many stay marked as seats are over.
    const over = program.capacity === null ? 0 : Math.max(0, (await seatsTaken(tx, programId, clock)) - program.capacity);
    const freed = marked.slice(0, Math.max(0, marked.length - over)).map((row) => row.id);
    for (const id of freed) await tx.update(registrations).set({ overbookedAt: null }).where(eq(registrations.id, id));
    return freed.length;
  });
}

/** The season job 'overbooked-seats': a mark whose seat has since freed is cleared. */
export function overbookedSeatsJob({ db, settings }: { db: Db; settings: Pick<SettingsService, 'current'> }): SeasonJob {
  return {
    name: 'overbooked-seats',
    async run(now) {
      const candidates = await db.selectDistinct({ programId: registrations.programId }).from(registrations).where(isOverbooked);
      if (candidates.length === 0) return 0;
      const clock = { now, holdMinutes: (await settings.current()).seatHoldMinutes };
      let cleared = 0;
      for (const { programId } of candidates) cleared += await settleProgram(db, programId, clock);
      return cleared;
    },
  };
}
