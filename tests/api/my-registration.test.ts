// The registrant's own page (issue 15, point 2): the private link from the confirmation email opens a
// server-rendered page; wrong, malformed and revoked tokens get the 404 page; the .ics; pay-later into
// the existing payment API; self-cancellation inside and outside the policy, refunded through the
// payments ledger (at the fake Stripe) or left for approval, with both emails read back over SMTP.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { formatDateLong } from '../../common/format.js';
import type { LedgerEntry } from '../../common/schemas/ledger.js';
import type { SettingsInput } from '../../common/schemas/settings.js';
import { emailOutbox } from '../../server/kernel/db/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import { revokeLinks } from '../../server/registrations/links.js';
import type { TestApp } from '../helpers/app.js';
import type { FakeStripe } from '../helpers/fake-stripe.js';
import { parseIcs } from '../helpers/ics-check.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import type { ReceivedEmail, TestSmtpServer } from '../helpers/smtp-server.js';
import { stripeEvent, webhookSender } from '../helpers/stripe-events.js';

const OFFICE = MAILING_OFFICE;
const PROGRAM = 'Youth League Officiating Fundamentals';
// 12:00 in Phoenix on Tuesday, December 1, 2026; program 1 of the seed starts on 2027-01-16.
const NOW = new Date('2026-12-01T19:00:00Z');
const TODAY = '2026-12-01';
const SEED_START = '2027-01-16';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, now: () => NOW, env: { SITE_URL: 'https://refs.example.org' } });
  ({ smtp, stripe, t } = mailing);
});
afterAll(() => mailing?.close());

// ---------------------------------------------------------------------------------------------------
// Helpers

const POLICY: Pick<SettingsInput, 'selfCancelUntilDays' | 'feeKeptKind' | 'feeKeptAmount' | 'refundMode'> = {
  selfCancelUntilDays: 7, feeKeptKind: 'dollars', feeKeptAmount: 10, refundMode: 'automatic',
};

async function putSettings(change: Partial<SettingsInput>) {
  const { updatedAt: _updatedAt, ...current } = (await t.admin('GET', '/api/settings')).json().data;
  const response = await t.admin('PUT', '/api/settings', { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
}

async function setProgramStart(startDate: string) {
  const response = await t.admin('PUT', '/api/programs/1', { startDate });
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  await putSettings(POLICY);
  await setProgramStart(SEED_START);
  stripe.failWith = null;
});

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const LINK = /https:\/\/refs\.example\.org(\/my-registration\/[A-Za-z0-9_-]{43})/;

/** The registrant's page path from the last email to them of this subject. */
async function pageLinkFrom(to: string, subject: string): Promise<string> {
  const email = await smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith(subject) });
  const found = LINK.exec(email.text);
  expect(found, email.text).not.toBeNull();
  expect(email.html).toContain(found![1]);
  return found![1]!;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const postForm = (url: string, body = '') => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

/** The page's text without tags, for reading what a person sees. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

async function registerAdult(email: string) {
  const registration = await register(t.app.inject.bind(t.app), { email });
  return { registration, page: await pageLinkFrom(email, 'Registration Confirmation') };
}

/** Pays through the card form's PaymentIntent, charged at the fake Stripe and reported by its signed webhook. */
async function pay(registration: CreatedRegistration) {
  const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken } });
  expect(response.statusCode, response.body).toBe(200);
  const intent = stripe.succeedPaymentIntent(String(response.json().clientSecret).split('_secret_')[0] ?? '');
  const delivered = await webhookSender(t.app.inject.bind(t.app))(stripeEvent('payment_intent.succeeded', { ...intent }));
  expect(delivered.json().outcome).toBe('paid');
  return intent;
}

async function registerAndPay(email: string) {
  const registration = await register(t.app.inject.bind(t.app), { email });
  const intent = await pay(registration);
  return { registration, intent, page: await pageLinkFrom(email, 'Payment') };
}

const stored = async (id: number) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const ledgerOf = async (id: number): Promise<LedgerEntry[]> => (await t.admin('GET', `/api/payments?registrationId=${id}`)).json().data;
const refundPosts = (intentId: string) => stripe.posts('/v1/refunds').filter((request) => request.body.payment_intent === intentId);
const cancellationRows = async (id: number) => outboxRows(t.db, { registrationId: id, template: TEMPLATES.cancellationConfirmation });
const cancelledEmail = (to: string) => smtp.waitForEmail(to, { matching: (message: ReceivedEmail) => message.subject.startsWith('Registration Cancelled') });

/** A Phoenix calendar day `days` after TODAY. */
const daysAfterToday = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------------

describe('my registration: the page', () => {
  it('an adult\'s confirmation email carries the link; the page shows the program, the amount, the payment state and that no consent is needed', async () => {
    const email = unique('adult');
    const { registration, page } = await registerAdult(email);
    const response = await get(page);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    // Server-rendered, and no script of the client's runs on it.
    expect(response.body).not.toMatch(/<script type="module"/);
    const text = textOf(response.body);
    expect(text).toContain(PROGRAM);
    expect(text).toContain('Saturday, January 16, 2027');
    expect(text).toContain('Mesquite Valley Community Center');
    expect(response.body).toContain('https://www.google.com/maps/search/?api=1&amp;query=Mesquite%20Valley%20Community%20Center');
    expect(text).toContain('New Official');
    expect(text).toMatch(/Amount \$40\.00/);
    expect(text).toMatch(/Payment status Pending/);
    expect(text).toMatch(/Guardian consent Not needed/);
    expect(text).toMatch(/Status Active/);
    expect(text).toContain(`Registration number ${registration.id}`);
    expect(text).toContain('Add to calendar (.ics)');
    expect(text).toContain('Cancel registration');
    expect(text).toContain('You can cancel online until Saturday, January 9, 2027');
  });

  it('a paid registration shows its receipt: fee lines, Stripe reference, date paid', async () => {
    const { registration, intent, page } = await registerAndPay(unique('receipt'));
    const text = textOf((await get(page)).body);
    // The day it was paid, in Phoenix (the ledger records it as the webhook arrives).
    const paidOn = formatDateLong(dateInTimeZone((await stored(registration.id)).paidAt!, 'America/Phoenix'));
    expect(text).toMatch(/Payment status Paid/);
    expect(text).toContain('Receipt');
    expect(text).toContain('New Official Registration');
    expect(text).toContain(`Stripe reference ${intent.id}`);
    expect(text).toContain(`Paid on ${paidOn}`);
    expect(text).not.toContain('Pay now');
  });

  it('wrong, malformed and revoked tokens get the 404 page and nothing else', async () => {
    const email = unique('revoked');
    const { registration, page } = await registerAdult(email);
    const notFound = await get('/no-such-page');
    const wrong = `/my-registration/${randomBytes(32).toString('base64url')}`;
    for (const url of [wrong, '/my-registration/abc', '/my-registration/%3Cscript%3E', `${wrong}/cancel`, `${wrong}/calendar.ics`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(textOf(response.body)).toBe(textOf(notFound.body));
    }
    expect((await postForm(`${wrong}/cancel`)).statusCode).toBe(404);

    expect(await revokeLinks(t.db, registration.id, 'my-registration', NOW)).toBeGreaterThan(0);
    for (const url of [page, `${page}/cancel`, `${page}/calendar.ics`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(email);
      expect(textOf(response.body)).not.toContain(PROGRAM);
    }
    expect((await postForm(`${page}/cancel`)).statusCode).toBe(404);
    expect((await stored(registration.id)).registrationStatus).toBe('active');
  });

  it('greets the guardian who opened their copy of a minor\'s link, and keeps greeting them through a cancellation', async () => {
    const email = unique('minor');
    const parent = unique('maria');
    await register(t.app.inject.bind(t.app), {
      firstName: 'Alex', lastName: 'Greeted', email, dateOfBirth: '2012-06-01', parentGuardianName: 'Maria Greeted', parentGuardianEmail: parent, parentGuardianRelationship: 'Mother',
    });
    const own = await pageLinkFrom(email, 'Registration Confirmation');
    expect(textOf((await get(own)).body)).toContain('Hello Alex Greeted: here is your registration.');

    const copy = await smtp.waitForEmail(parent, { matching: (message) => message.subject.startsWith('Registration Confirmation') });
    const guardianPage = /https:\/\/refs\.example\.org(\/my-registration\/[A-Za-z0-9_-]{43}\?for=guardian)/.exec(copy.text)?.[1];
    expect(guardianPage, copy.text).toBeDefined();
    const text = textOf((await get(guardianPage!)).body);
    expect(text).toContain('Hello Maria Greeted: here is the registration of Alex Greeted, a minor in your care.');
    expect(text).not.toContain('Hello Alex');

    // The cancellation's screens lead back to the guardian's greeting.
    const [path] = guardianPage!.split('?');
    const confirm = await get(`${path}/cancel?for=guardian`);
    expect(confirm.body).toContain(`action="${path}/cancel?for=guardian"`);
    expect(confirm.body).toMatch(new RegExp(`href="${path}\\?for=guardian"[^>]*>Keep my registration`));
    const cancelled = await postForm(`${path}/cancel?for=guardian`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(guardianPage);
    expect(textOf((await get(guardianPage!)).body)).toContain('Hello Maria Greeted: here is the registration of Alex Greeted, a minor in your care.');
  });

  it('greets the guardian when a minor\'s registration gave the guardian\'s own address', async () => {
    const shared = unique('family');
    await register(t.app.inject.bind(t.app), { firstName: 'Robin', lastName: 'Shared', email: shared, dateOfBirth: '2012-07-01', parentGuardianName: 'Sam Shared', parentGuardianEmail: shared.toUpperCase() });
    const page = await pageLinkFrom(shared, 'Registration Confirmation');
    expect(textOf((await get(page)).body)).toContain('Hello Sam Shared: here is the registration of Robin Shared, a minor in your care.');
  });

  it('downloads the program as an .ics with the confirmation email\'s UID', async () => {
    const { registration, page } = await registerAdult(unique('ics'));
    const response = await get(`${page}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="program\.ics"$/);
    const { events } = parseIcs(response.body);
    expect(events).toHaveLength(1);
    const props = Object.fromEntries(events[0]!.properties.map((property) => [property.name, property.value]));
    expect(props.UID).toMatch(new RegExp(`^registration-${registration.id}@`));
    expect(props.SUMMARY).toBe(PROGRAM);
    expect(props.LOCATION).toContain('Mesquite Valley Community Center');
    expect(response.body).toContain('DTSTART:20270116');
  });

  it('pay later: a pending registration\'s Pay now opens the existing payment flow, and its address works with the payment API', async () => {
    const { registration, page } = await registerAdult(unique('paylater'));
    const href = /href="(\/checkout\?[^"]+)"[^>]*>Pay now</.exec((await get(page)).body)?.[1];
    expect(href).toBeDefined();
    const query = new URL(href!.replace(/&amp;/g, '&'), 'http://local').searchParams;
    expect(query.get('registrationId')).toBe(String(registration.id));
    expect(query.get('paymentToken')).toBe(registration.paymentToken);
    expect((await get(href!.replace(/&amp;/g, '&').split('?')[0]!)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST', url: '/api/create-payment-intent',
      payload: { paymentAmount: query.get('amount'), registrationId: query.get('registrationId'), paymentToken: query.get('paymentToken') },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().clientSecret).toMatch(/^pi_/);
  });
});

describe('my registration: cancellation', () => {
  it('inside the policy: confirmation, then the registration is cancelled, paid less the fee kept refunded through the ledger, both sides emailed', async () => {
    const email = unique('cancel');
    const { registration, intent, page } = await registerAndPay(email);
    const confirm = await get(`${page}/cancel`);
    expect(confirm.statusCode).toBe(200);
    const confirmText = textOf(confirm.body);
    expect(confirmText).toMatch(/Refund \$30\.00/);
    expect(confirmText).toMatch(/Kept \$10\.00/);
    expect(confirmText).toContain('Yes, cancel my registration');
    expect(confirm.body).toContain(`action="${page}/cancel"`);
    expect(confirm.body).toMatch(new RegExp(`href="${page}"[^>]*>Keep my registration`));

    const response = await postForm(`${page}/cancel`);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(page);
    const after = textOf((await get(page)).body);
    expect(after).toContain('Your registration is cancelled');
    expect(after).toMatch(/Status Cancelled/);
    expect(after).not.toContain('Cancel registration');

    const row = await stored(registration.id);
    expect(row).toMatchObject({ registrationStatus: 'cancelled', refundDueCents: null, refundedCents: 3000 });
    expect(row.cancelledAt?.toISOString()).toBe(NOW.toISOString());
    const refunds = (await ledgerOf(registration.id)).filter((entry) => entry.kind === 'refund');
    expect(refunds).toMatchObject([{ amountCents: 3000, paymentIntentId: intent.id }]);
    expect(refundPosts(intent.id).map((request) => request.body.amount)).toEqual(['3000']);
    expect((await cancellationRows(registration.id))[0]?.paymentId).toBe(refunds[0]!.id);

    const mine = await cancelledEmail(email);
    expect(mine.text).toContain('A refund of $30.00 ($10.00 is kept under the cancellation policy) is on its way');
    const office = await smtp.waitForEmail(OFFICE, { matching: (message) => message.subject.includes(`Registration Cancelled: Jordan Reyes`) && message.text.includes(String(registration.id)) });
    expect(office.text).toContain('$30.00 (sent)');

    // A second post (another tab) changes nothing and refunds nothing more.
    const again = await postForm(`${page}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(textOf(again.body)).toContain('This registration is already cancelled');
    expect(refundPosts(intent.id)).toHaveLength(1);
    expect(await cancellationRows(registration.id)).toHaveLength(1);
  });

  it('two confirmations at once (two tabs) cancel once, refund once and email once', async () => {
    const { registration, intent, page } = await registerAndPay(unique('twice'));
    const statuses = (await Promise.all([postForm(`${page}/cancel`), postForm(`${page}/cancel`)])).map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(303);
    expect(await stored(registration.id)).toMatchObject({ registrationStatus: 'cancelled', refundedCents: 3000 });
    expect(new Set(refundPosts(intent.id).map((request) => request.body.amount))).toEqual(new Set(['3000']));
    expect((await ledgerOf(registration.id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect(await cancellationRows(registration.id)).toHaveLength(1);
  });

  it('a pending registration cancels with nothing to refund', async () => {
    const email = unique('pending-cancel');
    const { registration, page } = await registerAdult(email);
    expect(textOf((await get(`${page}/cancel`)).body)).toContain('Nothing has been paid for this registration');
    expect((await postForm(`${page}/cancel`)).statusCode).toBe(303);
    expect(await stored(registration.id)).toMatchObject({ registrationStatus: 'cancelled', refundDueCents: null });
    expect((await cancelledEmail(email)).text).toContain('has been cancelled as you asked');
    expect(textOf((await get(page)).body)).not.toContain('Pay now');
  });

  it('a cancelled registration offers no calendar file: no link on its page, the .ics is gone, and no email sent afterwards attaches one', async () => {
    const email = unique('no-calendar');
    const { registration, page } = await registerAdult(email);
    expect((await get(`${page}/calendar.ics`)).statusCode).toBe(200);
    expect((await postForm(`${page}/cancel`)).statusCode).toBe(303);
    await cancelledEmail(email);

    const after = await get(page);
    expect(textOf(after.body)).not.toContain('Add to calendar');
    expect(after.body).not.toContain('calendar.ics');
    const ics = await get(`${page}/calendar.ics`);
    expect(ics.statusCode).toBe(404);
    expect(ics.headers['content-type']).not.toContain('text/calendar');

    // Staff send the private link again: the new confirmation carries no calendar.
    expect((await t.admin('POST', `/api/registrations/${registration.id}/private-link`)).statusCode).toBe(200);
    const confirmations = () => smtp.emailsTo(email).filter((message) => message.subject.startsWith('Registration Confirmation'));
    const resent = await smtp.waitForEmail(email, { matching: (message) => message.subject.startsWith('Registration Confirmation') && confirmations().length === 2 });
    expect(confirmations()[0]!.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true);
    expect(resent.attachments.filter((file) => file.filename.endsWith('.ics'))).toEqual([]);

    // A payment confirmation still queued when the registration was cancelled (an SMTP retry) neither attaches nor mentions one.
    await t.db.insert(emailOutbox).values({ template: TEMPLATES.paymentConfirmation, recipient: 'registrant', subjectId: registration.id });
    t.app.emails.queued();
    const receipt = await smtp.waitForEmail(email, { matching: (message) => message.subject.startsWith('Payment Confirmation') });
    expect(receipt.attachments).toEqual([]);
    expect(receipt.text).not.toContain('The attached calendar file');
  });

  it('outside the policy (the start is too close): refused with the office to contact, nothing changed', async () => {
    const { registration, intent, page } = await registerAndPay(unique('late'));
    await setProgramStart(daysAfterToday(6));
    const text = textOf((await get(page)).body);
    expect(text).not.toContain('Cancel registration');
    const closed = await get(`${page}/cancel`);
    expect(closed.statusCode).toBe(409);
    expect(textOf(closed.body)).toContain('Online cancellation has closed');
    expect(textOf(closed.body)).toContain('contact the office');
    expect(closed.body).not.toContain('Yes, cancel my registration');
    const refused = await postForm(`${page}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(await stored(registration.id)).toMatchObject({ registrationStatus: 'active', paymentStatus: 'paid', cancelledAt: null, refundDueCents: null });
    expect(refundPosts(intent.id)).toHaveLength(0);
    expect(await cancellationRows(registration.id)).toHaveLength(0);

    // Exactly N days before the start is still inside.
    await setProgramStart(daysAfterToday(7));
    expect((await get(`${page}/cancel`)).statusCode).toBe(200);
  });

  it('on approval: the refund (percent kept) is left due for staff, no Stripe refund', async () => {
    await putSettings({ refundMode: 'approval', feeKeptKind: 'percent', feeKeptAmount: 12.5 });
    const email = unique('approval');
    const { registration, intent, page } = await registerAndPay(email);
    const confirmText = textOf((await get(`${page}/cancel`)).body);
    expect(confirmText).toMatch(/Refund \$35\.00/);
    expect(confirmText).toContain('once our staff approve it');
    expect((await postForm(`${page}/cancel`)).statusCode).toBe(303);
    expect(await stored(registration.id)).toMatchObject({ registrationStatus: 'cancelled', refundDueCents: 3500, paymentStatus: 'paid', refundedCents: 0 });
    expect(refundPosts(intent.id)).toHaveLength(0);
    expect((await ledgerOf(registration.id)).filter((entry) => entry.kind === 'refund')).toEqual([]);
    expect(textOf((await get(page)).body)).toMatch(/Refund awaiting approval \$35\.00/);
    expect((await cancelledEmail(email)).text).toContain('once our staff approve it');

    // Staff approve it from the back office, in two parts: each refund settles that much of what is due.
    const payment = (await ledgerOf(registration.id)).find((entry) => entry.kind === 'payment')!;
    const refund = (amountCents: number) => t.admin('POST', `/api/payments/${payment.id}/refund`, { amountCents, reason: 'requested_by_customer', note: 'Approved' });
    expect((await refund(1500)).statusCode).toBe(200);
    expect(await stored(registration.id)).toMatchObject({ refundDueCents: 2000, refundedCents: 1500 });
    expect((await refund(2000)).statusCode).toBe(200);
    expect(await stored(registration.id)).toMatchObject({ refundDueCents: null, refundedCents: 3500 });
  });

  it('when Stripe refuses the refund: an error page (502) and nothing changes', async () => {
    const { registration, intent, page } = await registerAndPay(unique('refused'));
    stripe.failWith = 400;
    const response = await postForm(`${page}/cancel`);
    expect(response.statusCode).toBe(502);
    expect(textOf(response.body)).toContain('The refund could not be made');
    stripe.failWith = null;
    expect(await stored(registration.id)).toMatchObject({ registrationStatus: 'active', cancelledAt: null, refundDueCents: null, refundedCents: 0 });
    expect(await cancellationRows(registration.id)).toHaveLength(0);
    expect(refundPosts(intent.id).length).toBeGreaterThan(0);
  });

  it('self-cancel switched off (null): no cancel button, the confirmation and the post refused', async () => {
    await putSettings({ selfCancelUntilDays: null });
    const { registration, page } = await registerAdult(unique('off'));
    expect(textOf((await get(page)).body)).not.toContain('Cancel registration');
    expect((await get(`${page}/cancel`)).statusCode).toBe(409);
    expect((await postForm(`${page}/cancel`)).statusCode).toBe(409);
    expect((await stored(registration.id)).registrationStatus).toBe('active');
  });

  it('bad input gets a 4xx page, never a 500', async () => {
    const { page } = await registerAdult(unique('bad'));
    const plain = await t.app.inject({ method: 'POST', url: `${page}/cancel`, headers: { 'content-type': 'text/plain' }, payload: 'cancel' });
    expect(plain.statusCode).toBe(415);
    const big = await postForm(`${page}/cancel`, `x=${'a'.repeat(20_000)}`);
    expect(big.statusCode).toBe(413);
  });
});

describe('my registration: in test mode (no Stripe keys)', () => {
  it("a paid registration's refund waits for staff: nothing can go back to a card", async () => {
    const testMode = await startMailingApp({ withSite: true, now: () => NOW, env: { SITE_URL: 'https://refs.example.org', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' } });
    try {
      const email = unique('test-mode');
      const registration = await register(testMode.t.app.inject.bind(testMode.t.app), { email });
      // Paid by hand in the back office (cash at the desk), as staff do in test mode.
      expect((await testMode.t.admin('PUT', `/api/registrations/${registration.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
      const message = await testMode.smtp.waitForEmail(email, { matching: (received) => received.subject.startsWith('Registration Confirmation') });
      const page = LINK.exec(message.text)![1]!;
      const cancel = `${page}/cancel`;
      const confirm = await testMode.t.app.inject({ method: 'GET', url: cancel });
      expect(textOf(confirm.body)).toContain('once our staff approve it');
      const posted = await testMode.t.app.inject({ method: 'POST', url: cancel, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(posted.statusCode).toBe(303);
      const [row] = await testMode.t.db.select().from(registrations).where(eq(registrations.id, registration.id));
      // The default policy keeps nothing: all $40.00 is due.
      expect(row).toMatchObject({ registrationStatus: 'cancelled', paymentStatus: 'paid', refundDueCents: 4000, refundedCents: 0 });
      expect(testMode.stripe.posts('/v1/refunds')).toEqual([]);
    } finally {
      await testMode.close();
    }
  });
});
