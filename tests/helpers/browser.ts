// Debian's Chromium driven by playwright-core: no test downloads a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** The whole browser, as visitors run it: the bench and Lighthouse measure with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The tests drive Debian's headless shell of the same Chromium (the same engine without the browser's
 * own window layer; Playwright's choice for headless runs) when it is installed: a page costs it about
 * a third less CPU. CHROMIUM_PATH, when set, is used instead; without the shell, the whole browser.
 */
const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    // The machine has no network but loopback; these keep Chromium from trying to reach out.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first browser test file and kept for the next ones (a worker
 * runs its files one after another and keeps its modules): each file opens contexts of its own and
 * closes them after its tests (siteSession), so no cookie or storage passes from one file to the next,
 * and a launch (a second or more of CPU on a busy machine) is paid once per worker, not per file.
 */
export function workerChromium(): Promise<Browser> {
  workerBrowser ??= launchBrowser(TEST_CHROMIUM_PATH).then((browser) => {
    browser.on('disconnected', () => {
      workerBrowser = undefined;
    });
    return browser;
  });
  return workerBrowser;
}

export interface PageWithErrors {
  page: Page;
  /** Console errors and uncaught exceptions seen on the page so far. */
  errors: string[];
}

/**
 * A page in a fresh context (no cookies or storage) that records console errors. It asks for reduced
 * motion unless told otherwise: the site honours it (dialogs, toasts and skeletons appear at once), so
 * tests wait on states rather than on animations and Chromium paints far fewer frames.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageWithErrors> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
