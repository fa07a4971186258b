// The site-wide theme (SPEC sections 2 and 3): light, dark or system (the default), kept in
// localStorage under 'vite-ui-theme', applied by the server page's inline script before first paint
// (allowed by the CSP through its hash) and then by the client.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PageWithErrors } from '../helpers/browser.js';
import { hydrated, markPopupSeen } from '../helpers/locators.js';
import { sharedPage } from '../helpers/shared-page.js';
import { siteSession } from '../helpers/site-session.js';

const session = siteSession();
/** The file's page, handed from test to test as a first-time visitor's (see sharedPage). */
const visitor = sharedPage(session);

const KEY = 'vite-ui-theme';
const WAIT = { timeout: 15_000, interval: 50 };

// Runs before any of the page's own scripts: records <html>'s classes at the moment <body> exists
// (what the first paint shows, long before the client bundle runs) and any CSP violation.
const FIRST_PAINT_PROBE = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
  window.__firstPaintClass = null;
  new MutationObserver((_records, observer) => {
    if (!document.body) return;
    window.__firstPaintClass = document.documentElement.className;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

type ProbedWindow = Window & { __firstPaintClass: string | null; __cspViolations: string[] };

const probed = new WeakSet<Page>();
/** The landing page (popup kept minimized by its cookie), hydrated, with the first-paint probe. */
async function openLanding(colorScheme: 'light' | 'dark'): Promise<PageWithErrors> {
  const opened = await visitor.fresh({ colorScheme });
  await markPopupSeen(opened.page, session.server);
  // Init scripts stay with the shared page: added once.
  if (!probed.has(opened.page)) await opened.page.addInitScript(FIRST_PAINT_PROBE);
  probed.add(opened.page);
  await gotoLanding(opened.page);
  return opened;
}

async function gotoLanding(page: Page, reload = false) {
  const response = reload ? await page.reload() : await page.goto(`${session.server.url}/`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

const firstPaintClasses = async (page: Page) =>
  ((await page.evaluate(() => (window as unknown as ProbedWindow).__firstPaintClass)) ?? '').split(/\s+/).filter(Boolean);
const htmlClasses = async (page: Page) => (await page.evaluate(() => document.documentElement.className)).split(/\s+/).filter(Boolean);
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as ProbedWindow).__cspViolations);

/** The body's background as 0 (black) to 1 (white), whatever colour syntax the CSS uses. */
const bodyLightness = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3 / 255;
  });

/** The one theme button: its label names the current theme and the one a click switches to. */
const themeButton = (page: Page, current: 'Light' | 'Dark' | 'System') =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Theme: ${current}\\.`) });

async function choose(page: Page, theme: 'light' | 'dark' | 'system') {
  const next = { light: 'dark', dark: 'system', system: 'light' } as const;
  const label = { light: 'Light', dark: 'Dark', system: 'System' } as const;
  for (let step = 0; step < 3; step++) {
    const button = page.getByRole('banner').getByRole('button', { name: /^Theme: / });
    const name = (await button.getAttribute('aria-label')) ?? '';
    const current = (Object.keys(label) as (keyof typeof label)[]).find((key) => name.startsWith(`Theme: ${label[key]}.`))!;
    if (current === theme) return;
    await button.click();
    await themeButton(page, label[next[current]]).waitFor();
  }
  throw new Error(`could not reach the ${theme} theme`);
}

/** Chooses `theme` with the theme button and expects the choice stored under vite-ui-theme. */
async function chooseStored(page: Page, theme: 'light' | 'dark' | 'system') {
  await choose(page, theme);
  expect(await stored(page)).toBe(theme);
}

describe('the theme', () => {
  it('follows the system by default, before and after hydration (painted by the inline script, which the CSP allows), and keeps following it while set to system', async () => {
    let last: PageWithErrors | undefined;
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page, errors } = (last = await openLanding(colorScheme));
      const dark = colorScheme === 'dark';
      expect(await stored(page)).toBeNull();
      // The class came from the inline script: the client bundle had not run when <body> appeared.
      expect(await firstPaintClasses(page)).toEqual([colorScheme]);
      expect(await cspViolations(page)).toEqual([]);
      expect((await htmlClasses(page)).includes('dark')).toBe(dark);
      expect(await themeButton(page, 'System').isVisible()).toBe(true);
      // The page really looks dark or light, not just carries the class.
      const lightness = await bodyLightness(page);
      expect(dark ? lightness < 0.5 : lightness > 0.5, `body background lightness ${lightness}`).toBe(true);
      expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
      expect(errors).toEqual([]);
    }

    // Still on the light page: the system turns dark, then light again, and the page follows.
    const { page, errors } = last!;
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlClasses(page), WAIT).toContain('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page), WAIT).not.toContain('dark');
    expect(errors).toEqual([]);
  });

  it('stores a dark choice under vite-ui-theme and paints it dark from the first frame after a reload', async () => {
    const { page, errors } = await openLanding('light');
    await chooseStored(page, 'dark');
    await expect.poll(() => htmlClasses(page), WAIT).toContain('dark');

    await gotoLanding(page, true);
    expect(await firstPaintClasses(page)).toContain('dark');
    expect(await htmlClasses(page)).toContain('dark');
    expect(await htmlClasses(page)).not.toContain('light');
    expect(await themeButton(page, 'Dark').isVisible()).toBe(true);
    // And on a new visit to the site in the same browser.
    const second = await page.context().newPage();
    await second.addInitScript(FIRST_PAINT_PROBE);
    await gotoLanding(second);
    expect(await firstPaintClasses(second)).toContain('dark');
    await second.close();
    expect(errors).toEqual([]);
  });

  it('stores system and light choices, and a stored light wins over a dark system', async () => {
    const { page, errors } = await openLanding('dark');
    await chooseStored(page, 'light');
    await expect.poll(() => htmlClasses(page), WAIT).not.toContain('dark');
    await gotoLanding(page, true);
    expect(await firstPaintClasses(page)).toEqual(['light']);
    expect(await htmlClasses(page)).not.toContain('dark');

    await chooseStored(page, 'system');
    await expect.poll(() => htmlClasses(page), WAIT).toContain('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page), WAIT).not.toContain('dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoLanding(page, true);
    expect(await firstPaintClasses(page)).toEqual(['dark']);
    expect(await themeButton(page, 'System').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is set by an inline script under a CSP that allows exactly that script (its hash; the browser side is checked above)', async () => {
    const response = await fetch(`${session.server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const html = await response.text();
    expect(html).toContain(KEY);
  });
});
