// What the landing page shows when its data has to come from the browser (SPEC sections 2 and 8):
// loading placeholders, the error and empty texts, and the display rules for programs, services and
// testimonials. The server's page normally carries the query cache; these tests take that block out
// of the HTML so the hydrated client must fetch, and answer some of those fetches themselves.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HERO_DEFAULTS } from '../../common/content-defaults.js';
import { PROGRAMS_SEED, SERVICES_SEED, TESTIMONIALS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { gotoLanding, markPopupSeen } from '../helpers/locators.js';
import { sharedPage } from '../helpers/shared-page.js';

const session = adminSession();
const visitor = sharedPage(session);

const WAIT = { timeout: 15_000, interval: 50 };
const QUERY_STATE = /<script type="application\/json" id="__QUERY_STATE__">[\s\S]*?<\/script>/;

/**
 * The file's page (a visitor's, or with `signedIn` a fresh one holding the admin's session), its popup
 * minimized (its cookie is set) so that no modal covers the sections.
 */
async function newPage({ signedIn = false } = {}): Promise<PageWithErrors> {
  const opened = signedIn ? await session.signedIn() : await visitor.fresh();
  await markPopupSeen(opened.page, session.server);
  return opened;
}

/** Serves `/` without the dehydrated query cache, so every section's query runs in the browser. */
async function withoutQueryState(page: Page) {
  let stripped = 0;
  await page.route(`${session.server.url}/`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    if (QUERY_STATE.test(html)) stripped++;
    await route.fulfill({ response, body: html.replace(QUERY_STATE, '') });
  });
  return { stripped: () => stripped };
}

const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal server error' }) });

/**
 * Console errors other than the ones these tests provoke: React's hydration mismatch report (#418:
 * the server's markup shows content, the client without the cache renders its loading state, and
 * React renders the page afresh), and for a failed API call, the client's log of it and Chromium's
 * report of the status.
 */
function unexpectedErrors(errors: string[], failedPath?: string): string[] {
  return errors.filter(
    (error) =>
      !error.startsWith('Minified React error #418;') &&
      !(failedPath && error.startsWith(`GET ${failedPath} failed:`)) &&
      !(failedPath && error === 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)'),
  );
}

/** A request held until the test lets it through, so a loading state can be looked at for certain. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route(`${session.server.url}${path}`, async (route) => {
    seen++;
    await released;
    await route.continue();
  });
  return { release, seen: () => seen };
}

// Admin API calls, the way the admin screens make them.
async function asAdmin(method: string, path: string, body?: unknown) {
  const response = await session.api(method, path, body);
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

const publicList = async <T>(path: string) => ((await (await fetch(`${session.server.url}${path}`)).json()) as { data: T }).data;

/** The card of each program, by its heading. */
const programCard = (page: Page, name: string) =>
  page.locator('#programs li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

// Display rules of SPEC section 9, written out independently of the client's own helpers.
const usd = (dollars: number) => `$${dollars.toFixed(2)}`;
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
function twelveHour(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

describe('loading states after hydration', () => {
  it('shows skeleton placeholders in the hero until its content arrives', async () => {
    const { page, errors } = await newPage();
    const state = await withoutQueryState(page);
    const hero = await holdRequests(page, '/api/hero');
    await gotoLanding(page, session.server);
    expect(state.stripped()).toBe(1);
    await expect.poll(hero.seen, WAIT).toBe(1);

    const home = page.locator('#home');
    await home.locator('[data-slot="skeleton"]').first().waitFor();
    expect(await home.locator('[data-slot="skeleton"]').count()).toBeGreaterThanOrEqual(4);
    expect(await home.getByRole('status', { name: 'Loading' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    // The other sections did not wait for the hero.
    await page.locator('#programs').getByRole('heading', { level: 3, name: PROGRAMS_SEED[0]!.program.name }).waitFor();

    hero.release();
    await page.getByRole('heading', { level: 1, name: HERO_DEFAULTS.heading }).waitFor();
    expect(await home.locator('[data-slot="skeleton"]').count()).toBe(0);
    expect(await home.getByRole('link', { name: HERO_DEFAULTS.buttonText }).isVisible()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows a spinner for services and placeholders for programs and testimonials while they load', async () => {
    const { page, errors } = await newPage();
    await withoutQueryState(page);
    const held = await Promise.all(['/api/services/active', '/api/programs', '/api/testimonials/featured'].map((path) => holdRequests(page, path)));
    await gotoLanding(page, session.server);

    const services = page.locator('#services');
    await services.locator('[data-slot="spinner"]').waitFor();
    expect(await services.getByRole('status').innerText()).toBe('Loading services');
    await page.locator('#programs').getByRole('status', { name: 'Loading programs' }).waitFor();
    expect(await page.locator('#programs [data-slot="skeleton"]').count()).toBeGreaterThan(0);
    await page.locator('#testimonials').getByRole('status', { name: 'Loading testimonials' }).waitFor();

    for (const request of held) request.release();
    await services.getByRole('heading', { level: 3, name: SERVICES_SEED[0]!.title }).waitFor();
    await programCard(page, PROGRAMS_SEED[0]!.program.name).waitFor();
    await page.locator('#testimonials').getByRole('heading', { name: TESTIMONIALS_SEED[0]!.name }).waitFor();
    expect(await page.locator('main [data-slot="spinner"], main [data-slot="skeleton"]').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('error and empty states after hydration (SPEC section 8)', () => {
  const cases = [
    { path: '/api/programs', section: '#programs', text: 'Error loading programs. Please try again later.' },
    { path: '/api/services/active', section: '#services', text: 'Unable to load services. Please try again later.' },
    { path: '/api/testimonials/featured', section: '#testimonials', text: 'Unable to load testimonials. Please try again later.' },
  ];
  for (const { path, section, text } of cases) {
    it(`says "${text}" when ${path} fails`, async () => {
      const { page, errors } = await newPage();
      await withoutQueryState(page);
      await page.route(`${session.server.url}${path}`, serverError);
      await gotoLanding(page, session.server);
      // Hidden ones count: under load the popup may open (2 s after load) before the alert shows.
      const alert = page.locator(section).getByRole('alert', { includeHidden: true });
      await alert.waitFor();
      expect(await alert.textContent()).toBe(text);
      // Only that section failed: the others show their content. (Counted with hidden ones too: the
      // marketing popup, which opens 2 s after load, hides the rest of the page from role queries.)
      await page.getByRole('heading', { level: 1, name: HERO_DEFAULTS.heading, includeHidden: true }).waitFor();
      // Polled: a refetch of the failing list shows its placeholder a moment before the alert again.
      await expect.poll(() => page.getByRole('alert', { includeHidden: true }).filter({ hasText: /Please try again later/ }).count()).toBe(1);
      expect(unexpectedErrors(errors, path)).toEqual([]);
      expect(errors.some((error) => error.startsWith(`GET ${path} failed:`))).toBe(true);
    });
  }

  it('says "No programs available at the moment. Please check back later." when there are none', async () => {
    const { page, errors } = await newPage();
    await withoutQueryState(page);
    await page.route(`${session.server.url}/api/programs`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: [] }) }),
    );
    await gotoLanding(page, session.server);
    const programs = page.locator('#programs');
    await programs.getByText('No programs available at the moment. Please check back later.', { exact: true }).waitFor();
    expect(await programs.getByRole('button', { name: 'Register Now' }).count()).toBe(0);
    expect(await programs.getByRole('alert').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('programs', () => {
  it('show USD prices or "Contact for pricing", MM/DD/YYYY dates, 12-hour times, venue and highlights', async () => {
    const { page, errors } = await newPage();
    await gotoLanding(page, session.server);
    expect(PROGRAMS_SEED.some(({ program }) => program.price == null)).toBe(true);
    for (const { program, features } of PROGRAMS_SEED) {
      const card = programCard(page, program.name);
      expect(await card.count(), program.name).toBe(1);
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(program.price == null ? 'Contact for pricing' : usd(program.price));
      // Beside SPEC's price line, the package prices the dialog charges (issue 13: the card never disagrees with it).
      expect(text).toContain('Youth $0.00 · New Official $40.00 · Experienced Official $55.00');
      expect(text).toContain(`${mdy(program.startDate!)} at ${twelveHour(program.startTime!)}`);
      expect(text).toContain(program.duration);
      expect(text).toContain(program.locationName!);
      for (const feature of features) expect(text).toContain(feature);
      // The level's default picture, since no image is stored.
      expect(await card.getByRole('img').getAttribute('src')).toBe(`/images/programs/${program.level}.svg`);
    }
    // Both halves of the day in 12-hour form: 09:00 and 18:30 are in the seed.
    expect(await page.locator('#programs').innerText()).toMatch(/9:00 AM[\s\S]*6:30 PM/);
    expect(errors).toEqual([]);
  });

  it('fall back to the default picture when a stored image fails to load', async () => {
    const programs = await publicList<{ id: number; name: string }[]>('/api/programs');
    const target = programs[0]!;
    await asAdmin('PUT', `/api/programs/${target.id}`, { imageUrl: '/images/programs/no-such-picture.png' });
    const { page, errors } = await newPage();
    await gotoLanding(page, session.server);
    const image = programCard(page, target.name).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.getAttribute('src'), WAIT).toBe('/images/programs/default.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
    await asAdmin('PUT', `/api/programs/${target.id}`, { imageUrl: null });
    // The broken picture's 404 is the only console error.
    expect(errors.filter((error) => error !== 'Failed to load resource: the server responded with a status of 404 (Not Found)')).toEqual([]);
  });
});

describe('only what the admin has published', () => {
  interface Named {
    id: number;
    name?: string;
    title?: string;
  }

  async function expectShown(page: Page, { programs, services, testimonials }: Record<'programs' | 'services' | 'testimonials', string[]>) {
    const headings = (section: string) =>
      page.locator(section).getByRole('heading', { level: 3 }).allInnerTexts();
    // Polled, each: when the client fetches for itself, each section fills in when its answer comes.
    await expect.poll(() => headings('#programs'), WAIT).toEqual(programs);
    await expect.poll(() => headings('#services'), WAIT).toEqual(services);
    // Testimonials come newest first; the seeded ones share a creation time, so only the set counts.
    await expect.poll(async () => (await headings('#testimonials')).sort(), WAIT).toEqual([...testimonials].sort());
  }

  it('shows active programs and services and featured testimonials, also after an admin change', async () => {
    const allPrograms = PROGRAMS_SEED.map(({ program }) => program.name);
    const allServices = SERVICES_SEED.map((service) => service.title!);
    const featured = TESTIMONIALS_SEED.filter((testimonial) => testimonial.featured).map((testimonial) => testimonial.name);
    expect(TESTIMONIALS_SEED.some((testimonial) => !testimonial.featured)).toBe(true);

    const { page, errors } = await newPage();
    await gotoLanding(page, session.server);
    await expectShown(page, { programs: allPrograms, services: allServices, testimonials: featured });

    // An admin withdraws a program and a service and un-features a testimonial.
    const program = (await publicList<Named[]>('/api/programs')).find((p) => p.name === allPrograms[1])!;
    const service = (await publicList<Named[]>('/api/services/active')).find((s) => s.title === allServices[2])!;
    const testimonial = (await publicList<Named[]>('/api/testimonials/featured')).find((t) => t.name === featured[0])!;
    await asAdmin('PUT', `/api/programs/${program.id}`, { active: false });
    await asAdmin('PUT', `/api/services/${service.id}`, { active: false });
    await asAdmin('PUT', `/api/testimonials/${testimonial.id}`, { featured: false });
    const expected = {
      programs: allPrograms.filter((name) => name !== program.name),
      services: allServices.filter((title) => title !== service.title),
      testimonials: featured.filter((name) => name !== testimonial.name),
    };

    // The server's page (its cache was dropped by the admin's writes)...
    await gotoLanding(page, session.server);
    await expectShown(page, expected);
    // ...and the client fetching for itself agree.
    await withoutQueryState(page);
    await gotoLanding(page, session.server);
    await expectShown(page, expected);
    expect(unexpectedErrors(errors)).toEqual([]);

    // A signed-in admin (whose token the client sends, and who may list inactive programs) sees the
    // public page as visitors do.
    const admin = await newPage({ signedIn: true });
    await withoutQueryState(admin.page);
    await gotoLanding(admin.page, session.server);
    await expectShown(admin.page, expected);
    expect(unexpectedErrors(admin.errors)).toEqual([]);
    await admin.page.context().close();

    await asAdmin('PUT', `/api/programs/${program.id}`, { active: true });
    await asAdmin('PUT', `/api/services/${service.id}`, { active: true });
    await asAdmin('PUT', `/api/testimonials/${testimonial.id}`, { featured: true });
  });
});
