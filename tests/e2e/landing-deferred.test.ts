// The landing page's code in two parts (issue 17): the first screen's (header, hero) before the page
// is interactive, without the query library, and the rest in one file fetched with that library after
// the load event, or at the visitor's first scroll, touch or key press if sooner. Until that file
// arrives, the server's markup of those sections stays.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HERO_SEED, PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { openPage, type PageWithErrors } from '../helpers/browser.js';
import { gotoLanding, hydrated, markPopupSeen, registerNowButton } from '../helpers/locators.js';
import { sharedPage } from '../helpers/shared-page.js';
import { siteSession } from '../helpers/site-session.js';

const session = siteSession();
/** The file's page, handed from test to test as a first-time visitor's (see sharedPage). */
const visitor = sharedPage(session);
const BELOW_THE_FOLD = /\/assets\/below-the-fold-[\w-]+\.js$/;
const FIRST_PROGRAM = PROGRAMS_SEED[0]!.program.name;
// A message of the query cache's own code: the file that holds it is the query library.
const QUERY_LIBRARY_MARK = 'Missing queryFn';

/** Requests matching `pattern` wait until the test lets them through. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: Request[] = [];
  await page.route(pattern, async (route) => {
    seen.push(route.request());
    await released;
    await route.continue();
  });
  return { release, seen };
}

/** Script files holding the query library wait until the test lets them through; their paths. */
async function holdQueryLibrary(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(QUERY_LIBRARY_MARK)) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

/** Paths of the scripts the page asks for before its load event. */
function scriptsBeforeLoad(page: Page): string[] {
  const paths: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (!loaded && request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const PHONE_VIEWPORT = { width: 390, height: 844 };
/**
 * A landing page at 390 px whose visitor chose the dark theme earlier; the header shows it once it is
 * hydrated. The file's shared page, unless `own` (a page of its own, for init scripts that must not
 * reach the next test).
 */
async function darkThemePage({ own = false } = {}): Promise<PageWithErrors> {
  const opened = own ? await openPage(session.browser, { viewport: PHONE_VIEWPORT }) : await visitor.fresh({ viewport: PHONE_VIEWPORT, storage: { 'vite-ui-theme': 'dark' } });
  await markPopupSeen(opened.page, session.server);
  if (own) await opened.page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  return opened;
}
/** Hydrated below the first screen: a program's Register Now opens the registration dialog. */
async function expectRegistrationOpens({ page, errors }: PageWithErrors) {
  await registerNowButton(page, FIRST_PROGRAM).click();
  await page.getByRole('dialog').waitFor();
  expect(errors).toEqual([]);
}

const headerHydrated = (page: Page) => page.locator('header').getByRole('button', { name: /^Theme: Dark\./ }).waitFor();

describe('the landing page below its first screen', () => {
  it('fetches its code only after the load event, and hydrates it then', async () => {
    const { page, errors } = await visitor.fresh();
    await markPopupSeen(page, session.server);
    const beforeLoad = scriptsBeforeLoad(page);
    const code = page.waitForRequest(BELOW_THE_FOLD);
    await gotoLanding(page, session.server);
    await code;
    expect(beforeLoad.length).toBeGreaterThan(0);
    expect(beforeLoad.filter((path) => BELOW_THE_FOLD.test(path))).toEqual([]);
    await expectRegistrationOpens({ page, errors });
  });

  it('keeps the server markup of every section while that code is on its way, whatever theme was stored', async () => {
    const { page, errors } = await darkThemePage();
    const code = await hold(page, BELOW_THE_FOLD);
    await page.goto(`${session.server.url}/`);
    await headerHydrated(page);
    await expect.poll(() => code.seen.length).toBe(1);
    // The stored theme reached the header after hydration; the sections waiting for their code kept
    // their server markup (a change from above would have made React drop it until the code came).
    await page.locator('html.dark').waitFor({ state: 'attached' });
    expect(await registerNowButton(page, FIRST_PROGRAM).count()).toBe(1);
    expect(await page.locator('#contact form').count()).toBe(1);
    expect(await page.locator('footer').innerText()).not.toBe('');

    code.release();
    await hydrated(page);
    await expectRegistrationOpens({ page, errors });
  });

  it('runs its first screen without the query library, which comes after the load event with the rest', async () => {
    const { page, errors } = await darkThemePage();
    const library = await holdQueryLibrary(page);
    const beforeLoad = scriptsBeforeLoad(page);
    await page.goto(`${session.server.url}/`, { waitUntil: 'load' });
    // The header hydrated (the stored theme reached it, the menu opens) with the library held back...
    await headerHydrated(page);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // Closed again: open, it covers the top half of the phone's screen, and once the popup's card shows
    // at the bottom (2 s after load, on a busy machine before the Register click below) no spot is left.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });
    // ...and the hero kept the stored content the server rendered it with.
    expect(await page.locator('#home-heading').innerText()).toBe(HERO_SEED.heading);
    await expect.poll(() => library.held.length).toBeGreaterThan(0);
    expect(beforeLoad.length).toBeGreaterThan(0);
    expect(beforeLoad.filter((path) => library.held.includes(path))).toEqual([]);

    library.release();
    await hydrated(page);
    await expectRegistrationOpens({ page, errors });
  });

  it('fetches that code at the first scroll when the page is still loading', async () => {
    // Its own page: the init script below would stay with the shared one.
    const { page, errors } = await darkThemePage({ own: true });
    // A picture on the page that is held back keeps the load event from firing.
    const picture = await hold(page, /\/favicon\.svg\?held$/);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const image = new Image();
        image.src = '/favicon.svg?held';
        document.body.append(image);
      }),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${session.server.url}/`, { waitUntil: 'commit' });
    await headerHydrated(page);
    await expect.poll(() => picture.seen.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(requested.filter((path) => BELOW_THE_FOLD.test(path))).toEqual([]);

    const code = page.waitForRequest(BELOW_THE_FOLD);
    await page.mouse.wheel(0, 600);
    await code;
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    picture.release();
    await hydrated(page);
    await expectRegistrationOpens({ page, errors });
    await page.context().close();
  });
});

describe('the order of what the landing page asks for', () => {
  const head = async (path: string) => {
    const html = await (await fetch(`${session.server.url}${path}`)).text();
    return html.slice(0, html.indexOf('</head>'));
  };

  it('puts its stylesheet before its scripts, and asks for those at low priority', async () => {
    const landing = await head('/');
    const scripts = landing.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toContain('fetchpriority="low"');
    expect(landing.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
    expect(landing.indexOf('<link rel="stylesheet"')).toBeLessThan(landing.indexOf('<script type="module"'));
  });

  it('keeps the default priority where the scripts draw the screen (/login)', async () => {
    const login = await head('/login');
    expect(login).toContain('<script type="module"');
    expect(login).not.toContain('fetchpriority');
  });
});
