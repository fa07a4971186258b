// The public writes (registration, contact, payment calls) are limited per client address and per email
// address, with counters in the database: past a limit, 429 with a friendly message and Retry-After, and
// nothing stored or sent. Each test uses its own client addresses and emails; one clock drives the app.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/kernel/config.js';
import type { Database } from '../../server/kernel/db/client.js';
import { emailOutbox, rateLimits } from '../../server/kernel/db/tables.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN, createTestApp, testAppSession } from '../helpers/app.js';
import { createSharedTestDatabases, createTestDatabase } from '../helpers/database.js';
import { registrationBody, type CreatedRegistration } from '../helpers/registrations.js';
import { startLocalServer } from '../helpers/local-server.js';

const LIMITS_ON = { PUBLIC_RATE_LIMITS: 'on' };
// The defaults (server/config.ts), which these tests exercise.
const REGISTER_PER_ADDRESS = 10;
const REGISTER_PER_EMAIL = 5;
const CONTACT_PER_ADDRESS = 5;
const CONTACT_PER_EMAIL = 3;
const PAYMENT_PER_ADDRESS = 30;
const MINUTE = 60_000;
const YOUTH_BIRTH_DATES = [13, 14, 16].map((age) => `${new Date().getUTCFullYear() - age}-03-10`);

let clock = Date.now();
const t = testAppSession({ env: LIMITS_ON, now: () => new Date(clock) });

let addressCount = 0;
/** A client address no other test uses. */
const newAddress = () => `10.${Math.floor(++addressCount / 250)}.${addressCount % 250}.7`;
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
const post = (inject: Inject, url: string, payload: object, remoteAddress: string) => inject({ method: 'POST', url, payload, remoteAddress });
const registerFrom = (inject: Inject, remoteAddress: string, overrides: Record<string, unknown> = {}) =>
  post(inject, '/api/register', registrationBody({ email: unique('registrant'), ...overrides }), remoteAddress);
const contactFrom = (remoteAddress: string, email = unique('visitor')) =>
  post(t.app.inject.bind(t.app), '/api/contact', { name: 'Riley Chen', email, message: 'When does the next class start?' }, remoteAddress);
const inject = (): Inject => t.app.inject.bind(t.app);

async function expectCreated(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedRegistration;
}

function expectRefused(response: LightMyRequestResponse, message: string, retryAfterSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ success: false, message });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

const registrationEmails = async (admin: (method: 'GET', url: string) => Promise<LightMyRequestResponse>) =>
  ((await admin('GET', '/api/registrations')).json().data as { email: string }[]).map((row) => row.email);

describe('POST /api/register', () => {
  it(`refuses the registration after ${REGISTER_PER_ADDRESS} from one address in 10 minutes: 429, Retry-After, nothing stored, no email`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rate-limits-'));
    const app = await createTestApp({ env: { ...LIMITS_ON, DATA_DIR: dataDir }, now: () => new Date(clock) });
    try {
      const address = newAddress();
      for (let i = 0; i < REGISTER_PER_ADDRESS; i++) await expectCreated(await registerFrom(app.app.inject.bind(app.app), address));
      const stored = await registrationEmails(app.admin);
      const [queued] = await app.db.select({ rows: count() }).from(emailOutbox);

      const refused = unique('refused');
      expectRefused(await registerFrom(app.app.inject.bind(app.app), address, { email: refused }),
        'Too many registrations from your network. Please try again in 10 minutes.', 600);

      expect(await registrationEmails(app.admin)).toEqual(stored);
      expect(await app.db.select({ rows: count() }).from(emailOutbox)).toEqual([queued]);
      await app.app.emails.idle(); // every email sent (to the file log) before it is read
      const logged = await readdir(join(dataDir, 'email-logs')).catch(() => [] as string[]);
      for (const file of logged) expect(await readFile(join(dataDir, 'email-logs', file), 'utf8')).not.toContain(refused);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it(`refuses the registration after ${REGISTER_PER_EMAIL} for one email address in an hour, whatever the client address`, async () => {
    const email = unique('same');
    for (let i = 0; i < REGISTER_PER_EMAIL; i++) {
      // Counted whatever its case.
      await expectCreated(await registerFrom(inject(), newAddress(), { email: i % 2 ? email.toUpperCase() : email }));
    }
    const before = await registrationEmails(t.admin);
    expectRefused(await registerFrom(inject(), newAddress(), { email, firstName: 'Sixth' }),
      'Too many registrations for this email address. Please try again in 60 minutes.', 3600);
    expect(await registrationEmails(t.admin)).toEqual(before);
  });

  it('counts the parent’s email too, so nobody can flood a parent with copies from many addresses', async () => {
    const parent = unique('parent');
    const child = (i: number) => ({ dateOfBirth: YOUTH_BIRTH_DATES[i % 3], parentGuardianName: 'Pat Lee', parentGuardianEmail: parent });
    for (let i = 0; i < REGISTER_PER_EMAIL; i++) await expectCreated(await registerFrom(inject(), newAddress(), child(i)));
    expectRefused(await registerFrom(inject(), newAddress(), child(5)),
      'Too many registrations for this email address. Please try again in 60 minutes.', 3600);
  });

  it('never stops a family registering three children from one address with one parent email, and paying for each', async () => {
    const address = newAddress();
    const parent = unique('family');
    for (const [i, dateOfBirth] of YOUTH_BIRTH_DATES.entries()) {
      const registration = await expectCreated(await registerFrom(inject(), address, {
        firstName: ['Ava', 'Ben', 'Cal'][i], lastName: 'Lee', dateOfBirth, email: parent,
        parentGuardianName: 'Pat Lee', parentGuardianEmail: parent, equipmentBundle: true, shirtSize: 'M',
      }));
      const payment = await post(inject(), '/api/create-payment-intent', {
        paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken,
      }, address);
      expect(payment.statusCode, payment.body).toBe(200);
    }
    const family = (await registrationEmails(t.admin)).filter((email) => email === parent);
    expect(family).toHaveLength(3);
  });

  it('counts only requests that pass validation: an invalid form is a 400 and costs nothing', async () => {
    const address = newAddress();
    for (let i = 0; i < REGISTER_PER_ADDRESS * 2; i++) {
      expect((await registerFrom(inject(), address, { email: 'not-an-email' })).statusCode).toBe(400);
    }
    for (let i = 0; i < REGISTER_PER_ADDRESS; i++) await expectCreated(await registerFrom(inject(), address));
  });

  it('keeps no email address in its counters, only a hash', async () => {
    const email = unique('private');
    await expectCreated(await registerFrom(inject(), newAddress(), { email }));
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.toLowerCase().includes(email.split('@')[0]!))).toBe(false);
    expect(keys).toContainEqual(expect.stringMatching(/^register:email:[0-9a-f]{64}$/));
  });
});

describe('the window', () => {
  it('lets an address register again once its 10 minutes are over, and says how long is left meanwhile', async () => {
    const address = newAddress();
    for (let i = 0; i < REGISTER_PER_ADDRESS; i++) await expectCreated(await registerFrom(inject(), address));
    expectRefused(await registerFrom(inject(), address), 'Too many registrations from your network. Please try again in 10 minutes.', 600);

    clock += 4 * MINUTE;
    expectRefused(await registerFrom(inject(), address), 'Too many registrations from your network. Please try again in 6 minutes.', 360);
    clock += 6 * MINUTE - 1_000;
    expectRefused(await registerFrom(inject(), address), 'Too many registrations from your network. Please try again in 1 minute.', 1);
    clock += 1_000;
    await expectCreated(await registerFrom(inject(), address));
  });

  it('lets an email address register again once its hour is over', async () => {
    const email = unique('hourly');
    for (let i = 0; i < REGISTER_PER_EMAIL; i++) await expectCreated(await registerFrom(inject(), newAddress(), { email }));
    expectRefused(await registerFrom(inject(), newAddress(), { email }), 'Too many registrations for this email address. Please try again in 60 minutes.', 3600);
    clock += 60 * MINUTE;
    await expectCreated(await registerFrom(inject(), newAddress(), { email }));
  });
});

describe('POST /api/contact', () => {
  it(`refuses the message after ${CONTACT_PER_ADDRESS} from one address in 10 minutes, storing nothing`, async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_PER_ADDRESS; i++) expect((await contactFrom(address)).statusCode).toBe(201);
    const before = (await t.admin('GET', '/api/contacts')).json().data.length;
    expectRefused(await contactFrom(address), 'Too many messages from your network. Please try again in 10 minutes.', 600);
    expect((await t.admin('GET', '/api/contacts')).json().data).toHaveLength(before);
  });

  it(`refuses the message after ${CONTACT_PER_EMAIL} from one email address in an hour, whatever the client address`, async () => {
    const email = unique('contact');
    for (let i = 0; i < CONTACT_PER_EMAIL; i++) expect((await contactFrom(newAddress(), email)).statusCode).toBe(201);
    expectRefused(await contactFrom(newAddress(), email), 'Too many messages from this email address. Please try again in 60 minutes.', 3600);
  });

  it('counts contact messages apart from registrations', async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_PER_ADDRESS; i++) expect((await contactFrom(address)).statusCode).toBe(201);
    await expectCreated(await registerFrom(inject(), address));
  });
});

describe('the payment calls', () => {
  it(`share one limit of ${PAYMENT_PER_ADDRESS} calls per address in 10 minutes; the signed webhook is not limited`, async () => {
    const registration = await expectCreated(await registerFrom(inject(), newAddress()));
    const pay = { paymentAmount: registration.paymentAmount, registrationId: registration.id, paymentToken: registration.paymentToken };
    const address = newAddress();
    const calls: (() => Promise<LightMyRequestResponse>)[] = [
      () => post(inject(), '/api/create-payment-intent', pay, address),
      () => post(inject(), '/api/create-checkout-json', pay, address),
      () => post(inject(), '/api/stripe-redirect', { amount: pay.paymentAmount, registrationId: pay.registrationId, paymentToken: pay.paymentToken }, address),
      () => t.app.inject({ method: 'GET', url: '/api/verify-checkout/cs_test_unknown', remoteAddress: address }),
      () => t.app.inject({ method: 'GET', url: `/api/payment-state/${pay.registrationId}?token=${pay.paymentToken}`, remoteAddress: address }),
    ];
    for (let i = 0; i < PAYMENT_PER_ADDRESS; i++) {
      const response = await calls[i % calls.length]!();
      expect(response.statusCode, response.body).not.toBe(429);
    }
    for (const call of calls) expectRefused(await call(), 'Too many payment requests from your network. Please try again in 10 minutes.', 600);

    for (let i = 0; i < PAYMENT_PER_ADDRESS + 5; i++) {
      const webhook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {}, remoteAddress: address });
      expect(webhook.statusCode, webhook.body).toBe(400); // unsigned: refused by the signature check, not the limit
    }
  });

  it('declare the 429 in the API document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [['/api/register', 'post'], ['/api/contact', 'post'], ['/api/create-payment-intent', 'post'], ['/api/verify-checkout/{sessionId}', 'get'], ['/api/payment-state/{id}', 'get']]) {
      expect(paths[path!][method!].responses, `${method} ${path}`).toHaveProperty('429');
    }
    expect(paths['/api/programs'].get.responses).not.toHaveProperty('429');
  });
});

describe('several instances', () => {
  let databases: Database[] = [];
  afterAll(async () => {
    for (const database of databases) await database.close(); // the last one drops the database
  });

  it('share the counters through the database', async () => {
    // Two pools on one PostgreSQL database as two servers would have; on PGlite, one database for two apps.
    databases = process.env.TEST_DATABASE_URL ? await createSharedTestDatabases() : [await createTestDatabase()];
    await prepareDatabase(databases[0]!, ADMIN);
    const dataDir = await mkdtemp(join(tmpdir(), 'rate-limits-instances-'));
    const config = loadConfig({ NODE_ENV: 'test', ...LIMITS_ON, DATA_DIR: dataDir });
    const apps = await Promise.all([0, 1].map((i) => buildApp({ config, db: (databases[i] ?? databases[0]!).db, now: () => new Date(clock) })));
    try {
      const address = newAddress();
      for (let i = 0; i < REGISTER_PER_ADDRESS; i++) await expectCreated(await registerFrom(apps[i % 2]!.inject.bind(apps[i % 2]), address));
      for (const app of apps) {
        expectRefused(await registerFrom(app.inject.bind(app), address), 'Too many registrations from your network. Please try again in 10 minutes.', 600);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PUBLIC_RATE_LIMITS=off', () => {
  it('lets 50 registrations and 50 messages through from one address and one email', async () => {
    const app = await createTestApp({ env: { PUBLIC_RATE_LIMITS: 'off' } });
    try {
      const email = unique('unlimited');
      for (let i = 0; i < 50; i++) await expectCreated(await registerFrom(app.app.inject.bind(app.app), '10.250.0.1', { email }));
      for (let i = 0; i < 50; i++) {
        const response = await app.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Riley Chen', email }, remoteAddress: '10.250.0.1' });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await app.close();
    }
  });

  it('is said in the start-up log, and only when the limits are off', async () => {
    // The server's start (serve.ts, as `npm start` runs it) inside this worker, one after the other: its
    // log is the same, without booting two processes.
    for (const [limits, said] of [['off', true], ['on', false]] as const) {
      const server = await startLocalServer({ PUBLIC_RATE_LIMITS: limits });
      try {
        expect(server.output(), limits).toContain('"msg":"Server listening at');
        if (said) expect(server.output()).toContain('PUBLIC_RATE_LIMITS=off: the public write limits');
        else expect(server.output()).not.toContain('PUBLIC_RATE_LIMITS=off');
      } finally {
        await server.stop();
      }
    }
  });
});
