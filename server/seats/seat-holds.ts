// Seat holds that lapsed (issue 27). A payment call for a pending registration whose hold ran out takes
// a seat again only if one is free at that moment; a payment that still succeeds for a seat that is gone
// (a late Stripe event) pays the registration and marks it overbooked for staff. Both decide under the
// program's row lock, taken before the registration's row (the order every seat decision keeps).
import { eq } from 'drizzle-orm';
import { holdEndsAt } from '../../common/seats.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations } from '../registrations/index.js';
import { settings } from '../settings/index.js';
import { outboxRowsFor } from '../email/index.js';
import { ADMIN_OVERBOOKED_EMAILS } from './emails/overbooked-emails.js';
import { lockProgram, seatsTaken, type SeatClock } from './seats.js';

/** The registration's program, locked, with what decides its seat; null when either is gone. */
async function lockSeatOf(tx: Tx, registrationId: number) {
  const [owner] = await tx.select({ programId: registrations.programId }).from(registrations).where(eq(registrations.id, registrationId));
  if (!owner) return null;
  const program = await lockProgram(tx, owner.programId);
  const [registration] = await tx
    .select({ createdAt: registrations.createdAt, seatHeldAt: registrations.seatHeldAt, paymentStatus: registrations.paymentStatus, registrationStatus: registrations.registrationStatus })
    .from(registrations).where(eq(registrations.id, registrationId)).for('update');
  return program && registration ? { program, registration } : null;
}

/** The program's row lock, before the caller locks the registration's row (a payment being recorded). */
export async function lockProgramOf(tx: Tx, registrationId: number): Promise<void> {
  await lockSeatOf(tx, registrationId);
}

export type PaymentSeat = { kind: 'unlimited' } | { kind: 'held'; until: Date } | { kind: 'full' };

/**
 * Before a payment: the seat of a pending registration of a program with a capacity. A hold still
 * running is kept; a lapsed one starts again now when a seat is free ('held', until when), else 'full'.
 * A program without a capacity, or a registration that is not pending and active (the caller refuses
 * those), is 'unlimited'.
 */
export async function holdSeatForPayment(db: Db, registrationId: number, clock: SeatClock): Promise<PaymentSeat> {
  return db.transaction(async (tx): Promise<PaymentSeat> => {
    const locked = await lockSeatOf(tx, registrationId);
    if (!locked) return { kind: 'unlimited' };
    const { program, registration } = locked;
    if (program.capacity === null) return { kind: 'unlimited' };
    if (registration.paymentStatus !== 'pending' || registration.registrationStatus !== 'active') return { kind: 'unlimited' };
    const until = holdEndsAt(registration, clock.holdMinutes);
    if (until > clock.now) return { kind: 'held', until };
    // Its own lapsed hold is not counted, so this is every seat but its own.
    if ((await seatsTaken(tx, program.id, clock)) >= program.capacity) return { kind: 'full' };
    await tx.update(registrations).set({ seatHeldAt: clock.now }).where(eq(registrations.id, registrationId));
    return { kind: 'held', until: holdEndsAt({ createdAt: registration.createdAt, seatHeldAt: clock.now }, clock.holdMinutes) };
  });
}

/** settings.seatHoldMinutes, read in the caller's transaction (the ledger has no settings service). */
async function holdMinutesIn(tx: Tx): Promise<number> {
  const [row] = await tx.select({ minutes: settings.seatHoldMinutes }).from(settings).where(eq(settings.id, 1));
  return row?.minutes ?? 30;
}

/** What a registration was before its payment was recorded: its program and the hold it had. */
export type SeatBeforePayment = NonNullable<Awaited<ReturnType<typeof lockSeatOf>>>;

/** Locks the program, then reads the registration's hold (call before marking it paid). */
export const seatBeforePayment = (tx: Tx, registrationId: number) => lockSeatOf(tx, registrationId);

/**
 * After a pending registration was marked paid: when its hold had lapsed (it held no seat) and the
 * program's seats taken, this one counted, are more than its capacity, it is marked overbooked and the
 * office hears of it. A registration that still held its seat is never the one over the capacity.
 */
export async function markIfOverbooked(tx: Tx, registrationId: number, before: SeatBeforePayment, at: Date): Promise<boolean> {
  const { program, registration } = before;
  if (program.capacity === null || registration.registrationStatus !== 'active') return false;
  const clock = { now: at, holdMinutes: await holdMinutesIn(tx) };
  if (holdEndsAt(registration, clock.holdMinutes) > at) return false;
  if ((await seatsTaken(tx, program.id, clock)) <= program.capacity) return false;
  await tx.update(registrations).set({ overbookedAt: at }).where(eq(registrations.id, registrationId));
  await tx.insert(emailOutbox).values(outboxRowsFor(ADMIN_OVERBOOKED_EMAILS, registrationId));
  return true;
}
