// How the browser tests find what the site shows and wait for the state they need: the toasts, the
// landing page once hydrated, an admin screen once shown, and the form, table and dialog locators that
// several test files use.
import type { Browser, BrowserContextOptions, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type PageWithErrors } from './browser.js';
import { keepScreenshot } from './site-session.js';

interface Server {
  url: string;
}

/**
 * Waits until the page's finite animations have ended (transitions, a dialog's zoom, a card's slide-in),
 * so that colours and sizes are the ones the page settles on; endless ones (a spinner) are not waited for.
 */
export const finiteAnimationsEnded = (page: Page) =>
  page.evaluate(async () => {
    for (;;) {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (finite.length === 0) return;
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
  });

/** expect.poll with room for a browser on a busy 2-core machine (its default waits 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/**
 * The toast that shows `text` in its title or description (the first, if several do); `exact`: a
 * title or description that is exactly `text`. Toasts are found by their slot, not by role: Radix
 * copies their text into a hidden live region, and the app's root is aria-hidden while a dialog is open.
 */
export function toast(page: Page, text: string, { exact = false }: { exact?: boolean } = {}): Locator {
  const toasts = page.locator('[data-slot="toast"]');
  return (exact ? toasts.filter({ has: page.getByText(text, { exact: true }) }) : toasts.filter({ hasText: text })).first();
}

/** The cookie the marketing popup sets once the visitor has seen it. */
export const POPUP_COOKIE = 'trainingPopupShown';

/** Marks the popup as seen, so that it only shows its minimized card instead of a modal over `/`. */
export async function markPopupSeen(page: Page, server: Server): Promise<void> {
  await page.context().addCookies([{ name: POPUP_COOKIE, value: 'true', url: server.url }]);
}

/**
 * Waits until `/` is hydrated: the contact form, the last control below the first screen, has told the
 * page's tap holder (server/ssr/tap-script.ts) that it is live. Read in the page, since the popup's
 * modal hides the page from the accessibility tree.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __taps?: { live: Record<string, boolean> } }).__taps?.live.contact === true);
}

/** Goes to `/` and waits until it is hydrated; the page's response. */
export async function gotoLanding(page: Page, server: Server): Promise<Response | null> {
  const response = await page.goto(`${server.url}/`);
  await hydrated(page);
  return response;
}

/**
 * A fresh page (see openPage) on `/`, hydrated; the popup is marked as seen first (it stays out of the
 * way, minimized) unless `popupSeen` is false.
 */
export async function openLanding(browser: Browser, server: Server, options: BrowserContextOptions & { popupSeen?: boolean } = {}): Promise<PageWithErrors> {
  const { popupSeen = true, ...contextOptions } = options;
  const opened = await openPage(browser, contextOptions);
  if (popupSeen) await markPopupSeen(opened.page, server);
  await gotoLanding(opened.page, server);
  return opened;
}

/** The Register Now button on the card of the program named `programName`. */
export const registerNowButton = (page: Page, programName: string) =>
  page
    .locator('#programs')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: programName, exact: true }) })
    .getByRole('button', { name: 'Register Now' });

/** Goes to an admin screen on a signed-in page and waits for its heading. */
export async function openAdminScreen(page: Page, server: Server, path: string, heading: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A form field by its label; a required field's label ends with an asterisk hidden from assistive technology. */
export const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** The table rows (in `scope`) that have a cell named exactly `name`. */
export function rowWithCell(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/**
 * Waits for a dialog's opening animation to end, so that a screenshot shows it settled. An animation
 * cancelled on the way (a re-render restarts it; seen under load) counts as ended.
 */
export const settled = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );

/** Fills each field (found by its label, see field) with its value, in this order. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

/** Clicks the form's `button` and waits for each of the validation `messages` to show in the form. */
export async function submitForMessages(form: Locator, button: string, messages: string[]): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  for (const message of messages) await form.getByText(message).waitFor();
}

/**
 * Fills the add dialog named `name` (opened by the button of that name) with `values` and sends it while
 * POSTs to `url` fail: the `failure` toast shows and the dialog stays open.
 */
export async function expectFailedAdd(page: Page, url: string, name: string, values: Record<string, string>, failure: string): Promise<void> {
  await failRequests(page, url, 'POST');
  const dialog = await openDialog(page, name);
  await fillFields(dialog, values);
  await dialog.getByRole('button', { name }).click();
  await toast(page, failure).waitFor();
  expect(await dialog.isVisible()).toBe(true);
}

/** Clicks the button named `button` and gives the dialog named `dialog` that it opens, once shown. */
export async function openDialogBy(page: Page, button: string, dialog: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await opened.waitFor();
  return opened;
}

/** Clicks the button named `name` and gives the dialog of the same name that it opens. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/**
 * Closes a dialog with Escape and waits until it has gone. Radix hears Escape only in the top layer,
 * and a dialog learns it is on top two renders after its content shows (until then an older layer,
 * such as a toast, has the key, or no one does): a press sent as soon as the content shows can go
 * unheard on a busy machine. So the key is pressed again while the dialog is still open, not closing.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await poll(async () => {
    const open = await dialog.evaluateAll((elements) => elements.some((element) => element.getAttribute('data-state') === 'open'));
    if (open) await page.keyboard.press('Escape');
    return dialog.count();
  }).toBe(0);
}

/** Answers the page's `method` requests to `url` (a glob) with a 500 and an empty body; lets the others through. */
export const failRequests = (page: Page, url: string, method: string) =>
  page.route(url, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );

/** The page is no wider than `width` (it does not scroll sideways); the table scrolls inside its frame instead. */
export async function expectTableScrollsInsideFrame(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const frame = page.locator('[data-slot="table-container"]').first();
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
}

/**
 * An admin list at a phone's width (390 px): its table scrolls inside its frame (shot as table-390.png
 * in `shots`), then the add dialog opens, e.g. "Add Service"; the dialog is returned.
 */
export async function phoneTableThenAdd(page: Page, shots: string, add: string): Promise<Locator> {
  await expectTableScrollsInsideFrame(page, 390);
  await keepScreenshot(page, { path: `${shots}/table-390.png`, fullPage: true });
  return openDialog(page, add);
}

/**
 * The list resized to a phone (390 px) on the loaded page, then phoneTableThenAdd, and the add dialog
 * submitted to show `messages`, shot as `{shots}/{shot}` once settled.
 */
export async function phoneAddShowsMessages(page: Page, shots: string, add: string, messages: string[], shot: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await phoneTableThenAdd(page, shots, add);
  await submitForMessages(dialog, add, messages);
  await settled(dialog);
  await keepScreenshot(page, { path: `${shots}/${shot}` });
}
