// The rules the season simulation checks after every step (issue 27, point 8), read from the server's
// own answers (registrations, the payments ledger, the dashboard, the waitlist, certificates and the
// attendance grid) and the outbox table. The model only tells which records are the test's and what
// the test did; each check says what is wrong in words a regression test can keep.
import { eq } from 'drizzle-orm';
import { outboxRows } from '../outbox.js';
import { payments } from '../../../server/payments/tables.js';
import { registrations } from '../../../server/registrations/tables.js';
import { certificates } from '../../../server/certificates/tables.js';
import type { SeasonModel } from './model.js';
import { SEAT_HOLD_MINUTES } from './model.js';
import { NotBuiltYet, requireRoute, type Reply, type World } from './world.js';

export interface ServerRegistration {
  id: number;
  programId: number;
  firstName: string;
  paymentAmount: number;
  paymentStatus: 'pending' | 'paid' | 'free' | 'refunded';
  registrationStatus: 'active' | 'completed' | 'cancelled';
  refundedCents: number;
  refundDueCents: number | null;
  consentStatus: string;
  /** Point 1; undefined until it is built. */
  overbookedAt?: string | null;
}

interface LedgerEntry {
  id: number;
  kind: 'payment' | 'refund' | 'dispute';
  stripeId: string;
  paymentIntentId: string | null;
  registrationId: number | null;
  amountCents: number;
  status: string;
  duplicate: boolean;
  refundedCents: number;
  method?: string;
}

interface WaitlistEntry {
  id: number;
  status: string;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  registrationId: number | null;
}

interface Status {
  season: { overbooked?: number };
  refundsDue?: { count: number; cents: number };
}

interface Grid {
  sessions: { id: number; date: string; startTime: string }[];
  marks: { registrationId: number; sessionId: number; status: string }[];
}

interface Certificate {
  id: number;
  registrationId: number | null;
  status: string;
  overrideReason?: string | null;
}

const COUNTED_REFUND = ['pending', 'requires_action', 'succeeded'];
const noteUnbuilt = process.env.SEASON_UNBUILT === 'note';

class InvariantBroken extends Error {}

function ok(reply: Reply, what: string): Reply {
  requireRoute(reply, what);
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

export async function readRegistration(world: World, id: number): Promise<ServerRegistration> {
  return ok(await world.admin('GET', `/api/registrations/${id}`), `GET /api/registrations/${id}`).json.data as ServerRegistration;
}

/** The program's capacity and the seats the server counts as taken now. */
export async function seatsOf(world: World, model: Pick<SeasonModel, 'programId'>): Promise<{ capacity: number; taken: number; entries: WaitlistEntry[] }> {
  const data = ok(await world.admin('GET', `/api/programs/${model.programId}/waitlist`), 'the waitlist').json.data as { capacity: number; seatsTaken: number; entries: WaitlistEntry[] };
  return { capacity: data.capacity, taken: data.seatsTaken, entries: data.entries };
}

/** Runs each check; a field a contract adds that is missing fails the run (or, with SEASON_UNBUILT=note, is noted). */
export async function checkInvariants(world: World, model: SeasonModel, step: string): Promise<void> {
  const state = await readState(world, model);
  const checks: [string, () => void][] = [
    ['the model agrees with the server', () => learn(model, state)],
    ['seats', () => seatRule(model, state)],
    ['ledger', () => ledgerRule(model, state)],
    ['refunds due', () => refundsDueRule(model, state)],
    ['certificates', () => certificateRule(model, state)],
    ['emails', () => emailRule(model, state)],
  ];
  for (const [name, check] of checks) {
    try {
      check();
    } catch (error) {
      if (error instanceof NotBuiltYet) throw new NotBuiltYet(`${error.what} (after ${step})`);
      if (error instanceof InvariantBroken) throw new InvariantBroken(`after ${step}: ${name}: ${error.message}`);
      throw error;
    }
  }
}

type State = Awaited<ReturnType<typeof readState>>;

/**
 * The server's answers are functions of what is stored, so an answer is asked again only when what it
 * reads changed (the registrations and the seats, which move with the clock, every time): the
 * simulation stays within its time in CI.
 */
const answers = new WeakMap<World, Map<string, { stored: string; data: unknown }>>();

async function answerFor<T>(world: World, key: string, stored: unknown, path: string): Promise<T> {
  let cache = answers.get(world);
  if (!cache) answers.set(world, (cache = new Map()));
  const fingerprint = JSON.stringify(stored);
  const known = cache.get(key);
  if (known?.stored === fingerprint) return known.data as T;
  const data = ok(await world.admin('GET', path), `GET ${path}`).json.data as T;
  cache.set(key, { stored: fingerprint, data });
  return data;
}

async function readState(world: World, model: SeasonModel) {
  const { db } = world.mailing.t;
  const [all, seats, holds, outbox, money, issued] = await Promise.all([
    world.admin('GET', '/api/registrations').then((reply) => ok(reply, 'GET /api/registrations').json.data as ServerRegistration[]),
    seatsOf(world, model),
    db.select({ id: registrations.id, seatHeldAt: registrations.seatHeldAt, createdAt: registrations.createdAt }).from(registrations).where(eq(registrations.programId, model.programId)),
    outboxRows(db),
    db.select().from(payments).orderBy(payments.id),
    db.select({ id: certificates.id, revokedAt: certificates.revokedAt }).from(certificates).where(eq(certificates.programId, model.programId)).orderBy(certificates.id),
  ]);
  const [ledger, status, refundsDue, issuedCertificates] = await Promise.all([
    answerFor<LedgerEntry[]>(world, 'ledger', [money, all.map((registration) => [registration.id, registration.programId])], '/api/payments'),
    answerFor<Status>(world, 'status', [all, money], '/api/admin/status'),
    answerFor<{ registrationId: number; dueCents: number }[]>(world, 'refunds due', [all, money], '/api/payments/refunds-due'),
    answerFor<Certificate[]>(world, `certificates ${model.programId}`, issued, `/api/certificates?programId=${model.programId}`),
  ]);
  // The attendance grid only when there is a new certificate to judge by it.
  const grid = issuedCertificates.some((certificate) => !model.certificatesSeen.has(certificate.id))
    ? ok(await world.admin('GET', `/api/programs/${model.programId}/attendance`), 'the attendance grid').json.data as Grid
    : { sessions: [], marks: [] };
  const now = world.clock.now();
  /** A field a contract adds is missing: the check goes on without it when SEASON_UNBUILT=note. */
  const missing = (what: string) => {
    if (!noteUnbuilt) throw new NotBuiltYet(what);
    world.unbuilt.add(what);
  };
  return { missing, all, mine: all.filter((registration) => registration.programId === model.programId), ledger, status, refundsDue, seats, certificates: issuedCertificates, grid, holds, outbox, now };
}

function broken(message: string): never {
  throw new InvariantBroken(message);
}

/** Brings what the model learns from the server up to date, and checks what only the commands change. */
function learn(model: SeasonModel, state: State) {
  const byId = new Map(state.mine.map((registration) => [registration.id, registration]));
  for (const registration of state.mine) {
    if (!model.registrations.some((known) => known.id === registration.id)) broken(`registration ${registration.id} exists that no command made`);
  }
  for (const known of model.registrations) {
    const stored = byId.get(known.id);
    if (!stored) broken(`registration ${known.id} is gone`);
    if (stored.registrationStatus !== known.status) broken(`registration ${known.id} is ${stored.registrationStatus}; the commands made it ${known.status}`);
    known.paymentStatus = stored.paymentStatus;
    known.refundDueCents = stored.refundDueCents;
    const hold = state.holds.find((row) => row.id === known.id);
    if (hold) known.holdStart = hold.seatHeldAt ?? hold.createdAt;
    // As staff see it (common/seats.ts): marked, and still paid and active.
    known.overbooked = stored.overbookedAt != null && stored.paymentStatus === 'paid' && stored.registrationStatus === 'active';
  }
  for (const entry of model.entries) {
    const stored = state.seats.entries.find((row) => row.id === entry.id);
    if (!stored) broken(`waitlist entry ${entry.id} is gone`);
    entry.status = stored.status;
    entry.offerExpiresAt = stored.offerExpiresAt ? new Date(stored.offerExpiresAt) : null;
    if (stored.offeredAt) entry.offersSeen.add(stored.offeredAt);
  }
  if (state.mine.some((registration) => registration.overbookedAt === undefined)) state.missing('point 1: overbookedAt in GET /api/registrations');
}

/** Seats taken ≤ capacity, unless the extra ones are marked overbooked (or staff offered them over the capacity). */
function seatRule(model: SeasonModel, state: State) {
  const { now, seats } = state;
  const holdOf = (id: number) => model.registrations.find((known) => known.id === id)?.holdStart ?? now;
  const holding = state.mine.filter((registration) => registration.registrationStatus === 'active'
    && (registration.paymentStatus === 'paid' || registration.paymentStatus === 'free'
      || (registration.paymentStatus === 'pending' && now.getTime() - holdOf(registration.id).getTime() < SEAT_HOLD_MINUTES * 60_000)));
  const openOffers = seats.entries.filter((entry) => entry.status === 'offered' && entry.offerExpiresAt !== null && new Date(entry.offerExpiresAt) > now);
  const taken = holding.length + openOffers.length;
  if (taken !== seats.taken) broken(`the server counts ${seats.taken} seats taken; its registrations and offers hold ${taken}`);
  const overbooked = holding.filter((registration) => registration.overbookedAt);
  const staffOffered = model.entries.filter((entry) => entry.staffOverCapacity).filter((entry) => {
    const stored = seats.entries.find((row) => row.id === entry.id);
    return openOffers.some((offer) => offer.id === entry.id) || holding.some((registration) => registration.id === stored?.registrationId);
  });
  const counted = taken - overbooked.length - staffOffered.length;
  if (counted > seats.capacity) {
    const list = holding.map((registration) => `#${registration.id} ${registration.paymentStatus}${registration.overbookedAt ? ' (overbooked)' : ''}`).join(', ');
    broken(`${taken} seats taken in a program of ${seats.capacity} (${list}${openOffers.length ? `, ${openOffers.length} open offer(s)` : ''}), only ${overbooked.length} marked overbooked`);
  }
  const marked = state.all.filter((registration) => registration.overbookedAt && registration.paymentStatus === 'paid' && registration.registrationStatus === 'active').length;
  if (state.status.season.overbooked === undefined) state.missing('point 1: season.overbooked in GET /api/admin/status');
  else if (state.status.season.overbooked !== marked) broken(`the dashboard counts ${state.status.season.overbooked} overbooked; ${marked} registrations are marked`);
}

/** A registration's ledger: its own payments less their counted refunds is what it says was paid less refundedCents. */
function ledgerRule(model: SeasonModel, state: State) {
  for (const registration of state.mine) {
    const rows = state.ledger.filter((row) => row.registrationId === registration.id);
    const own = rows.filter((row) => row.kind === 'payment' && !row.duplicate);
    const ownIntents = new Set(own.map((row) => row.stripeId));
    const paid = own.reduce((sum, row) => sum + row.amountCents, 0);
    const refunds = rows.filter((row) => row.kind === 'refund' && COUNTED_REFUND.includes(row.status));
    const refunded = refunds.filter((row) => row.paymentIntentId && ownIntents.has(row.paymentIntentId)).reduce((sum, row) => sum + row.amountCents, 0);
    const says = registration.paymentStatus === 'paid' || registration.paymentStatus === 'refunded' ? registration.paymentAmount * 100 : 0;
    const rowsText = rows.map((row) => `${row.kind} ${row.amountCents}${row.duplicate ? ' duplicate' : ''} ${row.method ?? 'stripe'} ${row.status}`).join('; ') || 'none';
    if (paid - refunded !== says - registration.refundedCents) {
      broken(`registration ${registration.id} (${registration.paymentStatus}, fee ${says} cents, refunded ${registration.refundedCents}) has ledger ${paid} paid − ${refunded} refunded [${rowsText}]`);
    }
    if (paid !== says) broken(`registration ${registration.id} says ${says} cents were paid (${registration.paymentStatus}); its ledger holds ${paid} [${rowsText}]`);
    if (registration.refundDueCents && registration.refundDueCents > says - registration.refundedCents) {
      broken(`registration ${registration.id} has ${registration.refundDueCents} cents due back of ${says - registration.refundedCents} left`);
    }
  }
  for (const payment of state.ledger.filter((row) => row.kind === 'payment')) {
    if (payment.refundedCents > payment.amountCents) broken(`payment ${payment.id} (${payment.amountCents} cents) has ${payment.refundedCents} refunded`);
  }
}

/** Every refund due is on the dashboard and the Payments screen's list, and stays there until staff settle it. */
function refundsDueRule(model: SeasonModel, state: State) {
  const due = state.all.filter((registration) => (registration.refundDueCents ?? 0) > 0);
  const cents = due.reduce((sum, registration) => sum + (registration.refundDueCents ?? 0), 0);
  if (!state.status.refundsDue) state.missing('point 4: refundsDue in GET /api/admin/status');
  else if (state.status.refundsDue.count !== due.length || state.status.refundsDue.cents !== cents) {
    broken(`the dashboard says ${state.status.refundsDue.count} refunds due (${state.status.refundsDue.cents} cents); the registrations list ${due.length} (${cents} cents)`);
  }
  const listed = (rows: { id: number; cents: number }[]) => rows.map(({ id, cents: owed }) => `#${id} ${owed}`).sort().join(', ');
  const expected = listed(due.map((registration) => ({ id: registration.id, cents: registration.refundDueCents ?? 0 })));
  const shown = listed(state.refundsDue.map((row) => ({ id: row.registrationId, cents: row.dueCents })));
  if (shown !== expected) broken(`the payments' refunds-due list shows [${shown}]; the registrations owe [${expected}]`);
  for (const known of model.registrations.filter((registration) => registration.dueOpen)) {
    const stored = state.mine.find((registration) => registration.id === known.id)!;
    // Refunds by card that covered it settle it too (the server lowers the due as they come).
    if (!stored.refundDueCents && stored.refundedCents < stored.paymentAmount * 100 - Math.min(model.setup.feeKeptDollars * 100, stored.paymentAmount * 100)) {
      broken(`registration ${known.id}'s refund due disappeared without being settled (refunded ${stored.refundedCents} cents)`);
    }
    if (!stored.refundDueCents) known.dueOpen = false;
  }
}

/** A new certificate needs a settled fee, the consent if required and attendance at sessions that began, unless a reason is recorded. */
function certificateRule(model: SeasonModel, state: State) {
  const live = state.certificates.filter((certificate) => certificate.status !== 'revoked');
  const holders = live.map((certificate) => certificate.registrationId);
  if (new Set(holders).size !== holders.length) broken('a registration holds two live certificates');
  for (const certificate of state.certificates.filter((candidate) => !model.certificatesSeen.has(candidate.id))) {
    model.certificatesSeen.add(certificate.id);
    if (certificate.overrideReason === undefined) state.missing('point 3: overrideReason on the certificate answer');
    if (certificate.overrideReason) continue;
    const registration = state.mine.find((candidate) => candidate.id === certificate.registrationId);
    if (!registration) broken(`certificate ${certificate.id} belongs to no registration of the program`);
    const why: string[] = [];
    if (registration.paymentStatus !== 'paid' && registration.paymentStatus !== 'free') why.push(`the fee is ${registration.paymentStatus}`);
    if (registration.consentStatus === 'awaiting-guardian') why.push('the guardian has not signed');
    const started = new Set(state.grid.sessions.filter((session) => new Date(`${session.date}T${session.startTime}:00-07:00`) <= state.now).map((session) => session.id));
    const present = state.grid.marks.filter((mark) => mark.registrationId === registration.id && mark.status === 'present' && started.has(mark.sessionId)).length;
    if ((present * 100) / state.grid.sessions.length < 50) why.push(`present at ${present} of ${state.grid.sessions.length} sessions that began`);
    if (why.length > 0) broken(`certificate ${certificate.id} was issued to registration ${registration.id} without a reason though ${why.join(', ')}`);
  }
}

/** Each state change sends its email once: no second outbox row for the same message about the same record. */
function emailRule(model: SeasonModel, state: State) {
  const keyOf = (row: State['outbox'][number]) =>
    [row.template, row.recipient, row.registrationId, row.paymentId, row.waitlistEntryId, row.certificateId, row.sessionId, row.daysBefore].join('|');
  const counts = new Map<string, { row: State['outbox'][number]; n: number }>();
  for (const row of state.outbox) {
    const key = keyOf(row);
    counts.set(key, { row, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const rowsOf = (template: string, match: (row: State['outbox'][number]) => boolean) => state.outbox.filter((row) => row.template === template && match(row));
  for (const { row, n } of counts.values()) {
    if (n === 1) continue;
    let allowed = 1;
    if (row.template === 'waitlistOffer') allowed = model.entries.find((entry) => entry.id === row.waitlistEntryId)?.offersSeen.size ?? 1;
    // Point 2 tells the stored address of each second attempt (at most hourly; the command checks that).
    if (row.template === 'alreadyRegistered') allowed = model.registrations.find((known) => known.id === row.registrationId)?.duplicateAttempts ?? 1;
    if (n > allowed) broken(`${n} outbox rows "${row.template}" to the ${row.recipient} about the same record (${keyOf(row)})`);
  }
  const once = (what: string, rows: unknown[]) => {
    if (rows.length === 0) broken(`no email for ${what}`);
  };
  for (const known of model.registrations) {
    once(`registration ${known.id}'s confirmation`, rowsOf('registrationConfirmation', (row) => row.registrationId === known.id && row.recipient === 'registrant'));
    if (known.selfCancelled) once(`registration ${known.id}'s cancellation`, rowsOf('cancellationConfirmation', (row) => row.registrationId === known.id));
    if (known.paidByStripe) once(`registration ${known.id}'s payment`, rowsOf('paymentConfirmation', (row) => row.registrationId === known.id));
    if (known.consentSigned) once(`registration ${known.id}'s signed consent`, rowsOf('consentSigned', (row) => row.registrationId === known.id));
  }
  for (const entry of model.entries) once(`waitlist entry ${entry.id} joining`, rowsOf('waitlistJoined', (row) => row.waitlistEntryId === entry.id));
  for (const certificate of state.certificates) once(`certificate ${certificate.id}`, rowsOf('certificateIssued', (row) => row.certificateId === certificate.id));
  const mine = new Set(state.mine.map((registration) => registration.id));
  for (const refund of state.ledger.filter((row) => row.kind === 'refund' && COUNTED_REFUND.includes(row.status) && row.registrationId && mine.has(row.registrationId))) {
    once(`refund ${refund.id} (${refund.amountCents} cents, ${refund.method ?? 'stripe'})`, rowsOf('refundConfirmation', (row) => row.paymentId === refund.id));
  }
}
