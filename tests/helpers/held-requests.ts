// Requests a browser test holds back, to see the page before (and then after) what they bring arrives.
import type { Page } from 'playwright-core';

/** Requests matching `pattern` wait until the test calls the function this returns. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
