// What the admin browser tests share: the built server and Chromium for the file, the admin's API
// token, and signing in through the login form.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN } from './app.js';
import { openPage, type PageWithErrors } from './browser.js';
import type { RunningServer } from './server.js';
import { siteSession, type SiteSession } from './site-session.js';

type Server = Pick<RunningServer, 'url'>;

/** Fills in the login form and submits it; the caller waits for what follows. */
export async function submitLogin(page: Page, server: Server, password = ADMIN.password) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the admin in through the login form and waits for the dashboard. */
export async function signIn(page: Page, server: Server, password = ADMIN.password) {
  await submitLogin(page, server, password);
  await page.waitForURL(`${server.url}/admin`);
}

/** A session token of the admin (POST /api/auth/login), for API calls that check what the UI did. */
export async function adminToken(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface AdminSession extends SiteSession {
  token: string;
  /** Calls the API as the admin (the bearer token), with `body` as JSON when given. */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  /** A fresh page (see openPage) signed in through the UI, on the dashboard. */
  signedInPage(options?: BrowserContextOptions): Promise<PageWithErrors>;
}

/** A site session (see siteSession) with the admin's token and the calls made with it. */
export function adminSession(env: Record<string, string> = {}): AdminSession {
  const session: AdminSession = siteSession<AdminSession>(env, async (started) => {
    started.token = await adminToken(started.server);
  });
  session.api = (method, path, body) =>
    fetch(`${session.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  session.signedInPage = async (options = {}) => {
    const opened = await openPage(session.browser, options);
    await signIn(opened.page, session.server);
    return opened;
  };
  return session;
}
