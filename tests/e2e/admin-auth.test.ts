import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../client/lib/api.js';
import { SESSION_COOKIE } from '../../server/kernel/http/access.js';
import { adminSession, adminToken, signIn, submitLogin } from '../helpers/admin-session.js';
import { openPage } from '../helpers/browser.js';
import { markPopupSeen, openAdminScreen, poll, toast } from '../helpers/locators.js';
import type { Visit } from '../helpers/shared-page.js';

const session = adminSession();
// One page in one context that the tests take turns on, each finding it as a first-time visitor would
// (no cookies, no storage of the site): a context each cost a renderer and a cold cache per test.
const visitor = session.sharedVisitorPage();

/**
 * The shared page signed in the way a login leaves it (the token where the client keeps it, the session
 * cookie), with a new session of its own unless `token` is given, on the dashboard.
 */
async function signedInDashboard(visit: Visit = {}, token?: string) {
  const own = token ?? (await adminToken(session.server));
  const opened = await visitor.fresh({ ...visit, storage: { [AUTH_TOKEN_KEY]: own } });
  await opened.page.context().addCookies([{ name: SESSION_COOKIE, value: own, url: session.server.url, httpOnly: true, sameSite: 'Strict' }]);
  await openAdminScreen(opened.page, session.server, '/admin', 'Dashboard');
  return opened;
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);

describe('login', () => {
  it('redirects every /admin path to /login when nobody is signed in, without running admin queries', async () => {
    const { page, errors } = await visitor.fresh();
    const adminCalls: string[] = [];
    const seeCall = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(contacts|testimonials|registrations|services|programs)/.test(path)) adminCalls.push(path);
    };
    page.on('request', seeCall);
    for (const path of ['/admin', '/admin/programs', '/admin/registrations', '/admin/change-password']) {
      await page.goto(`${session.server.url}${path}`);
      await page.waitForURL(`${session.server.url}/login`);
    }
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Website' }).getAttribute('href')).toBe('/');
    // The fieldset that disables the fields while signing in is a group, and a group has a name (issue 27).
    expect(await page.getByRole('group', { name: 'Admin Login' }).getByRole('button', { name: 'Sign In' }).count()).toBe(1);
    page.off('request', seeCall);
    expect(adminCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows SPEC’s messages for empty fields and for a wrong password, and stores no token', async () => {
    const { page } = await visitor.fresh();
    await page.goto(`${session.server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');

    await submitLogin(page, session.server, 'not-the-password');
    await toast(page, 'Invalid username or password. Please try again.').waitFor();
    expect(page.url()).toBe(`${session.server.url}/login`);
    expect(await storedToken(page)).toBeNull();
  });

  it('signs in, lands on the dashboard with the four counters, and checks the session only with a stored token', async () => {
    const { page, errors } = await visitor.fresh();
    const sessionChecks: string[] = [];
    const seeCheck = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') sessionChecks.push(request.url());
    };
    page.on('request', seeCheck);
    await page.goto(`${session.server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(sessionChecks).toEqual([]);

    await signIn(page, session.server);
    await toast(page, 'Login successful').waitFor();
    expect(sessionChecks.length).toBeGreaterThan(0);
    expect(await storedToken(page)).toMatch(/^[\w-]{40,}$/);
    const counter = (label: string) => page.locator('[data-slot="card"]').filter({ hasText: label }).locator('p');
    await poll(() => counter('Total Programs').textContent()).toBe('4');
    await poll(() => counter('Testimonials').textContent()).toBe('4');
    await poll(() => counter('Contact Inquiries').textContent()).toBe('0');

    // A new inquiry shows up as pending on the next load.
    await fetch(`${session.server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Casey Ford', email: 'casey@example.com' }) });
    await page.reload();
    await poll(() => counter('Contact Inquiries').textContent()).toBe('1');
    await poll(() => counter('Pending Inquiries').textContent()).toBe('1');
    page.off('request', seeCheck);
    expect(errors).toEqual([]);
  });

  it('logout clears the token, ends the session on the server and returns to /login', async () => {
    const { page } = await signedInDashboard();
    const token = await storedToken(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.server.url}/login`);
    expect(await storedToken(page)).toBeNull();
    const check = await fetch(`${session.server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
    await page.goto(`${session.server.url}/admin`);
    await page.waitForURL(`${session.server.url}/login`);
  });

  it('logout still goes to /login when the server call fails', async () => {
    const { page } = await signedInDashboard();
    await page.route('**/api/auth/logout', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.server.url}/login`);
    await toast(page, 'There was a problem logging out.').waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('a stored token that the server no longer accepts is cleared and leads to /login', async () => {
    const { page } = await visitor.fresh({ storage: { [AUTH_TOKEN_KEY]: 'stale-token-from-last-week' } });
    await page.goto(`${session.server.url}/admin`);
    await page.waitForURL(`${session.server.url}/login`);
    await poll(() => storedToken(page)).toBeNull();
  });
});

describe('admin layout', () => {
  it('collapses the sidebar behind a toggle on small screens', async () => {
    const { page } = await signedInDashboard({ viewport: { width: 390, height: 844 } }, session.token);
    const sidebar = page.getByRole('complementary', { name: 'Admin navigation' });
    expect(await sidebar.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByRole('link', { name: 'Programs' }).click();
    await page.waitForURL(`${session.server.url}/admin/programs`);
    await poll(() => sidebar.isVisible()).toBe(false);
  });

  // A context of its own: a cache warmed by the other tests could serve a script without a request.
  it('keeps admin code out of the landing page', async () => {
    const { page } = await openPage(session.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await markPopupSeen(page, session.server);
    await page.goto(`${session.server.url}/`, { waitUntil: 'networkidle' });
    expect(scripts.some((path) => /staff-area|dashboard|admin/.test(path))).toBe(false);
    await page.context().close();
  });
});
