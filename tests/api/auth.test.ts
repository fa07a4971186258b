import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from '../../server/auth/passwords.js';
import { users } from '../../server/auth/tables.js';
import { loadConfig } from '../../server/kernel/config.js';
import { ADMIN, testAppSession } from '../helpers/app.js';

const t = testAppSession();

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const currentUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/login', () => {
  it('returns a token, the user and an HttpOnly SameSite=Strict cookie', async () => {
    const response = await login({ username: ADMIN.username, password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, isAuthenticated: true, message: 'Login successful', user: { username: 'admin', role: 'admin' } });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).not.toHaveProperty('password');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Expires=/i);
  });

  it('refuses a wrong password or unknown user with 401 and the same message', async () => {
    for (const payload of [{ username: 'admin', password: 'wrong-password' }, { username: 'nobody', password: 'whatever1' }]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid username or password' });
    }
  });

  it('reports the validation messages of SPEC section 5', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect((await login({})).json().errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers for a bearer token and for the cookie alone', async () => {
    const token = await t.login();
    expect((await currentUser(token)).json()).toMatchObject({ success: true, isAuthenticated: true, user: { username: 'admin' } });
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { session: token } });
    expect(byCookie.statusCode).toBe(200);
  });

  it('GET /api/auth/user without a session is 401 with isAuthenticated false', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, isAuthenticated: false });
    expect((await currentUser('not-a-real-token')).statusCode).toBe(401);
  });

  it('logout ends the session on the server at once and clears the cookie', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });
    expect(String(response.headers['set-cookie'])).toMatch(/session=;/);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  it('logout without a session still succeeds', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });
});

describe('the password hash never leaves the server', () => {
  it('is in no auth answer', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    const token = await t.login();
    const answers = [
      await login({ username: ADMIN.username, password: ADMIN.password }),
      await currentUser(token),
      await t.app.inject({ method: 'GET', url: '/api/auth/user' }),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain(admin!.password);
      expect(answer.json().user ?? {}).not.toHaveProperty('password');
    }
  });
});

/**
 * One app for the tests that need settings of their own (each reads only its own): a clock the tests
 * move, two-hour sessions, three login failures per address, and an https SITE_URL.
 */
let clock = new Date('2026-03-01T12:00:00Z');
const configured = testAppSession({
  now: () => clock,
  env: { SESSION_TTL_HOURS: '2', LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '15', SITE_URL: 'https://referees.example.org' },
});

describe('session expiry', () => {
  it('a token stops working once its session has expired', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const token = await configured.login();
    const check = () => configured.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    clock = new Date('2026-03-01T13:59:00Z');
    expect((await check()).statusCode).toBe(200);
    clock = new Date('2026-03-01T14:01:00Z');
    expect((await check()).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { authorization: `Bearer ${token}` }, payload });

  it('checks the current password and the 8-character minimum', async () => {
    const token = await t.login();
    const wrong = await change(token, { currentPassword: 'not-it-at-all', newPassword: 'a-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: 'Current password is incorrect' });

    const short = await change(token, { currentPassword: ADMIN.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ newPassword: 'New password must be at least 8 characters' });

    const empty = await change(token, { currentPassword: '', newPassword: 'long-enough' });
    expect(empty.json().errors).toEqual({ currentPassword: 'Current password is required' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await t.login();
    const token = await t.login();
    const response = await change(token, { currentPassword: ADMIN.password, newPassword: 'brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });

    expect((await login({ username: 'admin', password: ADMIN.password })).statusCode).toBe(401);
    expect((await login({ username: 'admin', password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await currentUser(token)).statusCode).toBe(200);
    expect((await currentUser(other)).statusCode).toBe(401);

    await change(token, { currentPassword: 'brand-new-password', newPassword: ADMIN.password });
  });
});

describe('login rate limit', () => {
  // Counted per client address: each test signs in from an address of its own.
  const attemptFrom = (remoteAddress: string) => (password: string) =>
    configured.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username: 'admin', password } });

  it('answers 429 with a clear message once a client exceeds its attempts, counted in the database', async () => {
    const attempt = attemptFrom('203.0.113.10');
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt(ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minute\(s\)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a successful login clears the count', async () => {
    const attempt = attemptFrom('203.0.113.11');
    await attempt('wrong-password');
    await attempt('wrong-password');
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
    await attempt('wrong-password');
    await attempt('wrong-password');
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

  it('is Secure only for a request over HTTPS while SITE_URL is http (the default: http://localhost works)', async () => {
    const response = await login({ username: ADMIN.username, password: ADMIN.password });
    expect(cookieOf(response)).not.toMatch(/;\s*Secure/i);
  });

  it('is always Secure when SITE_URL is https, even for a plain-http request (a proxy ending TLS in front)', async () => {
    const response = await configured.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ADMIN.username, password: ADMIN.password } });
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response)).toMatch(/^session=[\w-]+;.*;\s*Secure/i);
    const logout = await configured.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${response.json().token}` } });
    expect(cookieOf(logout)).toMatch(/^session=;.*;\s*Secure/i);
  });
});

describe('password hashes', () => {
  // The suite's apps hash at a cheap cost (TEST_PASSWORD_ENV); this one at production's default.
  const strong = testAppSession({ env: { PASSWORD_HASH_COST: '17' } });
  const storedHash = async (username: string) => (await strong.db.select().from(users).where(eq(users.username, username)))[0]!.password;
  const strongLogin = (payload: object) => strong.app.inject({ method: 'POST', url: '/api/auth/login', payload });

  it('are scrypt with N=2^17, r=8, p=1 by default, the parameters stored with each hash', async () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(loadConfig({}).passwordParams).toEqual(PASSWORD_PARAMS);
    // A hash at the tests' cost (N=2^10), as the suite's template has it: signing in brings it to the configured one.
    await strong.db.update(users).set({ password: await hashPassword(ADMIN.password, { N: 2 ** 10, r: 8, p: 1 }) }).where(eq(users.username, ADMIN.username));
    expect((await strongLogin({ username: ADMIN.username, password: ADMIN.password })).statusCode).toBe(200);
    expect(await storedHash(ADMIN.username)).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
  });

  it('an old hash (N=2^14) is upgraded at the next successful login, not at a failed one', async () => {
    const oldHash = await hashPassword('an-old-password', { N: 2 ** 14, r: 8, p: 1 });
    await strong.db.insert(users).values({ username: 'veteran', password: oldHash, email: 'veteran@example.com', role: 'admin' });
    expect(needsRehash(oldHash)).toBe(true);

    expect((await strongLogin({ username: 'veteran', password: 'not-the-password' })).statusCode).toBe(401);
    expect(await storedHash('veteran')).toBe(oldHash);

    expect((await strongLogin({ username: 'veteran', password: 'an-old-password' })).statusCode).toBe(200);
    const upgraded = await storedHash('veteran');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword('an-old-password', upgraded)).toBe(true);

    expect((await strongLogin({ username: 'veteran', password: 'an-old-password' })).statusCode).toBe(200);
    expect(await storedHash('veteran')).toBe(upgraded);
    expect((await strongLogin({ username: 'veteran', password: 'not-the-password' })).statusCode).toBe(401);
  });

  it('a malformed stored hash verifies nothing and does not throw', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$1000$8$1$c2FsdA==$aGFzaA==', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==', 'bcrypt$2$8$1$c2FsdA==$aGFzaA==']) {
      expect(await verifyPassword('plain-text', stored), stored).toBe(false);
    }
  });
});
