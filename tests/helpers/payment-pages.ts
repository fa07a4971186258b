// What the browser tests of the payment pages (test mode and live mode) share: the page they open,
// the locators and console lines they expect, and the registration's payment status as stored.
import type { Page } from 'playwright-core';
import type { AdminSession } from './admin-session.js';
import { openPage, type PageWithErrors } from './browser.js';
import { markPopupSeen } from './locators.js';

/** Where test mode confirms a registration. */
export const TEST_CONFIRMATION = '/payment-confirmation?success=true&test=true';

/** Chromium's line for an HTTP error answer, and the API client's log of a failed call (SPEC section 8). */
export const isExpectedFailureLog = (error: string) => /^Failed to load resource: the server responded with a status of \d+/.test(error) || / failed:/.test(error);

/** A fresh page with the popup cookie set and, when given, the registrant the registration flow stores. */
export async function openPaymentPage(session: AdminSession, storage?: Record<string, string>): Promise<PageWithErrors> {
  const opened = await openPage(session.browser);
  await markPopupSeen(opened.page, session.server);
  if (storage) {
    await opened.page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  return opened;
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The page's path and query string. */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Holds the named API call until `release` is called, so a loading state can be seen. */
export async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The stored payment status of a registration (through the admin API). */
export async function paymentStatusOf(session: AdminSession, id: number): Promise<string | undefined> {
  const registrations = await session.data<{ id: number; paymentStatus: string }[]>('/api/registrations');
  return registrations.find((registration) => registration.id === id)?.paymentStatus;
}

/**
 * The page the file's tests share (see sharedPage in shared-page.ts; call at the top level of the file):
 * each call hands it over as a first visit would find it, with the popup cookie set and, when given, the
 * registrant the registration flow stores in localStorage. One context for the file instead of one a test.
 */
export function sharedPaymentPage(session: AdminSession): (storage?: Record<string, string>) => Promise<PageWithErrors> {
  const shared = session.sharedVisitorPage();
  return async (storage) => {
    const opened = await shared.fresh(storage ? { storage } : {});
    await markPopupSeen(opened.page, session.server);
    return opened;
  };
}
