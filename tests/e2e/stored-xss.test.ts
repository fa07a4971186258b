// Stored XSS: script-shaped text written through the admin API into every admin-editable field the
// public page shows (and javascript: URLs into every URL field), then the page served by the built
// server: as server-rendered HTML with JavaScript off, hydrated in Chromium with the page's CSP bypassed
// (so only escaping and sanitising can stop a payload), through the popup, registration and payment
// dialogs, rendered client-side after a client navigation, and on the admin screens. Nothing may run
// (window.__xss stays unset, no alert), and the text shows literally where the page shows it.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../common/admin-areas.js';
import { adminSession } from '../helpers/admin-session.js';
import { openPage, type PageWithErrors } from '../helpers/browser.js';
import { hydrated, markPopupSeen, poll } from '../helpers/locators.js';
import { registrationBody } from '../helpers/registrations.js';
import { sharedPage } from '../helpers/shared-page.js';
import {
  about, company, contact, cta, expectInert, expectLiteralText, FULL, headers, hero, JS_URL, LANDING_TEXT, popup, program,
  registrant, scriptableMarkup, service, testimonial, TINY, xss, type XssPage,
} from '../helpers/stored-xss.js';

let programId: number;

async function api(method: string, path: string, body?: unknown, auth = true) {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: {
      ...(auth && { authorization: `Bearer ${session.token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as { data: Record<string, unknown> & { id: number } } };
}

async function save(method: string, path: string, body: unknown, auth = true) {
  const response = await api(method, path, body, auth);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.json)}`).toBeLessThan(300);
  return response.json.data;
}

const session = adminSession();
/** A visitor's page with the CSP bypassed, which the tests that want one share (see sharedPage). */
const bypassing = sharedPage(session, { bypassCSP: true });
beforeAll(async () => {
  await save('PUT', '/api/hero', hero);
  await save('PUT', '/api/about', about);
  await save('PUT', '/api/cta', cta);
  await save('PUT', '/api/company-info', company);
  for (const [sectionId, header] of Object.entries(headers)) await save('PUT', `/api/section-headers/${sectionId}`, header);
  // Program 1 is the one the popup's Register Now opens.
  programId = (await save('PUT', '/api/programs/1', program)).id;
  await save('POST', '/api/testimonials', testimonial);
  await save('POST', '/api/services', service);
  await save('PUT', '/api/marketing-popup', popup);
  // Born on another day than the registrant the browser types in below: one person, one registration (issue 27).
  await save('POST', '/api/register', registrationBody({ ...registrant, programId, email: 'registrant.xss@example.com', trainingGoals: xss(5000), dateOfBirth: '1985-06-15' }), false);
  await save('POST', '/api/contact', contact, false);
});

const dialogsOf = new WeakMap<Page, string[]>();
/** The alert/confirm/prompt dialogs `page` opens from now on (each dismissed), for expectInert. */
function recordDialogs(page: Page): string[] {
  let dialogs = dialogsOf.get(page);
  if (!dialogs) {
    const seen: string[] = (dialogs = []);
    page.on('dialog', (dialog) => {
      seen.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    dialogsOf.set(page, seen);
  }
  dialogs.length = 0;
  return dialogs;
}

/**
 * A page whose CSP is bypassed (unless `csp`), so that only escaping and sanitising can stop a payload:
 * the file's shared one unless other context options are asked for; with `signedIn`, a fresh one that
 * holds an admin session.
 */
async function open(options: BrowserContextOptions & { csp?: boolean; signedIn?: boolean } = {}): Promise<XssPage> {
  const { csp = false, signedIn = false, ...contextOptions } = options;
  const pageOptions = { bypassCSP: !csp, ...contextOptions };
  let opened: PageWithErrors;
  if (signedIn) opened = await session.signedIn(pageOptions);
  else if (!csp && Object.keys(contextOptions).length === 0) opened = await bypassing.fresh();
  else opened = await openPage(session.browser, pageOptions);
  opened.page.setDefaultTimeout(15_000);
  return { ...opened, dialogs: recordDialogs(opened.page) };
}

const CSP_VIOLATION = /Content Security Policy|Refused to (execute|load|apply)/i;

describe('stored XSS', () => {
  it('(control) the checks see a payload that runs: window.__xss, the alert, and the markup', async () => {
    const opened = await open();
    const { page } = opened;
    await page.goto(`${session.server.url}/robots.txt`);
    await page.setContent(
      // FULL ends in an unclosed comment, so it comes last.
      `<a href=" javascript:alert(1)">a</a><script type="application/json">{"a":"</script><script>window.__xss=2</script>"}</script><p>${FULL}</p>`,
    );
    await poll(() => opened.dialogs.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeDefined();
    const problems = await scriptableMarkup(page);
    for (const expected of ['<img onerror>', '<svg onload>', '<a href=', 'not JSON', '<script> with a payload', '<img> injected']) {
      expect(problems.some((problem) => problem.includes(expected)), expected).toBe(true);
    }
  });

  it('the admin API sanitises the about HTML and refuses javascript:, data: and protocol-relative URLs in every URL field', async () => {
    const stored = (await api('GET', '/api/about', undefined, false)).json.data;
    const content = String(stored.content);
    expect(content).toContain('Plain words about the academy.');
    expect(content).toContain('Literal &lt;script&gt;window.__xss=1&lt;/script&gt; stays text');
    for (const unsafe of ['<script', 'onerror', 'onload', 'onclick', 'javascript:', '<iframe', '<svg', '<img', '<math', 'style=']) {
      expect(content.toLowerCase(), unsafe).not.toContain(unsafe.toLowerCase());
    }

    const unsafeUrls = [JS_URL, ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'];
    const urlFields: [string, string, Record<string, unknown>, string][] = [
      ['PUT', '/api/hero', hero, 'buttonLink'],
      ['PUT', '/api/hero', hero, 'backgroundImage'],
      ['PUT', '/api/cta', cta, 'buttonLink'],
      ['PUT', '/api/about', about, 'imageUrl'],
      ['PUT', `/api/programs/${programId}`, program, 'imageUrl'],
    ];
    for (const [method, path, body, field] of urlFields) {
      for (const url of unsafeUrls) {
        const response = await api(method, path, { ...body, [field]: url });
        expect(response.status, `${path} ${field} = ${JSON.stringify(url)}`).toBe(400);
      }
    }
    // Nothing changed: the stored links are still the accepted ones.
    expect((await api('GET', '/api/hero', undefined, false)).json.data).toMatchObject({ buttonLink: hero.buttonLink, backgroundImage: hero.backgroundImage });
  });

  it('the server-rendered page (JavaScript off) shows every field as text, with nothing runnable in the markup, head or JSON blocks', async () => {
    const opened = await open({ javaScriptEnabled: false });
    const { page } = opened;
    const response = await page.goto(`${session.server.url}/`);
    expect(response?.status()).toBe(200);
    await expectInert(opened);
    await expectLiteralText(page, LANDING_TEXT);

    expect(await page.title()).toBe(`${company.name} | Basketball Referee Training in Phoenix, Arizona`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(hero.subheading);
    // The JSON blocks carry the payloads as data, intact (a `</script>` would have cut them short).
    const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'EducationalOrganization', name: company.name }));
    // A script URL in the website field is no website: JSON-LD links only http(s) ones.
    expect(JSON.stringify(ld)).not.toContain(JSON.stringify(company.website).slice(1, -1));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Course', name: program.name, description: program.description }));
    const state = await page.locator('script#__QUERY_STATE__').textContent();
    const dehydrated = JSON.stringify(JSON.parse(state ?? 'null'));
    for (const text of [hero.heading, about.title, popup.title, program.features[0]!]) expect(dehydrated).toContain(JSON.stringify(text).slice(1, -1));

    // Attribute-breaking quotes stayed inside their attributes.
    const hrefs = await page.locator('#home a, #call-to-action a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([hero.buttonLink, cta.buttonLink]));
    expect(await page.locator('#programs img').first().getAttribute('src')).toBe(program.imageUrl);
    expect(await page.locator('#programs img').first().getAttribute('alt')).toContain(program.name);
    expect(await page.locator('#home').evaluate((home) => getComputedStyle(home).backgroundColor)).not.toBe('rgb(1, 2, 3)');
    await page.context().close();
  });

  it('hydrated with the CSP bypassed: the popup, the registration dialog, the payment overlay, checkout and confirmation show the text and run nothing', async () => {
    const opened = await open();
    const { page } = opened;
    await page.goto(`${session.server.url}/`);
    await hydrated(page);
    await expectLiteralText(page, LANDING_TEXT);
    expect(await page.locator('#home').evaluate((home) => getComputedStyle(home).backgroundColor)).not.toBe('rgb(1, 2, 3)');

    // The marketing popup (2 s after load) with the event's details.
    const popupDialog = page.getByRole('dialog', { name: popup.title, exact: true });
    await popupDialog.waitFor();
    await expectLiteralText(page, [popup.title, popup.date, popup.location]);
    expect(await popupDialog.innerText()).toContain(`${popup.startTime} – ${popup.endTime}`);
    await expectInert(opened);

    // Register Now: the registration dialog is titled with the program's name.
    await popupDialog.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: program.name, exact: true });
    await dialog.getByRole('button', { name: 'Complete Registration' }).waitFor();
    await expectInert(opened);

    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await field('First name').fill(registrant.firstName);
    await field('Last name').fill(registrant.lastName);
    await field('Date of birth').fill('1990-04-02');
    await field('Email').fill('browser.xss@example.com');
    await field('Phone').fill('(602) 555-0142');
    await field('Emergency contact name').fill(TINY);
    await field('Emergency contact phone').fill('(602) 555-0143');
    await field('Relationship to you').fill(TINY);
    await dialog.getByRole('checkbox', { name: /liability waiver/ }).click();
    await dialog.getByRole('button', { name: 'Complete Registration' }).click();

    const overlay = page.getByRole('dialog', { name: 'Complete your payment' });
    await overlay.waitFor();
    expect(await overlay.innerText()).toContain(`Your registration for ${program.name} is saved.`);
    await expectInert(opened);

    await overlay.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByText('Test Mode Active').waitFor();
    expect(await page.getByRole('region', { name: 'Order Summary' }).innerText()).toContain(program.name);
    await expectInert(opened);

    await page.getByRole('button', { name: 'Complete Test Registration' }).click();
    await page.getByRole('heading', { name: 'Thank you for your registration!', exact: true }).waitFor();
    const confirmation = await page.locator('main').innerText();
    expect(confirmation).toContain(program.name);
    expect(confirmation).toContain(`${registrant.firstName} ${registrant.lastName}`);
    await expectInert(opened);
    expect(opened.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  it('rendered client-side after a client navigation (CSP on): the same text, nothing runs, and the CSP never had to refuse anything', async () => {
    const opened = await open({ csp: true });
    const { page } = opened;
    await markPopupSeen(page, session.server);
    const missing = await page.goto(`${session.server.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('link', { name: 'Return to Website' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: hero.heading, exact: true }).waitFor();
    await hydrated(page);
    // Rendered here, each section shows its text once its own query has answered.
    await page.waitForFunction((texts) => texts.every((text) => document.body.innerText.includes(text)), LANDING_TEXT, { polling: 100 });
    await expectLiteralText(page, LANDING_TEXT);

    // The popup already seen: the minimized card, with the title as text and in its title attribute.
    const card = page.getByRole('complementary', { name: 'Upcoming event' });
    await card.waitFor();
    expect(await card.getByText(popup.title, { exact: true }).getAttribute('title')).toBe(popup.title);
    await card.getByRole('button', { name: 'Learn More' }).click();
    await page.getByRole('dialog', { name: popup.title, exact: true }).waitFor();
    await expectInert(opened);

    // The hero button's '#...' link scrolls (to no such section) instead of running anything.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: hero.buttonText, exact: true }).click();
    await expectInert(opened);
    expect(opened.errors.filter((error) => CSP_VIOLATION.test(error))).toEqual([]);
    expect(opened.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('the admin screens show the same text (and a registrant\'s and a contact\'s) and run nothing', async () => {
    const opened = await open({ signedIn: true });
    const { page } = opened;

    // Lists show the text; forms hold it as field values. The first screen is loaded, the others are
    // reached from the sidebar, as the admin moves between them.
    const screens: [path: string, heading: string, text: string][] = [
      ['/admin', 'Dashboard', ''],
      ['/admin/registrations', 'Program Registrations', registrant.firstName],
      ['/admin/contacts', 'Contact Management', contact.name],
      ['/admin/programs', 'Programs', program.name],
      ['/admin/services', 'Manage Services', service.title],
      ['/admin/testimonials', 'Testimonials', testimonial.name],
      ['/admin/hero', 'Hero Section', hero.heading],
      ['/admin/about', 'About Content', about.title],
      ['/admin/cta', 'Call to Action', cta.title],
      ['/admin/company-info', 'Company Information', company.name],
      ['/admin/marketing-popup', 'Marketing Popup', popup.title],
      ['/admin/section-headers', 'Section Headers', headers.services!.title],
    ];
    const sidebar = page.getByRole('complementary', { name: 'Admin navigation' });
    for (const [path, heading, text] of screens) {
      if (path === screens[0]![0]) await page.goto(`${session.server.url}${path}`);
      else await sidebar.getByRole('link', { name: ADMIN_AREAS.find((area) => area.path === path)!.label, exact: true }).click();
      await page.waitForURL(`${session.server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      if (text) {
        await poll(() =>
          page.evaluate(
            (expected) =>
              document.body.innerText.includes(expected) ||
              Array.from(document.querySelectorAll('input, textarea')).some((input) => (input as HTMLInputElement).value === expected),
            text,
          ),
        ).toBe(true);
      }
      await page.waitForLoadState('networkidle');
      await expectInert(opened);
    }
    expect(opened.errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await page.context().close();
  });
});
