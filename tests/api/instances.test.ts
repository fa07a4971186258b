// Several instances on one PostgreSQL (run in CI's PostgreSQL pass): two server processes share
// sessions, content (cached pages dropped on both), the login rate limit and the backup schedule.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SaveHeroSchema } from '../../common/schemas/site-content.js';
import { ADMIN } from '../helpers/app.js';
import { registrationBody } from '../helpers/registrations.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const MAX_LOGIN_FAILURES = 6;
const BACKUP_INTERVAL_HOURS = 0.001; // 3.6 s
const BACKUP_INTERVAL_MS = BACKUP_INTERVAL_HOURS * 3_600_000;

/** Retries `check` until it passes: another instance hears of a change a few milliseconds later. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3_000, interval: 50 });

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: ScratchDatabase;
  let backupDir: string;
  let first: RunningServer;
  let second: RunningServer;
  // An admin session for the tests after the logout test.
  let token: string;

  beforeAll(async () => {
    database = await createScratchDatabase();
    backupDir = mkdtempSync(join(tmpdir(), 'instances-backups-'));
    const env = {
      DATABASE_URL: database.url,
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL_HOURS: String(BACKUP_INTERVAL_HOURS),
      LOGIN_MAX_FAILURES: String(MAX_LOGIN_FAILURES),
    };
    // Started together: migrations and seeding run once under the start-up lock.
    [first, second] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const login = async (server: RunningServer, password = ADMIN.password) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password }),
    });
  const asAdmin = (server: RunningServer, token: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, 'content-type': 'application/json', authorization: `Bearer ${token}` } });

  it('accepts a login made on one instance on the other, and a logout on either ends it on both', async () => {
    const response = await login(first);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const onSecond = await asAdmin(second, token, '/api/auth/user');
    expect(onSecond.status).toBe(200);
    expect(((await onSecond.json()) as { user: { username: string } }).user.username).toBe(ADMIN.username);
    expect((await asAdmin(second, token, '/api/registrations')).status).toBe(200);

    expect((await asAdmin(second, token, '/api/auth/logout', { method: 'POST', body: '{}' })).status).toBe(200);
    expect((await asAdmin(first, token, '/api/registrations')).status).toBe(401);
    expect((await asAdmin(second, token, '/api/registrations')).status).toBe(401);
  });

  it("shows an admin change made on one instance on the other's cached public page and API", async () => {
    // Both instances have the landing page and the hero cached before the change.
    for (const server of [first, second]) {
      for (let i = 0; i < 2; i += 1) {
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/hero`)).status).toBe(200);
      }
    }
    ({ token } = (await (await login(first)).json()) as { token: string });
    const hero = ((await (await fetch(`${first.url}/api/hero`)).json()) as { data: Record<string, unknown> }).data;
    const heading = `Officiate in Phoenix ${Date.now()}`;
    const saved = await asAdmin(first, token, '/api/hero', { method: 'PUT', body: JSON.stringify(SaveHeroSchema.parse({ ...hero, heading })) });
    expect(saved.status).toBe(200);

    await eventually(async () => {
      expect(await (await fetch(`${second.url}/`)).text()).toContain(heading);
      expect(((await (await fetch(`${second.url}/api/hero`)).json()) as { data: { heading: string } }).data.heading).toBe(heading);
    });
    // The instance that made the change never serves the old page, not even once.
    expect(await (await fetch(`${first.url}/`)).text()).toContain(heading);
  });

  it('charges the new price on the other instance once a program\'s tiers change (its cached tiers are dropped)', async () => {
    ({ token } = (await (await login(first)).json()) as { token: string });
    const created = await asAdmin(first, token, '/api/programs', {
      method: 'POST',
      body: JSON.stringify({ name: 'Two-instance clinic', description: 'Priced on one instance, registered on the other.', duration: '1 day', priceTiers: [{ name: 'New Official', price: 50 }] }),
    });
    const { id: programId } = ((await created.json()) as { data: { id: number } }).data;
    const registerOnSecond = (paymentAmount: number, email: string) =>
      fetch(`${second.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registrationBody({ programId, paymentAmount, email })) });
    // The second instance reads and keeps the tiers.
    expect((await registerOnSecond(50, 'first-price@example.com')).status).toBe(201);

    const repriced = await asAdmin(first, token, `/api/programs/${programId}`, { method: 'PUT', body: JSON.stringify({ priceTiers: [{ name: 'New Official', price: 45 }] }) });
    expect(repriced.status).toBe(200);
    await eventually(async () => {
      expect((await registerOnSecond(45, `new-price-${Date.now()}@example.com`)).status).toBe(201);
    });
    expect((await registerOnSecond(50, 'old-price@example.com')).status).toBe(400);
  });

  it('refuses a registrant on the other instance once the minimum age is raised on one (its cached settings are dropped)', async () => {
    ({ token } = (await (await login(first)).json()) as { token: string });
    const current = ((await (await asAdmin(first, token, '/api/settings')).json()) as { data: Record<string, unknown> }).data;
    const { updatedAt: _updatedAt, ...settings } = current;
    // A 14- or 15-year-old, whatever today's date.
    const dateOfBirth = `${new Date().getUTCFullYear() - 15}-07-01`;
    const registerOnSecond = (email: string) =>
      fetch(`${second.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registrationBody({ dateOfBirth, email })) });
    // The second instance reads and keeps the settings (minimum age 12).
    expect((await registerOnSecond('young-before@example.com')).status).toBe(201);

    const saved = await asAdmin(first, token, '/api/settings', { method: 'PUT', body: JSON.stringify({ ...settings, minimumAge: 16 }) });
    expect(saved.status).toBe(200);
    await eventually(async () => {
      const refused = await registerOnSecond(`young-after-${Date.now()}@example.com`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe('Registrants must be at least 16 years old');
    });
    expect((await asAdmin(first, token, '/api/settings', { method: 'PUT', body: JSON.stringify(settings) })).status).toBe(200);
  });

  it('takes one scheduled backup per interval between the two instances', async () => {
    // Until three intervals have had their backup (the first comes at the first check after start-up).
    const times = await vi.waitFor(async () => {
      const listed = (await (await asAdmin(second, token, '/api/admin/backups')).json()) as { data: { filename: string; timestamp: string }[] };
      const taken = listed.data.map((backup) => Date.parse(backup.timestamp)).sort((a, b) => a - b);
      expect(taken.length).toBeGreaterThanOrEqual(3);
      return taken;
    }, { timeout: 6 * BACKUP_INTERVAL_MS, interval: 200 });
    expect(times.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < times.length; i += 1) {
      // The two instances never both take the same interval's backup.
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThan(BACKUP_INTERVAL_MS * 0.9);
    }
  });

  // Last: it locks this client out of logging in.
  it('counts failed logins on both instances against one limit', async () => {
    const attempts = [];
    for (let i = 0; i < MAX_LOGIN_FAILURES; i += 1) attempts.push((await login(i % 2 ? second : first, 'wrong-password-1')).status);
    expect(attempts).toEqual(Array(MAX_LOGIN_FAILURES).fill(401));
    expect((await login(first, 'wrong-password-1')).status).toBe(429);
    expect((await login(second)).status).toBe(429);
  });
});
