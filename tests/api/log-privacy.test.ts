// No personal data in the log (issue 12): a registrant with a unique address goes through every path
// that writes a log line about a request or a message (a refused request with the address in its
// query, a failing database statement with the address among its parameters, email delivery failing
// on every step), and the address appears nowhere in what was logged.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { registrationBody } from '../helpers/registrations.js';

const address = `privacy-${randomBytes(6).toString('hex')}@example.com`;
const parentAddress = `parent-${randomBytes(6).toString('hex')}@example.com`;
let log = '';
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'log-privacy-'));
  // Every delivery step fails: the SMTP port refuses, and the file log's folder is a file.
  writeFileSync(join(dataDir, 'email-logs'), 'not a folder');
  t = await createTestApp({
    env: { DATA_DIR: dataDir, SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', EMAIL_MAX_ATTEMPTS: '1', ADMIN_NOTIFY_EMAIL: 'office@example.com' },
    logger: { level: 'debug', stream: { write: (line: string) => void (log += line) } },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the registrant\'s address out of every log line', async () => {
  const minor = { email: address, dateOfBirth: '2012-03-04', parentGuardianName: 'Pat Privacy', parentGuardianEmail: parentAddress };

  // A refused request whose URL carries the address in its query string.
  const refused = await t.app.inject({ method: 'POST', url: `/api/register?email=${encodeURIComponent(address)}`, payload: { email: address } });
  expect(refused.statusCode).toBe(400);

  // A database statement failing with the address among its parameters.
  await t.db.execute(sql`ALTER TABLE registrations RENAME COLUMN phone TO phone_moved`);
  try {
    const failed = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody(minor) });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'Internal server error' });
  } finally {
    await t.db.execute(sql`ALTER TABLE registrations RENAME COLUMN phone_moved TO phone`);
  }

  // Delivery failing on every step, for the registrant, the parent and the office.
  const stored = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody(minor) });
  expect(stored.statusCode).toBe(201);
  const inquiry = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Pat Privacy', email: address, message: 'Hi' } });
  expect(inquiry.statusCode).toBe(201);
  await t.app.emails.idle();

  // Each path did log something...
  expect(log).toContain('"url":"/api/register"');
  expect(log).toContain('request failed');
  expect(log).toMatch(/email registrationConfirmation #\d+ \(registration \d+, guardian\) failed on try 1, giving up/);
  expect(log).toMatch(/email adminContactNotification #\d+ \(contact \d+, admin\) failed/);
  // ...and nothing of the person.
  expect(log.toLowerCase()).not.toContain(address);
  expect(log.toLowerCase()).not.toContain(parentAddress);
  expect(log).not.toContain(encodeURIComponent(address));
  expect(log).not.toContain('Pat Privacy');
});

it("keeps private links' tokens out of the log", async () => {
  const token = `${randomBytes(16).toString('hex')}abcdefghijk`;
  const answers = await Promise.all([
    t.app.inject({ method: 'GET', url: `/consent/${token}` }),
    t.app.inject({ method: 'POST', url: `/my-registration/${token}/cancel?next=${token}`, payload: {} }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
  expect(log).toContain('"url":"/consent/<token>"');
  expect(log).toContain('"url":"/my-registration/<token>/cancel"');
  expect(log).not.toContain(token);
});
