// What the browser tests of a file share: the server (inside the worker, serving the build), started before the file's tests and stopped
// after, the worker's Chromium (its contexts closed after the file), and the folder for the file's
// screenshots.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { workerChromium } from './browser.js';
import { startLocalServer } from './local-server.js';
import type { Server } from './server.js';

export interface SiteSession {
  server: Server;
  browser: Browser;
}

/** The server's environment, or a function that gives it when the server starts (after earlier hooks). */
export type SessionEnv = Record<string, string> | (() => Record<string, string>);

/** The fields are there from the file's first hook on: read them inside hooks and tests. */
export function siteSession<Session extends SiteSession = SiteSession>(env: SessionEnv = {}, ready?: (session: Session) => Promise<void>): Session {
  const session = {} as Session;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startLocalServer(typeof env === 'function' ? env() : env), workerChromium()]);
    await ready?.(session);
  });
  afterAll(async () => {
    // The file's contexts only: the next file of this worker uses the same Chromium.
    await Promise.all(session.browser?.contexts().map((context) => context.close()) ?? []);
    await session.server?.stop();
  });
  return session;
}

// Screenshots are for people to look at the screens; no test reads them. A run saves them when asked
// (E2E_SCREENSHOTS=1, or E2E_SCREENSHOT_DIR set) and skips the work otherwise.
const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1' || process.env.E2E_SCREENSHOT_DIR !== undefined;

/**
 * The folder a test file saves its screenshots in: E2E_SCREENSHOT_DIR, else `fallback`; made before
 * the file's tests when the run saves screenshots (call this at the top level of the file).
 */
export function screenshotDir(fallback: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR ?? fallback;
  beforeAll(() => {
    if (screenshotsWanted()) mkdirSync(dir, { recursive: true });
  });
  return dir;
}

/** Saves a screenshot of the page or element when the run saves screenshots (see above). */
export function keepScreenshot(target: Page, options: PageScreenshotOptions): Promise<void>;
export function keepScreenshot(target: Locator, options: LocatorScreenshotOptions): Promise<void>;
export async function keepScreenshot(target: Page | Locator, options: PageScreenshotOptions & LocatorScreenshotOptions): Promise<void> {
  if (screenshotsWanted()) await target.screenshot(options);
}
