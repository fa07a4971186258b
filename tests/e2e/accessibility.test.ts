// Accessibility and responsiveness of `/` (issue 3, "Accessible and responsive"): axe-core finds no
// serious or critical WCAG 2.1 A/AA or best-practice violation in either theme, on desktop and on a
// phone, with the marketing popup minimized and full; nothing overflows sideways at 360 px; every form
// control has an accessible name.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeFindings } from '../helpers/axe.js';
import { openPage, type PageWithErrors } from '../helpers/browser.js';
import { gotoLanding, markPopupSeen } from '../helpers/locators.js';
import { siteSession } from '../helpers/site-session.js';

const session = siteSession();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface LandingOptions {
  theme: Theme;
  viewport?: { width: number; height: number };
  /** Whether the visitor has already seen the popup (its cookie), so it comes up minimized. */
  popupSeen?: boolean;
}

/**
 * `/` in the given theme (chosen the way the site stores it), hydrated, with the popup settled in
 * its state 2 s after load. CSP is bypassed only so that axe can be injected.
 */
async function openLanding({ theme, viewport = DESKTOP, popupSeen = true }: LandingOptions): Promise<PageWithErrors> {
  const mobile = viewport.width < 640;
  const opened = await openPage(session.browser, { viewport, bypassCSP: true, colorScheme: theme, ...(mobile && { isMobile: true, hasTouch: true }) });
  const { page } = opened;
  await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), theme);
  if (popupSeen) await markPopupSeen(page, session.server);
  await gotoLanding(page, session.server);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  if (popupSeen) await page.getByRole('complementary', { name: 'Upcoming event' }).waitFor();
  else await page.getByRole('dialog').waitFor();
  await animationsFinished(page);
  return opened;
}

/** Waits for every finite animation (dialog zoom, card fade-in) so that axe sees final colours. */
const animationsFinished = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

// Contrast, names, the language and the title: rules each state of the page must have passed.
const expectNoSeriousViolations = (page: Page, state: string) =>
  expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name', 'html-has-lang', 'document-title'], state);

describe('axe-core on /', () => {
  for (const theme of THEMES) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`finds nothing serious in the ${theme} theme at ${viewport.width} px (popup minimized)`, async () => {
        const { page, errors } = await openLanding({ theme, viewport });
        await expectNoSeriousViolations(page, `${theme} theme, ${viewport.width} px, popup minimized`);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }

    it(`finds nothing serious in the ${theme} theme with the popup open`, async () => {
      const { page, errors } = await openLanding({ theme, popupSeen: false });
      await expectNoSeriousViolations(page, `${theme} theme, popup full`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const theme of THEMES) {
    it(`finds nothing serious in the registration dialog (${theme})`, async () => {
      const { page, errors } = await openLanding({ theme });
      await page.locator('#programs').getByRole('button', { name: 'Register Now' }).first().click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      await animationsFinished(page);
      await expectNoSeriousViolations(page, `${theme} theme, registration dialog`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('finds nothing serious with the mobile menu open (dark, 375 px)', async () => {
    const { page, errors } = await openLanding({ theme: 'dark', viewport: PHONE });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectNoSeriousViolations(page, 'dark theme, 375 px, menu open');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('layout at 360 px', () => {
  for (const theme of THEMES) {
    it(`has no horizontal overflow (${theme})`, async () => {
      const { page, errors } = await openLanding({ theme, viewport: { width: 360, height: 740 } });
      const overflow = () =>
        page.evaluate(() => {
          const wide = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter((element) => element.checkVisibility())
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 4).join('.')}`);
          return { scrollWidth: document.documentElement.scrollWidth, wide };
        });
      const closed = await overflow();
      expect(closed.scrollWidth, `too wide: ${closed.wide.join(', ')}`).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      const open = await overflow();
      expect(open.scrollWidth, `too wide with the menu open: ${open.wide.join(', ')}`).toBeLessThanOrEqual(360);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('form controls', () => {
  const CONTROL_ROLES = new Set(['button', 'checkbox', 'radio', 'switch', 'textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider']);

  /**
   * The controls in Chromium's own accessibility tree (names computed by the browser, as assistive
   * technology receives them; whatever an open modal hides is left out), and those without a name.
   */
  async function unnamedControls(page: Page): Promise<{ count: number; unnamed: string[] }> {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Accessibility.enable');
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const controls = nodes.filter((node) => !node.ignored && CONTROL_ROLES.has(String(node.role?.value)));
      const unnamed: string[] = [];
      for (const node of controls) {
        if (String(node.name?.value ?? '').trim() !== '') continue;
        const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId! });
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          functionDeclaration: 'function () { return this.outerHTML.slice(0, 160); }',
          returnByValue: true,
        });
        unnamed.push(`${String(node.role?.value)}: ${String(result.value)}`);
      }
      return { count: controls.length, unnamed };
    } finally {
      await cdp.detach();
    }
  }

  it('all have an accessible name: on the page, in the popup, in the registration dialog and in the mobile menu', async () => {
    const { page, errors } = await openLanding({ theme: 'light', popupSeen: false });
    const popup = await unnamedControls(page);
    // Close, Remind Me Later and Register Now; the page behind the modal is hidden from the tree.
    expect(popup.count).toBe(3);
    expect(popup.unnamed, 'popup open').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Remind Me Later' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const landing = await unnamedControls(page);
    // The header's theme button, the contact form's fields and the programs' Register Now at least.
    expect(landing.count).toBeGreaterThanOrEqual(10);
    expect(landing.unnamed, 'landing page').toEqual([]);
    // Each contact field is named by its visible label.
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Program of Interest', 'Officiating Experience', 'Message']) {
      expect(await page.locator('#contact').getByLabel(name, { exact: false }).count(), name).toBe(1);
    }
    expect(errors).toEqual([]);
    await page.context().close();

    // The registration dialog's many fields, personal details to consents.
    const registration = await openLanding({ theme: 'light' });
    await registration.page.locator('#programs').getByRole('button', { name: 'Register Now' }).first().click();
    await registration.page.getByRole('dialog').getByRole('textbox').first().waitFor();
    const dialog = await unnamedControls(registration.page);
    expect(dialog.count).toBeGreaterThanOrEqual(15);
    expect(dialog.unnamed, 'registration dialog').toEqual([]);
    expect(registration.errors).toEqual([]);
    await registration.page.context().close();

    const phone = await openLanding({ theme: 'dark', viewport: PHONE });
    await phone.page.getByRole('button', { name: 'Toggle menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const menu = await unnamedControls(phone.page);
    expect(menu.unnamed, 'phone with the menu open').toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });
});
