// The per-username login limit (a lock that grows, whatever the address) beside the per-address one,
// and whose address the limits see behind a proxy (TRUST_PROXY).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../server/auth/login-attempt-tables.js';
import { ADMIN, createTestApp, type TestApp } from '../helpers/app.js';

const LOCKED = /^Too many failed login attempts for this username\. Please try again in \d+ minute\(s\)\.$/;

describe('login limit per username', () => {
  let clock = new Date('2026-05-01T12:00:00Z');
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  let t: TestApp;
  // Every attempt comes from another address (behind one trusted proxy), so only the username counts.
  let address = 0;
  const attempt = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` },
      payload: { username, password },
    });
  const failThrice = async (username: string) => {
    for (let i = 0; i < 3; i++) expect((await attempt(username, `wrong-password-${i}`)).statusCode).toBe(401);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { TRUST_PROXY: '1', LOGIN_ACCOUNT_MAX_FAILURES: '3', LOGIN_ACCOUNT_LOCK_MINUTES: '1' } });
  });
  afterAll(() => t.close());

  it('locks a username after its failures from many addresses, refusing even the right password with 429 and Retry-After', async () => {
    await failThrice(ADMIN.username);
    const locked = await attempt(ADMIN.username, ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: expect.stringMatching(LOCKED) });
    expect(locked.json().message).toContain('1 minute(s)');
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.headers['set-cookie']).toBeUndefined();

    advance(30);
    expect((await attempt(ADMIN.username, ADMIN.password)).headers['retry-after']).toBe('30');
    advance(31);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('a successful login clears the count', async () => {
    await attempt(ADMIN.username, 'wrong-password');
    await attempt(ADMIN.username, 'wrong-password');
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    await attempt(ADMIN.username, 'wrong-password');
    await attempt(ADMIN.username, 'wrong-password');
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('counts a username whatever its letter case', async () => {
    await attempt('ADMIN', 'wrong-password');
    await attempt('Admin', 'wrong-password');
    await attempt('admin', 'wrong-password');
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(429);
    advance(61);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('treats an unknown username exactly as a known one, so a lock tells nothing about who exists', async () => {
    await failThrice(ADMIN.username);
    await failThrice('nobody-here');
    const known = await attempt(ADMIN.username, 'anything-at-all');
    const unknown = await attempt('nobody-here', 'anything-at-all');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    advance(61);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('doubles the lock with each further failure up to an hour; attempts during a lock do not lengthen it', async () => {
    await failThrice(ADMIN.username);
    const locks: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await attempt(ADMIN.username, 'wrong-password');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      locks.push(seconds);
      // Hammering while locked changes nothing.
      for (let k = 0; k < 3; k++) expect((await attempt(ADMIN.username, ADMIN.password)).headers['retry-after']).toBe(String(seconds));
      advance(seconds);
      expect((await attempt(ADMIN.username, 'wrong-password')).statusCode).toBe(401);
    }
    expect(locks).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.clientKey, 'account:admin'));
    expect(row).toMatchObject({ failures: 11 });
    expect(JSON.stringify(row)).not.toContain(ADMIN.password);

    advance(3600);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.clientKey, 'account:admin'))).toEqual([]);
  });

  it('forgets failures a day after the last attempt', async () => {
    await attempt(ADMIN.username, 'wrong-password');
    await attempt(ADMIN.username, 'wrong-password');
    advance(24 * 3600 + 1);
    await attempt(ADMIN.username, 'wrong-password');
    await attempt(ADMIN.username, 'wrong-password');
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('refuses a burst of parallel guesses past the limit without checking their passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(ADMIN.username, `guess-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    advance(61);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('the per-address limit still counts beside it', () => {
  it('stops an address trying many usernames, which the per-username limit alone would not', async () => {
    const t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_ACCOUNT_MAX_FAILURES: '3' } });
    try {
      for (const username of ['alice', 'bobby', 'carol']) {
        expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-password' } })).statusCode).toBe(401);
      }
      const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'david', password: 'wrong-password' } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minute\(s\)\.$/);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const wrongFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': forwardedFor }, payload: { username: 'admin', password: 'wrong-password' } });

  it.each([
    ['a hop count', '1'],
    ['the proxy addresses', '10.0.0.0/8, 127.0.0.1'],
  ])('with %s, the per-address limit counts each forwarded client', async (_name, trustProxy) => {
    const t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '2', TRUST_PROXY: trustProxy } });
    try {
      for (let i = 0; i < 2; i++) expect((await wrongFrom(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await wrongFrom(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await wrongFrom(t, '203.0.113.2')).statusCode).toBe(401);
      // A client cannot pick its address by adding entries in front: only the proxy's last hop counts.
      expect((await wrongFrom(t, '192.0.2.99, 203.0.113.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('unset, or naming other proxies, the header is ignored: the socket address is the client', async () => {
    for (const env of [{}, { TRUST_PROXY: '10.0.0.1' }] as Record<string, string>[]) {
      const t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '2', ...env } });
      try {
        expect((await wrongFrom(t, '203.0.113.1')).statusCode).toBe(401);
        expect((await wrongFrom(t, '203.0.113.2')).statusCode).toBe(401);
        expect((await wrongFrom(t, '203.0.113.3')).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    }
  });
});
