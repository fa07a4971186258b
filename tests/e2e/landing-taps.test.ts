// Issue 27, point 5: on a slow phone the landing page's controls are drawn by the server well before
// their code arrives. A tap on a program's Register, the header's menu toggle or theme switch, or the
// contact form's Send in that time is held by the page's inline script (server/ssr/tap-script.ts) and done once the code is
// there. Each test holds back the code the control needs (route interception), taps, and lets it through.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { holdRequests } from '../helpers/held-requests.js';
import { field, markPopupSeen, registerNowButton } from '../helpers/locators.js';
import { sharedPage, showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir, siteSession } from '../helpers/site-session.js';

// SPEC section 8's contact success text (the client's module is outside the tests' TypeScript project).
const CONTACT_SUCCESS = 'Thank you for your submission! We will contact you shortly.';

const session = siteSession();
const SHOTS = screenshotDir('/tmp/landing-taps-shots');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BELOW_THE_FOLD = /\/assets\/below-the-fold-[\w-]+\.js$/;
// The entry script: the header's code (the menu toggle) comes with it.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const FIRST_PROGRAM = PROGRAMS_SEED[0]!.program.name;

/** A phone the file's tests take turns on (see sharedPage; its routes, which hold code back, go between tests). */
const phone = sharedPage(session, PHONE);

async function phonePage(theme: 'light' | 'dark' = 'light') {
  const opened = await phone.fresh({ colorScheme: theme });
  await markPopupSeen(opened.page, session.server);
  return opened;
}

const held = (page: Page, selector: string) => page.locator(`${selector}[data-tap-held]`);

describe('a tap before the landing page’s code arrives', () => {
  it('on a program’s Register opens the registration dialog once the code has come', async () => {
    const { page, errors } = await phonePage();
    const release = await holdRequests(page, BELOW_THE_FOLD);
    await page.goto(`${session.server.url}/`, { waitUntil: 'commit' });
    const register = registerNowButton(page, FIRST_PROGRAM);
    await register.scrollIntoViewIfNeeded();
    await register.tap();
    // Held, and shown as waiting; nothing opened yet.
    await held(page, 'button[data-tap^="register:"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await keepScreenshot(page, { path: `${SHOTS}/register-held-390.png` });

    release();
    const dialog = page.getByRole('dialog', { name: FIRST_PROGRAM });
    await dialog.waitFor();
    await field(dialog, 'First name').waitFor();
    expect(await held(page, '[data-tap]').count()).toBe(0);
    // Once live, a tap reaches the button's own code: closing and tapping again opens it again, once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await register.tap();
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('on the header’s menu toggle opens the menu once the first screen’s code has come', async () => {
    const { page, errors } = await phonePage();
    const release = await holdRequests(page, ENTRY);
    await page.goto(`${session.server.url}/`, { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.tap();
    await held(page, 'button[data-tap="menu"]').waitFor();
    expect(await page.locator('#site-menu').isHidden()).toBe(true);
    await keepScreenshot(page, { path: `${SHOTS}/menu-held-390.png` });

    release();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Shot in both themes (the system's choice, which the page follows): only the colours change.
    for (const theme of ['light', 'dark'] as const) {
      await showColorScheme(page, theme);
      await keepScreenshot(page, { path: `${SHOTS}/menu-open-390-${theme}.png` });
    }
    // The toggle is live now: a tap closes it (it is not held and replayed a second time).
    await toggle.tap();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('on the theme switch does what its label said: from the device’s dark theme to light', async () => {
    const { page, errors } = await phonePage('dark');
    const release = await holdRequests(page, ENTRY);
    await page.goto(`${session.server.url}/`, { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Theme: System. Switch to light theme' });
    await toggle.tap();
    await held(page, 'button[data-tap="theme"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');

    release();
    await page.getByRole('button', { name: 'Theme: Light. Switch to dark theme' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.classList.contains('light'), localStorage.getItem('vite-ui-theme')])).toEqual([true, 'light']);
    expect(errors).toEqual([]);
  });

  it('on the contact form’s Send sends what was typed once the code has come, never in the address', async () => {
    const { page, errors } = await phonePage();
    const release = await holdRequests(page, BELOW_THE_FOLD);
    await page.goto(`${session.server.url}/`, { waitUntil: 'commit' });
    const contact = page.locator('#contact');
    await field(contact, 'Full Name').fill('Harper Quinn');
    await field(contact, 'Email Address').fill('harper.quinn@example.com');
    await field(contact, 'Message').fill('Sent before the page had its code.');
    const send = contact.getByRole('button', { name: 'Send Message' });
    await send.tap();
    await held(page, '#contact button[type="submit"]').waitFor();
    expect(await contact.getByText(CONTACT_SUCCESS).count()).toBe(0);

    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact');
    release();
    expect((await posted).postDataJSON()).toMatchObject({ name: 'Harper Quinn', email: 'harper.quinn@example.com', message: 'Sent before the page had its code.' });
    await contact.getByText(CONTACT_SUCCESS).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await field(contact, 'Full Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('the landing page’s tap holder', () => {
  it('runs under the page’s CSP (its hash is allowed) and only on the landing page', async () => {
    const landing = await fetch(`${session.server.url}/`);
    const csp = landing.headers.get('content-security-policy') ?? '';
    const script = /<script>(\(function\(\)\{var t=window\.__taps[^<]*)<\/script>/.exec(await landing.text())?.[1];
    expect(script).toBeDefined();
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    expect(await (await fetch(`${session.server.url}/login`)).text()).not.toContain('window.__taps');
  });
});
