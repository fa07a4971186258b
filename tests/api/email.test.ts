// The email system end to end: the app sends through a real SMTP conversation to an in-process server
// (tests/helpers/smtp-server.ts); when that server refuses or is down the chain falls through to the
// file log, and the request that caused the message is not slowed or failed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { register, registrationBody, type CreatedRegistration } from '../helpers/registrations.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

const ADMIN_NOTIFY = 'office@example.com';
const FROM = 'Phoenix Referee Training <no-reply@example.com>';
const SMTP_PASSWORD = 'smtp-secret-password';
const WEBHOOK_SECRET = 'whsec_email_test';
const signer = new Stripe('sk_test_unused');
// Program 1 of the seed.
const PROGRAM = { name: 'Youth League Officiating Fundamentals', date: 'Saturday, January 16, 2027', time: '9:00 AM MST (Arizona time)', venue: 'Mesquite Valley Community Center' };

let smtp: TestSmtpServer;
let stripe: FakeStripe;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  stripe = await new FakeStripe().start();
  dataDir = await mkdtemp(join(tmpdir(), 'email-test-'));
  t = await createTestApp({
    env: {
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_USER: 'mailer', SMTP_PASS: SMTP_PASSWORD,
      EMAIL_FROM: FROM, ADMIN_NOTIFY_EMAIL: ADMIN_NOTIFY, DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await stripe.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const inject = () => t.app.inject.bind(t.app);

/** Polls the file log until a message mentioning `needle` is there. */
function waitForLoggedEmail(dir: string, needle: string, timeout = 15_000): Promise<{ file: string; content: string }> {
  return vi.waitFor(async () => {
    const files = await readdir(join(dir, 'email-logs')).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const content = await readFile(join(dir, 'email-logs', file), 'utf8');
      if (content.includes(needle)) return { file, content };
    }
    throw new Error(`No file-logged email mentioning ${needle} (files: ${files.join(', ') || 'none'})`);
  }, { timeout, interval: 25 });
}

describe('emails on registration and contact', () => {
  it('sends the registrant a confirmation with both parts and an .ics, and notifies the admin', async () => {
    const to = unique('registrant');
    const registration = await register(inject(), { email: to, firstName: 'Casey' });

    const confirmation = await smtp.waitForEmail(to);
    expect(confirmation.subject).toBe(`Registration Confirmation: ${PROGRAM.name}`);
    expect(confirmation.from).toBe('no-reply@example.com');
    for (const part of [confirmation.html, confirmation.text]) {
      expect(part).toContain(PROGRAM.name);
      expect(part).toContain(PROGRAM.date);
      expect(part).toContain(PROGRAM.time);
      expect(part).toContain(PROGRAM.venue);
    }
    const ics = confirmation.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain('DTSTART:20270116T160000Z');
    expect(ics?.content).toContain('\r\n');

    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(to) });
    expect(notification.subject).toContain('New Registration');
    expect(notification.html).toContain(PROGRAM.name);
    expect(notification.text).toContain(`Registration number: ${registration.id}`);
  });

  it('sends an under-18 registrant\'s parent/guardian a copy', async () => {
    const to = unique('youth');
    const parent = unique('parent');
    await register(inject(), { email: to, dateOfBirth: '2013-05-01', parentGuardianName: 'Pat Guardian', parentGuardianEmail: parent, parentGuardianRelationship: 'Parent' });
    await smtp.waitForEmail(to);
    // The parent also gets the consent request (issue 15); the two are sent side by side, in either order.
    const copy = await smtp.waitForEmail(parent, { matching: (message) => message.subject.startsWith('Registration Confirmation') });
    expect(copy.subject).toBe(`Registration Confirmation: ${PROGRAM.name}`);
    expect(copy.text).toContain('Pat Guardian');
    expect(copy.attachments.some((attachment) => attachment.content.includes('BEGIN:VEVENT'))).toBe(true);
  });

  it('does not send a copy to the parent of an adult', async () => {
    const to = unique('adult');
    const parent = unique('adult-parent');
    await register(inject(), { email: to, parentGuardianEmail: parent });
    await smtp.waitForEmail(to);
    await smtp.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(to) });
    expect(smtp.emailsTo(parent)).toHaveLength(0);
  });

  it('escapes user text in the HTML part', async () => {
    const to = unique('html');
    await register(inject(), { email: to, firstName: '<b>Bold</b>' });
    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(to) });
    expect(notification.html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(notification.html).not.toContain('<b>Bold</b>');
  });

  it('notifies the admin of a contact inquiry', async () => {
    const from = unique('inquirer');
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Riley Inquirer', email: from, message: 'When is the next class?' } });
    expect(response.statusCode, response.body).toBe(201);
    const notification = await smtp.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(from) });
    expect(notification.subject).toBe('New Contact Inquiry from Riley Inquirer');
    expect(notification.html).toContain('When is the next class?');
  });
});

describe('payment confirmation', () => {
  const event = (type: string, object: Record<string, unknown>, id = `evt_${randomBytes(8).toString('hex')}`) =>
    ({ id, object: 'event', type, api_version: '2025-01-01', created: 1_790_000_000, livemode: false, pending_webhooks: 1, request: null, data: { object } });
  const intentSucceeded = (registration: CreatedRegistration) =>
    event('payment_intent.succeeded', {
      id: `pi_${registration.id}`, object: 'payment_intent', amount: registration.paymentAmount * 100, amount_received: registration.paymentAmount * 100,
      currency: 'usd', status: 'succeeded', metadata: { registrationId: String(registration.id) },
    });
  async function deliver(payload: object) {
    const body = JSON.stringify(payload);
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().outcome as string;
  }

  it('is sent once when a webhook marks the registration paid, not again on a repeat or a second success event', async () => {
    const to = unique('payer');
    const registration = await register(inject(), { email: to });
    expect(registration.paymentAmount).toBeGreaterThan(0);
    const succeeded = intentSucceeded(registration);
    expect(await deliver(succeeded)).toBe('paid');
    expect(await deliver(succeeded)).toBe('duplicate');
    expect(await deliver(intentSucceeded(registration))).not.toBe('paid');

    const confirmation = await smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith('Payment Confirmation') });
    expect(confirmation.subject).toBe(`Payment Confirmation: ${PROGRAM.name}`);
    expect(confirmation.text).toContain(`$${registration.paymentAmount}.00`);
    expect(confirmation.html).toContain(PROGRAM.date);
    // A later message to the same address proves the queue has moved past anything the repeats could have
    // sent, and the outbox has nothing left due: whatever they queued has reached the SMTP server.
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Marker', email: to } });
    await smtp.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(to) && message.subject.includes('Marker') });
    await t.app.emails.idle();
    expect(smtp.emailsTo(to).filter((message) => message.subject.startsWith('Payment Confirmation'))).toHaveLength(1);
  });
});

describe('fallback to the file log', () => {
  it('keeps the message in the file log when the SMTP server refuses it, and the registration succeeds at once', async () => {
    const to = unique('refused');
    smtp.refuse = true;
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ email: to }) });
      expect(response.statusCode, response.body).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The registrant's own message (the admin notification mentions the address too).
      const logged = await waitForLoggedEmail(dataDir, `To: ${to}`);
      expect(logged.content).toContain('X-Delivered-By: file-log');
      expect(logged.content).toContain('primary:');
      expect(logged.content).toContain('Registration Confirmation');
    } finally {
      smtp.refuse = false;
    }
    expect(smtp.emailsTo(to)).toHaveLength(0);
  });

  it('delivers through the secondary transport when the primary is down', async () => {
    const dead = await new TestSmtpServer().start();
    await dead.stop();
    const secondary = await new TestSmtpServer().start();
    const dir = await mkdtemp(join(tmpdir(), 'email-secondary-'));
    const app = await createTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(dead.port), EMAIL_SECONDARY_URL: `smtp://127.0.0.1:${secondary.port}`, DATA_DIR: dir, ADMIN_NOTIFY_EMAIL: ADMIN_NOTIFY },
    });
    try {
      const to = unique('secondary');
      await register(app.app.inject.bind(app.app), { email: to });
      expect((await secondary.waitForEmail(to)).subject).toBe(`Registration Confirmation: ${PROGRAM.name}`);
      await secondary.waitForEmail(ADMIN_NOTIFY, { matching: (message) => message.text.includes(to) });
      expect((await readdir(join(dir, 'email-logs')).catch(() => [])).length).toBe(0);
    } finally {
      await app.close();
      await secondary.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the message in the file log when the SMTP server is down, and without any SMTP configuration', async () => {
    const dead = await new TestSmtpServer().start();
    await dead.stop();
    const settings: Record<string, string>[] = [{ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(dead.port) }, {}];
    for (const env of settings) {
      const dir = await mkdtemp(join(tmpdir(), 'email-down-'));
      const app = await createTestApp({ env: { ...env, DATA_DIR: dir, ADMIN_NOTIFY_EMAIL: ADMIN_NOTIFY } });
      try {
        const to = unique('down');
        const started = Date.now();
        await register(app.app.inject.bind(app.app), { email: to });
        expect(Date.now() - started).toBeLessThan(2_000);
        const logged = await waitForLoggedEmail(dir, `To: ${to}`);
        expect(logged.content).toContain('Registration Confirmation');
        await waitForLoggedEmail(dir, 'New Registration');

        const test = await app.asAdmin({ method: 'GET', url: `/api/test-email?email=${encodeURIComponent(to)}` });
        expect(test.statusCode, test.body).toBe(200);
        const body = test.json();
        expect(body.success).toBe(true);
        for (const type of ['registrationConfirmation', 'adminNotification', 'paymentConfirmation']) {
          expect(body.emailTypes[type].result.success).toBe(true);
          expect(body.emailTypes[type].logFile).toMatch(/\.eml$/);
        }
        expect(body.emailLogging).toMatchObject({ logsExist: true, location: join(dir, 'email-logs') });
        expect(body.emailLogging.fileCount).toBeGreaterThanOrEqual(5);
      } finally {
        await app.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('GET /api/test-email and /api/test-smtp', () => {
  it('test-email sends the three types to the address and reports provider and logging', async () => {
    const to = unique('tester');
    const response = await t.asAdmin({ method: 'GET', url: `/api/test-email?email=${encodeURIComponent(to)}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      testEmail: to,
      emailLogging: { location: join(dataDir, 'email-logs') },
      emailTypes: {
        registrationConfirmation: { result: { success: true } },
        adminNotification: { result: { success: true } },
        paymentConfirmation: { result: { success: true } },
      },
    });
    expect(typeof body.message).toBe('string');
    expect(body.emailProvider).toContain(`127.0.0.1:${smtp.port}`);
    expect(typeof body.emailLogging.logsExist).toBe('boolean');
    expect(typeof body.emailLogging.fileCount).toBe('number');
    expect(body.emailTypes.registrationConfirmation.logFile).toBeUndefined();
    const subjects = smtp.emailsTo(to).map((message) => message.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.some((subject) => subject.startsWith('Registration Confirmation'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('New Registration'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Payment Confirmation'))).toBe(true);
  });

  it('test-smtp shows the configuration with the password hidden and a working connection', async () => {
    const to = unique('smtp-check');
    const response = await t.asAdmin({ method: 'GET', url: `/api/test-smtp?email=${encodeURIComponent(to)}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(SMTP_PASSWORD);
    expect(response.json()).toMatchObject({
      success: true,
      connection: { success: true, message: expect.any(String), details: { suggestion: expect.any(String) } },
      config: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', pass: '********' },
      testEmail: { result: { success: true }, recipient: to },
    });
    expect(smtp.requireEmail(to).subject).toContain('SMTP test');
  });

  it('test-smtp reports a failed connection with a suggestion when the server is down', async () => {
    const dead = await new TestSmtpServer().start();
    await dead.stop();
    const app = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(dead.port) } });
    try {
      const response = await app.asAdmin({ method: 'GET', url: '/api/test-smtp?email=someone@example.com' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: false,
        connection: { success: false, details: { suggestion: expect.stringContaining('SMTP_HOST') } },
        config: { host: '127.0.0.1', port: dead.port, secure: false, user: null, pass: null },
        testEmail: { result: { success: false }, recipient: 'someone@example.com' },
      });
    } finally {
      await app.close();
    }
  });

  it.each(['/api/test-email', '/api/test-smtp'])('%s refuses a bad or missing email with 400', async (url) => {
    for (const query of ['?email=not-an-email', '']) {
      const response = await t.asAdmin({ method: 'GET', url: `${url}${query}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Please enter a valid email address' });
    }
  });

  it.each(['/api/test-email', '/api/test-smtp'])('%s is for admins only', async (url) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?email=someone@example.com` });
    expect(response.statusCode).toBe(401);
    expect(smtp.emailsTo('someone@example.com')).toHaveLength(0);
  });
});
