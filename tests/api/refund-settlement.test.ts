// Issue 27, point 4: every refund due can be settled. Money staff take by hand enters the payments
// ledger (cash, check, other); a registrant who paid cash and cancels under "refund on approval" is
// listed as owed (registrations, dashboard, Payments) until staff settle it, by hand or to the card
// through Stripe (the fake Stripe); settling clears the due, enters the ledger and emails the
// registrant once; the money report counts what came in by each method.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../common/schemas/ledger.js';
import type { RefundDue } from '../../common/schemas/refund-settlement.js';
import type { Registration } from '../../common/schemas/registration.js';
import type { SettingsInput } from '../../common/schemas/settings.js';
import { registrations } from '../../server/registrations/tables.js';
import { users } from '../../server/auth/tables.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import { MARKED_REFUNDED_NOTE } from '../../server/payments/hand-money.js';
import type { TestApp } from '../helpers/app.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';
import { seconds, stripeEvent, webhookSender } from '../helpers/stripe-events.js';

// 12:00 in Phoenix on Tuesday, December 1, 2026; the seed's program 1 starts on 2027-01-16.
const NOW = new Date('2026-12-01T19:00:00Z');
const TODAY = '2026-12-01';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, now: () => NOW, env: { SITE_URL: 'https://refs.example.org' } });
  ({ smtp, stripe, t } = mailing);
  const response = await t.admin('PUT', '/api/programs/1', { startDate: '2027-01-16' });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => mailing?.close());

// ---------------------------------------------------------------------------------------------------
// Helpers

async function putSettings(change: Partial<SettingsInput>) {
  const { updatedAt: _updatedAt, ...current } = (await t.admin('GET', '/api/settings')).json().data;
  const response = await t.admin('PUT', '/api/settings', { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  // Refunds wait for staff; the policy keeps $10 of a payment.
  await putSettings({ selfCancelUntilDays: 7, feeKeptKind: 'dollars', feeKeptAmount: 10, refundMode: 'approval' });
  stripe.failWith = null;
});

const tag = () => randomBytes(3).toString('hex');
const LINK = /https:\/\/refs\.example\.org(\/my-registration\/[A-Za-z0-9_-]{43})/;
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

interface Person {
  registration: CreatedRegistration;
  email: string;
  /** The registrant's own page, from their confirmation email. */
  page: string;
}

/** A public registration of a person of their own (one active registration per person and program). */
async function registerPerson(firstName: string): Promise<Person> {
  const id = tag();
  const email = `${firstName.toLowerCase()}-${id}@example.com`;
  const registration = await register(t.app.inject.bind(t.app), { firstName, lastName: `Settle ${id}`, email });
  const confirmation = await smtp.waitForEmail(email, { matching: (message) => message.subject.startsWith('Registration Confirmation') });
  return { registration, email, page: LINK.exec(confirmation.text)![1]! };
}

/** Pays by card: the PaymentIntent through our API, charged at the fake Stripe, reported by its signed webhook. */
async function payByCard(registration: CreatedRegistration) {
  const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken } });
  expect(response.statusCode, response.body).toBe(200);
  const intent = stripe.succeedPaymentIntent(String(response.json().clientSecret).split('_secret_')[0] ?? '');
  const delivered = await webhookSender(t.app.inject.bind(t.app))(stripeEvent('payment_intent.succeeded', { ...intent }, { created: seconds(NOW.toISOString()) }));
  expect(delivered.json().outcome).toBe('paid');
  return intent;
}

const cancelOnline = async (person: Person) => {
  const response = await t.app.inject({ method: 'POST', url: `${person.page}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(response.statusCode, response.body).toBe(303);
};

const stored = async (id: number) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const ledgerOf = async (id: number): Promise<LedgerEntry[]> => (await t.admin('GET', `/api/payments?registrationId=${id}`)).json().data;
const listed = async (id: number): Promise<Registration | undefined> => ((await t.admin('GET', '/api/registrations')).json().data as Registration[]).find((row) => row.id === id);
const refundsDue = async (): Promise<RefundDue[]> => (await t.admin('GET', '/api/payments/refunds-due')).json().data;
const dashboard = async (): Promise<{ count: number; cents: number }> => (await t.admin('GET', '/api/admin/status')).json().data.refundsDue;
const settle = (id: number, body: object) => t.admin('POST', `/api/registrations/${id}/settle-refund`, body);
const refundEmailRows = async (id: number) => outboxRows(t.db, { registrationId: id, template: TEMPLATES.refundConfirmation });
const refundEmail = (to: string) => smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith('Refund:') });

// ---------------------------------------------------------------------------------------------------

describe('a cash-paid registrant who cancels under "refund on approval"', () => {
  it('is listed as owed everywhere until staff settle it in cash: due cleared, ledger refund row, one email, nothing owed on their page', async () => {
    const person = await registerPerson('Casey');
    const { id } = person.registration;
    const paid = await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid', paymentMethod: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await ledgerOf(id);
    expect(payment).toMatchObject({ kind: 'payment', method: 'cash', amountCents: 4000, recordedBy: 'admin', status: 'succeeded', note: 'Marked paid by staff' });
    expect(payment!.stripeId).toMatch(/^manual_[0-9a-f]{24}$/);
    expect(payment!.paymentIntentId).toBe(payment!.stripeId);

    const before = await dashboard();
    await cancelOnline(person);
    expect(await stored(id)).toMatchObject({ registrationStatus: 'cancelled', paymentStatus: 'paid', refundDueCents: 3000, refundedCents: 0 });
    expect(textOf((await t.app.inject({ method: 'GET', url: person.page })).body)).toMatch(/Refund awaiting approval \$30\.00/);

    // Owed: in the registrations list, on the dashboard and on the Payments screen.
    expect((await listed(id))?.refundDueCents).toBe(3000);
    expect(await dashboard()).toEqual({ count: before.count + 1, cents: before.cents + 3000 });
    expect(await refundsDue()).toContainEqual(expect.objectContaining({ registrationId: id, dueCents: 3000, paidBy: 'cash', registrantName: expect.stringContaining('Casey') }));

    // Cash cannot go back through Stripe.
    const byCard = await settle(id, { method: 'stripe' });
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json().message).toBe('This registration was not paid by card through Stripe: settle its refund as cash, check or other');
    const throughStripe = await t.admin('POST', `/api/payments/${payment!.id}/refund`, { amountCents: 3000, reason: 'requested_by_customer' });
    expect(throughStripe.statusCode).toBe(409);
    expect(stripe.posts('/v1/refunds').filter((request) => request.body.payment_intent === payment!.stripeId)).toEqual([]);

    const settled = await settle(id, { method: 'cash', note: 'Given back at the front desk' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ success: true, message: 'Refund of $30.00 given back in cash is recorded', data: { id, refundDueCents: null, refundedCents: 3000 } });
    expect(await stored(id)).toMatchObject({ refundDueCents: null, refundedCents: 3000, paymentStatus: 'paid' });
    const refunds = (await ledgerOf(id)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({
      method: 'cash', note: 'Given back at the front desk', recordedBy: 'admin', status: 'succeeded', amountCents: 3000, paymentIntentId: payment!.stripeId, registrationId: id,
    })]);
    expect(refunds[0]!.stripeId).toMatch(/^manual_/);
    expect((await ledgerOf(id)).find((entry) => entry.kind === 'payment')?.refundedCents).toBe(3000);

    // One email, and it reads as a cash refund.
    const email = await refundEmail(person.email);
    expect(email.text).toContain('We have refunded $30.00 in cash, part of your payment of $40.00');
    expect(email.text).toContain('will not appear on a card statement');
    expect(email.text).not.toContain('Banks usually take');
    expect(email.text).toMatch(/Refunded by:?\s+Cash/);

    // Settled: no longer owed anywhere; again is refused and changes nothing.
    expect((await listed(id))?.refundDueCents).toBeNull();
    expect(await dashboard()).toEqual(before);
    expect((await refundsDue()).map((due) => due.registrationId)).not.toContain(id);
    const again = await settle(id, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No refund is due for this registration');
    expect(await refundEmailRows(id)).toHaveLength(1);
    expect(smtp.emailsTo(person.email).filter((message) => message.subject.startsWith('Refund:'))).toHaveLength(1);
    const page = textOf((await t.app.inject({ method: 'GET', url: person.page })).body);
    expect(page).not.toContain('Refund awaiting approval');
    expect(page).not.toContain('once our staff approve it');
    expect(page).toContain('$30.00 has been refunded');
  });

  it('settling the whole payment back makes the registration refunded', async () => {
    await putSettings({ feeKeptAmount: 0 });
    const person = await registerPerson('Morgan');
    const { id } = person.registration;
    expect((await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid', paymentMethod: 'check' })).statusCode).toBe(200);
    await cancelOnline(person);
    expect((await refundsDue()).find((due) => due.registrationId === id)).toMatchObject({ dueCents: 4000, paidBy: 'check' });
    const settled = await settle(id, { method: 'check' });
    expect(settled.json().message).toBe('Refund of $40.00 given back by check is recorded');
    expect(await stored(id)).toMatchObject({ paymentStatus: 'refunded', refundDueCents: null, refundedCents: 4000 });
    expect((await refundEmail(person.email)).text).toContain('We have refunded your whole payment of $40.00 for Youth League Officiating Fundamentals by check.');
  });

  it('under "refund automatically" too: cash cannot go back to a card, so the refund waits for staff instead of failing', async () => {
    await putSettings({ refundMode: 'automatic' });
    const person = await registerPerson('Avery');
    const { id } = person.registration;
    expect((await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid', paymentMethod: 'cash' })).statusCode).toBe(200);
    await cancelOnline(person);
    expect(await stored(id)).toMatchObject({ registrationStatus: 'cancelled', refundDueCents: 3000, refundedCents: 0 });
    expect((await ledgerOf(id)).filter((entry) => entry.kind === 'refund')).toEqual([]);
  });

  it('paid before its money was in the ledger (no payment row): settled by hand, the refund still counts as the registration\'s', async () => {
    const person = await registerPerson('Logan');
    const { id } = person.registration;
    // Marked paid as Stripe's own payment, which never reached the ledger: nothing of it is recorded.
    expect((await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid', paymentMethod: 'stripe' })).statusCode).toBe(200);
    await cancelOnline(person);
    expect((await refundsDue()).find((due) => due.registrationId === id)?.paidBy).toBeNull();
    expect((await settle(id, { method: 'other', note: 'Store credit' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ refundDueCents: null, refundedCents: 3000, paymentStatus: 'paid' });
    expect((await ledgerOf(id)).filter((entry) => entry.kind === 'refund')).toEqual([expect.objectContaining({ method: 'other', paymentIntentId: null, amountCents: 3000 })]);
    expect((await refundEmail(person.email)).text).toContain('We have refunded $30.00, part of your payment of $40.00');
  });

  it('two settle clicks at once settle once and email once', async () => {
    const person = await registerPerson('Drew');
    const { id } = person.registration;
    expect((await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    await cancelOnline(person);
    const statuses = (await Promise.all([settle(id, { method: 'other' }), settle(id, { method: 'other' })])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await ledgerOf(id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect(await refundEmailRows(id)).toHaveLength(1);
  });
});

describe('a card-paid registrant', () => {
  it('is settled through Stripe on their own payment: refunded at Stripe, due cleared, one email', async () => {
    const person = await registerPerson('Riley');
    const { id } = person.registration;
    const intent = await payByCard(person.registration);
    await cancelOnline(person);
    expect(await stored(id)).toMatchObject({ refundDueCents: 3000, refundedCents: 0 });
    expect((await refundsDue()).find((due) => due.registrationId === id)?.paidBy).toBe('stripe');

    const settled = await settle(id, { method: 'stripe' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().message).toBe('Refund of $30.00 sent to Stripe');
    expect(stripe.posts('/v1/refunds').filter((request) => request.body.payment_intent === intent.id).map((request) => request.body.amount)).toEqual(['3000']);
    expect(await stored(id)).toMatchObject({ refundDueCents: null, refundedCents: 3000, paymentStatus: 'paid' });
    expect((await ledgerOf(id)).filter((entry) => entry.kind === 'refund')).toEqual([expect.objectContaining({ method: 'stripe', amountCents: 3000, paymentIntentId: intent.id, recordedBy: null })]);
    expect((await refundEmail(person.email)).text).toContain('Banks usually take 5–10 business days');
    expect(await refundEmailRows(id)).toHaveLength(1);
  });
});

describe('staff setting the payment status by hand', () => {
  it('Refunded while a refund is due settles it as given back outside Stripe, so nothing stays owed', async () => {
    const person = await registerPerson('Jamie');
    const { id } = person.registration;
    expect((await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'paid', paymentMethod: 'cash' })).statusCode).toBe(200);
    await cancelOnline(person);
    const marked = await t.admin('PUT', `/api/registrations/${id}`, { paymentStatus: 'refunded' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ paymentStatus: 'refunded', refundDueCents: null });
    expect(await stored(id)).toMatchObject({ paymentStatus: 'refunded', refundDueCents: null, refundedCents: 3000 });
    expect((await ledgerOf(id)).filter((entry) => entry.kind === 'refund')).toEqual([
      expect.objectContaining({ method: 'other', note: MARKED_REFUNDED_NOTE, recordedBy: 'admin', amountCents: 3000 }),
    ]);
    expect((await refundsDue()).map((due) => due.registrationId)).not.toContain(id);
    await refundEmail(person.email);
    expect(await refundEmailRows(id)).toHaveLength(1);
    expect(textOf((await t.app.inject({ method: 'GET', url: person.page })).body)).not.toContain('Refund awaiting approval');
  });

  it('Paid enters the money in the ledger by its method (cash by default), once; Stripe\'s card payment is not entered twice', async () => {
    const created = await t.admin('POST', '/api/registrations', {
      programId: 1, programName: 'x', firstName: 'Alex', lastName: `Check ${tag()}`, dateOfBirth: '1991-02-03', email: 'alex.check@example.com',
      phone: '6025550100', experienceLevel: 'beginner', paymentAmount: 40, paymentStatus: 'paid', paymentMethod: 'check',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await ledgerOf(created.json().data.id)).toEqual([expect.objectContaining({ kind: 'payment', method: 'check', amountCents: 4000, recordedBy: 'admin' })]);

    // Cash by default; a second save while paid adds nothing.
    const { registration: plain } = await registerPerson('Blair');
    expect((await t.admin('PUT', `/api/registrations/${plain.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await t.admin('PUT', `/api/registrations/${plain.id}`, { paymentStatus: 'paid', notes: 'Paid at the desk' })).statusCode).toBe(200);
    expect((await ledgerOf(plain.id)).map((entry) => [entry.kind, entry.method])).toEqual([['payment', 'cash']]);

    // Said to be Stripe's card payment: nothing is entered by hand.
    const { registration: card } = await registerPerson('Quinn');
    expect((await t.admin('PUT', `/api/registrations/${card.id}`, { paymentStatus: 'paid', paymentMethod: 'stripe' })).statusCode).toBe(200);
    expect(await ledgerOf(card.id)).toEqual([]);

    // Paid by card already: marking it paid again after a reset does not enter cash beside Stripe's payment.
    const { registration: paidByCard } = await registerPerson('Rowan');
    await payByCard(paidByCard);
    expect((await t.admin('PUT', `/api/registrations/${paidByCard.id}`, { paymentStatus: 'pending' })).statusCode).toBe(200);
    expect((await t.admin('PUT', `/api/registrations/${paidByCard.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await ledgerOf(paidByCard.id)).map((entry) => entry.method)).toEqual(['stripe']);
  });

  it('set back from Paid to Pending takes back the payment the mark entered (the mark was a mistake or the money did not come)', async () => {
    const { registration } = await registerPerson('Emery');
    expect((await t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid', paymentMethod: 'other' })).statusCode).toBe(200);
    expect(await ledgerOf(registration.id)).toHaveLength(1);
    expect((await t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'pending' })).statusCode).toBe(200);
    expect(await ledgerOf(registration.id)).toEqual([]);
    expect((await t.admin('GET', '/api/payments/reconciliation')).json().data.filter((item: { registrationId: number }) => item.registrationId === registration.id)).toEqual([]);
  });

  it('a card payment Stripe reports after staff took the money by hand is a duplicate to refund', async () => {
    const { registration } = await registerPerson('Sawyer');
    const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken } });
    const intentId = String(response.json().clientSecret).split('_secret_')[0]!;
    expect((await t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid', paymentMethod: 'cash' })).statusCode).toBe(200);
    const intent = stripe.succeedPaymentIntent(intentId);
    const delivered = await webhookSender(t.app.inject.bind(t.app))(stripeEvent('payment_intent.succeeded', { ...intent }));
    expect(delivered.json().outcome).toBe('duplicate-payment');
    const rows = await ledgerOf(registration.id);
    expect(rows.find((entry) => entry.stripeId === intentId)).toMatchObject({ duplicate: true, method: 'stripe' });
    expect(rows.find((entry) => entry.method === 'cash')).toMatchObject({ duplicate: false });
    const problems = (await t.admin('GET', '/api/payments/reconciliation')).json().data.filter((item: { registrationId: number }) => item.registrationId === registration.id);
    expect(problems.map((item: { problem: string }) => item.problem)).toEqual(['duplicate']);
  });
});

describe('POST /api/registrations/{id}/settle-refund refuses', () => {
  it('when nothing is due, an unknown registration, a bad method or note', async () => {
    const { registration } = await registerPerson('Harper');
    const nothing = await settle(registration.id, { method: 'cash' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ success: false, message: 'No refund is due for this registration' });
    expect((await settle(999_999, { method: 'cash' })).statusCode).toBe(404);
    const bad = await settle(registration.id, { method: 'bitcoin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose how the refund was given back: stripe, cash, check or other');
    expect((await settle(registration.id, {})).statusCode).toBe(400);
    const long = await settle(registration.id, { method: 'cash', note: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Note must be at most 300 characters');
    const badPaymentMethod = await t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid', paymentMethod: 'iou' });
    expect(badPaymentMethod.statusCode).toBe(400);
    expect(badPaymentMethod.json().message).toBe('Payment method must be one of: stripe, cash, check, other');
  });

  it('anyone but an admin (401 without a session, 403 for a user who is not an admin)', async () => {
    const { registration } = await registerPerson('Parker');
    const url = `/api/registrations/${registration.id}/settle-refund`;
    expect((await t.app.inject({ method: 'POST', url, payload: { method: 'cash' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/refunds-due' })).statusCode).toBe(401);
    await t.db.insert(users).values({ username: 'desk', password: await hashPassword('desk-password-1'), email: 'desk@example.com' });
    const token = await t.login({ username: 'desk', password: 'desk-password-1', email: 'desk@example.com' });
    const response = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: { method: 'cash' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the money report', () => {
  it('counts what came in by card and what staff recorded by hand, by method', async () => {
    const program = await t.admin('POST', '/api/programs', { name: `Cash Clinic ${tag()}`, description: 'A clinic paid at the door.', duration: '1 day' });
    expect(program.statusCode, program.body).toBe(201);
    const programId = program.json().data.id as number;
    const staffRegistration = async (paymentAmount: number, paymentMethod: string, paymentStatus = 'paid') => {
      const response = await t.admin('POST', '/api/registrations', {
        programId, programName: 'x', firstName: 'Door', lastName: `Payer ${tag()}`, dateOfBirth: '1985-05-05', email: 'door@example.com',
        phone: '6025550100', experienceLevel: 'beginner', paymentAmount, paymentStatus, paymentMethod,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    await staffRegistration(25, 'cash');
    await staffRegistration(30, 'cash');
    await staffRegistration(35, 'check');
    await staffRegistration(15, 'other');
    // Taken back (set pending again): not counted.
    const mistaken = await staffRegistration(50, 'cash');
    expect((await t.admin('PUT', `/api/registrations/${mistaken}`, { paymentStatus: 'pending' })).statusCode).toBe(200);
    // Paid by card through Stripe.
    const { registration } = await registerPerson('Card');
    await t.db.update(registrations).set({ programId }).where(eq(registrations.id, registration.id));
    await payByCard(registration);

    const response = await t.admin('GET', `/api/admin/reports/money?from=${TODAY}&to=${TODAY}&programId=${programId}`);
    expect(response.statusCode, response.body).toBe(200);
    const figures = { collectedCents: 14500, cardCents: 4000, cashCents: 5500, checkCents: 3500, otherCents: 1500, refundedCents: 0, lostCents: 0, netCents: 14500 };
    expect(response.json().data).toEqual({ months: [{ month: '2026-12', ...figures }], totals: figures });
  });
});
