// The waitlist (issue 16): free seats go to the next waiting people by position as offers (an email
// with a one-use link, open for settings.waitlistOfferHours); offers past their time expire and pass
// on. Every change takes the program's row lock first (seats.ts), like a registration, so an offer and
// a registration never count the same seat. Staff reorder, remove and offer by hand.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { programs } from '../programs/index.js';
import { waitlistEntries, type WaitlistEntry } from './tables.js';
import { outboxRowsFor } from '../email/index.js';
import { WAITLIST_OFFER_EMAILS } from './emails/waitlist-emails.js';
import { conflict } from '../kernel/refusals.js';
import { loggableError } from '../kernel/http/log-safety.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import { lockProgram, seatsTaken, type SeatClock } from './seats.js';

export interface WaitlistDeps {
  db: Db;
  now: () => Date;
  settings: { current(): Promise<{ seatHoldMinutes: number; waitlistOfferHours: number }> };
  /** Outbox rows were written: the worker sends them soon. */
  queued: () => void;
  log: { error(object: object, message: string): void };
}

const HOUR_MS = 60 * 60 * 1000;
const LINE = ['waiting', 'offered'] as const;

export function createWaitlist({ db, now, settings, queued, log }: WaitlistDeps) {
  async function clockAt(at: Date): Promise<SeatClock & { offerHours: number }> {
    const current = await settings.current();
    return { now: at, holdMinutes: current.seatHoldMinutes, offerHours: current.waitlistOfferHours };
  }

  /** Offers the entries a seat each and queues their emails (inside the caller's program lock). */
  async function offer(tx: Tx, ids: number[], at: Date, offerHours: number): Promise<void> {
    if (ids.length === 0) return;
    await tx.update(waitlistEntries)
      .set({ status: 'offered', offeredAt: at, offerExpiresAt: new Date(at.getTime() + offerHours * HOUR_MS), offerTokenHash: null, updatedAt: at })
      .where(inArray(waitlistEntries.id, ids));
    await tx.insert(emailOutbox).values(ids.flatMap((id) => outboxRowsFor(WAITLIST_OFFER_EMAILS, id)));
  }

  /** Gives one program's free seats to its next waiting entries; how many were offered. */
  async function fillProgram(programId: number, clock: SeatClock & { offerHours: number }): Promise<number> {
    return db.transaction(async (tx) => {
      const program = await lockProgram(tx, programId);
      if (!program?.active || program.capacity === null) return 0;
      const free = program.capacity - (await seatsTaken(tx, programId, clock));
      if (free <= 0) return 0;
      const next = await tx.select({ id: waitlistEntries.id }).from(waitlistEntries)
        .where(and(eq(waitlistEntries.programId, programId), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.position)).limit(free).for('update');
      await offer(tx, next.map((entry) => entry.id), clock.now, clock.offerHours);
      return next.length;
    });
  }

  /** Every program with a capacity and someone waiting (or only `programIds`) gets its free seats offered. */
  async function fill(programIds?: number[]): Promise<number> {
    const clock = await clockAt(now());
    const candidates = await db.selectDistinct({ programId: waitlistEntries.programId }).from(waitlistEntries)
      .innerJoin(programs, eq(programs.id, waitlistEntries.programId))
      .where(and(eq(waitlistEntries.status, 'waiting'), isNotNull(programs.capacity), programIds ? inArray(waitlistEntries.programId, programIds) : undefined));
    let offered = 0;
    for (const { programId } of candidates) offered += await fillProgram(programId, clock);
    if (offered > 0) queued();
    return offered;
  }

  /** Offers past their time expire (their seats then go to the next people). */
  async function expire(at: Date): Promise<number> {
    const expired = await db.update(waitlistEntries).set({ status: 'expired', updatedAt: at })
      .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, at))).returning({ id: waitlistEntries.id });
    return expired.length;
  }

  /** The entry in the line (waiting or offered), or null. */
  async function findInLine(tx: Tx, id: number): Promise<WaitlistEntry | null> {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    return entry ?? null;
  }

  const job: SeasonJob = {
    name: 'waitlist-offers',
    // Expired offers and holds free seats; both are caught here within a minute.
    async run(at) {
      return (await expire(at)) + (await fill());
    },
  };

  return {
    job,
    /**
     * A seat may have freed (a cancellation, a deletion, a capacity raised): offer it now. Called after
     * the change is committed, so a failure is only logged: the season job offers it within a minute.
     */
    seatsMayHaveFreed: (programIds?: number[]) => fill(programIds).catch((error: unknown) => {
      log.error({ err: loggableError(error) }, 'waitlist: offering freed seats failed');
      return 0;
    }),

    /** Swaps the entry with its neighbour in the line; null when there is no such entry. */
    async move(id: number, direction: 'up' | 'down'): Promise<WaitlistEntry | null> {
      const [found] = await db.select({ programId: waitlistEntries.programId }).from(waitlistEntries).where(eq(waitlistEntries.id, id));
      if (!found) return null;
      return db.transaction(async (tx) => {
        await lockProgram(tx, found.programId);
        const entry = await findInLine(tx, id);
        if (!entry || !(LINE as readonly string[]).includes(entry.status)) throw conflict('Only a waiting or offered entry can be moved');
        const [neighbour] = await tx.select().from(waitlistEntries)
          .where(and(eq(waitlistEntries.programId, entry.programId), inArray(waitlistEntries.status, [...LINE]),
            direction === 'up' ? lt(waitlistEntries.position, entry.position) : gt(waitlistEntries.position, entry.position)))
          .orderBy(direction === 'up' ? desc(waitlistEntries.position) : asc(waitlistEntries.position)).limit(1);
        if (!neighbour) return entry;
        const at = now();
        await tx.update(waitlistEntries).set({ position: neighbour.position, updatedAt: at }).where(eq(waitlistEntries.id, entry.id));
        await tx.update(waitlistEntries).set({ position: entry.position, updatedAt: at }).where(eq(waitlistEntries.id, neighbour.id));
        return { ...entry, position: neighbour.position };
      });
    },

    /** Takes the entry off the waitlist (an open offer's seat passes on); false when there is no such entry. */
    async remove(id: number): Promise<boolean> {
      const at = now();
      const [removed] = await db.update(waitlistEntries).set({ status: 'removed', updatedAt: at })
        .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...LINE, 'expired']))).returning();
      if (!removed) {
        const [exists] = await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.id, id));
        if (!exists) return false;
        throw conflict('This entry has already registered or been removed');
      }
      await fill([removed.programId]);
      return true;
    },

    /** The person turns the offer down (its link): they leave the waitlist and the seat passes on; false when the offer is not open. */
    async decline(entryId: number): Promise<boolean> {
      const at = now();
      const [declined] = await db.update(waitlistEntries).set({ status: 'removed', updatedAt: at })
        .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, at))).returning();
      if (!declined) return false;
      await fill([declined.programId]);
      return true;
    },

    /** Staff offer a seat by hand, even when the program is full; null when there is no such entry. */
    async offerByHand(id: number): Promise<WaitlistEntry | null> {
      const [found] = await db.select({ programId: waitlistEntries.programId }).from(waitlistEntries).where(eq(waitlistEntries.id, id));
      if (!found) return null;
      const clock = await clockAt(now());
      const entry = await db.transaction(async (tx) => {
        await lockProgram(tx, found.programId);
        const current = await findInLine(tx, id);
        if (!current || !['waiting', 'expired'].includes(current.status)) throw conflict('Only a waiting entry (or one whose offer expired) can be offered a seat');
        await offer(tx, [id], clock.now, clock.offerHours);
        return findInLine(tx, id);
      });
      queued();
      return entry;
    },

    /** The program's entries, the line first (offered, then waiting, by position), then the others. */
    async entries(programId: number): Promise<WaitlistEntry[]> {
      return db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, programId)).orderBy(
        sql`case ${waitlistEntries.status} when 'offered' then 0 when 'waiting' then 1 else 2 end`, asc(waitlistEntries.position),
      );
    },

    /** Seats taken in the program now. */
    async taken(programId: number): Promise<number> {
      return seatsTaken(db, programId, await clockAt(now()));
    },
  };
}
export type Waitlist = ReturnType<typeof createWaitlist>;
