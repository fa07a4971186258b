// What the admin browser tests share: the built server and Chromium for the file, the admin's API
// token, and pages that are signed in from the start (a session made through the API, put where the
// client keeps it), fresh or shared by the file's tests. Only the tests of the login form itself sign
// in through the form.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../client/lib/api.js';
import { SESSION_COOKIE } from '../../server/kernel/http/access.js';
import { ADMIN } from './admin-credentials.js';
import { openPage, type PageWithErrors } from './browser.js';
import { openAdminScreen } from './locators.js';
import type { Server as TestServer } from './server.js';
import { sharedPage, takeTurns, type Kept, type SharedPage, type Visit } from './shared-page.js';
import { siteSession, type SessionEnv, type SiteSession } from './site-session.js';

type Server = Pick<TestServer, 'url'>;

/** Fills in the login form and submits it; the caller waits for what follows. */
export async function submitLogin(page: Page, server: Server, password = ADMIN.password) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the admin in through the login form and waits for the dashboard (for tests of the form). */
export async function signIn(page: Page, server: Server, password = ADMIN.password) {
  await submitLogin(page, server, password);
  await page.waitForURL(`${server.url}/admin`);
}

/** A new session token of the admin (POST /api/auth/login), for API calls and signed-in pages. */
export async function adminToken(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** What a login leaves in the browser for `token`: the token where the client keeps it, and the session cookie. */
function signedInState(server: Server, token: string): Required<Kept> {
  return {
    storage: { [AUTH_TOKEN_KEY]: token },
    cookies: [{ name: SESSION_COOKIE, value: token, domain: new URL(server.url).hostname, path: '/', httpOnly: true, sameSite: 'Strict', secure: false }],
  };
}

/**
 * A fresh page (see openPage) whose context holds an admin session the way a login leaves it: the
 * token in localStorage under AUTH_TOKEN_KEY (the client's bearer calls) and the httpOnly `session`
 * cookie (cookie-authorised downloads); `token` is a new session's unless given. Nothing is loaded yet.
 * The token is in the context's storage before its first page exists, so the client finds it on its
 * first load and never shows the login form; and, unlike an init script, nothing puts it back after a
 * logout.
 */
export async function openSignedIn(browser: Browser, server: Server, options: BrowserContextOptions = {}, token?: string): Promise<PageWithErrors> {
  const { storage, cookies } = signedInState(server, token ?? (await adminToken(server)));
  const opened = await openPage(browser, {
    ...options,
    storageState: { cookies: [], origins: [{ origin: server.url, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }] },
  });
  await opened.page.context().addCookies(cookies);
  return opened;
}

/** A signed-in page the tests of a file take turns on (see AdminSession.sharedPage). */
export interface AdminSharedPage {
  /**
   * The page for the next test, on the site's robots.txt, handed over as SharedPage.fresh does (routes,
   * cookies and the site's storage cleared, `visit` applied, errors emptied) but signed in: the file's
   * session token in localStorage and its session cookie put back.
   */
  fresh(visit?: Visit): Promise<PageWithErrors>;
  /** fresh, then the admin screen at `path` loaded, its heading shown. */
  screen(path: string, heading: string, visit?: Visit): Promise<PageWithErrors>;
}

/** `own`: the page gets a new session of its own (a test that logs out must not end the file's). */
export type SessionChoice = 'shared' | 'own';

export interface AdminSession extends SiteSession {
  /** The admin's token for the file's API calls (made when the server starts). */
  token: string;
  /** Calls the API as the admin (the bearer token), with `body` as JSON when given. */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  /** GETs `path` as the admin, expects 200 and returns the body's `data`. */
  data<T>(path: string): Promise<T>;
  /**
   * A fresh page signed in (see openSignedIn), on nothing yet: with the file's session, which saves a
   * login (a scrypt hash) per page, or with a new one of its own for a test that logs it out.
   */
  signedIn(options?: BrowserContextOptions, session?: SessionChoice): Promise<PageWithErrors>;
  /** A fresh signed-in page on the dashboard (/admin), its heading shown. */
  signedInPage(options?: BrowserContextOptions, session?: SessionChoice): Promise<PageWithErrors>;
  /** A fresh signed-in page on the admin screen at `path`, its heading shown. */
  signedInScreen(path: string, heading: string, options?: BrowserContextOptions, session?: SessionChoice): Promise<PageWithErrors>;
  /**
   * A signed-in page (with the file's session) in a context made with `options`, that the file's tests
   * take turns on instead of a fresh page each; opened by the first test that asks, closed after the
   * file. For a test that needs no context of its own (one that logs out keeps its own). Call at the
   * top level of the file.
   */
  sharedPage(options?: BrowserContextOptions): AdminSharedPage;
  /** A page not signed in that the file's tests take turns on (see sharedPage in shared-page.ts); call at the top level of the file. */
  sharedVisitorPage(options?: BrowserContextOptions): SharedPage;
}

/** A site session (see siteSession) with the admin's token and the calls and pages made with it. */
export function adminSession(env: SessionEnv = {}): AdminSession {
  const session: AdminSession = siteSession<AdminSession>(env, async (started) => {
    started.token = await adminToken(started.server);
  });
  session.api = (method, path, body) =>
    fetch(`${session.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  session.data = async <T>(path: string) => {
    const response = await session.api('GET', path);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  session.signedIn = (options = {}, choice = 'shared') => openSignedIn(session.browser, session.server, options, choice === 'own' ? undefined : session.token);
  session.signedInScreen = async (path, heading, options = {}, choice = 'shared') => {
    const opened = await session.signedIn(options, choice);
    await openAdminScreen(opened.page, session.server, path, heading);
    return opened;
  };
  session.signedInPage = (options = {}, choice = 'shared') => session.signedInScreen('/admin', 'Dashboard', options, choice);
  session.sharedPage = (options = {}) => {
    const fresh = takeTurns(session, options, () => signedInState(session.server, session.token));
    return {
      fresh,
      async screen(path, heading, visit) {
        const opened = await fresh(visit);
        await openAdminScreen(opened.page, session.server, path, heading);
        return opened;
      },
    };
  };
  session.sharedVisitorPage = (options = {}) => sharedPage(session, options);
  return session;
}
