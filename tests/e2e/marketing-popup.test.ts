// The marketing popup of SPEC section 4 in a real browser against the built server: hidden, then full
// (or minimized once the trainingPopupShown cookie exists) 2 s after load, the 7-day cookie, scroll lock,
// focus, and Register Now opening the registration dialog for program 1.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MARKETING_POPUP_SEED, PROGRAMS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { holdRequests } from '../helpers/held-requests.js';
import { hydrated, markPopupSeen, poll, POPUP_COOKIE, registerNowButton } from '../helpers/locators.js';
import { sharedPage, showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

const session = adminSession();
const SHOTS = screenshotDir('/tmp/marketing-popup-shots');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// A first-time visitor's page (no cookie), on a desktop and on a phone; see sharedPage.
const visitor = sharedPage(session);
const phone = sharedPage(session, PHONE);

const popupDialog = (page: Page) => page.getByRole('dialog', { name: MARKETING_POPUP_SEED.title! });
const minimizedCard = (page: Page) => page.getByRole('complementary', { name: 'Upcoming event' });

async function popupCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === POPUP_COOKIE);
}

const recording = new WeakSet<Page>();
/** From each load of the page on: when a dialog or the popup's card first entered it, on the page's clock. */
async function recordPopupAppearance(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"], aside[aria-label="Upcoming event"]')) return;
      (window as { __popupAppearedAt?: number }).__popupAppearedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
/** In the page: how long after its load event ended the popup (or its card) first appeared. */
const appearedAfterLoad = () =>
  (window as { __popupAppearedAt?: number }).__popupAppearedAt! - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;

/** Loads `/` and checks SPEC's 2 s delay: nothing before 2 s after load, `shown` (full or minimized) by 4 s. */
async function loadAndWaitForPopup(page: Page, shown: 'full' | 'minimized') {
  await recordPopupAppearance(page);
  const started = Date.now();
  await page.goto(`${session.server.url}/`);
  const loaded = Date.now();
  const target = shown === 'full' ? popupDialog(page) : minimizedCard(page);
  await target.waitFor({ state: 'visible', timeout: 4000 });
  const shownAt = Date.now();
  // Neither the popup nor its card entered the page before SPEC's 2 s after load (SPEC's timing is what
  // is under test here, read on the page's clock).
  const appeared = await page.evaluate(appearedAfterLoad);
  expect(appeared).toBeGreaterThanOrEqual(1950);
  expect(appeared).toBeLessThanOrEqual(4000);
  // The 2 s count from the page's start in the browser: after navigation began, by 4 s after load.
  expect(shownAt - started).toBeGreaterThanOrEqual(1950);
  expect(shownAt - loaded).toBeLessThanOrEqual(4000);
  if (shown === 'full') expect(await minimizedCard(page).count()).toBe(0);
  else expect(await popupDialog(page).count()).toBe(0);
}

/** A first-time visitor's page on `/` with the popup shown full (see loadAndWaitForPopup). */
async function openWithPopup() {
  const opened = await visitor.fresh();
  await loadAndWaitForPopup(opened.page, 'full');
  return opened;
}

/** The cookie exists and expires about 7 days from now (within a minute). */
async function expectSevenDayCookie(page: Page) {
  const cookie = await popupCookie(page);
  expect(cookie, 'trainingPopupShown cookie').toBeDefined();
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(60);
  expect(cookie!.path).toBe('/');
}

/**
 * Turns the mouse wheel at (x, y) and resolves once the page has had the wheel event and drawn two frames
 * after it: a page free to scroll has begun to by then.
 */
async function wheelAndSettle(page: Page, x: number, y: number, deltaY: number) {
  await page.evaluate(() => {
    (window as { __wheelSettled?: Promise<void> }).__wheelSettled = new Promise((resolve) =>
      addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true, passive: true }));
  });
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as { __wheelSettled?: Promise<void> }).__wheelSettled);
}

/** In the page: milliseconds since its load event ended. */
const msSinceLoad = () => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const focusInside = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]') && document.activeElement !== document.body);

describe('the marketing popup', () => {
  it('appears full about 2 s after load with the seeded event and no cookie yet, locks scrolling and traps focus; Remind Me Later sets the 7-day cookie, after which a reload shows only the card', async () => {
    const { page, errors } = await openWithPopup();
    const dialog = popupDialog(page);
    const text = await dialog.innerText();
    expect(text).toContain(MARKETING_POPUP_SEED.title);
    expect(text).toContain(MARKETING_POPUP_SEED.date);
    expect(text).toContain(MARKETING_POPUP_SEED.startTime);
    expect(text).toContain(MARKETING_POPUP_SEED.endTime);
    expect(text).toContain(MARKETING_POPUP_SEED.location);
    for (const name of ['Remind Me Later', 'Register Now', 'Close']) {
      expect(await dialog.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await popupCookie(page)).toBeUndefined();

    // Focus moves into the dialog and Tab keeps it there.
    await poll(() => focusInside(page)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page), `focus after Tab ${step + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page)).toBe(true);

    // Scrolling is locked.
    expect(await bodyOverflow(page)).toBe('hidden');
    const before = await scrollY(page);
    await wheelAndSettle(page, 640, 80, 800);
    expect(await scrollY(page)).toBe(before);

    await popupDialog(page).getByRole('button', { name: 'Remind Me Later' }).click();
    await popupDialog(page).waitFor({ state: 'detached' });
    await minimizedCard(page).waitFor();
    expect(await minimizedCard(page).innerText()).toContain(MARKETING_POPUP_SEED.title);
    await expectSevenDayCookie(page);

    // Unlocked once minimized.
    await poll(() => bodyOverflow(page)).not.toBe('hidden');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 800);
    await poll(() => scrollY(page)).toBeGreaterThan(before);

    // Learn More returns to full, with the lock again.
    await minimizedCard(page).getByRole('button', { name: 'Learn More' }).click();
    await popupDialog(page).waitFor();
    expect(await minimizedCard(page).count()).toBe(0);
    expect(await bodyOverflow(page)).toBe('hidden');

    // With the cookie, a reload shows only the card 2 s after load, and Learn More opens the popup full.
    await loadAndWaitForPopup(page, 'minimized'); // the reload
    expect(await bodyOverflow(page)).not.toBe('hidden');
    const learnMore = minimizedCard(page).getByRole('button', { name: 'Learn More' });
    await learnMore.click();
    await popupDialog(page).waitFor();
    expect(await minimizedCard(page).count()).toBe(0);
    await poll(() => focusInside(page)).toBe(true);

    // Closing from the card puts focus back on Learn More.
    await page.keyboard.press('Escape');
    await minimizedCard(page).waitFor();
    await poll(() => learnMore.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('counts its 2 s from the load event, not from when its code arrives', async () => {
    const { page, errors } = await visitor.fresh();
    // The popup's own file (not the admin's marketing-popup-screen) waits until 2 s after load.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/marketing-popup-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${session.server.url}/`);
    await poll(() => page.evaluate(msSinceLoad)).toBeGreaterThanOrEqual(2000);
    release();
    await popupDialog(page).waitFor({ state: 'visible', timeout: 5000 });
    // Counted from the code's arrival it would come 4 s after load at the earliest; the margin is for a busy machine.
    const shownAfterLoad = await page.evaluate(msSinceLoad);
    expect(shownAfterLoad).toBeGreaterThanOrEqual(1950);
    expect(shownAfterLoad).toBeLessThan(3800);
    expect(errors).toEqual([]);
  });

  it('opens without restyling the page under it, which its overlay still keeps out of reach', async () => {
    const { page, errors } = await openWithPopup();
    // Radix's modal styles <body> (no pointer events, the scroll lock's variable); the page's parts keep
    // their own values, so the change stops at them instead of restyling every element (issue 17).
    const styles = await page.evaluate(() => {
      const lockVariable = '--removed-body-scroll-bar-size';
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return [
        ['body', style('body').pointerEvents, style('body').getPropertyValue(lockVariable) !== ''],
        ...['#site-header', '#main-content', '#footer'].map((part) => [part, style(part).pointerEvents, style(part).getPropertyValue(lockVariable) !== '']),
      ];
    });
    expect(styles).toEqual([
      ['body', 'none', true],
      ['#site-header', 'auto', false],
      ['#main-content', 'auto', false],
      ['#footer', 'auto', false],
    ]);

    // A click where the hero's button lies lands on the overlay: the popup minimizes, the page stays put.
    const button = (await page.locator('#home a').first().boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    await popupDialog(page).waitFor({ state: 'detached' });
    await minimizedCard(page).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(page.url()).toBe(`${session.server.url}/`);
    expect(errors).toEqual([]);
  });

  it('Escape and the Close button each minimize it and set the cookie', async () => {
    const { page, errors } = await openWithPopup();
    await poll(() => focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await minimizedCard(page).waitFor();
    await popupDialog(page).waitFor({ state: 'detached' }); // once its closing animation has run
    await expectSevenDayCookie(page);

    // Without the cookie again, the popup opened full once more (from its card) and closed with its button.
    await page.context().clearCookies();
    await minimizedCard(page).getByRole('button', { name: 'Learn More' }).click();
    await popupDialog(page).waitFor();
    await popupDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await minimizedCard(page).waitFor();
    await popupDialog(page).waitFor({ state: 'detached' }); // once its closing animation has run
    await expectSevenDayCookie(page);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(errors).toEqual([]);
  });

  it('Register Now sets the cookie and opens the registration dialog for program 1', async () => {
    const program1 = (await (await fetch(`${session.server.url}/api/programs/1`)).json()) as { data: { id: number; name: string } };
    expect(program1.data.name).toBe(PROGRAMS_SEED[0]!.program.name);

    const { page, errors } = await openWithPopup();
    await popupDialog(page).getByRole('button', { name: 'Register Now' }).click();
    const registration = page.getByRole('dialog', { name: program1.data.name });
    await registration.waitFor();
    expect(await popupDialog(page).count()).toBe(0);
    expect(await minimizedCard(page).count()).toBe(0);
    await expectSevenDayCookie(page);
    expect(await registration.getByRole('button', { name: 'Complete Registration' }).isVisible()).toBe(true);
    // Closing it returns focus to the programs (the popup that opened it is gone).
    await page.keyboard.press('Escape');
    await registration.waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('programs');
    expect(errors).toEqual([]);
  });

  it('never shows when the popup is inactive', async () => {
    const current = (await (await fetch(`${session.server.url}/api/marketing-popup`)).json()) as { data: Record<string, unknown> };
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = current.data;
    const put = (active: boolean) => session.api('PUT', '/api/marketing-popup', { ...fields, active });
    expect((await put(false)).status).toBe(200);
    try {
      for (const withCookie of [false, true]) {
        const { page, errors } = await visitor.fresh();
        if (withCookie) await markPopupSeen(page, session.server);
        await page.goto(`${session.server.url}/`);
        // The popup's code has read its settings: inactive, it arms no timer and shows nothing, now or later.
        await page.waitForFunction(() => document.documentElement.dataset.marketingPopup === 'off');
        expect(await popupDialog(page).count()).toBe(0);
        expect(await minimizedCard(page).count()).toBe(0);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(errors).toEqual([]);
      }
    } finally {
      expect((await put(true)).status).toBe(200);
    }
  });
});

// Issue 27, point 6: the popup never opens by itself over something the visitor came for. A first
// visit (no cookie) at 390 px, where the popup would otherwise open full; it shows its card instead
// and sets no cookie, so a later plain visit still gets SPEC's full popup.
describe('the marketing popup stays out of the way', () => {
  const POPUP_CODE = /\/assets\/marketing-popup-[\w-]{8}\.js$/;

  /** The popup's own file waits until the test lets it through. */
  const holdPopupCode = (page: Page) => holdRequests(page, POPUP_CODE);

  it('does not open over the registration dialog: it comes as its card once that is open', async () => {
    const { page, errors } = await phone.fresh();
    const release = await holdPopupCode(page);
    await page.goto(`${session.server.url}/`);
    await hydrated(page);
    await registerNowButton(page, PROGRAMS_SEED[0]!.program.name).tap();
    const registration = page.getByRole('dialog', { name: PROGRAMS_SEED[0]!.program.name });
    await registration.getByRole('button', { name: 'Complete Registration' }).waitFor();
    release();
    // The card comes (stepped aside while the form is open); the popup's dialog never does.
    await page.locator('aside[aria-label="Upcoming event"]').waitFor({ state: 'attached' });
    expect(await popupDialog(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await popupCookie(page)).toBeUndefined();
    // Once the form is closed, the card is there to open the popup by choice.
    await page.keyboard.press('Escape');
    await registration.waitFor({ state: 'detached' });
    await minimizedCard(page).waitFor();
    expect(errors).toEqual([]);
  });

  it('does not open on a page reached from an email’s link (a query in the address)', async () => {
    const { page, errors } = await phone.fresh();
    await page.goto(`${session.server.url}/?utm_source=newsletter&utm_medium=email`);
    await minimizedCard(page).waitFor();
    expect(await popupDialog(page).count()).toBe(0);
    expect(await popupCookie(page)).toBeUndefined();
    // Shot in both themes: the system's choice, followed by the page as it changes.
    for (const theme of ['light', 'dark'] as const) {
      await showColorScheme(page, theme);
      await keepScreenshot(page, { path: `${SHOTS}/email-link-390-${theme}.png` });
    }
    expect(errors).toEqual([]);
  });
});
