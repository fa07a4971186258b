// The admin Section Headers screen (SPEC sections 2, 4, 5, 8) in a real browser against the built
// server: a tab for each section, the title message, save with a re-read through the public GET, the
// new titles on the public page, and a POST when the section has no header yet. The tests take turns on
// one signed-in page.
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SectionHeader } from '../../common/schemas/section-header.js';
import { SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { adminSession } from '../helpers/admin-session.js';
import { openAdminScreen, toast } from '../helpers/locators.js';
import { publicData, publicHtml } from '../helpers/public-site.js';

const session = adminSession();
const shared = session.sharedPage();

/** Opens the section headers screen on a signed-in page and waits for its form. */
async function openScreen(page: Page) {
  await openAdminScreen(page, session.server, '/admin/section-headers', 'Section Headers');
  await page.getByRole('button', { name: 'Save Changes' }).first().waitFor();
}

const saved = (page: Page, text: string) => toast(page, text, { exact: true }).waitFor();
const sectionTitle = (panel: Locator) => panel.getByRole('textbox', { name: 'Section Title', exact: true });

describe('Admin Section Headers', () => {
  it('edits each tab, shows the title message, re-reads, and the public page has the new titles', async () => {
    const { page, errors } = await shared.fresh();
    await openScreen(page);
    const tabs = ['Services Section', 'Programs Section', 'Testimonials Section'];
    for (const name of tabs) await page.getByRole('tab', { name }).waitFor();
    const services = page.getByRole('tabpanel', { name: 'Services Section' });
    expect(await sectionTitle(services).inputValue()).toBe(SECTION_HEADER_DEFAULTS.services.title);

    await sectionTitle(services).fill('Hi');
    await services.getByRole('button', { name: 'Save Changes' }).click();
    await services.getByText('Title must be at least 3 characters').waitFor();
    expect(await sectionTitle(services).getAttribute('aria-invalid')).toBe('true');

    await sectionTitle(services).fill('Training Services');
    await services.getByRole('textbox', { name: 'Section Subtitle', exact: true }).fill('Everything an official needs, from first whistle to finals');
    await services.getByRole('button', { name: 'Save Changes' }).click();
    await saved(page, 'Section header updated successfully');
    expect(await publicData<SectionHeader>(session.server, '/api/section-headers/services')).toMatchObject({
      title: 'Training Services',
      subtitle: 'Everything an official needs, from first whistle to finals',
    });

    await page.getByRole('tab', { name: 'Testimonials Section' }).click();
    const testimonials = page.getByRole('tabpanel', { name: 'Testimonials Section' });
    await sectionTitle(testimonials).fill('Voices from the Court');
    await testimonials.getByRole('button', { name: 'Save Changes' }).click();
    await saved(page, 'Section header updated successfully');
    // The previous save's toast may still be showing: wait for this save to be stored.
    await expect.poll(async () => (await publicData<SectionHeader>(session.server, '/api/section-headers/testimonials')).title).toBe('Voices from the Court');
    // The form shows the stored values again after switching tabs.
    await page.getByRole('tab', { name: 'Services Section' }).click();
    expect(await sectionTitle(services).inputValue()).toBe('Training Services');

    const html = await publicHtml(session.server);
    expect(html).toContain('Training Services');
    expect(html).toContain('Voices from the Court');
    expect(errors).toEqual([]);
  });

  it('creates the header with POST /api/section-headers when its GET answers 404', async () => {
    const { page } = await shared.fresh();
    const sent: { method: string; path: string; body: unknown }[] = [];
    await page.route('**/api/section-headers/**', (route) => {
      const request = route.request();
      if (request.method() === 'GET' && request.url().endsWith('/api/section-headers/programs')) {
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"message":"No section header"}' });
      }
      return route.continue();
    });
    const seeChange = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/section-headers') && request.method() !== 'GET') {
        sent.push({ method: request.method(), path, body: request.postDataJSON() });
      }
    };
    page.on('request', seeChange);
    // The POST itself goes through to the server: the seeded header exists, so it answers 409.
    await openScreen(page);
    await page.getByRole('tab', { name: 'Programs Section' }).click();
    const programs = page.getByRole('tabpanel', { name: 'Programs Section' });
    // Not found: the form starts from SPEC's defaults.
    expect(await sectionTitle(programs).inputValue()).toBe(SECTION_HEADER_DEFAULTS.programs.title);
    await sectionTitle(programs).fill('Clinics and Camps');
    await programs.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/section-headers',
      body: { sectionId: 'programs', title: 'Clinics and Camps', subtitle: SECTION_HEADER_DEFAULTS.programs.subtitle },
    });
    await saved(page, 'A section header for "programs" already exists');
    page.off('request', seeChange);
  });
});
