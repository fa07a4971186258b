// The emails about money (issue 14, points 5 and 7), read back from a real SMTP conversation: the
// payment confirmation is a receipt, a refund tells the registrant what comes back, a dispute tells the
// office. Each is caused by a signed Stripe event and sent once, however often Stripe repeats itself.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { formatDateLong } from '../../common/format.js';
import { companyInfo } from '../../server/content/tables.js';
import { outboxRows as rowsOf } from '../helpers/outbox.js';
import type { TestApp } from '../helpers/app.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import type { ReceivedEmail, TestSmtpServer } from '../helpers/smtp-server.js';
import { stripeEvent, webhookSender } from '../helpers/stripe-events.js';

const ADMIN_NOTIFY = MAILING_OFFICE;
const PROGRAM = 'Youth League Officiating Fundamentals';
// 03:00 UTC on the 22nd is still the 21st in Phoenix: the emails show the organisation's date.
const CREATED = Date.UTC(2026, 8, 22, 3) / 1000;
const CREATED_DAY = 'Monday, September 21, 2026';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ env: { SITE_URL: 'https://refs.example.org' } });
  ({ smtp, t } = mailing);
});
afterAll(() => mailing.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const parts = (message: ReceivedEmail) => [message.html, message.text];
const withSubject = (start: string) => (message: ReceivedEmail) => message.subject.startsWith(start);
const intentOf = (registration: CreatedRegistration) => `pi_${registration.id}`;
const chargeOf = (registration: CreatedRegistration) => `ch_${registration.id}`;

async function deliver(type: string, object: Record<string, unknown>): Promise<string> {
  const response = await webhookSender(t.app.inject.bind(t.app))(stripeEvent(type, object, { created: CREATED }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome as string;
}

/** A signed payment_intent.succeeded for the registration (its own PaymentIntent unless another is named). */
function pay(registration: CreatedRegistration, intent = intentOf(registration), charge = chargeOf(registration)) {
  const cents = registration.paymentAmount * 100;
  return deliver('payment_intent.succeeded', {
    id: intent, object: 'payment_intent', amount: cents, amount_received: cents, currency: 'usd', status: 'succeeded',
    latest_charge: charge, metadata: { registrationId: String(registration.id) },
  });
}

async function registerAndPay(to: string, overrides: Record<string, unknown> = {}) {
  const registration = await register(t.app.inject.bind(t.app), { email: to, ...overrides });
  expect(await pay(registration)).toBe('paid');
  return registration;
}

const refund = (registration: CreatedRegistration, id: string, amount: number, intent = intentOf(registration), charge = chargeOf(registration)) => ({
  id, object: 'refund', amount, currency: 'usd', status: 'succeeded', payment_intent: intent, charge,
  reason: 'requested_by_customer', metadata: {}, created: CREATED,
});
type Refund = ReturnType<typeof refund>;

/** Stripe's charge.refunded carries every refund of the charge so far. */
const chargeRefunded = (registration: CreatedRegistration, refunds: [Refund, ...Refund[]]) => {
  const refunded = refunds.reduce((sum, each) => sum + each.amount, 0);
  const { charge, payment_intent: intent } = refunds[0];
  return deliver('charge.refunded', {
    id: charge, object: 'charge', amount: registration.paymentAmount * 100, amount_refunded: refunded, currency: 'usd',
    refunded: refunded >= registration.paymentAmount * 100, payment_intent: intent, metadata: { registrationId: String(registration.id) },
    refunds: { object: 'list', data: refunds, has_more: false, url: `/v1/charges/${charge}/refunds` },
  });
};

const dispute = (registration: CreatedRegistration, id: string, status: string) => ({
  id, object: 'dispute', amount: registration.paymentAmount * 100, currency: 'usd', charge: chargeOf(registration), payment_intent: intentOf(registration),
  status, reason: 'fraudulent', created: CREATED,
});

/** Everything queued has been sent (or given up): what did not arrive was never sent. */
async function sent(to: string, subjectStart: string) {
  await t.app.emails.idle();
  return smtp.emailsTo(to).filter(withSubject(subjectStart));
}

const outboxRows = (registrationId: number, template: string) => rowsOf(t.db, { registrationId, template });

describe('the payment confirmation is a receipt', () => {
  it('names the organisation, registrant, program, package, bundle with the shirt size, amount, Stripe reference and date paid', async () => {
    const to = unique('receipt');
    const registration = await registerAndPay(to, { equipmentBundle: true, shirtSize: 'M' });
    const confirmation = await smtp.waitForEmail(to, { matching: withSubject('Payment Confirmation') });
    const paidAt = (await t.admin('GET', `/api/registrations/${registration.id}`)).json().data.paidAt as string;
    const paidDay = formatDateLong(dateInTimeZone(new Date(paidAt), DEFAULT_TIME_ZONE));
    const [company] = await t.db.select().from(companyInfo);

    expect(confirmation.text).not.toBe('');
    for (const part of parts(confirmation)) {
      expect(part).toContain('We have received your payment of $75.00');
      expect(part).toContain('Receipt');
      expect(part).toContain('Jordan Reyes');
      expect(part).toContain(PROGRAM);
      expect(part).toContain('New Official Registration — $40.00');
      expect(part).toContain('Whistle/Ref Shirt Bundle (shirt size M) — $35.00');
      expect(part).toContain(intentOf(registration));
      expect(part).toContain(paidDay);
    }
    expect(confirmation.text).toContain(`Organization: ${company!.name}`);
    expect(confirmation.html).toMatch(new RegExp(`Organization</th><td[^>]*>${company!.name}<`));
    expect(confirmation.text).toContain('Amount paid: $75.00');
    expect(confirmation.text).toContain(`Stripe reference: ${intentOf(registration)}`);
    expect(confirmation.text).toContain(`Date paid: ${paidDay}`);
    expect(confirmation.html).toContain('<h2 style="font-size:16px">Receipt</h2>');
  });

  it('names the Checkout session when the payment made no PaymentIntent', async () => {
    const to = unique('session');
    const registration = await register(t.app.inject.bind(t.app), { email: to });
    const session = `cs_test_${randomBytes(6).toString('hex')}`;
    expect(await deliver('checkout.session.completed', {
      id: session, object: 'checkout.session', amount_total: 4000, currency: 'usd', payment_status: 'paid', payment_intent: null,
      metadata: { registrationId: String(registration.id) },
    })).toBe('paid');
    const confirmation = await smtp.waitForEmail(to, { matching: withSubject('Payment Confirmation') });
    expect(confirmation.text).toContain(`Stripe reference: ${session}`);
  });

  it('has no bundle line when the bundle was not taken', async () => {
    const to = unique('no-bundle');
    await registerAndPay(to);
    const confirmation = await smtp.waitForEmail(to, { matching: withSubject('Payment Confirmation') });
    expect(confirmation.text).toContain('Package: New Official Registration — $40.00');
    for (const part of parts(confirmation)) expect(part).not.toContain('Whistle/Ref Shirt Bundle');
  });
});

describe('the refund confirmation', () => {
  /** A new registrant (address from `label`) who paid, refunded `cents` (the webhook's outcome checked), and the refund email that came. */
  async function paidThenRefunded(label: string, cents: number, outcome: string) {
    const to = unique(label);
    const registration = await registerAndPay(to);
    const refunded = refund(registration, `re_${randomBytes(6).toString('hex')}`, cents);
    expect(await chargeRefunded(registration, [refunded])).toBe(outcome);
    const email = await smtp.waitForEmail(to, { matching: withSubject('Refund') });
    return { to, registration, refunded, email };
  }

  it('says a partial refund is part of the payment, the one that completes it says so, and a repeated refund sends nothing', async () => {
    const { to, registration, refunded: first, email: partial } = await paidThenRefunded('partial', 1500, 'refund');
    expect(partial.subject).toBe(`Refund: ${PROGRAM}`);
    expect(partial.text).not.toBe('');
    for (const part of parts(partial)) {
      expect(part).toContain(`We have refunded $15.00, part of your payment of $40.00 for ${PROGRAM}.`);
      expect(part).toContain(first.id);
      expect(part).toContain('At your request');
      expect(part).toContain(CREATED_DAY);
      expect(part).toContain('5–10 business days');
    }
    expect(partial.text).toContain('Amount refunded: $15.00');
    expect(partial.text).toContain(`Refund reference: ${first.id}`);

    expect(await deliver('refund.updated', first)).toBe('unchanged');
    expect(await sent(to, 'Refund')).toHaveLength(1);

    // Stripe lists the first refund again with the second: only the new one is news.
    const rest = refund(registration, `re_${randomBytes(6).toString('hex')}`, 2500);
    expect(await chargeRefunded(registration, [first, rest])).toBe('refunded');
    const refunds = await sent(to, 'Refund');
    expect(refunds).toHaveLength(2);
    const completing = refunds.find((message) => message.text.includes(rest.id))!;
    for (const part of parts(completing)) expect(part).toContain('We have refunded the remaining $25.00 of your payment');
    expect(completing.text).toContain('Refunded in total: $40.00');
  });

  it('says a full refund is the whole payment, and sends it once', async () => {
    const { to, registration, refunded: whole, email: message } = await paidThenRefunded('full', 4000, 'refunded');
    expect(message.text).not.toBe('');
    for (const part of parts(message)) {
      expect(part).toContain(`We have refunded your whole payment of $40.00 for ${PROGRAM}.`);
      expect(part).not.toContain('part of your payment');
      expect(part).toContain(whole.id);
    }
    expect(await deliver('refund.updated', whole)).toBe('unchanged');
    expect(await chargeRefunded(registration, [whole])).toBe('unchanged');
    expect(await sent(to, 'Refund')).toHaveLength(1);
    expect(await outboxRows(registration.id, 'refundConfirmation')).toHaveLength(1);
  });

  it('says the refund of a second payment taken by mistake leaves the registration paid', async () => {
    const to = unique('twice');
    const registration = await registerAndPay(to);
    const second = `pi_second_${registration.id}`;
    expect(await pay(registration, second, `ch_second_${registration.id}`)).toBe('duplicate-payment');
    const back = refund(registration, `re_${randomBytes(6).toString('hex')}`, 4000, second, `ch_second_${registration.id}`);
    expect(await chargeRefunded(registration, [back])).toBe('refund');

    const message = await smtp.waitForEmail(to, { matching: withSubject('Refund') });
    for (const part of parts(message)) {
      expect(part).toContain(`We have refunded $40.00, a second payment for ${PROGRAM} that was taken by mistake. Your registration stays paid.`);
      expect(part).not.toContain('whole payment');
    }
  });
});

describe('the dispute notification', () => {
  it('tells the office once: registrant, program, amount, reason in words, dispute and payment ids, where to answer it', async () => {
    const to = unique('disputed');
    const registration = await registerAndPay(to);
    const disputeId = `dp_${randomBytes(6).toString('hex')}`;
    expect(await deliver('charge.dispute.created', dispute(registration, disputeId, 'needs_response'))).toBe('dispute');

    const aboutThis = (message: ReceivedEmail) => message.subject.startsWith('Payment disputed') && message.text.includes(disputeId);
    const notice = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: aboutThis });
    expect(notice.subject).toBe(`Payment disputed: Jordan Reyes, ${PROGRAM}`);
    expect(notice.text).not.toBe('');
    for (const part of parts(notice)) {
      expect(part).toContain('Jordan Reyes');
      expect(part).toContain(to);
      expect(part).toContain(PROGRAM);
      expect(part).toContain('$40.00');
      expect(part).toContain('Fraudulent: the cardholder says they did not make or authorize the payment');
      expect(part).toContain(intentOf(registration));
      expect(part).toContain('https://refs.example.org/admin/registrations');
      expect(part).toContain('Stripe Dashboard');
      expect(part).toContain('before the deadline');
    }
    expect(notice.text).toContain(`Dispute ID: ${disputeId}`);
    expect(notice.text).toContain(`Opened: ${CREATED_DAY}`);

    expect(await deliver('charge.dispute.updated', dispute(registration, disputeId, 'under_review'))).toBe('dispute');
    await t.app.emails.idle();
    expect(smtp.emailsTo(ADMIN_NOTIFY).filter(aboutThis)).toHaveLength(1);
    expect(await outboxRows(registration.id, 'adminDisputeNotification')).toHaveLength(1);
  });
});
