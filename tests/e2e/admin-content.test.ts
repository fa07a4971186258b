// The single-record admin forms (hero, about, CTA, company info, marketing popup) and the section
// headers (SPEC sections 2, 4, 5, 8) in a real browser against the built server: load, SPEC's
// validation messages, save with a re-read through the public GET, and the change on the public page.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { adminSession } from '../helpers/admin-session.js';
import { openPage } from '../helpers/browser.js';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/admin-content-shots';

const session = adminSession();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function read<T = Record<string, unknown>>(path: string): Promise<T> {
  const response = await fetch(`${session.server.url}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function publicHtml(): Promise<string> {
  const html = await (await fetch(`${session.server.url}/`)).text();
  return html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** A fresh page logged in through the UI, at /admin. */
const loggedIn = (width = 1280, height = 900) => session.signedInPage({ viewport: { width, height } });

/** Opens an admin screen by its sidebar link (client-side navigation) and waits for its form. */
async function openScreen(page: Page, path: string, title: string) {
  await page.goto(`${session.server.url}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save Changes' }).first().waitFor();
}

// By role: the accessible name leaves out the required marker (*), which is aria-hidden.
// first(): the feature boxes' own Title/Text/Icon fields come after the record's fields.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Each message is shown under its field, which is marked invalid and described by it. */
async function expectMessages(page: Page, messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    await page.getByText(message, { exact: true }).first().waitFor();
    const input = field(page, label);
    expect(await input.getAttribute('aria-invalid'), label).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const describedText = await page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`).textContent();
    expect(describedText, label).toBe(message);
  }
}

async function clear(page: Page, labels: string[]) {
  for (const label of labels) await field(page, label).fill('');
}

describe('Admin single-record forms', () => {
  it('Hero: SPEC messages, save, re-read, and the new heading on the public page', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/hero', 'Hero Section');
    const stored = await read('/api/hero');
    expect(await field(page, 'Heading').inputValue()).toBe(stored.heading);
    expect(await page.getByText('fas fa-users', { exact: true }).count()).toBeGreaterThan(0); // icon hint

    await field(page, 'Heading').fill('Ref');
    await clear(page, ['Subheading', 'Button Text', 'Button Link']);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await save(page);
    await expectMessages(page, {
      Heading: 'Heading must be at least 5 characters',
      Subheading: 'Subheading must be at least 10 characters',
      'Button Text': 'Button text must be at least 2 characters',
      'Button Link': 'Button link is required',
    });
    expect(puts).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/hero-errors-1280.png`, fullPage: true });

    await field(page, 'Heading').fill('Whistle Ready Across Arizona');
    await field(page, 'Subheading').fill('Clinics, mentoring and game assignments for every level of official');
    await field(page, 'Button Text').fill('Join a Clinic');
    await field(page, 'Button Link').fill('#programs');
    await page.getByRole('group', { name: 'Feature Box 1' }).getByRole('textbox', { name: 'Icon', exact: true }).fill('fas fa-star');
    await page.getByRole('group', { name: 'Feature Box 2' }).getByRole('textbox', { name: 'Title', exact: true }).fill('Film Sessions');
    await save(page);
    await toast(page, 'Hero section updated successfully');
    expect(await read('/api/hero')).toMatchObject({
      heading: 'Whistle Ready Across Arizona',
      subheading: 'Clinics, mentoring and game assignments for every level of official',
      buttonText: 'Join a Clinic',
      buttonLink: '#programs',
      featureBox1Icon: 'fas fa-star',
      featureBox2Title: 'Film Sessions',
    });

    await page.goto(`${session.server.url}/`);
    await page.getByRole('heading', { name: 'Whistle Ready Across Arizona' }).waitFor();
    expect(await page.getByText('Film Sessions').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('About: SPEC messages, HTML content saved without scripts, shown on the public page', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/about', 'About Content');
    expect(await page.getByText(/Scripts .* removed/).count()).toBe(1);
    await clear(page, ['Title', 'Content']);
    await save(page);
    await expectMessages(page, { Title: 'Title must be at least 3 characters', Content: 'Content must be at least 10 characters' });

    await field(page, 'Title').fill('About the Academy');
    await field(page, 'Subtitle').fill('Officials training officials');
    await field(page, 'Content').fill('<p>We train <strong>basketball referees</strong> statewide.</p><script>alert(1)</script>');
    await page.getByRole('group', { name: 'Feature Box 3' }).getByRole('textbox', { name: 'Icon', exact: true }).fill('trophy');
    await save(page);
    await toast(page, 'About content updated successfully');
    const about = await read<{ title: string; content: string; featureBox3Icon: string }>('/api/about');
    expect(about.title).toBe('About the Academy');
    expect(about.content).toContain('<strong>basketball referees</strong>');
    expect(about.content).not.toContain('script');
    expect(about.featureBox3Icon).toBe('trophy');
    const html = await publicHtml();
    expect(html).toContain('About the Academy');
    expect(html).toContain('basketball referees');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Call to Action: SPEC messages, save, re-read, public page', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/cta', 'Call to Action');
    await clear(page, ['Title', 'Content', 'Button Text', 'Button Link']);
    await save(page);
    await expectMessages(page, {
      Title: 'Title must be at least 3 characters',
      Content: 'Content must be at least 10 characters',
      'Button Text': 'Button text must be at least 2 characters',
      'Button Link': 'Button link is required',
    });
    await field(page, 'Title').fill('Ready to Blow the Whistle?');
    await field(page, 'Content').fill('Sign up for the next clinic and start officiating this season.');
    await field(page, 'Button Text').fill('Register');
    await field(page, 'Button Link').fill('#contact');
    await save(page);
    await toast(page, 'Call to Action content updated successfully');
    expect(await read('/api/cta')).toMatchObject({
      title: 'Ready to Blow the Whistle?',
      content: 'Sign up for the next clinic and start officiating this season.',
      buttonText: 'Register',
      buttonLink: '#contact',
    });
    expect(await publicHtml()).toContain('Ready to Blow the Whistle?');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Company Information: SPEC messages, save, re-read, public page', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/company-info', 'Company Information');
    await field(page, 'Company Name').fill('A');
    await field(page, 'Email').fill('not-an-email');
    await clear(page, ['Phone', 'Website', 'Location', 'Phone Hours', 'Email Response', 'Location Detail']);
    await save(page);
    await expectMessages(page, {
      'Company Name': 'Name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Phone: 'Phone is required',
      Website: 'Website is required',
      Location: 'Location is required',
      'Phone Hours': 'Phone hours are required',
      'Email Response': 'Email response time is required',
      'Location Detail': 'Location detail is required',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/company-errors-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const values = {
      name: 'Desert Officials Academy',
      phone: '(602) 555-0199',
      email: 'office@desert-officials.example',
      website: 'https://desert-officials.example',
      location: 'Tempe, Arizona',
      phoneHours: 'Mon-Fri 8am-4pm',
      emailResponse: 'Replies within one business day',
      locationDetail: 'Clinics across the Valley',
    };
    await field(page, 'Company Name').fill(values.name);
    await field(page, 'Phone').fill(values.phone);
    await field(page, 'Email').fill(values.email);
    await field(page, 'Website').fill(values.website);
    await field(page, 'Location').fill(values.location);
    await field(page, 'Phone Hours').fill(values.phoneHours);
    await field(page, 'Email Response').fill(values.emailResponse);
    await field(page, 'Location Detail').fill(values.locationDetail);
    await save(page);
    await toast(page, 'Company information updated successfully');
    expect(await read('/api/company-info')).toMatchObject(values);
    const html = await publicHtml();
    expect(html).toContain(values.phone);
    expect(html).toContain(values.email);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Marketing Popup: the admin form messages, save, re-read, the popup on the public page, then inactive', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/marketing-popup', 'Marketing Popup');
    await clear(page, ['Title', 'Date', 'Start Time', 'End Time', 'Location']);
    await save(page);
    await expectMessages(page, {
      Title: 'Title is required',
      Date: 'Date is required',
      'Start Time': 'Start time is required',
      'End Time': 'End time is required',
      Location: 'Location is required',
    });
    await field(page, 'Title').fill('Spring Mechanics Camp');
    await field(page, 'Date').fill('Saturday, April 11');
    await field(page, 'Start Time').fill('9:00 AM');
    await field(page, 'End Time').fill('2:30 PM');
    await field(page, 'Location').fill('Mesa Community Gym');
    expect(await page.getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await save(page);
    await toast(page, 'Marketing popup settings have been updated.');
    expect(await read('/api/marketing-popup')).toMatchObject({
      title: 'Spring Mechanics Camp', date: 'Saturday, April 11', startTime: '9:00 AM', endTime: '2:30 PM', location: 'Mesa Community Gym', active: true,
    });

    const visitor = await openPage(session.browser);
    await visitor.page.goto(`${session.server.url}/`);
    await visitor.page.getByRole('dialog', { name: 'Spring Mechanics Camp' }).waitFor({ timeout: 10_000 });
    await visitor.page.context().close();

    await page.getByRole('checkbox', { name: 'Active' }).click();
    await save(page);
    await toast(page, 'Marketing popup settings have been updated.');
    expect(await read('/api/marketing-popup')).toMatchObject({ title: 'Spring Mechanics Camp', active: false });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the red boxes when company info, About or CTA cannot be loaded', async () => {
    const { page } = await loggedIn();
    const cases = [
      ['/admin/company-info', '/api/company-info', 'Error loading company information. Please try again.'],
      ['/admin/about', '/api/about', 'Error loading about content. Please try again.'],
      ['/admin/cta', '/api/cta', 'Error loading CTA content. Please try again.'],
    ] as const;
    for (const [screen, api, message] of cases) {
      await page.route(`**${api}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
      await page.goto(`${session.server.url}${screen}`);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/cta-load-error-1280.png` });
    await page.context().close();
  });

  it('Save is disabled and reads Saving... while the PUT is pending', async () => {
    const { page } = await loggedIn();
    await openScreen(page, '/admin/cta', 'Call to Action');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cta', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await save(page);
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    expect(await field(page, 'Title').isDisabled()).toBe(true);
    release();
    await toast(page, 'Call to Action content updated successfully');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.context().close();
  });

  it('every form looks right at 1280 and 390 px', async () => {
    const screens = [
      ['/admin/hero', 'Hero Section', 'hero'],
      ['/admin/about', 'About Content', 'about'],
      ['/admin/cta', 'Call to Action', 'cta'],
      ['/admin/company-info', 'Company Information', 'company-info'],
      ['/admin/marketing-popup', 'Marketing Popup', 'marketing-popup'],
      ['/admin/section-headers', 'Section Headers', 'section-headers'],
    ] as const;
    for (const width of [1280, 390]) {
      const { page, errors } = await loggedIn(width, width === 390 ? 844 : 900);
      for (const [path, title, name] of screens) {
        await openScreen(page, path, title);
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('Admin Section Headers', () => {
  interface Header {
    sectionId: string;
    title: string;
    subtitle: string | null;
  }

  it('edits each tab, shows the title message, re-reads, and the public page has the new titles', async () => {
    const { page, errors } = await loggedIn();
    await openScreen(page, '/admin/section-headers', 'Section Headers');
    const tabs = ['Services Section', 'Programs Section', 'Testimonials Section'];
    for (const name of tabs) await page.getByRole('tab', { name }).waitFor();
    const services = page.getByRole('tabpanel', { name: 'Services Section' });
    expect(await services.getByRole('textbox', { name: 'Section Title', exact: true }).inputValue()).toBe(SECTION_HEADER_DEFAULTS.services.title);

    await services.getByRole('textbox', { name: 'Section Title', exact: true }).fill('Hi');
    await services.getByRole('button', { name: 'Save Changes' }).click();
    await services.getByText('Title must be at least 3 characters').waitFor();
    expect(await services.getByRole('textbox', { name: 'Section Title', exact: true }).getAttribute('aria-invalid')).toBe('true');

    await services.getByRole('textbox', { name: 'Section Title', exact: true }).fill('Training Services');
    await services.getByRole('textbox', { name: 'Section Subtitle', exact: true }).fill('Everything an official needs, from first whistle to finals');
    await services.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Section header updated successfully');
    expect(await read<Header>('/api/section-headers/services')).toMatchObject({
      title: 'Training Services',
      subtitle: 'Everything an official needs, from first whistle to finals',
    });

    await page.getByRole('tab', { name: 'Testimonials Section' }).click();
    const testimonials = page.getByRole('tabpanel', { name: 'Testimonials Section' });
    await testimonials.getByRole('textbox', { name: 'Section Title', exact: true }).fill('Voices from the Court');
    await testimonials.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Section header updated successfully');
    // The previous save's toast may still be showing: wait for this save to be stored.
    await expect.poll(async () => (await read<Header>('/api/section-headers/testimonials')).title).toBe('Voices from the Court');
    // The form shows the stored values again after switching tabs.
    await page.getByRole('tab', { name: 'Services Section' }).click();
    expect(await services.getByRole('textbox', { name: 'Section Title', exact: true }).inputValue()).toBe('Training Services');

    const html = await publicHtml();
    expect(html).toContain('Training Services');
    expect(html).toContain('Voices from the Court');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates the header with POST /api/section-headers when its GET answers 404', async () => {
    const { page } = await loggedIn();
    const sent: { method: string; path: string; body: unknown }[] = [];
    await page.route('**/api/section-headers/**', (route) => {
      const request = route.request();
      if (request.method() === 'GET' && request.url().endsWith('/api/section-headers/programs')) {
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"message":"No section header"}' });
      }
      return route.continue();
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/section-headers') && request.method() !== 'GET') {
        sent.push({ method: request.method(), path, body: request.postDataJSON() });
      }
    });
    // The POST itself goes through to the server: the seeded header exists, so it answers 409.
    await openScreen(page, '/admin/section-headers', 'Section Headers');
    await page.getByRole('tab', { name: 'Programs Section' }).click();
    const programs = page.getByRole('tabpanel', { name: 'Programs Section' });
    // Not found: the form starts from SPEC's defaults.
    expect(await programs.getByRole('textbox', { name: 'Section Title', exact: true }).inputValue()).toBe(SECTION_HEADER_DEFAULTS.programs.title);
    await programs.getByRole('textbox', { name: 'Section Title', exact: true }).fill('Clinics and Camps');
    await programs.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/section-headers',
      body: { sectionId: 'programs', title: 'Clinics and Camps', subtitle: SECTION_HEADER_DEFAULTS.programs.subtitle },
    });
    await toast(page, 'A section header for "programs" already exists');
    await page.context().close();
  });
});
