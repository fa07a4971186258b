// The email outbox (issue 12): every email is a row written with the record that causes it, sent by
// the worker, retried with a growing delay, marked failed after the last try and retried from the
// admin; two instances on one database never send one message twice.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../common/schemas/email-outbox.js';
import { createSharedTestDatabases, createTestDatabase } from '../helpers/database.js';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { emailOutbox, rateLimits } from '../../server/kernel/db/tables.js';
import { loginAttempts } from '../../server/auth/login-attempt-tables.js';
import { sweepLoginAttempts } from '../../server/auth/login-attempts.js';
import { registrations } from '../../server/registrations/tables.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { sweepBookkeeping } from '../../server/kernel/db/sweep.js';
import { retryDelayMs } from '../../server/email/outbox.js';
import { SMTP_POOL_SIZE } from '../../server/email/transports.js';
import { ADMIN_CONTACT_NOTIFICATION } from '../../server/contacts/emails.js';
import { createTestApp, testAppSession, type TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { outboxRows } from '../helpers/outbox.js';
import { registrationBody } from '../helpers/registrations.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ email: unique('outbox'), ...overrides }) });
  return response;
}

const rowsFor = (t: TestApp, registrationId: number) => outboxRows(t.db, { registrationId });

describe('the outbox on the write path', () => {
  const t = testAppSession();

  it('stores a registration with its confirmation and the office notice, and the worker sends them', async () => {
    const response = await register(t);
    expect(response.statusCode).toBe(201);
    const id = response.json().registrationId as number;
    const queued = await rowsFor(t, id);
    expect(queued.map((row) => [row.template, row.recipient])).toEqual([
      ['registrationConfirmation', 'registrant'],
      ['adminRegistrationNotification', 'admin'],
    ]);
    await drain(t);
    const sent = await rowsFor(t, id);
    expect(sent.map((row) => [row.status, row.deliveredBy, row.attempts])).toEqual([['sent', 'file', 1], ['sent', 'file', 1]]);
  });

  it('queues a copy and the consent request for the parent of a minor who gave another address', async () => {
    const response = await register(t, { dateOfBirth: '2012-05-01', parentGuardianName: 'Pat Reyes', parentGuardianEmail: unique('parent') });
    expect(response.statusCode).toBe(201);
    const rows = await rowsFor(t, response.json().registrationId);
    expect(rows.map((row) => [row.template, row.recipient])).toEqual([
      ['registrationConfirmation', 'registrant'], ['registrationConfirmation', 'guardian'], ['guardianConsentRequest', 'guardian'], ['adminRegistrationNotification', 'admin'],
    ]);
  });

  it('stores neither the registration nor an email when the program is not open', async () => {
    const before = await t.db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox);
    const deactivated = await t.admin('PUT', '/api/programs/2', { active: false });
    expect(deactivated.statusCode).toBe(200);
    const email = unique('closed');
    const response = await register(t, { programId: 2, email });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The selected program is not available for registration');
    expect(await t.db.select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
    expect(await t.db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox)).toEqual(before);
    await t.admin('PUT', '/api/programs/2', { active: true });
  });

  it('writes registrations that arrive together in one statement, each with its own emails; a bad one fails alone', async () => {
    const minorParent = unique('parent');
    const bodies = [
      ...Array.from({ length: 6 }, () => registrationBody({ email: unique('together') })),
      registrationBody({ email: unique('minor'), dateOfBirth: '2011-09-09', parentGuardianName: 'Pat Reyes', parentGuardianEmail: minorParent }),
      registrationBody({ email: unique('closed'), programId: 999 }),
      registrationBody({ email: unique('nul'), firstName: 'Jo\u0000rdan' }),
    ];
    const responses = await Promise.all(bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/register', payload })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 400, 400]);
    expect(responses[7]?.json().message).toBe('The selected program is not available for registration');
    expect(responses[8]?.json().message).toBe('A value contains a character that cannot be stored');
    for (const [index, response] of responses.slice(0, 7).entries()) {
      const answer = response.json();
      // The answer is the stored row (the statement returns only what the database generates).
      const stored = (await t.admin('GET', `/api/registrations/${answer.registrationId}`)).json().data;
      const { packageType: _package, ...shown } = answer.data;
      expect(stored).toMatchObject(shown);
      expect(stored.email).toBe(bodies[index]?.email);
      const rows = await rowsFor(t, answer.registrationId);
      expect(rows.map((row) => row.recipient)).toEqual(index === 6 ? ['registrant', 'guardian', 'guardian', 'admin'] : ['registrant', 'admin']);
    }
  });

  it('queues the office notice with a contact inquiry', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Casey Visitor', email: unique('contact'), message: 'Hello' } });
    expect(response.statusCode).toBe(201);
    const rows = await outboxRows(t.db, { contactId: response.json().data.id });
    expect(rows.map((row) => [row.template, row.recipient])).toEqual([['adminContactNotification', 'admin']]);
  });

  it('shows counts and messages to staff only, without addresses', async () => {
    await drain(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/email-outbox' })).statusCode).toBe(401);
    const response = await t.admin('GET', '/api/email-outbox');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as OutboxAnswer;
    expect(answer.counts.sent).toBeGreaterThanOrEqual(5);
    expect(answer.counts.queued).toBe(0);
    expect(answer.messages[0]).toMatchObject({ status: 'sent', deliveredBy: 'file' });
    expect(response.body).not.toMatch(/@example\.com/);
  });

  it('names the waitlist entry a waitlist message is about (it has no registration)', async () => {
    const program = await t.admin('POST', '/api/programs', {
      name: 'Outbox clinic for 1', description: 'A clinic with one seat, for the outbox list.', duration: '1 day', priceTiers: DEFAULT_PRICE_TIERS, capacity: 1,
    });
    expect(program.statusCode, program.body).toBe(201);
    const programId = program.json().data.id as number;
    expect((await register(t, { programId, firstName: 'Seated', lastName: 'Outbox' })).statusCode).toBe(201);
    const email = unique('waitlisted');
    expect((await register(t, { programId, firstName: 'Waiting', lastName: 'Outbox', email })).statusCode).toBe(202);
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    const answer = (await t.admin('GET', '/api/email-outbox')).json() as OutboxAnswer;
    expect(answer.messages.filter((message) => message.waitlistEntryId === entry!.id)).toEqual([
      expect.objectContaining({ template: 'waitlistJoined', recipient: 'registrant', registrationId: null, contactId: null }),
    ]);
  });

  // Clean-up, on this app: no other test here writes rate limits or login failures, and none sends a payment confirmation.
  it('deletes counters older than a day and emails sent longer ago than the retention, nothing newer', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await t.db.insert(rateLimits).values([
      { key: 'register:address:203.0.113.9', hits: 3, windowStart: hoursAgo(25) },
      { key: 'register:address:203.0.113.10', hits: 3, windowStart: hoursAgo(2) },
    ]);
    await t.db.insert(loginAttempts).values([
      { clientKey: 'old', failures: 2, windowStart: hoursAgo(30) },
      { clientKey: 'account:still-locked', failures: 9, windowStart: hoursAgo(30), lockedUntil: hoursAgo(-1) },
      { clientKey: 'recent', failures: 1, windowStart: hoursAgo(1) },
    ]);
    await t.db.insert(emailOutbox).values([
      { template: 'paymentConfirmation', recipient: 'registrant', subjectId: 1, status: 'sent', sentAt: hoursAgo(31 * 24) },
      { template: 'paymentConfirmation', recipient: 'registrant', subjectId: 2, status: 'sent', sentAt: hoursAgo(29 * 24) },
      { template: 'paymentConfirmation', recipient: 'registrant', subjectId: 3, status: 'failed' },
    ]);
    // This file's app keeps the emails it sent today: newer than the retention, so the sweep keeps them.
    const othersBefore = (await outboxRows(t.db)).filter((row) => row.template !== 'paymentConfirmation');
    expect(othersBefore.length).toBeGreaterThan(0);
    await Promise.all([sweepBookkeeping(t.db, now, 30), sweepLoginAttempts(t.db, now)]);
    expect((await t.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['register:address:203.0.113.10']);
    expect((await t.db.select().from(loginAttempts)).map((row) => row.clientKey).sort()).toEqual(['account:still-locked', 'recent']);
    const after = await outboxRows(t.db);
    expect(after.filter((row) => row.template === 'paymentConfirmation').map((row) => row.registrationId)).toEqual([2, 3]);
    expect(after.filter((row) => row.template !== 'paymentConfirmation').map((row) => row.id)).toEqual(othersBefore.map((row) => row.id));
  });
});

/** Lets the app's worker send everything due. */
const drain = (t: TestApp) => t.app.emails.idle();

describe('retries', () => {
  let t: TestApp;
  let dataDir: string;
  // Ahead of the real clock: a new row is due from the database's own now().
  let clock = Date.now() + 60_000;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'outbox-retry-'));
    // No SMTP, and the file log's folder is a file: every delivery fails until it is removed.
    writeFileSync(join(dataDir, 'email-logs'), 'not a folder');
    t = await createTestApp({ env: { DATA_DIR: dataDir, EMAIL_MAX_ATTEMPTS: '2' }, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tries again after a growing delay, gives up after the last try, and staff can send it again', async () => {
    const response = await register(t);
    const id = response.json().registrationId as number;
    await drain(t);
    const [first] = await rowsFor(t, id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(1));
    expect(first?.lastError).toMatch(/file/);
    expect(first?.lastError).not.toMatch(/@/);

    // Not due yet: nothing happens.
    clock += retryDelayMs(1) - 1_000;
    await drain(t);
    expect((await rowsFor(t, id))[0]).toMatchObject({ status: 'queued', attempts: 1 });

    clock += 2_000;
    await drain(t);
    const [failed] = await rowsFor(t, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });

    const listed = (await t.admin('GET', '/api/email-outbox')).json() as OutboxAnswer;
    expect(listed.counts.failed).toBe(2);
    expect(listed.messages[0]).toMatchObject({ status: 'failed', registrationId: id });

    rmSync(join(dataDir, 'email-logs'));
    const retried = await t.admin('POST', `/api/email-outbox/${failed!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, message: 'Email queued to be sent again', data: { status: 'queued', attempts: 0 } });
    await drain(t);
    expect((await rowsFor(t, id))[0]).toMatchObject({ status: 'sent', deliveredBy: 'file', attempts: 1 });

    const again = await t.admin('POST', `/api/email-outbox/${failed!.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'No failed email with this id' });
  });
});

describe('two instances on one database', () => {
  let smtp: TestSmtpServer;
  const apps: TestApp[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), ADMIN_NOTIFY_EMAIL: 'office@example.com' };
    if (process.env.TEST_DATABASE_URL) {
      const [first, second] = await createSharedTestDatabases();
      for (const database of [first, second]) apps.push(await createTestApp({ env, database }));
      closers.push(() => first.close(), () => second.close());
    } else {
      const database = await createTestDatabase();
      for (let index = 0; index < 2; index += 1) apps.push(await createTestApp({ env, database }));
      closers.push(() => database.close());
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const close of closers) await close();
    await smtp?.stop();
  });

  it('never sends one message twice', async () => {
    const emails = Array.from({ length: 24 }, () => unique('twice'));
    await Promise.all(emails.map((email, index) => register(apps[index % 2]!, { email })));
    await Promise.all(apps.map((app) => app.app.emails.idle()));
    const received = smtp.messages.filter((message) => message.to.some((to) => emails.includes(to)));
    expect(received).toHaveLength(emails.length);
    const messageIds = smtp.messages.map((message) => String(message.headers.get('message-id')));
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(smtp.messages).toHaveLength(emails.length * 2);
  });
});

describe('an outbox batch over SMTP', () => {
  let mailing: MailingApp;
  beforeAll(async () => {
    mailing = await startMailingApp();
  });
  afterAll(() => mailing?.close());

  it('sends its messages over a few connections, each reused', async () => {
    const { t, smtp } = mailing;
    const inquiry = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Casey Visitor', email: unique('pool'), message: 'Hello' } });
    expect(inquiry.statusCode).toBe(201);
    await drain(t);
    const before = { messages: smtp.messages.length, connections: smtp.connections };
    // One batch's worth, written straight into the outbox: the office's notice of the inquiry, 20 times.
    await t.db.execute(sql`insert into email_outbox (template, recipient, subject_id) select ${ADMIN_CONTACT_NOTIFICATION}, 'admin', ${inquiry.json().data.id as number} from generate_series(1, 20)`);
    await drain(t);
    expect(smtp.messages.length - before.messages).toBe(20);
    const opened = smtp.connections - before.connections;
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThanOrEqual(SMTP_POOL_SIZE);
  });
});
