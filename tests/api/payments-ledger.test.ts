// The payments ledger (issue 14): every money movement Stripe reports, stored once per Stripe object
// and applied with its event, in any order; no second open payment across the card form and hosted
// checkout; refunds, apply and check from the back office. Events arrive signed at the real webhook,
// the admin reads and acts through the real API, and the fake Stripe answers the server's calls.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerAnswer, LedgerEntry, ReconciliationItem } from '../../common/schemas/ledger.js';
import type { RegistrationDetail } from '../../common/schemas/registration.js';
import { payments, stripeEvents } from '../../server/payments/tables.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import {
  chargeRefunded, disputeEvent, disputeOf, paymentIntentSucceeded, paymentOf, paymentOfIntent, refundEvent, refundOf,
  seconds, stripeEvent, type Payment, type StripeObject,
} from '../helpers/stripe-events.js';
import { stripeAppSession, type StripeAppSession } from '../helpers/stripe-app-session.js';

const session = stripeAppSession();
let stripe: FakeStripe;
let t: TestApp;
let deliver: StripeAppSession['deliver'];
beforeAll(() => ({ stripe, t, deliver } = session));
beforeEach(() => {
  stripe.failWith = null;
});

// ---------------------------------------------------------------------------------------------------
// Helpers

let serial = 0;
const newRegistration = (overrides: Record<string, unknown> = {}) =>
  register(t.app.inject.bind(t.app), { email: `ledger-${++serial}@example.com`, ...overrides });

/** Delivers a signed event and returns the outcome the webhook answered (a 200 required). */
async function outcomeOf(event: object): Promise<string> {
  const response = await deliver(event);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome;
}

const registrationOf = async (id: number): Promise<RegistrationDetail> => (await t.admin('GET', `/api/registrations/${id}`)).json().data;

async function ledger(query: Record<string, string | number> = {}): Promise<LedgerAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await t.admin('GET', `/api/payments?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const rowsOf = async (registrationId: number): Promise<LedgerEntry[]> => (await ledger({ registrationId })).data;
const rowOf = async (stripeId: string): Promise<LedgerEntry | undefined> => (await ledger()).data.find((row) => row.stripeId === stripeId);
const kindsOf = async (registrationId: number) => (await rowsOf(registrationId)).map((row) => row.kind).sort();

async function reconciliation(): Promise<ReconciliationItem[]> {
  const response = await t.admin('GET', '/api/payments/reconciliation');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const itemsOf = async (registrationId: number) => (await reconciliation()).filter((item) => item.registrationId === registrationId);
const problemsOf = async (registrationId: number) => (await itemsOf(registrationId)).map((item) => item.problem).sort();

const openDisputes = async (): Promise<number> => (await t.admin('GET', '/api/admin/status')).json().data.openDisputes;

/** Emails of a template queued about a registration (the outbox row is written with the change). */
const queued = async (registrationId: number, template: string) =>
  (await outboxRows(t.db, { registrationId, template })).length;

/** Refunded in full: one payment and one refund in the ledger, a refund confirmation queued and no payment confirmation. */
async function expectRefundedOnceWithoutPaymentConfirmation(registrationId: number) {
  expect(await registrationOf(registrationId)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
  expect(await kindsOf(registrationId)).toEqual(['payment', 'refund']);
  expect(await queued(registrationId, TEMPLATES.paymentConfirmation)).toBe(0);
  expect(await queued(registrationId, TEMPLATES.refundConfirmation)).toBe(1);
}

const paymentRequest = (registration: CreatedRegistration) => ({
  paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken,
});
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** The card form's PaymentIntent (POST /api/create-payment-intent), as the fake Stripe holds it. */
async function openIntent(registration: CreatedRegistration): Promise<StripeObject> {
  const response = await post('/api/create-payment-intent', paymentRequest(registration));
  expect(response.statusCode, response.body).toBe(200);
  const intent = stripe.paymentIntents.get(String(response.json().clientSecret).split('_secret_')[0] ?? '');
  expect(intent).toBeDefined();
  return intent!;
}

/** The hosted Checkout session (POST /api/create-checkout-json), as the fake Stripe holds it. */
async function openSession(registration: CreatedRegistration): Promise<StripeObject> {
  const response = await post('/api/create-checkout-json', paymentRequest(registration));
  expect(response.statusCode, response.body).toBe(200);
  const id = /\/pay\/(cs_test_\w+)$/.exec(response.json().redirectUrl)?.[1];
  const session = stripe.checkoutSessions.get(id ?? '');
  expect(session).toBeDefined();
  return session!;
}

/** The registrant pays on the card form: Stripe charges the card and reports payment_intent.succeeded. */
async function payByCard(registration: CreatedRegistration): Promise<{ payment: Payment; row: LedgerEntry }> {
  const intent = await openIntent(registration);
  stripe.succeedPaymentIntent(intent.id);
  expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent))).toBe('paid');
  const row = (await rowsOf(registration.id)).find((entry) => entry.stripeId === intent.id);
  expect(row).toBeDefined();
  return { payment: paymentOfIntent(intent), row: row! };
}

/** The registrant pays on Stripe's hosted page; its events are not sent yet. */
async function payOnHostedPage(registration: CreatedRegistration) {
  const session = await openSession(registration);
  stripe.completeCheckoutSession(session.id);
  const intent = stripe.paymentIntents.get(String(session.payment_intent))!;
  return { session, intent, payment: paymentOfIntent(intent) };
}

/** A second succeeded payment at Stripe that the server's guards never saw (e.g. a payment link made in Stripe's dashboard). */
function paymentMadeElsewhere(registration: CreatedRegistration): StripeObject {
  const id = `pi_elsewhere_${registration.id}`;
  const intent = {
    id, object: 'payment_intent', amount: registration.paymentAmount * 100, amount_received: registration.paymentAmount * 100, currency: 'usd',
    status: 'succeeded', client_secret: `${id}_secret_x`, latest_charge: `ch_elsewhere_${registration.id}`, metadata: { registrationId: String(registration.id) },
  };
  stripe.paymentIntents.set(id, intent);
  return intent;
}

const refundBody = (amountCents: number, reason = 'requested_by_customer', note?: string) => ({ amountCents, reason, ...(note && { note }) });
const refundPayment = (paymentId: number, body: object) => t.admin('POST', `/api/payments/${paymentId}/refund`, body);
const check = (registrationId: number) => t.admin('POST', '/api/payments/check', { registrationId });
const refundPosts = (paymentIntentId: string) => stripe.posts('/v1/refunds').filter((request) => request.body.payment_intent === paymentIntentId);

// ---------------------------------------------------------------------------------------------------
// Payments

describe('a payment in the ledger', () => {
  it('payment_intent.succeeded adds one row (registrant, program, amount, Stripe ids, time); checkout.session.completed for the same payment adds none', async () => {
    const registration = await newRegistration();
    const { session, intent } = await payOnHostedPage(registration);
    const at = seconds('2026-05-04T17:30:00Z');
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent, { created: at }))).toBe('paid');
    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('unchanged');

    const stored = await registrationOf(registration.id);
    expect(stored).toMatchObject({ paymentStatus: 'paid', stripePaymentIntentId: intent.id, stripeCheckoutSessionId: session.id, refundedCents: 0, disputed: false });
    const rows = await rowsOf(registration.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'payment', amountCents: 4000, currency: 'usd', registrationId: registration.id, registrantName: 'Jordan Reyes', programId: 1,
      programName: stored.programName, stripeId: intent.id, paymentIntentId: intent.id, status: 'succeeded', duplicate: false, disputed: false,
      refundedCents: 0, occurredAt: new Date(at * 1000).toISOString(),
    });
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);
    expect(await itemsOf(registration.id)).toEqual([]);
  });

  it('in the other order (checkout.session.completed first) still one row, and one payment confirmation', async () => {
    const registration = await newRegistration();
    const { session, intent } = await payOnHostedPage(registration);
    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('paid');
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent))).toBe('unchanged');
    expect(await rowsOf(registration.id)).toMatchObject([{ kind: 'payment', stripeId: intent.id, amountCents: 4000 }]);
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);
  });

  it('the same event delivered twice is applied once: outcome duplicate, one row, one event record', async () => {
    const registration = await newRegistration();
    const event = paymentIntentSucceeded(paymentOf(registration));
    expect(await outcomeOf(event)).toBe('paid');
    expect(await outcomeOf(event)).toBe('duplicate');
    expect(await rowsOf(registration.id)).toHaveLength(1);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);
  });

  it('payment_intent.succeeded and checkout.session.completed of one payment arriving together store it once', async () => {
    const registration = await newRegistration();
    const { session, intent } = await payOnHostedPage(registration);
    const replies = await Promise.all([deliver(stripeEvent('payment_intent.succeeded', intent)), deliver(stripeEvent('checkout.session.completed', session))]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(replies.map((reply) => reply.json().outcome).sort()).toEqual(['paid', 'unchanged']);
    expect(await rowsOf(registration.id)).toHaveLength(1);
    expect((await registrationOf(registration.id)).paymentStatus).toBe('paid');
  });
});

// ---------------------------------------------------------------------------------------------------
// Refunds Stripe reports

describe('refunds Stripe reports', () => {
  it('a full refund in charge.refunded: the registration is refunded with the whole fee in refundedCents', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);
    const refund = refundOf(payment, { reason: 'requested_by_customer' });
    const event = chargeRefunded(payment, [refund]);
    expect(await outcomeOf(event)).toBe('refunded');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
    expect(await rowOf(refund.id)).toMatchObject({
      kind: 'refund', paymentIntentId: payment.paymentIntentId, registrationId: registration.id, amountCents: 4000, status: 'succeeded', reason: 'requested_by_customer',
    });
    expect(await rowOf(row.stripeId)).toMatchObject({ kind: 'payment', refundedCents: 4000 });

    // Stripe delivering the event again changes nothing.
    expect(await outcomeOf(event)).toBe('duplicate');
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund']);
  });

  it('a partial refund leaves the registration paid with refundedCents; the same refund in refund.updated adds no row; the rest completes it', async () => {
    const registration = await newRegistration();
    const payment = paymentOf(registration);
    expect(await outcomeOf(paymentIntentSucceeded(payment))).toBe('paid');
    const first = refundOf(payment, { amount: 1500 });
    expect(await outcomeOf(chargeRefunded(payment, [first]))).toBe('refund');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1500 });

    expect(await outcomeOf(refundEvent('refund.updated', first))).toBe('unchanged');
    expect(await outcomeOf(refundEvent('charge.refund.updated', first))).toBe('unchanged');
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund']);

    // The second refund's charge.refunded lists both: only the new one is added.
    const second = refundOf(payment, { amount: 2500 });
    expect(await outcomeOf(chargeRefunded(payment, [second, first]))).toBe('refunded');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund', 'refund']);
    expect(await outcomeOf(refundEvent('refund.updated', second))).toBe('unchanged');
    expect(await kindsOf(registration.id)).toHaveLength(3);
  });

  it('refund.created before charge.refunded: one row', async () => {
    const registration = await newRegistration();
    const payment = paymentOf(registration);
    await outcomeOf(paymentIntentSucceeded(payment));
    const refund = refundOf(payment);
    expect(await outcomeOf(refundEvent('refund.created', refund))).toBe('refunded');
    expect(await outcomeOf(chargeRefunded(payment, [refund]))).toBe('unchanged');
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund']);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
  });

  it('a refund that fails after a full refund no longer counts: the registration is paid again', async () => {
    const registration = await newRegistration();
    const payment = paymentOf(registration);
    await outcomeOf(paymentIntentSucceeded(payment));
    const refund = refundOf(payment);
    expect(await outcomeOf(chargeRefunded(payment, [refund]))).toBe('refunded');

    expect(await outcomeOf(refundEvent('refund.updated', { ...refund, status: 'failed' }))).toBe('refund');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    expect(await rowOf(refund.id)).toMatchObject({ kind: 'refund', status: 'failed', amountCents: 4000 });
    expect(await rowOf(payment.paymentIntentId)).toMatchObject({ refundedCents: 0 });
    expect((await ledger({ registrationId: registration.id })).totals).toMatchObject({ collectedCents: 4000, refundedCents: 0, netCents: 4000 });
  });

  it('a success after its refund (card form: the registration knows its PaymentIntent) leaves it refunded, with no payment confirmation', async () => {
    const registration = await newRegistration();
    const intent = await openIntent(registration);
    stripe.succeedPaymentIntent(intent.id);
    const payment = paymentOfIntent(intent);
    expect(await outcomeOf(chargeRefunded(payment, [refundOf(payment)]))).toBe('refunded');
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent))).toBe('unchanged');
    await expectRefundedOnceWithoutPaymentConfirmation(registration.id);
  });

  it('a success after its refund (hosted checkout: the PaymentIntent is new to the registration) ends refunded, with no payment confirmation', async () => {
    const registration = await newRegistration();
    const { session, intent, payment } = await payOnHostedPage(registration);
    expect(await outcomeOf(chargeRefunded(payment, [refundOf(payment)]))).toBe('refund');
    expect((await registrationOf(registration.id)).paymentStatus).toBe('pending');
    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('refunded');
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent))).toBe('unchanged');
    await expectRefundedOnceWithoutPaymentConfirmation(registration.id);
  });

  it('a refund before its success naming neither registration nor a known PaymentIntent is the registration’s once its payment is recorded', async () => {
    const registration = await newRegistration();
    const { session, payment } = await payOnHostedPage(registration);
    const refund = refundOf(payment);
    // A charge without metadata: only the PaymentIntent ties the refund to anything.
    const event = chargeRefunded({ ...payment, registrationId: undefined }, [refund]);
    expect(await outcomeOf(event)).toBe('refund');
    expect(await rowOf(refund.id)).toMatchObject({ registrationId: null, registrantName: null });
    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('refunded');
    expect(await rowOf(refund.id)).toMatchObject({ registrationId: registration.id, registrantName: 'Jordan Reyes' });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(0);
    expect(await queued(registration.id, TEMPLATES.refundConfirmation)).toBe(1);
  });

  it('a refund made in Stripe’s dashboard: charge.refunded without its refunds list makes the server ask Stripe', async () => {
    const registration = await newRegistration();
    const { payment } = await payByCard(registration);
    const refund = stripe.dashboardRefund(payment.paymentIntentId, 1000);
    const asked = stripe.requests.length;
    expect(await outcomeOf(chargeRefunded(payment, null, { amountRefunded: 1000 }))).toBe('refund');
    expect(stripe.requests.slice(asked).filter((request) => request.method === 'GET' && request.path === '/v1/refunds')).toHaveLength(1);
    expect(await rowOf(refund.id)).toMatchObject({ kind: 'refund', amountCents: 1000, paymentIntentId: payment.paymentIntentId, registrationId: registration.id });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });

    // The rest, refunded there too: its charge.refunded lists nothing either.
    stripe.dashboardRefund(payment.paymentIntentId, 3000);
    expect(await outcomeOf(chargeRefunded(payment, null, { amountRefunded: 4000 }))).toBe('refunded');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund', 'refund']);
  });

  it('Stripe unreachable while listing a charge’s refunds: the event is not applied (502), and its redelivery is', async () => {
    const registration = await newRegistration();
    const { payment } = await payByCard(registration);
    stripe.dashboardRefund(payment.paymentIntentId, 4000);
    const event = chargeRefunded(payment, null);
    stripe.failWith = 500;
    const failed = await deliver(event);
    expect(failed.statusCode, failed.body).toBe(502);
    expect(await kindsOf(registration.id)).toEqual(['payment']);
    stripe.failWith = null;
    expect(await outcomeOf(event)).toBe('refunded');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
  });
});

// ---------------------------------------------------------------------------------------------------
// A second payment

describe('a second payment for a paid registration', () => {
  it('is stored as a duplicate, listed for reconciliation, and refunded with one click without touching the registration', async () => {
    const registration = await newRegistration();
    const { payment: first } = await payByCard(registration);
    const second = paymentMadeElsewhere(registration);
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', second))).toBe('duplicate-payment');

    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', stripePaymentIntentId: first.paymentIntentId, refundedCents: 0 });
    const duplicate = (await rowOf(second.id))!;
    expect(duplicate).toMatchObject({ kind: 'payment', duplicate: true, amountCents: 4000, registrationId: registration.id });
    expect(await rowOf(first.paymentIntentId)).toMatchObject({ duplicate: false });
    expect(await itemsOf(registration.id)).toEqual([
      expect.objectContaining({ problem: 'duplicate', paymentId: duplicate.id, stripeId: second.id, amountCents: 4000, feeCents: 4000, refundableCents: 4000 }),
    ]);
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);

    const refunded = await refundPayment(duplicate.id, refundBody(4000, 'duplicate'));
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      success: true, message: 'Refund of $40.00 sent to Stripe',
      data: { kind: 'refund', paymentIntentId: second.id, registrationId: registration.id, amountCents: 4000, status: 'succeeded' },
    });
    expect(refundPosts(second.id).map((request) => request.body)).toEqual([expect.objectContaining({ amount: '4000', reason: 'duplicate' })]);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    expect(await rowOf(second.id)).toMatchObject({ refundedCents: 4000 });
    expect(await itemsOf(registration.id)).toEqual([]);

    // Stripe's own report of that refund, later: already in the ledger.
    const [stripeRefund] = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === second.id);
    expect(await outcomeOf(chargeRefunded(paymentOfIntent(second), [stripeRefund!]))).toBe('unchanged');
    expect(await kindsOf(registration.id)).toEqual(['payment', 'payment', 'refund']);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------
// Disputes

describe('disputes', () => {
  it('charge.dispute.created flags the payment and registration and opens a dispute; won clears the flags', async () => {
    const before = await openDisputes();
    const registration = await newRegistration();
    const { payment } = await payByCard(registration);
    const dispute = disputeOf(payment, { status: 'needs_response' });
    expect(await outcomeOf(disputeEvent('charge.dispute.created', dispute))).toBe('dispute');

    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', disputed: true });
    expect(await rowOf(payment.paymentIntentId)).toMatchObject({ disputed: true });
    const row = (await rowOf(dispute.id))!;
    expect(row).toMatchObject({ kind: 'dispute', status: 'needs_response', amountCents: 4000, registrationId: registration.id, reason: 'fraudulent' });
    expect(await openDisputes()).toBe(before + 1);
    expect(await itemsOf(registration.id)).toEqual([expect.objectContaining({ problem: 'open-dispute', paymentId: row.id, paymentIntentId: payment.paymentIntentId, amountCents: 4000 })]);
    expect((await ledger({ registrationId: registration.id })).totals).toEqual({
      collectedCents: 4000, refundedCents: 0, netCents: 4000, disputedCents: 4000, openDisputes: 1,
    });
    expect(await queued(registration.id, TEMPLATES.adminDisputeNotification)).toBe(1);

    expect(await outcomeOf(disputeEvent('charge.dispute.updated', { ...dispute, status: 'under_review' }))).toBe('dispute');
    expect(await openDisputes()).toBe(before + 1);
    expect(await outcomeOf(disputeEvent('charge.dispute.closed', { ...dispute, status: 'won' }))).toBe('dispute');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', disputed: false });
    expect(await rowOf(payment.paymentIntentId)).toMatchObject({ disputed: false });
    expect(await rowOf(dispute.id)).toMatchObject({ status: 'won' });
    expect(await openDisputes()).toBe(before);
    expect(await itemsOf(registration.id)).toEqual([]);
    expect((await ledger({ registrationId: registration.id })).totals).toMatchObject({ netCents: 4000, disputedCents: 0, openDisputes: 0 });
    expect(await queued(registration.id, TEMPLATES.adminDisputeNotification)).toBe(1);
    expect(await kindsOf(registration.id)).toEqual(['dispute', 'payment']);
  });

  it('a lost dispute keeps the flags and takes its amount off the net total', async () => {
    const before = await openDisputes();
    const registration = await newRegistration();
    const { payment } = await payByCard(registration);
    const dispute = disputeOf(payment);
    await outcomeOf(disputeEvent('charge.dispute.created', dispute));
    await outcomeOf(disputeEvent('charge.dispute.funds_withdrawn', dispute));
    expect(await outcomeOf(disputeEvent('charge.dispute.closed', { ...dispute, status: 'lost' }))).toBe('dispute');

    expect(await registrationOf(registration.id)).toMatchObject({ disputed: true });
    expect(await rowOf(payment.paymentIntentId)).toMatchObject({ disputed: true });
    expect(await openDisputes()).toBe(before);
    expect(await itemsOf(registration.id)).toEqual([]);
    expect((await ledger({ registrationId: registration.id })).totals).toEqual({
      collectedCents: 4000, refundedCents: 0, netCents: 0, disputedCents: 4000, openDisputes: 0,
    });
  });

  it('a dispute before its payment’s success (card form): the payment is flagged once recorded', async () => {
    const registration = await newRegistration();
    const intent = await openIntent(registration);
    stripe.succeedPaymentIntent(intent.id);
    const dispute = disputeOf(paymentOfIntent(intent));
    expect(await outcomeOf(disputeEvent('charge.dispute.created', dispute))).toBe('dispute');
    expect(await outcomeOf(stripeEvent('payment_intent.succeeded', intent))).toBe('paid');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', disputed: true });
    expect(await rowOf(intent.id)).toMatchObject({ disputed: true });
    expect(await rowOf(dispute.id)).toMatchObject({ registrationId: registration.id });
  });

  it('a dispute before its payment’s success (hosted checkout: Stripe names no registration): flagged once the payment is recorded', async () => {
    const registration = await newRegistration();
    const { session, payment } = await payOnHostedPage(registration);
    const dispute = disputeOf(payment);
    expect(await outcomeOf(disputeEvent('charge.dispute.created', dispute))).toBe('dispute');
    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('paid');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', disputed: true });
    expect(await rowOf(payment.paymentIntentId)).toMatchObject({ disputed: true });
    expect(await rowOf(dispute.id)).toMatchObject({ registrationId: registration.id, registrantName: 'Jordan Reyes' });
    expect((await ledger({ registrationId: registration.id })).totals).toMatchObject({ disputedCents: 4000, openDisputes: 1 });
    expect(await problemsOf(registration.id)).toEqual(['open-dispute']);
    // The office hears of it once it is known whose payment it is.
    expect(await queued(registration.id, TEMPLATES.adminDisputeNotification)).toBe(1);
    expect(await outcomeOf(disputeEvent('charge.dispute.updated', { ...dispute, status: 'under_review' }))).toBe('dispute');
    expect(await queued(registration.id, TEMPLATES.adminDisputeNotification)).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Totals and filters

describe('GET /api/payments totals and filters', () => {
  let programId: number;
  let ids: Record<'paidA' | 'paidB' | 'paidC' | 'refund' | 'failedRefund' | 'lost' | 'open', string>;

  // One program's money in March 2024, counted by hand: three $40 payments, a $15 refund (and a $5
  // one that failed), a lost $40 dispute and an open one.
  beforeAll(async () => {
    const program = await t.admin('POST', '/api/programs', { name: 'Ledger Totals Clinic', description: 'A program for the ledger totals.', duration: '1 day', price: 40 });
    expect(program.statusCode, program.body).toBe(201);
    programId = program.json().data.id;
    const registered = await Promise.all([1, 2, 3].map(() => newRegistration({ programId })));
    const [payA, payB, payC] = registered.map((registration) => paymentOf(registration)) as [Payment, Payment, Payment];
    // 05:00 UTC on 10 March is 22:00 on 9 March in Phoenix.
    await outcomeOf(paymentIntentSucceeded(payA, {}, { created: seconds('2024-03-10T05:00:00Z') }));
    await outcomeOf(paymentIntentSucceeded(payB, {}, { created: seconds('2024-03-11T18:00:00Z') }));
    await outcomeOf(paymentIntentSucceeded(payC, {}, { created: seconds('2024-03-15T18:00:00Z') }));
    const refund = refundOf(payA, { amount: 1500, created: seconds('2024-03-12T18:00:00Z') });
    const failedRefund = refundOf(payA, { amount: 500, status: 'failed', created: seconds('2024-03-13T18:00:00Z') });
    await outcomeOf(chargeRefunded(payA, [refund, failedRefund]));
    const lost = disputeOf(payB, { created: seconds('2024-03-20T18:00:00Z') });
    await outcomeOf(disputeEvent('charge.dispute.created', lost));
    await outcomeOf(disputeEvent('charge.dispute.closed', { ...lost, status: 'lost' }));
    const open = disputeOf(payC, { created: seconds('2024-03-16T18:00:00Z') });
    await outcomeOf(disputeEvent('charge.dispute.created', open));
    ids = {
      paidA: payA.paymentIntentId, paidB: payB.paymentIntentId, paidC: payC.paymentIntentId, refund: refund.id, failedRefund: failedRefund.id, lost: lost.id, open: open.id,
    };
  });

  const stripeIds = (answer: LedgerAnswer) => answer.data.map((row) => row.stripeId);

  it('a program’s rows, newest first, with totals: collected, refunded (failed ones not counted), net (less lost disputes), disputed', async () => {
    const answer = await ledger({ programId });
    expect(stripeIds(answer)).toEqual([ids.lost, ids.open, ids.paidC, ids.failedRefund, ids.refund, ids.paidB, ids.paidA]);
    expect(answer.totals).toEqual({ collectedCents: 12_000, refundedCents: 1500, netCents: 12_000 - 1500 - 4000, disputedCents: 8000, openDisputes: 1 });
    expect(answer.truncated).toBe(false);
    expect(answer.data.every((row) => row.programId === programId && row.programName === 'Ledger Totals Clinic')).toBe(true);
  });

  it('kind: only that kind, and totals over it', async () => {
    const refunds = await ledger({ programId, kind: 'refund' });
    expect(stripeIds(refunds)).toEqual([ids.failedRefund, ids.refund]);
    expect(refunds.totals).toEqual({ collectedCents: 0, refundedCents: 1500, netCents: -1500, disputedCents: 0, openDisputes: 0 });
    const disputes = await ledger({ programId, kind: 'dispute' });
    expect(stripeIds(disputes).sort()).toEqual([ids.lost, ids.open].sort());
    expect(disputes.totals).toMatchObject({ disputedCents: 8000, openDisputes: 1 });
    const paid = await ledger({ programId, kind: 'payment' });
    expect(paid.totals).toMatchObject({ collectedCents: 12_000, refundedCents: 0 });
  });

  it('from and to are calendar days in Phoenix, both included', async () => {
    expect(stripeIds(await ledger({ programId, from: '2024-03-10', to: '2024-03-12' }))).toEqual([ids.refund, ids.paidB]);
    expect(stripeIds(await ledger({ programId, to: '2024-03-09' }))).toEqual([ids.paidA]);
    expect(stripeIds(await ledger({ programId, from: '2024-03-16' }))).toEqual([ids.lost, ids.open]);
    const day = await ledger({ programId, from: '2024-03-11', to: '2024-03-11' });
    expect(stripeIds(day)).toEqual([ids.paidB]);
    expect(day.totals).toMatchObject({ collectedCents: 4000, netCents: 4000 });
  });

  it('another program’s filter does not see these rows', async () => {
    const other = await ledger({ programId: 1, from: '2024-03-01', to: '2024-03-31' });
    expect(other.data).toEqual([]);
    expect(other.totals).toEqual({ collectedCents: 0, refundedCents: 0, netCents: 0, disputedCents: 0, openDisputes: 0 });
  });

  it('refuses a start after the end, an unknown kind, a bad date or program with 400 and the message', async () => {
    const cases: [string, string][] = [
      ['from=2024-03-12&to=2024-03-10', 'The start date must be on or before the end date'],
      ['kind=charge', 'Kind must be one of payment, refund, dispute'],
      ['from=12/03/2024', 'From must be a valid date in YYYY-MM-DD format'],
      ['programId=abc', 'Program must be a whole number'],
    ];
    for (const [query, message] of cases) {
      const response = await t.admin('GET', `/api/payments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message });
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Refunds from the back office

describe('POST /api/payments/:id/refund', () => {
  it('refunds part, then the rest, through Stripe with an idempotency key each; the registration is refunded only at the end', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);

    const partial = await refundPayment(row.id, refundBody(1000, 'requested_by_customer', 'Missed the first class'));
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      success: true, message: 'Refund of $10.00 sent to Stripe',
      data: { kind: 'refund', amountCents: 1000, paymentIntentId: payment.paymentIntentId, registrationId: registration.id, reason: 'Missed the first class' },
    });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });
    expect(await rowOf(row.stripeId)).toMatchObject({ refundedCents: 1000 });
    // A refund staff chose is not a disagreement to reconcile.
    expect(await itemsOf(registration.id)).toEqual([]);

    const rest = await refundPayment(row.id, refundBody(3000, 'other'));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toBe('Refund of $30.00 sent to Stripe');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });

    const sent = refundPosts(payment.paymentIntentId);
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual([`payment-${row.id}-refund-1000-after-0`, `payment-${row.id}-refund-3000-after-1000`]);
    expect(sent[0]?.body).toMatchObject({ amount: '1000', reason: 'requested_by_customer', metadata: { paymentId: String(row.id), registrationId: String(registration.id), note: 'Missed the first class' } });
    // Stripe has no reason "other": none is sent.
    expect(sent[1]?.body).toMatchObject({ amount: '3000' });
    expect(sent[1]?.body.reason).toBeUndefined();
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund', 'refund']);

    // Stripe's events for the two refunds, later, add nothing.
    const stripeRefunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === payment.paymentIntentId);
    expect(await outcomeOf(chargeRefunded(payment, stripeRefunds))).toBe('unchanged');
    expect(await outcomeOf(refundEvent('refund.created', stripeRefunds[0]!))).toBe('unchanged');
    expect(await kindsOf(registration.id)).toHaveLength(3);
  });

  it('refuses more than is left (400), a payment refunded in full (409), an unknown payment or a row that is not a payment (404)', async () => {
    const registration = await newRegistration();
    const { row } = await payByCard(registration);
    expect((await refundPayment(row.id, refundBody(1000))).statusCode).toBe(200);

    const tooMuch = await refundPayment(row.id, refundBody(3500));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ success: false, message: 'Refund amount $35.00 is more than the $30.00 left on this payment' });

    expect((await refundPayment(row.id, refundBody(3000))).statusCode).toBe(200);
    const again = await refundPayment(row.id, refundBody(100));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This payment has already been refunded in full' });

    const refundRow = (await rowsOf(registration.id)).find((entry) => entry.kind === 'refund')!;
    for (const id of [999_999, refundRow.id]) {
      const missing = await refundPayment(id, refundBody(100));
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Payment not found' });
    }
    expect(refundPosts(row.stripeId)).toHaveLength(2);
  });

  it('refuses a bad body with the field’s message, without calling Stripe', async () => {
    const registration = await newRegistration();
    const { row } = await payByCard(registration);
    const cases: [object, string][] = [
      [{ amountCents: 0, reason: 'duplicate' }, 'Refund amount must be more than $0.00'],
      [{ amountCents: 10.5, reason: 'duplicate' }, 'Refund amount must be in whole cents'],
      [{ amountCents: 100 }, 'Please choose a reason for the refund'],
      [{ amountCents: 100, reason: 'changed_mind' }, 'Please choose a reason for the refund'],
    ];
    for (const [body, message] of cases) {
      const response = await refundPayment(row.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(refundPosts(row.stripeId)).toEqual([]);
  });

  it('a retry after Stripe refunded but the ledger lost it sends the same idempotency key and gets the same refund', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);
    const first = await refundPayment(row.id, refundBody(1000));
    expect(first.statusCode, first.body).toBe(200);
    const refundId = first.json().data.stripeId;
    // As if the server had stopped between Stripe's answer and its own transaction.
    await t.db.delete(payments).where(eq(payments.stripeId, refundId));

    const retry = await refundPayment(row.id, refundBody(1000));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.stripeId).toBe(refundId);
    const keys = refundPosts(payment.paymentIntentId).map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([`payment-${row.id}-refund-1000-after-0`, `payment-${row.id}-refund-1000-after-0`]);
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === payment.paymentIntentId)).toHaveLength(1);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });
  });

  it('after a refund failed, refunding again is a new refund at Stripe, not a replay of the failed one', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);
    const first = await refundPayment(row.id, refundBody(4000));
    expect(first.statusCode, first.body).toBe(200);
    const failed = stripe.failRefund(first.json().data.stripeId);
    expect(await outcomeOf(refundEvent('refund.updated', failed))).toBe('refund');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });

    const second = await refundPayment(row.id, refundBody(4000));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'succeeded', amountCents: 4000 });
    expect(second.json().data.stripeId).not.toBe(failed.id);
    const keys = refundPosts(payment.paymentIntentId).map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([`payment-${row.id}-refund-4000-after-0`, `payment-${row.id}-refund-4000-after-0-failed-1`]);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
  });

  it('two identical clicks at once refund once', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);
    const replies = await Promise.all([refundPayment(row.id, refundBody(4000)), refundPayment(row.id, refundBody(4000))]);
    for (const reply of replies) {
      expect([200, 409], reply.body).toContain(reply.statusCode);
      if (reply.statusCode === 409) expect(reply.json().message).toBe('This payment has already been refunded in full');
    }
    expect(replies.some((reply) => reply.statusCode === 200)).toBe(true);
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === payment.paymentIntentId)).toHaveLength(1);
    expect(await kindsOf(registration.id)).toEqual(['payment', 'refund']);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
  });

  it('Stripe refusing is a 502 with Stripe’s words: a payment refunded in its dashboard since, a payment it does not know, an outage', async () => {
    const registration = await newRegistration();
    const { payment, row } = await payByCard(registration);
    // Refunded in Stripe's dashboard; its webhook has not arrived.
    stripe.dashboardRefund(payment.paymentIntentId, 4000);
    const refused = await refundPayment(row.id, refundBody(4000));
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ success: false, message: `Stripe refused the refund: Charge ${payment.chargeId} has already been refunded.` });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });

    const unknown = await newRegistration();
    await outcomeOf(paymentIntentSucceeded(paymentOf(unknown)));
    const unknownRow = (await rowsOf(unknown.id))[0]!;
    const notAtStripe = await refundPayment(unknownRow.id, refundBody(4000));
    expect(notAtStripe.statusCode).toBe(502);
    expect(notAtStripe.json().message).toBe(`Stripe refused the refund: No such payment_intent: '${unknownRow.stripeId}'`);

    const down = await newRegistration();
    const { row: downRow } = await payByCard(down);
    stripe.failWith = 500;
    const outage = await refundPayment(downRow.id, refundBody(4000));
    expect(outage.statusCode).toBe(502);
    expect(outage.json().message).toBe('Payment processing failed: Stripe is having a bad day');
    stripe.failWith = null;
    expect(await kindsOf(down.id)).toEqual(['payment']);
    expect(await kindsOf(unknown.id)).toEqual(['payment']);
  });

  it('test mode (no Stripe keys): refund and check answer 400 without touching the ledger', async () => {
    const plain = await createTestApp();
    try {
      const [payment] = await plain.db.insert(payments).values({
        kind: 'payment', stripeId: 'pi_test_mode', paymentIntentId: 'pi_test_mode', amountCents: 4000, currency: 'usd', status: 'succeeded', occurredAt: new Date(),
      }).returning();
      const refund = await plain.admin('POST', `/api/payments/${payment!.id}/refund`, refundBody(4000));
      expect(refund.statusCode).toBe(400);
      expect(refund.json()).toEqual({ success: false, message: 'Payments are in test mode: there is no card payment to refund or check' });
      const checked = await plain.admin('POST', '/api/payments/check', { registrationId: 1 });
      expect(checked.statusCode).toBe(400);
      expect(checked.json().message).toBe('Payments are in test mode: there is no card payment to refund or check');
      expect(await plain.db.select().from(payments)).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Apply and check

describe('POST /api/payments/:id/apply', () => {
  it('a payment of another amount than the fee leaves the registration pending; apply pays it', async () => {
    const registration = await newRegistration();
    const payment = { ...paymentOf(registration), amount: 3000 };
    expect(await outcomeOf(paymentIntentSucceeded(payment))).toBe('unchanged');
    expect((await registrationOf(registration.id)).paymentStatus).toBe('pending');
    const row = (await rowOf(payment.paymentIntentId))!;
    expect(row).toMatchObject({ kind: 'payment', amountCents: 3000, registrationId: registration.id, duplicate: false });
    expect(await itemsOf(registration.id)).toEqual([
      expect.objectContaining({ problem: 'paid-in-stripe-pending-here', paymentId: row.id, amountCents: 3000, feeCents: 4000, refundableCents: 3000, registrantName: 'Jordan Reyes' }),
    ]);

    const applied = await t.admin('POST', `/api/payments/${row.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ success: true, message: 'Payment applied: the registration is paid' });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', stripePaymentIntentId: payment.paymentIntentId });
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);
    // Paid now, for less than the fee: listed for staff to settle the difference.
    expect(await problemsOf(registration.id)).toEqual(['amount-differs']);

    const again = await t.admin('POST', `/api/payments/${row.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This registration is not waiting for a payment');
  });

  it('a payment of more than the fee, applied: listed until the difference is refunded', async () => {
    const registration = await newRegistration();
    const payment = { ...paymentOf(registration), amount: 5000 };
    expect(await outcomeOf(paymentIntentSucceeded(payment))).toBe('unchanged');
    const row = (await rowOf(payment.paymentIntentId))!;
    expect(await problemsOf(registration.id)).toEqual(['paid-in-stripe-pending-here']);
    expect((await t.admin('POST', `/api/payments/${row.id}/apply`)).statusCode).toBe(200);
    expect(await itemsOf(registration.id)).toEqual([
      expect.objectContaining({ problem: 'amount-differs', paymentId: row.id, amountCents: 5000, feeCents: 4000, refundableCents: 5000 }),
    ]);
    // The fake Stripe does not know this made-up payment: the difference goes back by Stripe's refund event.
    expect(await outcomeOf(chargeRefunded(payment, [refundOf(payment, { amount: 1000 })]))).toBe('refund');
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });
    expect(await itemsOf(registration.id)).toEqual([]);
  });

  it('refuses a duplicate payment (409) and an unknown one (404)', async () => {
    const registration = await newRegistration();
    await outcomeOf(paymentIntentSucceeded(paymentOf(registration)));
    expect(await outcomeOf(paymentIntentSucceeded(paymentOf(registration, '_again')))).toBe('duplicate-payment');
    const duplicate = (await rowOf(`pi_${registration.id}_again`))!;
    const refused = await t.admin('POST', `/api/payments/${duplicate.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A duplicate payment cannot pay its registration; refund it instead');
    const missing = await t.admin('POST', '/api/payments/999999/apply');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Payment not found');
  });
});

describe('POST /api/payments/check', () => {
  it('a registration marked paid by staff whose PaymentIntent Stripe reports succeeded: listed, then recorded by check', async () => {
    const registration = await newRegistration();
    const intent = await openIntent(registration);
    stripe.succeedPaymentIntent(intent.id);
    // Staff say the money is Stripe's card payment (issue 27): nothing is entered by hand.
    const marked = await t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid', paymentMethod: 'stripe' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await rowsOf(registration.id)).toEqual([]);
    expect(await itemsOf(registration.id)).toEqual([
      expect.objectContaining({ problem: 'paid-here-not-in-stripe', paymentId: null, stripeId: intent.id, feeCents: 4000 }),
    ]);

    const checked = await check(registration.id);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ success: true, found: true, message: 'Stripe reports this payment; it is now in the ledger' });
    expect(await rowsOf(registration.id)).toMatchObject([{ kind: 'payment', stripeId: intent.id, amountCents: 4000, duplicate: false }]);
    expect(await itemsOf(registration.id)).toEqual([]);
    expect((await registrationOf(registration.id)).paymentStatus).toBe('paid');
  });

  it('a paid hosted checkout the webhook never reported: check records it and pays the registration', async () => {
    const registration = await newRegistration();
    const { intent } = await payOnHostedPage(registration);
    const checked = await check(registration.id);
    expect(checked.json()).toMatchObject({ found: true });
    expect(await rowsOf(registration.id)).toMatchObject([{ kind: 'payment', stripeId: intent.id }]);
    expect((await registrationOf(registration.id)).paymentStatus).toBe('paid');
  });

  it('nothing paid at Stripe: found false; an unknown registration 404, a bad one 400; Stripe down 502', async () => {
    const registration = await newRegistration();
    await openIntent(registration);
    const nothing = await check(registration.id);
    expect(nothing.json()).toEqual({ success: true, found: false, message: 'Stripe has no completed payment for this registration' });
    expect(await rowsOf(registration.id)).toEqual([]);

    const missing = await check(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Registration not found');
    const bad = await t.admin('POST', '/api/payments/check', { registrationId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Registration must be a whole number');

    stripe.failWith = 500;
    const down = await check(registration.id);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/^Payment processing failed/);
  });
});

// ---------------------------------------------------------------------------------------------------
// No double charge

describe('no second open payment across the card form and hosted checkout', () => {
  it('the card form, then hosted checkout: Stripe is told to cancel the PaymentIntent; back to the card form, the session is expired', async () => {
    const registration = await newRegistration();
    const intent = await openIntent(registration);
    const session = await openSession(registration);
    expect(stripe.posts(`/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(1);
    expect(intent.status).toBe('canceled');
    expect(session.status).toBe('open');

    const next = await openIntent(registration);
    expect(stripe.posts(`/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
    expect(session.status).toBe('expired');
    expect(next.id).not.toBe(intent.id);
    expect((await registrationOf(registration.id)).stripePaymentIntentId).toBe(next.id);
  });

  it('hosted checkout, then the card form: Stripe is told to expire the session', async () => {
    const registration = await newRegistration();
    const session = await openSession(registration);
    await openIntent(registration);
    expect(stripe.posts(`/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
    expect(session.status).toBe('expired');
  });

  it('the card form twice: the same PaymentIntent, the same client secret', async () => {
    const registration = await newRegistration();
    const secrets = [];
    for (let i = 0; i < 2; i++) secrets.push((await post('/api/create-payment-intent', paymentRequest(registration))).json().clientSecret);
    expect(secrets[0]).toBeTruthy();
    expect(secrets[1]).toBe(secrets[0]);
    const made = stripe.posts('/v1/payment_intents').filter((request) => (request.body.metadata as Record<string, string>).registrationId === String(registration.id));
    expect(made).toHaveLength(1);
  });

  it('paid on the hosted page before its webhook: the card form answers 409 and the payment is now in the ledger', async () => {
    const registration = await newRegistration();
    const { session, intent } = await payOnHostedPage(registration);
    const intentsBefore = stripe.posts('/v1/payment_intents').length;
    const refused = await post('/api/create-payment-intent', paymentRequest(registration));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'This registration has already been paid' });
    expect(stripe.posts('/v1/payment_intents')).toHaveLength(intentsBefore);
    expect(await rowsOf(registration.id)).toMatchObject([{ kind: 'payment', stripeId: intent.id, amountCents: 4000 }]);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'paid', stripePaymentIntentId: intent.id });

    expect(await outcomeOf(stripeEvent('checkout.session.completed', session))).toBe('unchanged');
    expect(await rowsOf(registration.id)).toHaveLength(1);
    expect(await queued(registration.id, TEMPLATES.paymentConfirmation)).toBe(1);
  });

  it('paid on the card form before its webhook: hosted checkout answers 409 and the payment is now in the ledger', async () => {
    const registration = await newRegistration();
    const intent = await openIntent(registration);
    stripe.succeedPaymentIntent(intent.id);
    const refused = await post('/api/create-checkout-json', paymentRequest(registration));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This registration has already been paid');
    expect(await rowsOf(registration.id)).toMatchObject([{ kind: 'payment', stripeId: intent.id }]);
    expect((await registrationOf(registration.id)).paymentStatus).toBe('paid');
    expect(stripe.posts(`/v1/payment_intents/${intent.id}/cancel`)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Access

describe('access', () => {
  it('every ledger route refuses a visitor without an admin session (401)', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/payments'], ['GET', '/api/payments/reconciliation'], ['POST', '/api/payments/1/refund'], ['POST', '/api/payments/1/apply'],
      ['POST', '/api/payments/check'],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' && { payload: refundBody(100) }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in.' });
    }
  });
});
