// Issue 27, point 1: no seat is sold twice. A registration whose seat hold lapsed pays only if a seat is
// free at that moment (then it holds one again); otherwise the payment calls answer 409 and the
// registrant's page offers the waitlist. Checkout sessions end with the hold, and a season job closes
// what a lapsed hold left open at Stripe. A payment that still arrives for a seat that is gone pays
// the registration and marks it overbooked for staff, who add a seat or refund.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { formatHoldEnd, SEAT_HOLD_EXPIRED } from '../../common/seats.js';
import { programs } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import { checkoutExpiry } from '../../server/payments/payments.js';
import { mintLinks } from '../../server/registrations/links.js';
import type { TestApp } from '../helpers/app.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import { stripeEvent, webhookSender } from '../helpers/stripe-events.js';

const MINUTE = 60_000;
let clock = new Date();
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));

let mailing: MailingApp;
let stripe: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  mailing = await startMailingApp({ now: () => clock, withSite: true });
  ({ stripe, t } = mailing);
});
afterAll(() => mailing?.close());
beforeEach(async () => {
  await putSettings({ seatHoldMinutes: 30 });
});

async function putSettings(change: Record<string, unknown>) {
  const { updatedAt: _updatedAt, ...current } = (await t.admin('GET', '/api/settings')).json().data;
  const response = await t.admin('PUT', '/api/settings', { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
}

let programsMade = 0;
async function createProgram(capacity: number | null): Promise<number> {
  programsMade += 1;
  const response = await t.admin('POST', '/api/programs', {
    name: `Seat Hold Clinic ${programsMade}`, description: 'A clinic for the seat hold tests.', duration: '1 day', priceTiers: DEFAULT_PRICE_TIERS, capacity,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

let peopleMade = 0;
/** A registration of a new person (one person, one active registration per program). */
function registerFor(programId: number, firstName: string): Promise<CreatedRegistration> {
  peopleMade += 1;
  return register(t.app.inject.bind(t.app), { programId, firstName, lastName: `Holder${peopleMade}`, email: `${firstName.toLowerCase()}${peopleMade}@example.com` });
}

const PAYMENT_CALLS = ['/api/create-payment-intent', '/api/create-checkout-json', '/api/stripe-redirect'] as const;
type PaymentCall = (typeof PAYMENT_CALLS)[number];

function payCall(path: PaymentCall, registration: CreatedRegistration) {
  const payload = path === '/api/stripe-redirect'
    ? { amount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken }
    : { paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken };
  return t.app.inject({ method: 'POST', url: path, payload });
}

/** The card form's PaymentIntent for the registration (made at the fake Stripe). */
async function openIntent(registration: CreatedRegistration): Promise<string> {
  const response = await payCall('/api/create-payment-intent', registration);
  expect(response.statusCode, response.body).toBe(200);
  return String(response.json().clientSecret).split('_secret_')[0]!;
}

/** The hosted Checkout session for the registration. */
async function openCheckout(registration: CreatedRegistration) {
  const response = await payCall('/api/create-checkout-json', registration);
  expect(response.statusCode, response.body).toBe(200);
  return stripe.checkoutSessions.get(String(response.json().redirectUrl).split('/').pop()!)!;
}

const deliver = () => webhookSender(t.app.inject.bind(t.app));
/** The card is charged at Stripe and its signed webhook arrives. */
async function chargeAndReport(intentId: string) {
  const intent = stripe.succeedPaymentIntent(intentId);
  const response = await deliver()(stripeEvent('payment_intent.succeeded', { ...intent }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome as string;
}

/**
 * A one-seat program whose seat went while its first registrant was paying: `holder` opens a payment
 * (`open`, the card form or the hosted Checkout), leaves it for `minutes` (past the hold), and `taker`
 * registers and pays by card meanwhile.
 */
async function seatTakenWhilePaying<Payment>(holderName: string, open: (registration: CreatedRegistration) => Promise<Payment>, minutes: number, takerName: string) {
  const programId = await createProgram(1);
  const holder = await registerFor(programId, holderName);
  const payment = await open(holder);
  later(minutes);
  const taker = await registerFor(programId, takerName);
  expect(await chargeAndReport(await openIntent(taker))).toBe('paid');
  return { programId, holder, payment, taker };
}

const stored = async (id: number) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const capacityOf = async (id: number) => (await t.db.select({ capacity: programs.capacity }).from(programs).where(eq(programs.id, id)))[0]!.capacity;
const overbookedCounter = async () => (await t.admin('GET', '/api/admin/status')).json().data.season.overbooked as number;
const listed = async (id: number) => ((await t.admin('GET', '/api/registrations')).json().data as { id: number; overbookedAt: string | null }[]).find((row) => row.id === id)!;

async function pageOf(registration: CreatedRegistration): Promise<{ path: string; text: string }> {
  const [token] = await mintLinks(t.db, [{ registrationId: registration.id, purpose: 'my-registration' }], clock);
  const path = `/my-registration/${token}`;
  return { path, text: await pageText(path) };
}

async function pageText(path: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('a seat hold that lapsed', () => {
  it('cannot be paid once someone else took the seat: the payment calls answer 409 and the page offers the waitlist', async () => {
    const programId = await createProgram(1);
    const avery = await registerFor(programId, 'Avery');
    await openCheckout(avery); // Avery leaves the hosted page without paying.
    later(31);
    const blake = await registerFor(programId, 'Blake');
    expect(blake.paymentStatus).toBe('pending');

    for (const path of PAYMENT_CALLS) {
      const response = await payCall(path, avery);
      expect(response.statusCode, `${path} ${response.body}`).toBe(409);
      expect(response.json()).toEqual({ success: false, message: SEAT_HOLD_EXPIRED });
    }
    expect((await stored(avery.id)).seatHeldAt).toBeNull();

    // Blake's own page says until when the seat is held, in the organisation's zone.
    const { timeZone } = (await t.admin('GET', '/api/settings')).json().data;
    const blakePage = await pageOf(blake);
    expect(blakePage.text).toContain(`Your seat is held until ${formatHoldEnd(new Date(clock.getTime() + 30 * MINUTE), timeZone)}`);
    expect(blakePage.text).toMatch(/ (AM|PM) MST on /);
    expect(blakePage.text).toContain('Pay now');

    const averyPage = await pageOf(avery);
    expect(averyPage.text).toContain('Your seat hold has expired');
    expect(averyPage.text).toContain('is now full');
    expect(averyPage.text).not.toContain('Pay now');
    expect(averyPage.text).toContain('Join the waitlist');

    const joined = await t.app.inject({ method: 'POST', url: `${averyPage.path}/waitlist`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe(averyPage.path);
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, programId));
    expect(entry).toMatchObject({ status: 'waiting', firstName: 'Avery', email: (await stored(avery.id)).email, answers: expect.objectContaining({ phone: '(602) 555-0134' }) });
    expect(await outboxRows(t.db, { waitlistEntryId: entry!.id, template: TEMPLATES.waitlistJoined })).toHaveLength(1);
    // The unpaid registration gives way to the entry: a seat offered later is taken from the offer's link.
    expect(await stored(avery.id)).toMatchObject({ registrationStatus: 'cancelled', paymentStatus: 'pending' });
    const after = await pageText(averyPage.path);
    expect(after).toContain('You are on the waitlist');
    expect(after).toContain('You are number 1 in line');
    expect(after).not.toContain('Join the waitlist');

    // Posting again (a reload) changes nothing.
    await t.app.inject({ method: 'POST', url: `${averyPage.path}/waitlist`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, programId))).toHaveLength(1);
  });

  it('is paid while a seat is free: the payment proceeds and the seat is held again from then', async () => {
    const programId = await createProgram(1);
    const casey = await registerFor(programId, 'Casey');
    later(45);
    const page = await pageOf(casey);
    expect(page.text).toContain('Pay now');
    expect(page.text).not.toContain('Your seat hold has expired');

    const paying = clock;
    await openCheckout(casey);
    expect((await stored(casey.id)).seatHeldAt).toEqual(paying);
    // The seat is Casey's again: the next person waits.
    const drew = await register(t.app.inject.bind(t.app), { programId, firstName: 'Drew', lastName: 'Waiting', email: 'drew.waiting@example.com' }).catch((error: Error) => error);
    expect(String(drew)).toMatch(/registration failed: 202/);
    expect((await pageText(page.path))).toContain(`Your seat is held until ${formatHoldEnd(new Date(paying.getTime() + 30 * MINUTE), 'America/Phoenix')}`);
  });

  it('leaves programs without a capacity as they were', async () => {
    const programId = await createProgram(null);
    const ellis = await registerFor(programId, 'Ellis');
    later(120);
    const response = await payCall('/api/create-checkout-json', ellis);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(ellis.id)).seatHeldAt).toBeNull();
    const [sent] = stripe.posts('/v1/checkout/sessions').filter((request) => (request.body.metadata as Record<string, string>).registrationId === String(ellis.id));
    expect(sent?.body.expires_at).toBeUndefined();
    expect((await pageOf(ellis)).text).not.toContain('Your seat');
  });
});

describe('a payment for a seat that was gone', () => {
  it('is recorded and pays the registration, marked overbooked; staff count it, filter it and add a seat', async () => {
    const { programId, holder: frankie, payment: frankieIntent, taker: gray } = await seatTakenWhilePaying('Frankie', openIntent, 31, 'Gray');
    // Gray held the seat when paying: not overbooked.
    expect((await stored(gray.id)).overbookedAt).toBeNull();
    const before = await overbookedCounter();

    // Frankie's card form was still open: the charge goes through and Stripe reports it late.
    expect(await chargeAndReport(frankieIntent)).toBe('paid');
    const frankieRow = await stored(frankie.id);
    expect(frankieRow).toMatchObject({ paymentStatus: 'paid', stripePaymentIntentId: frankieIntent });
    expect(frankieRow.overbookedAt).toEqual(clock);
    const ledger = (await t.admin('GET', `/api/payments?registrationId=${frankie.id}`)).json().data;
    expect(ledger).toEqual([expect.objectContaining({ kind: 'payment', stripeId: frankieIntent, amountCents: 4000 })]);
    expect(await overbookedCounter()).toBe(before + 1);
    expect((await listed(frankie.id)).overbookedAt).toBe(clock.toISOString());
    const office = await outboxRows(t.db, { registrationId: frankie.id, template: TEMPLATES.adminOverbookedNotification });
    expect(office).toMatchObject([{ recipient: 'admin' }]);
    const notice = await mailing.smtp.waitForEmail(MAILING_OFFICE, { matching: (message) => message.subject.startsWith('A payment arrived for a seat that was gone') });
    expect(notice.subject).toContain(`Frankie Holder`);
    expect(notice.text).toContain('Add a seat');
    expect(notice.text).toContain('/admin/registrations?show=overbooked');

    expect((await t.admin('POST', `/api/registrations/${gray.id}/add-seat`)).statusCode).toBe(409);
    const added = await t.admin('POST', `/api/registrations/${frankie.id}/add-seat`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ id: frankie.id, overbookedAt: null, paymentStatus: 'paid' });
    expect(await capacityOf(programId)).toBe(2);
    expect(await overbookedCounter()).toBe(before);
    const again = await t.admin('POST', `/api/registrations/${frankie.id}/add-seat`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This registration is not overbooked');
    expect(await capacityOf(programId)).toBe(2);
    expect((await t.admin('POST', '/api/registrations/999999/add-seat')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${frankie.id}/add-seat` })).statusCode).toBe(401);
  });

  it('keeps its mark while the program is over its capacity; when another seat frees, the season job clears it', async () => {
    const { holder: lane, payment: laneIntent, taker: mika } = await seatTakenWhilePaying('Lane', openIntent, 31, 'Mika');
    expect(await chargeAndReport(laneIntent)).toBe('paid');
    expect((await stored(lane.id)).overbookedAt).toEqual(clock);

    expect((await t.app.season.runDue())['overbooked-seats']).toBe(0);
    expect((await stored(lane.id)).overbookedAt).toEqual(clock);
    // Mika cancels: Lane's paid seat is within the capacity now.
    expect((await t.admin('PUT', `/api/registrations/${mika.id}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    expect((await t.app.season.runDue())['overbooked-seats']).toBe(1);
    expect((await stored(lane.id)).overbookedAt).toBeNull();
    expect((await t.app.season.runDue())['overbooked-seats']).toBe(0);
  });

  it('found by staff\'s Check Stripe is marked too, and a full refund clears the mark', async () => {
    const { holder: harper, payment: session, taker: indigo } = await seatTakenWhilePaying('Harper', openCheckout, 40, 'Indigo');

    stripe.completeCheckoutSession(session.id); // paid at Stripe; the webhook never came
    const checked = await t.admin('POST', '/api/payments/check', { registrationId: harper.id });
    expect(checked.json(), checked.body).toMatchObject({ found: true });
    expect((await stored(harper.id)).overbookedAt).toEqual(clock);
    expect((await stored(indigo.id)).overbookedAt).toBeNull();

    const [payment] = (await t.admin('GET', `/api/payments?registrationId=${harper.id}`)).json().data;
    const refunded = await t.admin('POST', `/api/payments/${payment.id}/refund`, { amountCents: 4000, reason: 'requested_by_customer' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await stored(harper.id)).toMatchObject({ paymentStatus: 'refunded', overbookedAt: null });
    expect((await t.admin('POST', `/api/registrations/${harper.id}/add-seat`)).statusCode).toBe(409);
  });

  it('confirmed by the payer\'s verify call is marked as well; a registration set back by staff loses the mark', async () => {
    const { holder: jules, payment: session } = await seatTakenWhilePaying('Jules', openCheckout, 35, 'Kai');
    stripe.completeCheckoutSession(session.id);
    const verified = await t.app.inject({ method: 'GET', url: `/api/verify-checkout/${session.id}?token=${jules.paymentToken}` });
    expect(verified.json(), verified.body).toMatchObject({ paid: true });
    expect((await stored(jules.id)).overbookedAt).toEqual(clock);

    const edited = await t.admin('PUT', `/api/registrations/${jules.id}`, { registrationStatus: 'cancelled' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.overbookedAt).toBeNull();
  });
});

describe('Stripe objects opened for a held seat', () => {
  it('a Checkout session ends with the hold when Stripe allows it, else as near as it allows', async () => {
    const programId = await createProgram(3);
    await putSettings({ seatHoldMinutes: 120 });
    const lee = await registerFor(programId, 'Lee');
    later(10);
    const long = await openCheckout(lee);
    // The hold ends 110 minutes from now: inside Stripe's 30 minutes to 24 hours.
    expect(long.expires_at).toBe(Math.ceil((clock.getTime() + 110 * MINUTE) / MINUTE) * 60);

    await putSettings({ seatHoldMinutes: 30 });
    const morgan = await registerFor(programId, 'Morgan');
    later(10);
    const short = await openCheckout(morgan);
    // 20 minutes left is less than Stripe takes: 31 minutes (a minute's margin for the request).
    expect(short.expires_at).toBe(Math.ceil((clock.getTime() + 31 * MINUTE) / MINUTE) * 60);
    expect(checkoutExpiry(new Date(clock.getTime() + 48 * 60 * MINUTE), clock)).toBe(Math.ceil((clock.getTime() + 24 * 60 * MINUTE - MINUTE) / MINUTE) * 60);
    // Asked again under the same hold, the same session is given back.
    expect((await openCheckout(morgan)).id).toBe(short.id);
  });

  it('are closed by the season job once the hold lapsed, each at most once', async () => {
    const programId = await createProgram(5);
    const unlimited = await createProgram(null);
    const noor = await registerFor(programId, 'Noor');
    const noorSession = await openCheckout(noor);
    const oakley = await registerFor(programId, 'Oakley');
    const oakleyIntent = await openIntent(oakley);
    const free = await registerFor(unlimited, 'Parker');
    const freeSession = await openCheckout(free);
    later(31);
    const quinn = await registerFor(programId, 'Quinn');
    const quinnSession = await openCheckout(quinn); // its hold runs
    await t.app.season.runDue(); // anything older that lapsed meanwhile is closed first
    stripe.requests.length = 0;

    // Nothing new lapsed since the check above closed Noor's and Oakley's.
    expect(stripe.checkoutSessions.get(noorSession.id)?.status).toBe('expired');
    expect(stripe.paymentIntents.get(oakleyIntent)?.status).toBe('canceled');
    expect(stripe.checkoutSessions.get(freeSession.id)?.status).toBe('open');
    expect(stripe.checkoutSessions.get(quinnSession.id)?.status).toBe('open');
    expect((await t.app.season.runDue())['lapsed-hold-payments']).toBe(0);
    expect(stripe.requests.filter((request) => request.method === 'POST')).toEqual([]);

    later(31);
    expect((await t.app.season.runDue())['lapsed-hold-payments']).toBe(1);
    expect(stripe.posts(`/v1/checkout/sessions/${quinnSession.id}/expire`)).toHaveLength(1);
    expect((await t.app.season.runDue())['lapsed-hold-payments']).toBe(0);
    expect(stripe.posts(`/v1/checkout/sessions/${quinnSession.id}/expire`)).toHaveLength(1);
    expect(stripe.posts(`/v1/checkout/sessions/${noorSession.id}/expire`)).toHaveLength(0);
    expect(stripe.posts(`/v1/payment_intents/${oakleyIntent}/cancel`)).toHaveLength(0);

    // Paying again takes the seat again with a new session.
    const renewed = await openCheckout(quinn);
    expect(renewed.id).not.toBe(quinnSession.id);
    expect(renewed.status).toBe('open');
  });

  it('an intent being charged is left alone; Stripe unreachable leaves the object for the next check', async () => {
    const programId = await createProgram(5);
    const reese = await registerFor(programId, 'Reese');
    const processing = await openIntent(reese);
    Object.assign(stripe.paymentIntents.get(processing)!, { status: 'processing' });
    const sage = await registerFor(programId, 'Sage');
    const sageSession = await openCheckout(sage);
    later(31);
    stripe.failWith = 500;
    try {
      expect((await t.app.season.runDue())['lapsed-hold-payments']).toBe(0);
    } finally {
      stripe.failWith = null;
    }
    stripe.requests.length = 0;
    expect((await t.app.season.runDue())['lapsed-hold-payments']).toBeGreaterThanOrEqual(1);
    expect(stripe.posts(`/v1/checkout/sessions/${sageSession.id}/expire`)).toHaveLength(1);
    expect(stripe.posts(`/v1/payment_intents/${processing}/cancel`)).toHaveLength(0);
    expect(stripe.paymentIntents.get(processing)?.status).toBe('processing');
  });
});
