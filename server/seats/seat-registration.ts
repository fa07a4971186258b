// The public registration for a program with a capacity, or with a waitlist offer (issue 16): one short
// transaction locks the program's row, counts the seats in a statement after the lock, then stores the
// registration with its emails or, when the program is full, a waitlist entry with its email. The lock
// makes parallel requests take turns, so the last seat is never taken twice.
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { insertWithEmails, outboxRowsFor, type QueuedEmail } from '../email/index.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations, type Registration, type PublicRegistrationValues, activeRegistrationOf, queueAlreadyRegistered } from '../registrations/index.js';
import { waitlistEntries } from './tables.js';
import { WAITLIST_JOINED_EMAILS } from './emails/waitlist-emails.js';
import { invalid } from '../kernel/refusals.js';
import { findOffer, OFFER_MESSAGES } from './offer-tokens.js';
import { lockProgram, seatsTaken, type SeatClock } from './seats.js';

/** What a waitlist entry keeps of the form: who, the package, and the answers that fill the dialog again. */
export interface WaitlistDetails {
  firstName: string;
  lastName: string;
  email: string;
  packageType: string;
  equipmentBundle: boolean;
  answers: Record<string, unknown>;
}

export interface SeatRequest {
  programId: number;
  values: PublicRegistrationValues;
  emails: QueuedEmail[];
  waitlist: WaitlistDetails;
  offerToken?: string | undefined;
}

export type SeatOutcome =
  | { kind: 'registered'; registration: Registration }
  | { kind: 'waitlisted'; programId: number; entryId: number; position: number; alreadyWaiting: boolean }
  | { kind: 'unavailable' }
  /** Issue 27: the person is registered in the program already (nothing stored; their email maybe queued). */
  | { kind: 'duplicate'; noticeQueued: boolean };

/** The offer a token holds in this program, locked; refused with the reason when it cannot be used. */
async function requireOffer(tx: Tx, token: string, programId: number, now: Date) {
  const found = await findOffer(tx, token, now);
  const message = found ? (found.state === 'valid' ? undefined : OFFER_MESSAGES[found.state]) : OFFER_MESSAGES.unknown;
  if (message || !found || found.entry.programId !== programId) {
    const reason = message ?? OFFER_MESSAGES.unknown;
    throw invalid(reason, { offerToken: reason });
  }
  const [entry] = await tx.select().from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, found.entry.id), eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now))).for('update');
  if (!entry) throw invalid(OFFER_MESSAGES.used, { offerToken: OFFER_MESSAGES.used });
  return entry;
}

/** Adds the person at the end of the waitlist (or finds them there already) and queues the "on the waitlist" email. */
export async function joinWaitlist(tx: Tx, programId: number, details: WaitlistDetails, now: Date): Promise<SeatOutcome> {
  const [already] = await tx.select({ id: waitlistEntries.id, position: waitlistEntries.position }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.programId, programId), inArray(waitlistEntries.status, ['waiting', 'offered']), sql`lower(${waitlistEntries.email}) = ${details.email.toLowerCase()}`));
  if (already) return { kind: 'waitlisted', programId, entryId: already.id, position: await placeInLine(tx, programId, already.position), alreadyWaiting: true };
  const [last] = await tx.select({ position: max(waitlistEntries.position) }).from(waitlistEntries).where(eq(waitlistEntries.programId, programId));
  const position = (last?.position ?? 0) + 1;
  const [entry] = await tx.insert(waitlistEntries).values({ programId, position, ...details, createdAt: now, updatedAt: now }).returning({ id: waitlistEntries.id });
  if (!entry) throw new Error('insert returned no row');
  await tx.insert(emailOutbox).values(outboxRowsFor(WAITLIST_JOINED_EMAILS, entry.id));
  return { kind: 'waitlisted', programId, entryId: entry.id, position: await placeInLine(tx, programId, position), alreadyWaiting: false };
}

/** The person's place among those still waiting (1 = next), which is what they want to know. */
async function placeInLine(tx: Tx, programId: number, position: number): Promise<number> {
  const [row] = await tx.select({ ahead: sql<number>`count(*)::int` }).from(waitlistEntries)
    .where(and(eq(waitlistEntries.programId, programId), eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.position} < ${position}`));
  return Number(row?.ahead ?? 0) + 1;
}

export async function registerForSeat(db: Db, clock: SeatClock, request: SeatRequest): Promise<SeatOutcome> {
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, request.programId);
    if (!program?.active) return { kind: 'unavailable' };
    // A valid offer holds its seat: it is taken even when staff offered it over the capacity.
    const offer = request.offerToken ? await requireOffer(tx, request.offerToken, program.id, clock.now) : null;
    // Issue 27: checked under the lock and before the seats, so someone registered is never waitlisted
    // (nor takes an offer's seat: the offer stays theirs to pass on).
    const stored = request.values.personKey ? await activeRegistrationOf(tx, program.id, request.values.personKey) : null;
    if (stored) return { kind: 'duplicate', noticeQueued: await queueAlreadyRegistered(tx, stored.id, clock.now) };
    if (!offer && program.capacity !== null && (await seatsTaken(tx, program.id, clock)) >= program.capacity) {
      return joinWaitlist(tx, program.id, request.waitlist, clock.now);
    }
    const registration = await insertWithEmails(tx, {
      table: registrations,
      // The app's clock starts the seat's hold (tests move it).
      values: { ...request.values, programName: program.name, createdAt: clock.now, updatedAt: clock.now },
      emails: request.emails,
    });
    if (offer) {
      await tx.update(waitlistEntries).set({ status: 'accepted', registrationId: registration.id, updatedAt: clock.now }).where(eq(waitlistEntries.id, offer.id));
    }
    return { kind: 'registered', registration };
  });
}

export interface SeatDeskDeps {
  db: Db;
  now: () => Date;
  settings: { current(): Promise<{ seatHoldMinutes: number }> };
  capacityOf: (programId: number) => Promise<number | null>;
}

/** What the registration service asks: does this program count seats, and take one (or a place in line). */
export function createSeatDesk({ db, now, settings, capacityOf }: SeatDeskDeps) {
  return {
    capacityOf,
    async register(request: SeatRequest): Promise<SeatOutcome> {
      const { seatHoldMinutes } = await settings.current();
      return registerForSeat(db, { now: now(), holdMinutes: seatHoldMinutes }, request);
    },
  };
}
export type SeatDesk = ReturnType<typeof createSeatDesk>;

export type Waitlisted = Extract<SeatOutcome, { kind: 'waitlisted' }>;

/** Answers that are not kept for the prefill: the agreements (asked again), the amount, the token. */
const NOT_KEPT = new Set(['liabilityWaiver', 'photoConsent', 'paymentAmount', 'programName', 'offerToken']);

/** What a waitlist entry keeps of a registration form. */
export function waitlistDetails(input: { firstName: string; lastName: string; email: string; equipmentBundle?: boolean | undefined } & Record<string, unknown>, packageType: string): WaitlistDetails {
  const answers = Object.fromEntries(Object.entries(input).filter(([key, value]) => !NOT_KEPT.has(key) && value !== undefined));
  return { firstName: input.firstName, lastName: input.lastName, email: input.email, packageType, equipmentBundle: input.equipmentBundle ?? false, answers };
}
