// What the emails say and how they are built (issue 13, point 6), read back from a real SMTP
// conversation and parsed by mailparser: Reply-To the inquirer, money with two decimals, dates written
// out and times naming Arizona's zone, the .ics on the payment confirmation, complete HTML documents.
import { randomBytes } from 'node:crypto';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_INFO_SEED } from '../../server/content/seed-content.js';
import type { TestApp } from '../helpers/app.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import type { ReceivedEmail, TestSmtpServer } from '../helpers/smtp-server.js';
import { signatureFor } from '../helpers/stripe-events.js';
import { createGame, makeOfficial } from '../helpers/games.js';

const ADMIN_NOTIFY = MAILING_OFFICE;
// Program 1 of the seed starts on 2027-01-16 at 09:00 in Phoenix (16:00 UTC).
const PROGRAM = { date: 'Saturday, January 16, 2027', time: '9:00 AM MST (Arizona time)', startUtc: '2027-01-16T16:00:00.000Z' };

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp();
  ({ smtp, t } = mailing);
});
afterAll(() => mailing.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const inject = () => t.app.inject.bind(t.app);
const addresses = (header: unknown) => (header as AddressObject | undefined)?.value ?? [];
const parts = (message: ReceivedEmail) => [message.html, message.text];
const forRegistrant = (to: string) => (message: ReceivedEmail) => message.text.includes(to);

/** Marks a registration paid the way Stripe does: a signed payment_intent.succeeded webhook. */
async function payByWebhook(registration: CreatedRegistration) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type: 'payment_intent.succeeded', api_version: '2025-01-01', created: 1_790_000_000,
    livemode: false, pending_webhooks: 1, request: null,
    data: { object: {
      id: `pi_${registration.id}`, object: 'payment_intent', amount: registration.paymentAmount * 100, amount_received: registration.paymentAmount * 100,
      currency: 'usd', status: 'succeeded', metadata: { registrationId: String(registration.id) },
    } },
  });
  const header = signatureFor(payload);
  const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().outcome).toBe('paid');
}

const calendarOf = (message: ReceivedEmail) => {
  const attachment = message.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(attachment, `an .ics on "${message.subject}"`).toBeDefined();
  expect(attachment!.contentType).toBe('text/calendar');
  const { events } = parseIcs(attachment!.content);
  expect(events).toHaveLength(1);
  return events[0]!;
};

describe('the contact notification', () => {
  it('carries Reply-To the inquirer (name and address) while From stays the site\'s sender', async () => {
    const inquirer = unique('inquirer');
    const name = 'Riley "Ref" O\'Neil, Jr.';
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name, email: inquirer, program: 'high-school', experience: 'beginner', message: 'When is the next class?' } });
    expect(response.statusCode, response.body).toBe(201);

    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: forRegistrant(inquirer) });
    expect(addresses(notification.headers.get('reply-to'))).toEqual([{ name, address: inquirer }]);
    // EMAIL_FROM's address under the sender name of the settings (a fresh database's: the company's name).
    expect(addresses(notification.headers.get('from'))).toEqual([{ name: COMPANY_INFO_SEED.name, address: 'no-reply@example.com' }]);
    expect(notification.from).toBe('no-reply@example.com');
    for (const part of parts(notification)) {
      expect(part).toContain('Reply to this email to answer');
      expect(part).toContain('High School');
      expect(part).toContain('Beginner (0-2 years)');
    }
  });

  it('keeps a name with a line break on one header line', async () => {
    const inquirer = unique('multiline');
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Sam\r\nBcc: victim@example.com', email: inquirer } });
    expect(response.statusCode, response.body).toBe(201);
    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: forRegistrant(inquirer) });
    expect(addresses(notification.headers.get('reply-to'))).toEqual([{ name: 'Sam Bcc: victim@example.com', address: inquirer }]);
    expect(notification.headers.has('bcc')).toBe(false);
    expect(smtp.emailsTo('victim@example.com')).toHaveLength(0);
  });
});

describe('registration emails', () => {
  it('show money with two decimals, the date written out and the time in MST (Arizona time)', async () => {
    const to = unique('bundle');
    await register(inject(), { email: to, equipmentBundle: true, shirtSize: 'M' });
    const confirmation = await smtp.waitForEmail(to);
    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: forRegistrant(to) });
    for (const part of [...parts(confirmation), ...parts(notification)]) {
      expect(part).toContain('$75.00');
      expect(part).not.toMatch(/\$\d+(?![\d.,])/);
      expect(part).toContain(PROGRAM.date);
      expect(part).toContain(PROGRAM.time);
      expect(part).toContain('Whistle/Ref Shirt Bundle, shirt size M');
    }
    expect(confirmation.text).toContain('Amount: $75.00');
    expect(notification.text).toContain('Amount: $75.00');
    expect(confirmation.text).toContain('Payment status: Pending');
  });

  it('shows a youth registration\'s $0 as $0.00', async () => {
    const to = unique('youth');
    await register(inject(), { email: to, dateOfBirth: '2013-05-01', parentGuardianName: 'Pat Guardian', parentGuardianEmail: to, parentGuardianRelationship: 'Parent' });
    // The guardian's consent request goes to the same address, in either order.
    const confirmation = await smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith('Registration Confirmation') });
    expect(confirmation.text).toContain('Amount: $0.00');
    expect(confirmation.html).toContain('$0.00');
  });
});

describe('the payment confirmation', () => {
  it('shows the amount paid with two decimals and carries the program\'s .ics, the same event as the registration\'s', async () => {
    const to = unique('payer');
    const registration = await register(inject(), { email: to });
    expect(registration.paymentAmount).toBe(40);
    const registered = await smtp.waitForEmail(to);
    await payByWebhook(registration);

    const confirmation = await smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith('Payment Confirmation') });
    for (const part of parts(confirmation)) {
      expect(part).toContain('We have received your payment of $40.00');
      expect(part).toContain(PROGRAM.date);
      expect(part).toContain(PROGRAM.time);
    }
    expect(confirmation.text).toContain('Amount paid: $40.00');

    const event = calendarOf(confirmation);
    expect(instantOf(event.get('DTSTART')!).toISOString()).toBe(PROGRAM.startUtc);
    expect(instantOf(event.get('DTEND')!).getTime()).toBeGreaterThan(instantOf(event.get('DTSTART')!).getTime());
    expect(event.get('SUMMARY')?.value).toBe('Youth League Officiating Fundamentals');
    expect(event.get('UID')?.value).toBe(calendarOf(registered).get('UID')?.value);
  });
});

describe('every HTML part', () => {
  it('is a complete document with lang, charset, viewport and the subject as its title', async () => {
    const to = unique('documents');
    const test = await t.admin('GET', `/api/test-email?email=${encodeURIComponent(to)}`);
    expect(test.statusCode, test.body).toBe(200);
    const smtpTest = await t.admin('GET', `/api/test-smtp?email=${encodeURIComponent(to)}`);
    expect(smtpTest.statusCode, smtpTest.body).toBe(200);
    expect(smtp.emailsTo(to)).toHaveLength(4);

    const types = new Set(smtp.messages.map((message) => message.headers.get('x-email-type')));
    // This file's other messages (a minor's consent request among them) are checked too.
    expect([...types]).toEqual(expect.arrayContaining(['adminNotification', 'paymentConfirmation', 'registrationConfirmation', 'smtpTest']));
    const paymentTest = smtp.emailsTo(to).find((message) => message.headers.get('x-email-type') === 'paymentConfirmation')!;
    expect(instantOf(calendarOf(paymentTest).get('DTSTART')!).toISOString()).toBe(PROGRAM.startUtc);

    for (const message of smtp.messages) {
      const title = message.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(message.html, message.subject).toMatch(
        /^<!DOCTYPE html>\s*<html lang="en">\s*<head>\s*<meta charset="utf-8">\s*<meta name="viewport" content="width=device-width, initial-scale=1">\s*<title>[^<]+<\/title>\s*<\/head>\s*<body[ >][\s\S]*<\/body>\s*<\/html>\s*$/,
      );
      expect(message.html).toContain(`<title>${title}</title>`);
      expect(message.html.match(/<html|<head>|<body/g)).toHaveLength(3);
    }
  });
});

describe('the crew\'s emails (issue 30)', () => {
  it('tell an official placed on a game when (in Arizona\'s zone), where, the position and fee, and link their games; a cancellation says so', async () => {
    const official = await makeOfficial(t, { firstName: 'Quinn' });
    const game = await createGame(t, { date: '2027-02-06', startTime: '18:30' });
    expect((await t.admin('POST', `/api/games/${game.id}/assignments`, { positionId: game.positions[1]!.id, email: official.email })).statusCode).toBe(201);
    await t.app.emails.idle();
    // Their registration's confirmation came first.
    const aboutGames = () => smtp.emailsTo(official.email).filter((message) => /game/i.test(message.subject));
    const [placed] = aboutGames();
    expect(placed!.subject).toBe('New game assignment: Desert Vista vs Mountain Pointe');
    for (const part of parts(placed!)) {
      expect(part).toContain('Saturday, February 6, 2027 at 6:30 PM MST (Arizona time)');
      expect(part).toContain('Umpire 1');
      expect(part).toContain('$50.00');
      expect(part).toContain('Desert Vista High School, 16440 S 32nd St, Phoenix, AZ 85048');
    }
    expect(placed!.text).toContain('/account/games');
    expect((await t.admin('POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(200);
    await t.app.emails.idle();
    expect(aboutGames().map((message) => message.subject)).toEqual([placed!.subject, 'Game cancelled: Desert Vista vs Mountain Pointe']);
  });
});
