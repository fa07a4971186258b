// What the browser tests of a file share: the built server and Chromium, started before the file's
// tests and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface SiteSession {
  server: RunningServer;
  browser: Browser;
}

/** The fields are there from the file's first hook on: read them inside hooks and tests. */
export function siteSession<Session extends SiteSession = SiteSession>(env: Record<string, string> = {}, ready?: (session: Session) => Promise<void>): Session {
  const session = {} as Session;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startServer(env), launchBrowser()]);
    await ready?.(session);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
