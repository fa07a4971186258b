// The seat on the registrant's own page (issue 27): until when a pending registration's seat is held;
// once the hold lapsed and the program is full, that it expired, with the waitlist instead of "Pay now";
// and, once they joined it from there, their place in line.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { packageFor } from '../../common/prices.js';
import { holdEndsAt } from '../../common/seats.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { PublicRegistrationSchema } from '../../common/schemas/registration.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { registrations, type Registration } from '../registrations/index.js';
import { type Program } from '../programs/index.js';
import { waitlistEntries, joinWaitlist, waitlistDetails, type WaitlistDetails, lockProgram, seatsTaken, type SeatClock } from '../seats/index.js';

export type RegistrantSeat =
  | { state: 'held'; until: Date }
  /** The hold lapsed and every seat is taken; `canJoin`: the program still takes people (active). */
  | { state: 'expired'; canJoin: boolean }
  /** On the program's waitlist; `position` is null once a seat is offered. */
  | { state: 'waitlisted'; position: number | null };

const sameName = (registration: Registration) => and(
  sql`lower(${waitlistEntries.email}) = ${registration.email.toLowerCase()}`,
  sql`lower(${waitlistEntries.firstName}) = ${registration.firstName.toLowerCase()}`,
  sql`lower(${waitlistEntries.lastName}) = ${registration.lastName.toLowerCase()}`,
);

/** The person's entry in the program's line (waiting or offered), with their place among those waiting. */
async function placeInLine(executor: Db | Tx, registration: Registration): Promise<RegistrantSeat | null> {
  const [entry] = await executor.select({ status: waitlistEntries.status, position: waitlistEntries.position }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.programId, registration.programId), inArray(waitlistEntries.status, ['waiting', 'offered']), sameName(registration)));
  if (!entry) return null;
  if (entry.status === 'offered') return { state: 'waitlisted', position: null };
  const [ahead] = await executor.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.programId, registration.programId), eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.position} < ${entry.position}`));
  return { state: 'waitlisted', position: Number(ahead?.n ?? 0) + 1 };
}

/** What the page says of the seat; null when there is nothing to say (no capacity, paid, or a free seat to pay for). */
export async function registrantSeat(db: Db, registration: Registration, program: Program | null, clock: SeatClock): Promise<RegistrantSeat | null> {
  if (program?.capacity == null || registration.paymentStatus !== 'pending') return null;
  if (registration.registrationStatus !== 'active') return placeInLine(db, registration);
  const until = holdEndsAt(registration, clock.holdMinutes);
  if (until > clock.now) return { state: 'held', until };
  // A lapsed hold with a free seat keeps "Pay now": paying takes the seat again.
  if ((await seatsTaken(db, program.id, clock)) < program.capacity) return null;
  return { state: 'expired', canJoin: program.active };
}

/** The registration's form answers, as a waitlist entry keeps them to fill the dialog in again. */
function detailsOf(registration: Registration, timeZone: string): WaitlistDetails {
  const answers = Object.fromEntries(
    Object.keys(PublicRegistrationSchema.shape)
      .map((key) => [key, registration[key as keyof Registration]] as const)
      .filter(([key, value]) => value !== null && value !== '' && (key !== 'shirtSize' || registration.equipmentBundle)),
  );
  const packageType = packageFor(registration.dateOfBirth, registration.experienceLevel, dateInTimeZone(registration.createdAt, timeZone));
  return waitlistDetails({ ...answers, firstName: registration.firstName, lastName: registration.lastName, email: registration.email, equipmentBundle: registration.equipmentBundle }, packageType);
}

/**
 * The registrant joins the waitlist from their page: under the program's lock, and only while their hold
 * has lapsed and the program is full. The unpaid registration is cancelled (it holds no seat, and a seat
 * offered later is taken with a new registration from the offer's link); the waitlist sends its email.
 * False when that does not apply (any more): the page then shows what does.
 */
export async function joinWaitlistFromPage(db: Db, registration: Registration, clock: SeatClock, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, registration.programId);
    if (!program?.active || program.capacity === null) return false;
    const [current] = await tx.select().from(registrations).where(eq(registrations.id, registration.id)).for('update');
    if (!current || current.paymentStatus !== 'pending' || current.registrationStatus !== 'active') return false;
    if (holdEndsAt(current, clock.holdMinutes) > clock.now) return false;
    if ((await seatsTaken(tx, program.id, clock)) < program.capacity) return false;
    await joinWaitlist(tx, program.id, detailsOf(current, timeZone), clock.now);
    await tx.update(registrations).set({ registrationStatus: 'cancelled', cancelledAt: clock.now, overbookedAt: null }).where(eq(registrations.id, current.id));
    return true;
  });
}
