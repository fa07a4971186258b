// Two pages for a file's tests, opened when first asked: one with JavaScript switched off, one with it
// on; each load starts with no cookies and no errors, at the width and in the theme asked. For the
// pages that work without script (the consent form, the registrant's page), checked both ways.
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll } from 'vitest';
import { openPage, type PageWithErrors } from './browser.js';
import type { SiteSession } from './site-session.js';

export interface ScriptPageLoad {
  javaScriptEnabled?: boolean;
  /** For axe's script on the page with JavaScript on (fixed when that page is first opened). */
  bypassCSP?: boolean;
  width?: number;
  colorScheme?: 'light' | 'dark';
}

/** The file's `open(path, load)`: its page with script on or off, loaded at `path` (call at the top level of the file). */
export function scriptOnOffPages(session: SiteSession) {
  const pages = new Map<boolean, PageWithErrors>();
  afterAll(async () => {
    for (const opened of pages.values()) await opened.page.context().close();
  });
  return async function open(path: string, { javaScriptEnabled = true, bypassCSP = false, width = 1280, colorScheme = 'light' }: ScriptPageLoad = {}) {
    const options: BrowserContextOptions = { javaScriptEnabled, bypassCSP };
    if (!pages.has(javaScriptEnabled)) pages.set(javaScriptEnabled, await openPage(session.browser, options));
    const opened = pages.get(javaScriptEnabled)!;
    await opened.page.context().clearCookies();
    await opened.page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
    await opened.page.emulateMedia({ colorScheme });
    opened.page.setDefaultTimeout(10_000);
    opened.errors.length = 0;
    const response = await opened.page.goto(`${session.server.url}${path}`);
    return { ...opened, status: response?.status() };
  };
}
