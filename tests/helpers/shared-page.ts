// One browser page that the tests of a file take turns on, instead of a fresh context each: a new
// context costs a renderer process and a cold cache (about 0.4 s, and the page's scripts again), while
// a navigation in the same context finds the scripts cached. Between tests the page is handed over as
// a first-time visitor would find it: no cookies, no storage of the site, no routes, no errors yet (a
// signed-in page, helpers/admin-session.ts, keeps only the admin's session: see Kept).
import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll } from 'vitest';
import { openPage, type PageWithErrors } from './browser.js';
import { finiteAnimationsEnded, gotoLanding, markPopupSeen } from './locators.js';

interface Session {
  browser: Browser;
  server: { url: string };
}

/** Playwright's own default for actions and waits, back for each test whatever the last one set. */
const PLAYWRIGHT_DEFAULT_TIMEOUT = 30_000;

/** How the next test wants the page; what it leaves out is the context's (see openPage). */
export interface Visit {
  viewport?: ViewportSize;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** localStorage entries the site finds from its first load on (e.g. the stored theme). */
  storage?: Record<string, string>;
}

/** What a page keeps from one test to the next: put back after the clearing, before `visit`'s storage. */
export interface Kept {
  storage?: Record<string, string>;
  cookies?: Parameters<BrowserContext['addCookies']>[0];
}

export interface SharedPage {
  /**
   * The page for the next test, on the site's robots.txt (so that nothing of the last test's page still
   * runs): cookies, localStorage, sessionStorage and routes cleared, `visit` applied, errors emptied.
   * Init scripts and listeners stay. Opened by the first test that asks, closed after the file.
   */
  fresh(visit?: Visit): Promise<PageWithErrors>;
  /** fresh, then `/` hydrated, with the popup marked as seen (only its card shows) unless `popupSeen` is false. */
  landing(visit?: Visit & { popupSeen?: boolean }): Promise<PageWithErrors>;
}

/**
 * Hands `opened` (a page of a context made with `options`) over to the next test: on the site's
 * robots.txt, its routes, cookies, localStorage and sessionStorage cleared and `kept`'s put back, then
 * `visit`'s storage; the viewport, colour scheme and reduced motion `visit`'s or else the context's, no
 * media emulated (a print test's), Playwright's default timeout, errors emptied.
 */
async function handOver(opened: PageWithErrors, url: string, options: BrowserContextOptions, visit: Visit = {}, kept: Kept = {}): Promise<void> {
  const { page, errors } = opened;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(`${url}/robots.txt`);
  await page.context().clearCookies();
  if (kept.cookies?.length) await page.context().addCookies(kept.cookies);
  await page.evaluate((storage) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, { ...kept.storage, ...visit.storage });
  await page.setViewportSize(visit.viewport ?? options.viewport ?? { width: 1280, height: 900 });
  await page.emulateMedia({
    media: null,
    colorScheme: visit.colorScheme ?? options.colorScheme ?? 'light',
    reducedMotion: visit.reducedMotion ?? options.reducedMotion ?? 'reduce',
  });
  page.setDefaultTimeout(PLAYWRIGHT_DEFAULT_TIMEOUT);
  errors.length = 0;
}

/**
 * The `fresh` of a page the file's tests share, in a context made with `options`, keeping `kept()`
 * between tests (read at each turn: the session may change); call at the top level of the file.
 */
export function takeTurns(session: Session, options: BrowserContextOptions = {}, kept: () => Kept = () => ({})): (visit?: Visit) => Promise<PageWithErrors> {
  let opened: PageWithErrors | undefined;
  afterAll(async () => {
    await opened?.page.context().close();
  });
  return async (visit = {}) => {
    opened ??= await openPage(session.browser, options);
    await handOver(opened, session.server.url, options, visit, kept());
    return opened;
  };
}

/** A page the file's tests share, in a context made with `options` (call at the top level of the file). */
export function sharedPage(session: Session, options: BrowserContextOptions = {}): SharedPage {
  const fresh = takeTurns(session, options);
  return {
    fresh,
    async landing({ popupSeen = true, ...visit } = {}) {
      const landed = await fresh(visit);
      if (popupSeen) await markPopupSeen(landed.page, session.server);
      await gotoLanding(landed.page, session.server);
      return landed;
    },
  };
}

/**
 * Turns the system's colour scheme to `theme` and waits until the site, which follows the system's
 * choice when none is stored, shows it with its colours settled: for screenshots and colour checks in
 * both themes from one load. The class flips a frame after the media change (a listener sets it), and
 * only then do the colour transitions start, so waiting for no running animation alone could pass
 * before they begin.
 */
export async function showColorScheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, theme === 'dark');
  await finiteAnimationsEnded(page);
}
