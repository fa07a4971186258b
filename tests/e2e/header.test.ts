// The landing page's navigation (SPEC section 2, "Public landing page"): the fixed header and its
// shadow, smooth scrolling to the six anchors from the header, the mobile menu and the footer, the
// Admin link, the skip link, and the hero button's three link rules. The smooth scroll is watched
// once, with motion allowed; the rest runs with reduced motion, where the same links jump at once, so
// each link's target is checked without an animation per click.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin-session.js';
import { sharedPage, type SharedPage, type Visit } from '../helpers/shared-page.js';

const session = adminSession();

// SPEC's sections: each link's label, and its anchor the label in lower case.
const SECTIONS = (['Home', 'About', 'Services', 'Programs', 'Testimonials', 'Contact'] as const).map((label) => ({ id: label.toLowerCase() as Lowercase<typeof label>, label }));
type SectionId = (typeof SECTIONS)[number]['id'];
/** An order in which every click has somewhere to scroll to, up and down. */
const CLICK_ORDER: SectionId[] = ['contact', 'home', 'programs', 'about', 'services', 'testimonials'];
const label = (id: SectionId) => SECTIONS.find((section) => section.id === id)!.label;

const WAIT = { timeout: 15_000, interval: 50 };
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

// Reduced motion (the shared page's default): the anchors jump; the smooth scroll has its own test.
const desktop = sharedPage(session);
const phone = sharedPage(session, PHONE);

/** The landing page, hydrated, with the popup's cookie set: after its 2 s it only shows the minimized card. */
const openLanding = (device: SharedPage = desktop, visit: Visit = {}) => device.landing(visit);

interface Placement {
  top: number;
  headerBottom: number;
  scrollY: number;
  maxScroll: number;
  viewport: number;
  focused: string | null;
}

const placement = (page: Page, id: string) =>
  page.evaluate((id): Placement => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const section = document.getElementById(id)!.getBoundingClientRect();
    return {
      top: Math.round(section.top),
      headerBottom: Math.round(header.bottom),
      scrollY: Math.round(window.scrollY),
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
      viewport: window.innerHeight,
      focused: document.activeElement?.id ?? null,
    };
  }, id);

/** The section starts just below the fixed header (or the page cannot scroll further). */
function inView(p: Placement): boolean {
  const belowHeader = p.top >= p.headerBottom - 2;
  return (
    (p.scrollY === 0 && p.top >= 0 && p.top <= p.headerBottom) || // the hero, at the very top
    (belowHeader && p.top <= p.headerBottom + 32) ||
    (belowHeader && p.scrollY >= p.maxScroll - 1 && p.top < p.viewport / 2) // near the end of the page
  );
}

/** Waits for the smooth scroll to bring the section into view and come to rest. */
async function expectScrolledTo(page: Page, id: string) {
  let last: Placement | undefined;
  await expect
    .poll(async () => {
      const now = await placement(page, id);
      const settled = last !== undefined && now.scrollY === last.scrollY && inView(now);
      last = now;
      return settled;
    }, { ...WAIT, message: `section #${id} was not brought into view: ${JSON.stringify(last)}` })
    .toBe(true);
  // Keyboard focus moves along with the view.
  expect(last!.focused).toBe(id);
}

async function scrollInstantly(page: Page, y: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), WAIT).toBe(y);
  // Let the scroll event and the re-render it causes (if any) land.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const boxShadow = (page: Page) => page.getByRole('banner').evaluate((header) => getComputedStyle(header).boxShadow);

/** Clicks each section's link in `links` (in an order that always has somewhere to scroll) and waits for the scroll. */
async function expectLinksScrollToSections(page: Page, links: Locator) {
  for (const id of CLICK_ORDER) {
    const link = links.getByRole('link', { name: label(id), exact: true });
    expect(await link.getAttribute('href')).toBe(`#${id}`);
    await link.click();
    await expectScrolledTo(page, id);
  }
  expect(page.url()).toBe(`${session.server.url}/`);
}

/** Sets the hero button's link through the admin API, the way the admin screen saves it. */
async function setHeroLink(buttonLink: string) {
  const hero = (await (await fetch(`${session.server.url}/api/hero`)).json()) as { data: Record<string, unknown> };
  const { id: _id, updatedAt: _updatedAt, ...fields } = hero.data;
  const response = await session.api('PUT', '/api/hero', { ...fields, buttonLink });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The page's scroll positions from now on, to tell an animated scroll from a jump. */
const recordScrolling = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = ((window as { __scrolled?: number[] }).__scrolled = []);
    addEventListener('scroll', () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
const scrolledThrough = (page: Page) => page.evaluate(() => (window as { __scrolled?: number[] }).__scrolled ?? []);

describe('the fixed header', () => {
  it('offers a skip link as the first Tab stop; stays at the top and gains a shadow only after scrolling more than 50 px; has an Admin link that goes to /login', async () => {
    const { page, errors } = await openLanding();
    // The skip link: the first Tab stop, visually hidden until focused, then shown; Enter moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('main-content');

    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await scrollInstantly(page, 0);
    expect(await boxShadow(page)).toBe('none');
    await scrollInstantly(page, 40);
    expect(await boxShadow(page)).toBe('none');
    await scrollInstantly(page, 120);
    await expect.poll(() => boxShadow(page), WAIT).not.toBe('none');
    expect(Math.round((await header.boundingBox())!.y)).toBe(0);
    // And it goes again when the visitor is back near the top.
    await scrollInstantly(page, 40);
    await expect.poll(() => boxShadow(page), WAIT).toBe('none');

    const admin = header.getByRole('link', { name: 'Admin', exact: true });
    expect(await admin.getAttribute('href')).toBe('/login');
    expect(await admin.getAttribute('target')).toBeNull();
    await admin.click();
    await page.waitForURL(`${session.server.url}/login`);
    expect(errors).toEqual([]);
  });

  it('scrolls smoothly to a section when motion is allowed', async () => {
    const { page, errors } = await openLanding(desktop, { reducedMotion: 'no-preference' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await recordScrolling(page);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expectScrolledTo(page, 'contact');
    // Through positions between the top and the section: an animation, not a jump.
    const end = (await placement(page, 'contact')).scrollY;
    expect((await scrolledThrough(page)).filter((y) => y > 0 && y < end - 1).length, `scroll positions: ${JSON.stringify(await scrolledThrough(page))}`).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('scrolls to each of the six sections from its navigation links, and so do the footer quick links', async () => {
    const { page, errors } = await openLanding();
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Toggle menu' }).isVisible()).toBe(false);
    await expectLinksScrollToSections(page, nav);
    await expectLinksScrollToSections(page, page.getByRole('navigation', { name: 'Quick Links' }));
    expect(errors).toEqual([]);
  });
});

describe('the mobile menu (375 px)', () => {
  it('hides the links behind Toggle menu, choosing an item closes it and scrolls there, Escape closes it with focus back on the toggle, and it has the Admin link to /login', async () => {
    const { page, errors } = await openLanding(phone);
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin' }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    for (const id of CLICK_ORDER) {
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await menu.waitFor();
      await menu.getByRole('link', { name: label(id), exact: true }).click();
      await expect.poll(() => toggle.getAttribute('aria-expanded'), WAIT).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      await expectScrolledTo(page, id);
    }

    // It closes on Escape and returns focus to the toggle.
    await toggle.click();
    await menu.waitFor();
    // Focus inside the menu, as a keyboard user would have it.
    await menu.getByRole('link', { name: 'About', exact: true }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    // Toggling twice also closes it.
    await toggle.click();
    await menu.waitFor();
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });

    // The Admin link is inside the menu.
    await toggle.click();
    const admin = menu.getByRole('link', { name: 'Admin' });
    expect(await admin.getAttribute('href')).toBe('/login');
    await admin.click();
    await page.waitForURL(`${session.server.url}/login`);
    expect(errors).toEqual([]);
  });
});

// Runs last in this file: it changes the hero stored on the server.
describe("the hero button's link rules", () => {
  /** Sets the hero button's link, then opens the landing page; its hero button. */
  async function openWithHeroLink(buttonLink: string) {
    await setHeroLink(buttonLink);
    const opened = await openLanding();
    return { ...opened, button: opened.page.locator('#home').getByRole('link', { name: 'Get Started Today' }) };
  }

  it("scrolls to a '#section' link", async () => {
    const { page, errors, button } = await openWithHeroLink('#contact');
    expect(await button.getAttribute('href')).toBe('#contact');
    expect(await button.getAttribute('target')).toBeNull();
    await button.click();
    await expectScrolledTo(page, 'contact');
    expect(page.url()).toBe(`${session.server.url}/`);
    expect(errors).toEqual([]);
  });

  it("navigates in the same window for a '/path' link", async () => {
    const { page, errors, button } = await openWithHeroLink('/login');
    expect(await button.getAttribute('href')).toBe('/login');
    expect(await button.getAttribute('target')).toBeNull();
    let opened = 0;
    const countPage = () => opened++;
    page.context().on('page', countPage);
    await button.click();
    await page.waitForURL(`${session.server.url}/login`);
    page.context().off('page', countPage);
    expect(opened).toBe(0);
    expect(page.context().pages()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('opens any other link in a new tab, without giving it the opener', async () => {
    const { errors, button } = await openWithHeroLink('https://example.org/x');
    expect(await button.getAttribute('href')).toBe('https://example.org/x');
    expect(await button.getAttribute('target')).toBe('_blank');
    expect((await button.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
    expect(errors).toEqual([]);
  });
});
