// The season simulation's commands (issue 27, point 8): what families, officials, staff, Stripe and
// the clock do in a season, each against the real server over HTTP. A command names a person (0-3), not
// a registration id, so any shrunk sequence still means something; it acts on that person's newest
// registration and is skipped when it cannot apply. Each asserts what the contracts make certain of its
// answer, learns the rest from the server, then the invariants are checked (invariants.ts).
// toString() is the factory call that makes the command, so a failing sequence pastes into a test.
import { eq } from 'drizzle-orm';
import type fc from 'fast-check';
import { dateInTimeZone } from '../../../common/calendar/zone.js';
import { SEAT_HOLD_EXPIRED } from '../../../common/seats.js';
import { registrations } from '../../../server/registrations/tables.js';
import type { ReceivedEmail } from '../smtp-server.js';
import { stripeEvent, type StripeObject } from '../stripe-events.js';
import { checkInvariants, readRegistration, seatsOf } from './invariants.js';
import {
  activeOf, avoided, count, feeOf, latestOf, SEAT_HOLD_MINUTES, SELF_CANCEL_UNTIL_DAYS, TIME_ZONE,
  type PaymentAttempt, type Person, type PersonIndex, type RegistrationModel, type SeasonModel,
} from './model.js';
import { NotBuiltYet, requireRoute, say, type Reply, type World } from './world.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const DUPLICATE_MESSAGE = 'You are already registered for this program';
export const OVERRIDE_REASON = 'Paid and attended, confirmed by the program director';

/** SEASON_UNBUILT=note: a part not built yet is noted and skipped instead of failing the run (while helpers build it). */
const noteUnbuilt = process.env.SEASON_UNBUILT === 'note';
/** SEASON_TRACE=1: each step and its time. */
const trace = process.env.SEASON_TRACE === '1';

class SeasonFailure extends Error {}

export function fail(message: string, reply?: Reply): never {
  throw new SeasonFailure(reply ? `${message} (answer ${reply.status}: ${reply.text.slice(0, 400)})` : message);
}

export function expectStatus(reply: Reply, allowed: number[], what: string): Reply {
  requireRoute(reply, what);
  if (!allowed.includes(reply.status)) fail(`${what}: expected ${allowed.join(' or ')}`, reply);
  return reply;
}

export abstract class SeasonCommand implements fc.AsyncCommand<SeasonModel, World> {
  abstract check(model: Readonly<SeasonModel>): boolean;
  protected abstract act(model: SeasonModel, world: World): Promise<void>;
  abstract toString(): string;

  /** The command's action alone (no invariants), for a command made of others. */
  actOn(model: SeasonModel, world: World): Promise<void> {
    return this.act(model, world);
  }

  async run(model: SeasonModel, world: World): Promise<void> {
    const started = performance.now();
    try {
      await this.act(model, world);
    } catch (error) {
      if (!(error instanceof NotBuiltYet) || !noteUnbuilt) throw error;
      world.unbuilt.add(`${error.what} (${this.toString()})`);
    }
    await world.settle();
    const acted = performance.now();
    model.steps += 1;
    await checkInvariants(world, model, this.toString());
    if (trace) say(`${this.toString().padEnd(40)} ${(acted - started).toFixed(0).padStart(5)} ms + invariants ${(performance.now() - acted).toFixed(0)} ms`);
  }
}

// ---------------------------------------------------------------------------------------------------
// What the commands share

const minutesSince = (from: Date, now: Date) => (now.getTime() - from.getTime()) / MINUTE;
const holdLapsed = (registration: RegistrationModel, now: Date) => minutesSince(registration.holdStart, now) >= SEAT_HOLD_MINUTES;

/** The public form of a person, as the registration dialog sends it. */
function formOf(model: SeasonModel, person: Person, fee: number) {
  return {
    programId: model.programId, firstName: person.firstName, lastName: person.lastName, dateOfBirth: person.dateOfBirth,
    email: person.email, phone: '(602) 555-0134', experienceLevel: 'beginner',
    emergencyContactName: 'Sam Rivera', emergencyContactPhone: '602-555-0199', emergencyContactRelationship: 'Friend',
    liabilityWaiver: true, equipmentBundle: false, paymentAmount: fee,
    ...(person.guardianEmail && {
      parentGuardianName: 'Pat Lee', parentGuardianEmail: person.guardianEmail, parentGuardianPhone: '602-555-0177', parentGuardianRelationship: 'Parent',
    }),
  };
}

const newMessages = (world: World, since: number, to: string) => world.mailing.smtp.messages.slice(since).filter((message) => message.to.includes(to.toLowerCase()));
const linkIn = (message: ReceivedEmail | undefined, path: string) => (message ? new RegExp(`https?://[^/\\s]+(${path}/[A-Za-z0-9_-]{43})`).exec(message.text)?.[1] ?? null : null);

/** Stores a new registration the server answered with 201, with the links its emails carried. */
async function adopt(model: SeasonModel, world: World, person: Person, reply: Reply, since: number): Promise<RegistrationModel> {
  const data = reply.json.data as { id: number; paymentToken: string; paymentAmount: number; paymentStatus: RegistrationModel['paymentStatus'] };
  const [row] = await world.mailing.t.db.select({ createdAt: registrations.createdAt }).from(registrations).where(eq(registrations.id, data.id));
  const confirmation = newMessages(world, since, person.email).find((message) => message.subject.startsWith('Registration Confirmation'));
  const consent = person.guardianEmail ? newMessages(world, since, person.guardianEmail).find((message) => message.subject.startsWith('Consent needed')) : undefined;
  const registration: RegistrationModel = {
    id: data.id, person: person.index, paymentToken: data.paymentToken, fee: data.paymentAmount,
    pagePath: linkIn(confirmation, '/my-registration'), consentPath: linkIn(consent, '/consent'), linkSentAt: world.clock.now(),
    status: 'active', paymentStatus: data.paymentStatus, overbooked: false, refundDueCents: null, dueOpen: false,
    holdStart: row?.createdAt ?? world.clock.now(), attempts: [], duplicateAttempts: 0, noticeAt: null, paidByStripe: false, selfCancelled: false,
    consentSigned: false, marks: {},
  };
  if (!registration.pagePath) fail(`registration ${data.id}: the confirmation email carried no link to the registrant's page`);
  if (person.kind === 'minor' && !registration.consentPath) fail(`registration ${data.id}: no consent request reached the guardian of a minor`);
  model.registrations.push(registration);
  return registration;
}

const nowSeconds = (world: World) => Math.floor(world.clock.now().getTime() / 1000);

function stripeObjectOf(world: World, attempt: PaymentAttempt): StripeObject | undefined {
  const { stripe } = world.mailing;
  return attempt.kind === 'intent' ? stripe.paymentIntents.get(attempt.id) : stripe.checkoutSessions.get(attempt.id);
}

/** The event Stripe sends when the attempt is paid. */
function successEventOf(world: World, attempt: PaymentAttempt): object {
  const object = stripeObjectOf(world, attempt);
  if (!object) fail(`no Stripe object ${attempt.id}`);
  return attempt.kind === 'intent'
    ? stripeEvent('payment_intent.succeeded', { ...object }, { created: nowSeconds(world) })
    : stripeEvent('checkout.session.completed', { ...object, mode: 'payment' }, { created: nowSeconds(world) });
}

interface LedgerRow {
  id: number;
  kind: string;
  stripeId: string;
  paymentIntentId: string | null;
  registrationId: number | null;
  amountCents: number;
  refundedCents: number;
  status: string;
  duplicate: boolean;
  method?: string;
}

async function ledgerOf(world: World, registrationId: number): Promise<LedgerRow[]> {
  const reply = expectStatus(await world.admin('GET', `/api/payments?registrationId=${registrationId}`), [200], 'the payments ledger');
  return reply.json.data as LedgerRow[];
}

const isStripePayment = (row: LedgerRow) => row.kind === 'payment' && (row.method ?? 'stripe') === 'stripe' && row.stripeId.startsWith('pi_');

// ---------------------------------------------------------------------------------------------------
// Registering

class Register extends SeasonCommand {
  constructor(readonly person: PersonIndex) {
    super();
  }
  check = () => true;
  toString = () => `register(${this.person})`;

  protected async act(model: SeasonModel, world: World) {
    const person = model.people[this.person]!;
    const since = world.mailing.smtp.messages.length;
    const reply = await world.call('POST', '/api/register', formOf(model, person, feeOf(model, person, world.clock.now())));
    await world.settle();
    const active = activeOf(model, this.person);
    if (active) {
      // Point 2: the same person again while their registration is active.
      if (reply.status !== 409 || reply.json.message !== DUPLICATE_MESSAGE) {
        fail(`register(${this.person}) again while registration ${active.id} is active: expected 409 "${DUPLICATE_MESSAGE}" (point 2)`, reply);
      }
      // The stored address hears of it, at most once an hour (so the form cannot flood an inbox).
      const told = newMessages(world, since, person.email).some((message) => linkIn(message, '/my-registration'));
      const due = active.noticeAt === null || world.clock.now().getTime() - active.noticeAt.getTime() >= 60 * MINUTE;
      if (due && !told) fail(`register(${this.person}) again: no email with the link to their page reached the stored address`);
      if (!due && told) fail(`register(${this.person}) again within the hour: the stored address was emailed again`);
      if (due) active.noticeAt = world.clock.now();
      active.duplicateAttempts += 1;
      count(model, 'register: same person twice, refused');
      return;
    }
    expectStatus(reply, [201, 202], `register(${this.person})`);
    if (reply.status === 202) {
      const waitlist = expectStatus(await world.admin('GET', `/api/programs/${model.programId}/waitlist`), [200], 'the waitlist');
      const entries = (waitlist.json.data as { entries: { id: number; email: string; status: string }[] }).entries;
      const entry = entries.find((row) => row.email === person.email && (row.status === 'waiting' || row.status === 'offered'));
      if (!entry) fail(`register(${this.person}) answered "waitlisted" but the waitlist has no entry for them`, reply);
      if (!model.entries.some((known) => known.id === entry.id)) {
        model.entries.push({ id: entry.id, person: this.person, status: entry.status, offerExpiresAt: null, offersSeen: new Set(), staffOverCapacity: false });
      }
      count(model, 'register: waitlisted');
      return;
    }
    await adopt(model, world, person, reply, since);
    count(model, `register: ${person.kind}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Paying by card

class OpenPayment extends SeasonCommand {
  /** What the last call opened (for pay(), which goes on to the card). */
  opened: PaymentAttempt | null = null;

  constructor(readonly person: PersonIndex, readonly kind: 'intent' | 'checkout') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person) !== undefined;
  toString = () => `openPayment(${this.person}, '${this.kind}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const now = world.clock.now();
    const lapsed = holdLapsed(registration, now);
    const path = this.kind === 'intent' ? '/api/create-payment-intent' : '/api/create-checkout-json';
    const reply = await world.call('POST', path, { paymentAmount: registration.fee, registrationId: registration.id, paymentToken: registration.paymentToken });
    const payable = registration.status !== 'cancelled' && registration.paymentStatus === 'pending';
    const unreported = registration.attempts.filter((attempt) => attempt.state === 'charged' && !attempt.reported);
    if (payable && unreported.length > 0 && reply.status === 409 && reply.json.message === 'This registration has already been paid') {
      // The server asked Stripe about the attempt it knew, found it paid and recorded it (a late charge reported here).
      for (const attempt of unreported) attempt.reported = true;
      const after = await readRegistration(world, registration.id);
      if (after.paymentStatus !== 'paid') fail(`${this}: "already paid", yet registration ${registration.id} is ${after.paymentStatus}`);
      registration.paidByStripe = true;
      count(model, `open payment: Stripe had the payment, now recorded${after.overbookedAt ? ', overbooked' : ''}`);
      return;
    }
    if (!payable) {
      expectStatus(reply, [409], `${this} for a registration that is ${registration.status}, ${registration.paymentStatus}`);
      count(model, 'open payment: refused, nothing to pay');
      return;
    }
    if (reply.status === 409) {
      if (reply.json.message !== SEAT_HOLD_EXPIRED) fail(`${this}: a pending registration's payment was refused`, reply);
      if (registration.status === 'completed') fail(`${this}: after its certificate, the fee still owed can no longer be paid (point 3)`, reply);
      if (!lapsed) fail(`${this}: refused as an expired hold ${minutesSince(registration.holdStart, now).toFixed(0)} minutes into a ${SEAT_HOLD_MINUTES}-minute hold`, reply);
      const seats = await seatsOf(world, model);
      if (seats.taken < seats.capacity) fail(`${this}: refused as an expired hold while ${seats.capacity - seats.taken} seat(s) were free`, reply);
      count(model, 'open payment: hold lapsed and the seat was gone, refused');
      return;
    }
    expectStatus(reply, [200], String(this));
    let attempt: PaymentAttempt;
    if (this.kind === 'intent') {
      const clientSecret = String((reply.json as { clientSecret?: string }).clientSecret);
      attempt = { kind: 'intent', id: clientSecret.split('_secret_')[0]!, clientSecret, expiresAt: null, state: 'open', reported: false, events: [] };
    } else {
      const url = String((reply.json as { redirectUrl?: string }).redirectUrl);
      const id = url.split('/').at(-1)!;
      // When the server gave Stripe an end (the hold's), else Stripe's default of a day, on the app's clock.
      const created = world.mailing.stripe.posts('/v1/checkout/sessions').filter((request) => (request.body.metadata as Record<string, string> | undefined)?.registrationId === String(registration.id)).at(-1);
      const expiresAt = created?.body.expires_at === undefined ? nowSeconds(world) + 86_400 : Number(created.body.expires_at);
      attempt = { kind: 'checkout', id, clientSecret: null, expiresAt, state: 'open', reported: false, events: [] };
    }
    const known = registration.attempts.find((candidate) => candidate.id === attempt.id);
    if (!known) registration.attempts.push(attempt);
    this.opened = known ?? attempt;
    count(model, lapsed ? 'open payment: after the hold lapsed, a seat was free' : 'open payment');
  }
}

class CompletePayment extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly via: 'webhook' | 'verify' | 'unreported') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.attempts.some((attempt) => attempt.state === 'open') ?? false;
  toString = () => `completePayment(${this.person}, '${this.via}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const attempt = registration.attempts.filter((candidate) => candidate.state === 'open').at(-1)!;
    const { stripe } = world.mailing;
    const object = stripeObjectOf(world, attempt);
    const open = attempt.kind === 'intent' ? object?.status === 'requires_payment_method' : object?.status === 'open';
    if (!object || !open) {
      // The server closed it (a newer attempt, the hold's end): the card cannot be charged any more.
      attempt.state = 'closed';
      count(model, 'pay: Stripe object already closed by the server');
      return;
    }
    if (attempt.kind === 'checkout' && attempt.expiresAt !== null && attempt.expiresAt <= nowSeconds(world)) {
      // Stripe expires the hosted page at the time the server gave it, and says so.
      Object.assign(object, { status: 'expired' });
      attempt.state = 'closed';
      expectStatus(await world.deliver(stripeEvent('checkout.session.expired', { ...object }, { created: nowSeconds(world) })), [200], 'checkout.session.expired');
      count(model, 'pay: Checkout session expired at Stripe with the hold');
      return;
    }
    if (attempt.kind === 'intent') stripe.succeedPaymentIntent(attempt.id);
    else stripe.completeCheckoutSession(attempt.id);
    attempt.state = 'charged';
    if (this.via === 'unreported') {
      // The card is charged; Stripe's event comes later (replayEvent), as webhooks can.
      count(model, 'pay: card charged, the event delayed');
      return;
    }
    await reportPayment(model, world, registration, attempt, this.via === 'webhook' ? successEventOf(world, attempt) : 'verify', String(this));
  }
}

/** Paying in one go, as most do: the payment call, the card charged at Stripe, and Stripe's event or the confirmation page. */
class Pay extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly kind: 'intent' | 'checkout', readonly via: 'webhook' | 'verify') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person) !== undefined;
  toString = () => `pay(${this.person}, '${this.kind}', '${this.via}')`;

  protected async act(model: SeasonModel, world: World) {
    const open = new OpenPayment(this.person, this.kind);
    await open.actOn(model, world);
    if (open.opened?.state !== 'open') return;
    // The attempt just opened is the newest open one, which completePayment charges.
    const registration = latestOf(model, this.person)!;
    registration.attempts = [...registration.attempts.filter((attempt) => attempt !== open.opened), open.opened];
    await new CompletePayment(this.person, this.via).actOn(model, world);
  }
}

/**
 * The server hears of a charged attempt for the first time (the webhook, or the confirmation page's
 * check): a pending registration is paid, whatever became of its seat (point 1 marks it overbooked).
 */
async function reportPayment(model: SeasonModel, world: World, registration: RegistrationModel, attempt: PaymentAttempt, how: object | 'verify', what: string) {
  const lapsed = holdLapsed(registration, world.clock.now());
  const before = await readRegistration(world, registration.id);
  if (how === 'verify') {
    const query = attempt.kind === 'intent' ? `client_secret=${encodeURIComponent(attempt.clientSecret ?? '')}` : `token=${encodeURIComponent(registration.paymentToken)}`;
    const reply = expectStatus(await world.call('GET', `/api/verify-checkout/${attempt.id}?${query}`), [200], `${what}: the confirmation page's check`);
    if ((reply.json as { paid?: boolean }).paid !== true) fail(`${what}: Stripe charged the card but the confirmation says not paid`, reply);
  } else {
    attempt.events.push(how);
    expectStatus(await world.deliver(how), [200], `${what}: the webhook`);
  }
  attempt.reported = true;
  const after = await readRegistration(world, registration.id);
  const wasPending = before.paymentStatus === 'pending';
  if (wasPending && before.registrationStatus !== 'cancelled' && after.paymentStatus !== 'paid') {
    fail(`${what}: Stripe took the fee of pending registration ${registration.id} but it is ${after.paymentStatus}, not paid`);
  }
  registration.paidByStripe ||= wasPending && after.paymentStatus === 'paid';
  const how2 = how === 'verify' ? 'confirmation page' : 'webhook';
  count(model, `pay: reported by the ${how2}, ${wasPending ? (lapsed ? 'late, after the hold lapsed' : 'within the hold') : `to a registration already ${before.paymentStatus}`}${after.overbookedAt ? ', overbooked' : ''}`);
}

/**
 * Stripe reports a charged payment: late (its first report), again (the same delivery), with a new
 * event id, or its companion event out of order (a Checkout session's PaymentIntent).
 */
class ReplayEvent extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly mode: 'again' | 'fresh' | 'companion') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.attempts.some((attempt) => attempt.state === 'charged') ?? false;
  toString = () => `replayEvent(${this.person}, '${this.mode}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const attempt = registration.attempts.filter((candidate) => candidate.state === 'charged').at(-1)!;
    const object = stripeObjectOf(world, attempt)!;
    let event: object;
    if (this.mode === 'again' && attempt.events.length > 0) event = attempt.events.at(-1)!;
    else if (this.mode === 'companion' && attempt.kind === 'checkout') {
      const intent = world.mailing.stripe.paymentIntents.get(String(object.payment_intent));
      if (!intent) fail(`no PaymentIntent behind Checkout session ${attempt.id}`);
      event = stripeEvent('payment_intent.succeeded', { ...intent }, { created: nowSeconds(world) });
    } else event = successEventOf(world, attempt);
    if (!attempt.reported) {
      await reportPayment(model, world, registration, attempt, event, String(this));
      return;
    }
    const before = await readRegistration(world, registration.id);
    const rowsBefore = (await ledgerOf(world, registration.id)).length;
    attempt.events.push(event);
    expectStatus(await world.deliver(event), [200], String(this));
    const after = await readRegistration(world, registration.id);
    if (after.paymentStatus !== before.paymentStatus) fail(`${this}: a payment reported again changed registration ${registration.id} from ${before.paymentStatus} to ${after.paymentStatus}`);
    const rowsAfter = (await ledgerOf(world, registration.id)).length;
    if (rowsAfter !== rowsBefore) fail(`${this}: a payment reported again added ${rowsAfter - rowsBefore} ledger row(s)`);
    count(model, `replay: ${this.mode === 'again' && attempt.events.length > 1 ? 'the same delivery' : this.mode === 'companion' && attempt.kind === 'checkout' ? 'the companion event' : 'a new event id'}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Refunds

class StaffRefund extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly part: 'full' | 'part', readonly target: 'own' | 'duplicate') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.attempts.some((attempt) => attempt.state === 'charged') ?? false;
  toString = () => `staffRefund(${this.person}, '${this.part}', '${this.target}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const rows = await ledgerOf(world, registration.id);
    const payment = rows.find((row) => isStripePayment(row) && row.duplicate === (this.target === 'duplicate') && row.amountCents - row.refundedCents > 0);
    if (!payment) {
      count(model, 'staff refund: nothing left to refund');
      return;
    }
    const left = payment.amountCents - payment.refundedCents;
    const amountCents = this.part === 'full' ? left : Math.min(left, 1500);
    const reply = await world.admin('POST', `/api/payments/${payment.id}/refund`, { amountCents, reason: 'requested_by_customer', note: 'Season simulation' });
    expectStatus(reply, [200], `${this}: refund of ${amountCents} cents on payment ${payment.id}`);
    count(model, `staff refund: ${this.part} of ${this.target}`);
  }
}

/** Stripe reports a refund: again for one the server made (late, twice), or one made in Stripe's dashboard. */
class RefundEvent extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly kind: 'refund.created' | 'charge.refunded' | 'dashboard') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.attempts.some((attempt) => attempt.state === 'charged') ?? false;
  toString = () => `refundEvent(${this.person}, '${this.kind}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const { stripe } = world.mailing;
    const intents = registration.attempts.map((attempt) => {
      const object = stripeObjectOf(world, attempt);
      return attempt.kind === 'intent' ? object : stripe.paymentIntents.get(String(object?.payment_intent));
    }).filter((intent): intent is StripeObject => intent?.status === 'succeeded');
    const intent = intents.at(-1);
    if (!intent) {
      count(model, 'refund event: no card payment');
      return;
    }
    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    if (this.kind === 'dashboard') {
      const refunded = refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + Number(refund.amount), 0);
      const left = Number(intent.amount_received) - refunded;
      if (left <= 0) {
        count(model, 'refund event: nothing left to refund in the dashboard');
        return;
      }
      const refund = stripe.dashboardRefund(intent.id, Math.min(left, 1000));
      const all = [...stripe.refunds.values()].filter((candidate) => candidate.payment_intent === intent.id);
      await deliverChargeRefunded(world, intent, all);
      count(model, `refund event: dashboard refund of ${String(refund.amount)} cents`);
      return;
    }
    const refund = refunds.at(-1);
    if (!refund) {
      count(model, 'refund event: no refund to report');
      return;
    }
    const rowsBefore = (await ledgerOf(world, registration.id)).length;
    if (this.kind === 'refund.created') expectStatus(await world.deliver(stripeEvent('refund.created', { ...refund }, { created: nowSeconds(world) })), [200], String(this));
    else await deliverChargeRefunded(world, intent, refunds);
    const rowsAfter = (await ledgerOf(world, registration.id)).length;
    if (rowsAfter !== rowsBefore) fail(`${this}: a refund reported again added ${rowsAfter - rowsBefore} ledger row(s)`);
    count(model, `refund event: ${this.kind} again`);
  }
}

async function deliverChargeRefunded(world: World, intent: StripeObject, refunds: StripeObject[]) {
  const counted = refunds.filter((refund) => ['pending', 'requires_action', 'succeeded'].includes(String(refund.status)));
  const refunded = counted.reduce((sum, refund) => sum + Number(refund.amount), 0);
  const event = stripeEvent('charge.refunded', {
    id: intent.latest_charge, object: 'charge', amount: intent.amount_received, amount_captured: intent.amount_received, amount_refunded: refunded,
    currency: 'usd', captured: true, paid: true, refunded: refunded >= Number(intent.amount_received), status: 'succeeded', payment_intent: intent.id,
    metadata: intent.metadata, created: nowSeconds(world),
    refunds: { object: 'list', data: refunds.map((refund) => ({ ...refund })), has_more: false, total_count: refunds.length, url: `/v1/charges/${String(intent.latest_charge)}/refunds` },
  }, { created: nowSeconds(world) });
  expectStatus(await world.deliver(event), [200], 'charge.refunded');
}

/** Staff settle the first refund due (by Stripe or by hand); with none due, they try the newest registration and are refused. */
class SettleRefund extends SeasonCommand {
  constructor(readonly method: 'stripe' | 'cash' | 'check' | 'other') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => model.registrations.length > 0;
  toString = () => `settleRefund('${this.method}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = model.registrations.find((candidate) => (candidate.refundDueCents ?? 0) > 0) ?? model.registrations.at(-1)!;
    const due = (await readRegistration(world, registration.id)).refundDueCents;
    const reply = requireRoute(await world.admin('POST', `/api/registrations/${registration.id}/settle-refund`, { method: this.method, note: 'Given back at the front desk' }), 'point 4: POST /api/registrations/{id}/settle-refund');
    if (!due) {
      expectStatus(reply, [409], `${this} with no refund due`);
      count(model, 'settle refund: nothing due, refused');
      return;
    }
    const own = (await ledgerOf(world, registration.id)).filter((row) => row.kind === 'payment' && !row.duplicate);
    const byCard = own.some(isStripePayment);
    if (this.method === 'stripe' && !byCard) {
      if (reply.status >= 500 || reply.status < 400) fail(`${this}: a refund "by Stripe" of a payment staff recorded by hand must be refused with a 4xx`, reply);
      count(model, 'settle refund: by Stripe for a hand payment, refused');
      return;
    }
    expectStatus(reply, [200], `${this} of ${due} cents due`);
    const after = await readRegistration(world, registration.id);
    if (after.refundDueCents) fail(`${this}: settled, but ${after.refundDueCents} cents are still due`);
    registration.dueOpen = false;
    count(model, `settle refund: ${this.method}${byCard ? '' : ' (hand payment)'}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// The registrant's own page and the guardian's form

class Cancel extends SeasonCommand {
  constructor(readonly person: PersonIndex) {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.pagePath != null;
  toString = () => `cancel(${this.person})`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const before = await readRegistration(world, registration.id);
    const firstSession = model.sessions[0]!;
    const lastDay = new Date(Date.parse(`${dateInTimeZone(firstSession.startsAt, TIME_ZONE)}T00:00:00Z`) - SELF_CANCEL_UNTIL_DAYS * DAY).toISOString().slice(0, 10);
    const allowed = registration.status === 'active' && dateInTimeZone(world.clock.now(), TIME_ZONE) <= lastDay;
    const page = await world.call('GET', `${registration.pagePath}/cancel`);
    expectStatus(page, [allowed ? 200 : 409], `${this}: the confirmation page`);
    const reply = await world.postForm(`${registration.pagePath}/cancel`, {});
    if (!allowed) {
      expectStatus(reply, [409], `${this} outside the policy (${registration.status})`);
      count(model, 'cancel: refused by the policy');
      return;
    }
    if (reply.status === 502) fail(`${this}: the cancellation's refund was refused (paid ${before.paymentStatus}; a payment staff recorded by hand must become a refund due)`, reply);
    expectStatus(reply, [303], String(this));
    registration.status = 'cancelled';
    registration.selfCancelled = true;
    const after = await readRegistration(world, registration.id);
    if (after.registrationStatus !== 'cancelled') fail(`${this}: the page said cancelled but the registration is ${after.registrationStatus}`);
    // The policy (issue 15): a paid fee comes back less the fee kept and what was refunded already.
    const paid = before.paymentStatus === 'paid' ? before.paymentAmount * 100 : 0;
    const refund = Math.max(0, paid - Math.min(model.setup.feeKeptDollars * 100, paid) - before.refundedCents);
    const byCard = (await ledgerOf(world, registration.id)).some((row) => isStripePayment(row) && !row.duplicate);
    const waits = refund > 0 && (model.setup.refundMode === 'approval' || !byCard);
    if (waits && after.refundDueCents !== refund) fail(`${this}: ${refund} cents should be due for staff to settle, the registration says ${after.refundDueCents}`);
    if (!waits && after.refundDueCents) fail(`${this}: the refund was automatic but ${after.refundDueCents} cents are left due`);
    if (!waits && refund > 0 && after.refundedCents - before.refundedCents !== refund) fail(`${this}: an automatic refund of ${refund} cents was expected, ${after.refundedCents - before.refundedCents} were refunded`);
    registration.dueOpen = waits;
    count(model, `cancel: ${refund === 0 ? 'nothing to refund' : waits ? 'refund due' : 'refunded at once'}`);
  }
}

class SignConsent extends SeasonCommand {
  constructor(readonly person: PersonIndex) {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person)?.consentPath != null;
  toString = () => `signConsent(${this.person})`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const person = model.people[this.person]!;
    const expired = world.clock.now().getTime() - registration.linkSentAt.getTime() >= 14 * DAY;
    const reply = await world.postForm(registration.consentPath!, {
      guardianName: 'Pat Lee', relationship: 'Parent', email: person.guardianEmail ?? '', phone: '602-555-0177', agree: 'on', signature: 'Pat Lee',
    });
    if (registration.consentSigned || expired) {
      expectStatus(reply, [410], `${this}: ${expired ? 'an expired link' : 'signed already'}`);
      count(model, 'sign consent: closed link');
      return;
    }
    expectStatus(reply, [200], String(this));
    registration.consentSigned = true;
    const after = await readRegistration(world, registration.id);
    if (after.consentStatus !== 'signed') fail(`${this}: the form said signed, the registration says ${after.consentStatus}`);
    count(model, 'sign consent');
  }
}

// ---------------------------------------------------------------------------------------------------
// The waitlist

const offerable = (entry: { status: string }) => entry.status === 'waiting' || entry.status === 'expired';

/** Staff offer a seat by hand to the first entry waiting (or whose offer expired), even when the program is full. */
class StaffOffer extends SeasonCommand {
  check = (model: Readonly<SeasonModel>) => model.entries.some(offerable);
  toString = () => 'staffOffer()';

  protected async act(model: SeasonModel, world: World) {
    const entry = model.entries.find(offerable)!;
    const seats = await seatsOf(world, model);
    const reply = await world.admin('POST', `/api/waitlist/${entry.id}/offer`);
    expectStatus(reply, [200], String(this));
    // Staff may offer a seat over the capacity on purpose (issue 16): that seat is theirs to answer for.
    if (seats.taken >= seats.capacity) entry.staffOverCapacity = true;
    count(model, seats.taken >= seats.capacity ? 'staff offer: over the capacity' : 'staff offer: a free seat');
  }
}

/** The first person offered a seat (else one whose offer expired) follows the link in the offer email and registers. */
class AcceptOffer extends SeasonCommand {
  check = (model: Readonly<SeasonModel>) => model.entries.some((entry) => entry.status === 'offered' || entry.status === 'expired');
  toString = () => 'acceptOffer()';

  protected async act(model: SeasonModel, world: World) {
    const entry = model.entries.find((candidate) => candidate.status === 'offered') ?? model.entries.find((candidate) => candidate.status === 'expired')!;
    const person = model.people[entry.person]!;
    const offers = world.mailing.smtp.emailsTo(person.email).filter((message) => message.subject.startsWith('A seat is open for you'));
    const token = /\/\?offer=([A-Za-z0-9_-]{43})/.exec(offers.at(-1)?.text ?? '')?.[1];
    if (!token) fail(`${this}: entry ${entry.id} is offered but no offer email reached ${person.email}`);
    const valid = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > world.clock.now();
    const opened = await world.call('GET', `/api/waitlist-offers/${token}`);
    expectStatus(opened, [valid ? 200 : 409], `${this}: opening the offer link`);
    const since = world.mailing.smtp.messages.length;
    const reply = await world.call('POST', '/api/register', { ...formOf(model, person, feeOf(model, person, world.clock.now())), offerToken: token });
    await world.settle();
    if (!valid) {
      expectStatus(reply, activeOf(model, entry.person) ? [400, 409] : [400], `${this} after the offer expired`);
      count(model, 'accept offer: expired, refused');
      return;
    }
    if (activeOf(model, entry.person)) {
      expectStatus(reply, [409], `${this} by a person already registered`);
      count(model, 'accept offer: already registered, refused');
      return;
    }
    expectStatus(reply, [201], String(this));
    await adopt(model, world, person, reply, since);
    count(model, 'accept offer');
  }
}

// ---------------------------------------------------------------------------------------------------
// Running the program: attendance and certificates

class MarkAttendance extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly session: 0 | 1, readonly status: 'present' | 'absent') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person) !== undefined;
  toString = () => `markAttendance(${this.person}, ${this.session}, '${this.status}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const session = model.sessions[this.session]!;
    const reply = await world.admin('PUT', '/api/attendance', { registrationId: registration.id, sessionId: session.id, status: this.status });
    const ahead = session.startsAt.getTime() - world.clock.now().getTime();
    if (registration.status === 'cancelled') {
      expectStatus(reply, [409], `${this} for a cancelled registration`);
      count(model, 'attendance: cancelled, refused');
    } else if (ahead > DAY) {
      expectStatus(reply, [409], `${this} for a session ${(ahead / DAY).toFixed(1)} days ahead (point 3)`);
      count(model, 'attendance: more than a day ahead, refused');
    } else {
      expectStatus(reply, [200], String(this));
      registration.marks[this.session] = { status: this.status, startsAt: session.startsAt };
      count(model, `attendance: ${ahead > 0 ? 'within the day before' : 'after the start'}`);
    }
  }
}

/** Staff take the roll of a session: everyone on the grid (not cancelled) present, but for one person absent. */
class RollCall extends SeasonCommand {
  constructor(readonly session: 0 | 1, readonly absent: PersonIndex | null) {
    super();
  }
  check = (model: Readonly<SeasonModel>) => model.registrations.some((registration) => registration.status !== 'cancelled');
  toString = () => `rollCall(${this.session}, ${this.absent})`;

  protected async act(model: SeasonModel, world: World) {
    for (const person of model.people) {
      if ((latestOf(model, person.index)?.status ?? 'cancelled') === 'cancelled') continue;
      await new MarkAttendance(person.index, this.session, person.index === this.absent ? 'absent' : 'present').actOn(model, world);
    }
  }
}

class IssueCertificate extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly override: boolean) {
    super();
  }
  check = (model: Readonly<SeasonModel>) => latestOf(model, this.person) !== undefined;
  toString = () => `issueCertificate(${this.person}, ${this.override})`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    const current = await readRegistration(world, registration.id);
    const reply = await world.admin('POST', `/api/registrations/${registration.id}/certificate`, this.override ? { overrideReason: OVERRIDE_REASON } : {});
    if (registration.status !== 'active') {
      expectStatus(reply, [409], `${this} for a ${registration.status} registration`);
      count(model, `certificate: ${registration.status}, refused`);
      return;
    }
    // What point 3 asks, from what the test did: a settled fee, a signed consent, attendance at sessions that began.
    const now = world.clock.now();
    const presentPast = Object.values(registration.marks).filter((mark) => mark.status === 'present' && mark.startsAt <= now).length;
    const earned = ['paid', 'free'].includes(current.paymentStatus) && current.consentStatus !== 'awaiting-guardian'
      && (presentPast * 100) / model.sessions.length >= 50;
    if (earned && !this.override) expectStatus(reply, [201], `${this}: earned (fee ${current.paymentStatus}, consent ${current.consentStatus}, present at ${presentPast} past session(s))`);
    else if (!earned && !this.override) {
      if (reply.status === 201) fail(`${this}: issued though not earned (fee ${current.paymentStatus}, consent ${current.consentStatus}, present at ${presentPast} past session(s))`, reply);
      expectStatus(reply, [409], String(this));
    } else expectStatus(reply, [201, 409], String(this));
    if (reply.status === 201) {
      registration.status = 'completed';
      count(model, `certificate: ${this.override ? (earned ? 'with a reason, earned anyway' : 'overridden with a reason') : 'earned'}`);
    } else count(model, `certificate: refused${this.override ? ' even with a reason' : ''}`);
  }
}

/** Staff issue certificates to the whole roster at the end of a program (each refused or issued on its own). */
class IssueRoster extends SeasonCommand {
  constructor(readonly override: boolean) {
    super();
  }
  check = (model: Readonly<SeasonModel>) => model.registrations.some((registration) => registration.status === 'active');
  toString = () => `issueRoster(${this.override})`;

  protected async act(model: SeasonModel, world: World) {
    for (const person of model.people) {
      if (latestOf(model, person.index)?.status === 'active') await new IssueCertificate(person.index, this.override).actOn(model, world);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Staff edits

class StaffEdit extends SeasonCommand {
  constructor(readonly person: PersonIndex, readonly change: 'cancel' | 'paid-cash' | 'paid-check' | 'paid-other') {
    super();
  }
  check = (model: Readonly<SeasonModel>) => {
    const registration = latestOf(model, this.person);
    if (!registration) return false;
    if (this.change === 'cancel') return registration.status === 'active';
    if (avoided('hand-paid-lapsed') && registration.paymentStatus === 'pending' && holdLapsed(registration, model.now())) return false;
    return registration.paymentStatus === 'pending' || registration.paymentStatus === 'paid';
  };
  toString = () => `staffEdit(${this.person}, '${this.change}')`;

  protected async act(model: SeasonModel, world: World) {
    const registration = latestOf(model, this.person)!;
    if (this.change === 'cancel') {
      expectStatus(await world.admin('PUT', `/api/registrations/${registration.id}`, { registrationStatus: 'cancelled' }), [200], String(this));
      registration.status = 'cancelled';
      count(model, 'staff edit: cancelled');
      return;
    }
    const before = await readRegistration(world, registration.id);
    const paymentMethod = this.change.slice('paid-'.length);
    expectStatus(await world.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid', paymentMethod }), [200], String(this));
    const after = await readRegistration(world, registration.id);
    if (after.paymentStatus !== 'paid') fail(`${this}: set to paid, the registration says ${after.paymentStatus}`);
    count(model, before.paymentStatus === 'paid' ? 'staff edit: paid again (no second payment)' : `staff edit: paid by hand (${paymentMethod})`);
  }
}

/** Staff answer the first overbooked registration by adding a seat to the program. */
class AddSeat extends SeasonCommand {
  check = (model: Readonly<SeasonModel>) => model.registrations.some((registration) => registration.overbooked);
  toString = () => 'addSeat()';

  protected async act(model: SeasonModel, world: World) {
    const registration = model.registrations.find((candidate) => candidate.overbooked)!;
    const before = await seatsOf(world, model);
    expectStatus(await world.admin('POST', `/api/registrations/${registration.id}/add-seat`), [200], `point 1: ${this}`);
    const after = await seatsOf(world, model);
    if (after.capacity !== before.capacity + 1) fail(`${this}: the capacity went from ${before.capacity} to ${after.capacity}`);
    if ((await readRegistration(world, registration.id)).overbookedAt) fail(`${this}: the overbooked mark stayed`);
    count(model, 'add seat');
  }
}

// ---------------------------------------------------------------------------------------------------
// Time

class Advance extends SeasonCommand {
  constructor(readonly minutes: number) {
    super();
  }
  check = () => true;
  toString = () => `advance(${this.minutes})`;

  protected async act(model: SeasonModel, world: World) {
    world.clock.advance(this.minutes);
    // The season's jobs run every minute in production: by now they have run.
    await world.mailing.t.app.season.runDue();
    count(model, `time: +${this.minutes} min`);
  }
}

// ---------------------------------------------------------------------------------------------------
// The factories (what a counterexample prints) and the arbitraries

export const register = (person: PersonIndex) => new Register(person);
export const openPayment = (person: PersonIndex, kind: 'intent' | 'checkout') => new OpenPayment(person, kind);
export const pay = (person: PersonIndex, kind: 'intent' | 'checkout', via: 'webhook' | 'verify') => new Pay(person, kind, via);
export const completePayment = (person: PersonIndex, via: 'webhook' | 'verify' | 'unreported') => new CompletePayment(person, via);
export const replayEvent = (person: PersonIndex, mode: 'again' | 'fresh' | 'companion') => new ReplayEvent(person, mode);
export const staffRefund = (person: PersonIndex, part: 'full' | 'part', target: 'own' | 'duplicate') => new StaffRefund(person, part, target);
export const refundEvent = (person: PersonIndex, kind: 'refund.created' | 'charge.refunded' | 'dashboard') => new RefundEvent(person, kind);
export const settleRefund = (method: 'stripe' | 'cash' | 'check' | 'other') => new SettleRefund(method);
export const cancel = (person: PersonIndex) => new Cancel(person);
export const signConsent = (person: PersonIndex) => new SignConsent(person);
export const staffOffer = () => new StaffOffer();
export const acceptOffer = () => new AcceptOffer();
export const markAttendance = (person: PersonIndex, session: 0 | 1, status: 'present' | 'absent') => new MarkAttendance(person, session, status);
export const rollCall = (session: 0 | 1, absent: PersonIndex | null) => new RollCall(session, absent);
export const issueCertificate = (person: PersonIndex, override: boolean) => new IssueCertificate(person, override);
export const issueRoster = (override: boolean) => new IssueRoster(override);
export const staffEdit = (person: PersonIndex, change: 'cancel' | 'paid-cash' | 'paid-check' | 'paid-other') => new StaffEdit(person, change);
export const addSeat = () => new AddSeat();
/**
 * 7 and 50 minutes step over the 30-minute hold without landing on its end; 3 hours pass an offer's 2;
 * days carry a season to its sessions (on the 3rd and 5th day).
 */
export const ADVANCES = [7, 50, 7, 50, 3 * 60, 24 * 60, 2 * 24 * 60, 4 * 24 * 60] as const;
export const advance = (minutes: number) => new Advance(minutes);

