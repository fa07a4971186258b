// The single-record admin forms (hero, about, CTA, company info, marketing popup; SPEC sections 2, 4,
// 5, 8) in a real browser against the built server: load, SPEC's validation messages, save with a
// re-read through the public GET, and the change on the public page. The section headers' screen has
// its own file (admin-section-headers.test.ts).
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin-session.js';
import { openAdminScreen, toast } from '../helpers/locators.js';
import { publicData, publicHtml } from '../helpers/public-site.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const shared = session.sharedPage();
const visitor = session.sharedVisitorPage();
const SHOTS = screenshotDir('/tmp/admin-content-shots');

const read = <T = Record<string, unknown>>(path: string) => publicData<T>(session.server, path);

/** Opens an admin form screen on a signed-in page and waits for its form. */
async function openScreen(page: Page, path: string, title: string) {
  await openAdminScreen(page, session.server, path, title);
  await page.getByRole('button', { name: 'Save Changes' }).first().waitFor();
}

/** The file's signed-in page, an admin form screen loaded on it. */
async function openForm(path: string, title: string) {
  const opened = await shared.fresh();
  await openScreen(opened.page, path, title);
  return opened;
}

// By role: the accessible name leaves out the required marker (*), which is aria-hidden.
// first(): the feature boxes' own Title/Text/Icon fields come after the record's fields.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).click();
const saved = (page: Page, text: string) => toast(page, text, { exact: true }).waitFor();
/** Saves and waits for the toast that says so. */
async function saveAndWait(page: Page, text: string) {
  await save(page);
  await saved(page, text);
}

/** Each message is shown under its field, which is marked invalid and described by it. */
/** Hero's and Call to Action's button fields, emptied (or one letter): their SPEC messages. */
const BUTTON_MESSAGES = {
  'Button Text': 'Button text must be at least 2 characters',
  'Button Link': 'Button link is required',
};

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

/** Fills each field (label: value) in this order. */
async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function clear(page: Page, labels: string[]) {
  await fill(page, Object.fromEntries(labels.map((label) => [label, ''])));
}

describe('Admin single-record forms', () => {
  it('Hero: SPEC messages, save, re-read, and the new heading on the public page', async () => {
    const { page, errors } = await openForm('/admin/hero', 'Hero Section');
    const stored = await read('/api/hero');
    expect(await field(page, 'Heading').inputValue()).toBe(stored.heading);
    expect(await page.getByText('fas fa-users', { exact: true }).count()).toBeGreaterThan(0); // icon hint

    await field(page, 'Heading').fill('Ref');
    await clear(page, ['Subheading', 'Button Text', 'Button Link']);
    const puts: string[] = [];
    const seePut = (request: Request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    };
    page.on('request', seePut);
    await save(page);
    await expectMessages(page, {
      Heading: 'Heading must be at least 5 characters',
      Subheading: 'Subheading must be at least 10 characters',
      ...BUTTON_MESSAGES,
    });
    expect(puts).toEqual([]);
    page.off('request', seePut);
    await keepScreenshot(page, { path: `${SHOTS}/hero-errors-1280.png`, fullPage: true });

    await fill(page, {
      Heading: 'Whistle Ready Across Arizona', Subheading: 'Clinics, mentoring and game assignments for every level of official',
      'Button Text': 'Join a Clinic', 'Button Link': '#programs',
    });
    await page.getByRole('group', { name: 'Feature Box 1' }).getByRole('textbox', { name: 'Icon', exact: true }).fill('fas fa-star');
    await page.getByRole('group', { name: 'Feature Box 2' }).getByRole('textbox', { name: 'Title', exact: true }).fill('Film Sessions');
    await saveAndWait(page, 'Hero section updated successfully');
    expect(await read('/api/hero')).toMatchObject({
      heading: 'Whistle Ready Across Arizona',
      subheading: 'Clinics, mentoring and game assignments for every level of official',
      buttonText: 'Join a Clinic',
      buttonLink: '#programs',
      featureBox1Icon: 'fas fa-star',
      featureBox2Title: 'Film Sessions',
    });

    // The public page as the server renders it (its hydration is the landing tests').
    const html = await publicHtml(session.server);
    expect(html).toContain('Whistle Ready Across Arizona');
    expect(html).toContain('Film Sessions');
    expect(errors).toEqual([]);
  });

  it('About: SPEC messages, HTML content saved without scripts, shown on the public page', async () => {
    const { page, errors } = await openForm('/admin/about', 'About Content');
    expect(await page.getByText(/Scripts .* removed/).count()).toBe(1);
    await clear(page, ['Title', 'Content']);
    await save(page);
    await expectMessages(page, { Title: 'Title must be at least 3 characters', Content: 'Content must be at least 10 characters' });

    await fill(page, {
      Title: 'About the Academy', Subtitle: 'Officials training officials',
      Content: '<p>We train <strong>basketball referees</strong> statewide.</p><script>alert(1)</script>',
    });
    await page.getByRole('group', { name: 'Feature Box 3' }).getByRole('textbox', { name: 'Icon', exact: true }).fill('trophy');
    await saveAndWait(page, 'About content updated successfully');
    const about = await read<{ title: string; content: string; featureBox3Icon: string }>('/api/about');
    expect(about.title).toBe('About the Academy');
    expect(about.content).toContain('<strong>basketball referees</strong>');
    expect(about.content).not.toContain('script');
    expect(about.featureBox3Icon).toBe('trophy');
    const html = await publicHtml(session.server);
    expect(html).toContain('About the Academy');
    expect(html).toContain('basketball referees');
    expect(errors).toEqual([]);
  });

  it('Call to Action: SPEC messages, save, re-read, public page', async () => {
    const { page, errors } = await openForm('/admin/cta', 'Call to Action');
    await clear(page, ['Title', 'Content', 'Button Text', 'Button Link']);
    await save(page);
    await expectMessages(page, {
      Title: 'Title must be at least 3 characters',
      Content: 'Content must be at least 10 characters',
      ...BUTTON_MESSAGES,
    });
    await fill(page, {
      Title: 'Ready to Blow the Whistle?', Content: 'Sign up for the next clinic and start officiating this season.', 'Button Text': 'Register',
      'Button Link': '#contact',
    });
    await saveAndWait(page, 'Call to Action content updated successfully');
    expect(await read('/api/cta')).toMatchObject({
      title: 'Ready to Blow the Whistle?',
      content: 'Sign up for the next clinic and start officiating this season.',
      buttonText: 'Register',
      buttonLink: '#contact',
    });
    expect(await publicHtml(session.server)).toContain('Ready to Blow the Whistle?');
    expect(errors).toEqual([]);
  });

  it('Company Information: SPEC messages, save, re-read, public page', async () => {
    const { page, errors } = await openForm('/admin/company-info', 'Company Information');
    await fill(page, { 'Company Name': 'A', Email: 'not-an-email' });
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
    await keepScreenshot(page, { path: `${SHOTS}/company-errors-390.png`, fullPage: true });
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
    await fill(page, {
      'Company Name': values.name, Phone: values.phone, Email: values.email, Website: values.website, Location: values.location,
      'Phone Hours': values.phoneHours, 'Email Response': values.emailResponse, 'Location Detail': values.locationDetail,
    });
    await saveAndWait(page, 'Company information updated successfully');
    expect(await read('/api/company-info')).toMatchObject(values);
    const html = await publicHtml(session.server);
    expect(html).toContain(values.phone);
    expect(html).toContain(values.email);
    expect(errors).toEqual([]);
  });

  it('Marketing Popup: the admin form messages, save, re-read, the popup on the public page, then inactive', async () => {
    const { page, errors } = await openForm('/admin/marketing-popup', 'Marketing Popup');
    await clear(page, ['Title', 'Date', 'Start Time', 'End Time', 'Location']);
    await save(page);
    await expectMessages(page, {
      Title: 'Title is required',
      Date: 'Date is required',
      'Start Time': 'Start time is required',
      'End Time': 'End time is required',
      Location: 'Location is required',
    });
    await fill(page, { Title: 'Spring Mechanics Camp', Date: 'Saturday, April 11', 'Start Time': '9:00 AM', 'End Time': '2:30 PM', Location: 'Mesa Community Gym' });
    expect(await page.getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await saveAndWait(page, 'Marketing popup settings have been updated.');
    expect(await read('/api/marketing-popup')).toMatchObject({
      title: 'Spring Mechanics Camp', date: 'Saturday, April 11', startTime: '9:00 AM', endTime: '2:30 PM', location: 'Mesa Community Gym', active: true,
    });

    const { page: visit } = await visitor.fresh();
    await visit.goto(`${session.server.url}/`);
    await visit.getByRole('dialog', { name: 'Spring Mechanics Camp' }).waitFor({ timeout: 10_000 });

    await page.getByRole('checkbox', { name: 'Active' }).click();
    await saveAndWait(page, 'Marketing popup settings have been updated.');
    expect(await read('/api/marketing-popup')).toMatchObject({ title: 'Spring Mechanics Camp', active: false });
    expect(errors).toEqual([]);
  });

  it('shows the red boxes when company info, About or CTA cannot be loaded', async () => {
    const { page } = await shared.fresh();
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
    await keepScreenshot(page, { path: `${SHOTS}/cta-load-error-1280.png` });
  });

  it('Save is disabled and reads Saving... while the PUT is pending', async () => {
    const { page } = await openForm('/admin/cta', 'Call to Action');
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
    await saved(page, 'Call to Action content updated successfully');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  });

  // One load: each form reached by the sidebar's link at 1280 px, then looked at in the phone's width.
  it('every form looks right at 1280 and 390 px', async () => {
    const screens = [
      ['/admin/hero', 'Hero Section', 'hero', 'Hero Section'],
      ['/admin/about', 'About Content', 'about', 'About'],
      ['/admin/cta', 'Call to Action', 'cta', 'Call to Action'],
      ['/admin/company-info', 'Company Information', 'company-info', 'Company Info'],
      ['/admin/marketing-popup', 'Marketing Popup', 'marketing-popup', 'Marketing Popup'],
      ['/admin/section-headers', 'Section Headers', 'section-headers', 'Section Headers'],
    ] as const;
    const { page, errors } = await shared.screen('/admin', 'Dashboard');
    for (const [path, title, name, link] of screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${session.server.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).first().waitFor();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(width);
      }
    }
    expect(errors).toEqual([]);
  });
});
