// Accessibility and responsiveness of `/` (issue 3, "Accessible and responsive"): axe-core finds no
// serious or critical WCAG 2.1 A/AA or best-practice violation in either theme, on desktop and on a
// phone, with the marketing popup minimized and full; nothing overflows sideways at 360 px; every form
// control has an accessible name. One load per device, each state of it checked in turn: the popup
// full, then minimized, then the registration dialog (desktop); no overflow with the menu closed and
// open at 360 px, then the page and the menu at 375 px (phone). Each state is checked whole in the
// light theme, then turned dark (the system's choice, which the site follows) for the rules a theme
// can change (THEME_RULES): the markup is the same in both.
import type { Page, ViewportSize } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeFindings, runAxe, THEME_RULES } from '../helpers/axe.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { finiteAnimationsEnded } from '../helpers/locators.js';
import { sharedPage, showColorScheme, type SharedPage } from '../helpers/shared-page.js';
import { siteSession } from '../helpers/site-session.js';

const session = siteSession();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const NARROW = { width: 360, height: 740 };

// CSP is bypassed only so that axe can be injected.
const desktop = sharedPage(session, { viewport: DESKTOP, bypassCSP: true });
const phone = sharedPage(session, { viewport: PHONE, bypassCSP: true, isMobile: true, hasTouch: true });

/**
 * `/` on `device` in the light theme (the system's, no choice stored), hydrated, with the popup
 * settled in its state 2 s after load: minimized if the visitor has seen it (its cookie), else full.
 */
async function openLanding(device: SharedPage, { viewport, popupSeen }: { viewport?: ViewportSize; popupSeen: boolean }): Promise<PageWithErrors> {
  const opened = await device.landing({ viewport, colorScheme: 'light', popupSeen });
  const { page } = opened;
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  if (popupSeen) await page.getByRole('complementary', { name: 'Upcoming event' }).waitFor();
  else await page.getByRole('dialog').waitFor();
  await finiteAnimationsEnded(page);
  return opened;
}

/**
 * axe on the state the page is in: every rule in the light theme (contrast, names, the language and
 * the title must have passed), then the theme's rules in the dark one; back to light after.
 */
async function expectNoSeriousViolations(page: Page, state: string) {
  await expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name', 'html-has-lang', 'document-title'], `light theme, ${state}`);
  await showColorScheme(page, 'dark');
  await expectNoSeriousAxeFindings(page, ['color-contrast'], `dark theme, ${state}`, THEME_RULES);
  await showColorScheme(page, 'light');
}

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

/** The page's width, and the first five visible elements that reach past the window's right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => element.checkVisibility())
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 4).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Toggle menu' });
const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await mobileMenu(page).waitFor();
}

describe('on a desktop (1280 px)', () => {
  it('axe finds nothing serious (light whole, dark its colours) and every control has a name, with the popup full, then minimized, then in the registration dialog', async () => {
    const { page, errors } = await openLanding(desktop, { popupSeen: false });
    await expectNoSeriousViolations(page, 'popup full');
    const popup = await unnamedControls(page);
    // Close, Remind Me Later and Register Now; the page behind the modal is hidden from the tree.
    expect(popup.count).toBe(3);
    expect(popup.unnamed, 'popup open').toEqual([]);

    // Minimized: the card, as a visitor who has seen the popup finds it.
    await page.getByRole('dialog').getByRole('button', { name: 'Remind Me Later' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('complementary', { name: 'Upcoming event' }).waitFor();
    await expectNoSeriousViolations(page, '1280 px, popup minimized');
    const landing = await unnamedControls(page);
    // The header's theme button, the contact form's fields and the programs' Register Now at least.
    expect(landing.count).toBeGreaterThanOrEqual(10);
    expect(landing.unnamed, 'landing page').toEqual([]);
    // Each contact field is named by its visible label.
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Program of Interest', 'Officiating Experience', 'Message']) {
      expect(await page.locator('#contact').getByLabel(name, { exact: false }).count(), name).toBe(1);
    }

    // The registration dialog's many fields, personal details to consents.
    await page.locator('#programs').getByRole('button', { name: 'Register Now' }).first().click();
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    await expectNoSeriousViolations(page, 'registration dialog');
    const dialog = await unnamedControls(page);
    expect(dialog.count).toBeGreaterThanOrEqual(15);
    expect(dialog.unnamed, 'registration dialog').toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('on a phone (popup minimized)', () => {
  it('nothing overflows sideways at 360 px, menu closed or open; at 375 px axe finds nothing serious (light whole, dark its colours), nor with the menu open, where every control has a name', async () => {
    const { page, errors } = await openLanding(phone, { viewport: NARROW, popupSeen: true });
    const closed = await overflow(page);
    expect(closed.scrollWidth, `too wide: ${closed.wide.join(', ')}`).toBeLessThanOrEqual(NARROW.width);
    await openMenu(page);
    const open = await overflow(page);
    expect(open.scrollWidth, `too wide with the menu open: ${open.wide.join(', ')}`).toBeLessThanOrEqual(NARROW.width);

    await menuToggle(page).click();
    await mobileMenu(page).waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await expectNoSeriousViolations(page, `${PHONE.width} px, popup minimized`);
    await openMenu(page);
    await expectNoSeriousViolations(page, `${PHONE.width} px, menu open`);
    const menu = await unnamedControls(page);
    expect(menu.unnamed, 'phone with the menu open').toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('(control) the colour check', () => {
  it('judges the colours a transition ends on, not the mix on the way, and still sees colours that settle too faint', async () => {
    const { page } = await desktop.fresh();
    await page.setContent(`<main><p id="faint" style="color: #777; background: #888">Faint</p>
      <p id="changing" style="color: #777; background: #888; transition: color 1.5s linear, background-color 1.5s linear">Changing</p></main>`);
    expect((await runAxe(page, ['color-contrast'])).serious.join('\n')).toContain('#faint');
    // Its colours start to move to black on white; checked at once, mid-way they would fail.
    await page.evaluate(() => {
      document.getElementById('faint')!.remove();
      Object.assign(document.getElementById('changing')!.style, { color: '#000', background: '#fff' });
    });
    expect((await runAxe(page, ['color-contrast'])).serious).toEqual([]);
  });
});
