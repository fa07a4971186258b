// Stored XSS: script-shaped text written through the admin API into every admin-editable field the
// public page shows (and javascript: URLs into every URL field), then the page served by the built
// server: as server-rendered HTML with JavaScript off, hydrated in Chromium with the page's CSP bypassed
// (so only escaping and sanitising can stop a payload), through the popup, registration and payment
// dialogs, rendered client-side after a client navigation, and on the admin screens. Nothing may run
// (window.__xss stays unset, no alert), and the text shows literally where the page shows it.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../../common/constants.js';
import { adminSession, signIn } from '../helpers/admin-session.js';
import { openPage, type PageWithErrors } from '../helpers/browser.js';
import { registrationBody } from '../helpers/registrations.js';

// expect.poll waits 1 s by default: too little for a browser on a busy 2-core machine.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

// Each payload would set window.__xss and call alert() if it ever ran as script or markup.
const FULL = `'"><script>window.__xss=1;alert(1)</script><img src=x onerror="window.__xss=1;alert(1)"><svg onload="window.__xss=1;alert(1)"></svg><!--<script></script><script>window.__xss=1;alert(1)</script>`;
const SHORT = `'"><img src=x onerror="window.__xss=1;alert(1)"></script><script>alert(1)</script>`;
const TINY = `"><svg onload=alert(1)>`;

let counter = 0;
/** A payload for a field of at most `max` characters, tagged so that each field's text is unique. */
function xss(max: number): string {
  const tag = `x${String(++counter).padStart(2, '0')} `;
  const body = [FULL, SHORT, TINY].find((candidate) => tag.length + candidate.length <= max);
  if (!body) throw new Error(`no payload fits ${max} characters`);
  return tag + body;
}

const JS_URL = 'javascript:window.__xss=1;alert(1)';

const hero = {
  heading: xss(300),
  subheading: xss(5000),
  buttonText: xss(100),
  // Accepted link shapes (#anchor, /path) carrying attribute-breaking quotes.
  buttonLink: `#x"><script>window.__xss=1;alert(1)</script>`,
  // Inside the hero's inline style: a quote that broke out of the CSS string would set this colour.
  backgroundImage: `/images/hero.png?");background-color:rgb(1, 2, 3);x:url("`,
  featureBox1Title: xss(100), featureBox1Text: xss(300), featureBox1Icon: xss(100),
  featureBox2Title: xss(100), featureBox2Text: xss(300), featureBox2Icon: xss(100),
  featureBox3Title: xss(100), featureBox3Text: xss(300), featureBox3Icon: xss(100),
};

const ABOUT_LITERAL = 'Literal <script>window.__xss=1</script> stays text';
const about = {
  title: xss(300),
  subtitle: xss(300),
  content: [
    '<p>x-about Plain words about the academy.</p>',
    '<p>Literal &lt;script&gt;window.__xss=1&lt;/script&gt; stays text</p>',
    '<script>window.__xss=1;alert(1)</script>',
    '<img src=x onerror="window.__xss=1;alert(1)">',
    '<svg onload="window.__xss=1;alert(1)"><circle r="1"/></svg>',
    '<a href="javascript:window.__xss=1;alert(1)">js link</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">encoded link</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p onclick="window.__xss=1;alert(1)" style="background:url(javascript:alert(1))">clickable paragraph</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1;alert(1)"></style></mglyph></table></mtext></math>',
  ].join(''),
  imageUrl: `/images/about.png?"><script>window.__xss=1;alert(1)</script>`,
  featureBox1Title: xss(100), featureBox1Text: xss(300), featureBox1Icon: xss(100),
  featureBox2Title: xss(100), featureBox2Text: xss(300), featureBox2Icon: xss(100),
  featureBox3Title: xss(100), featureBox3Text: xss(300), featureBox3Icon: xss(100),
};

const cta = {
  title: xss(300),
  content: xss(5000),
  buttonText: xss(100),
  buttonLink: `/x'"><img src=x onerror="window.__xss=1;alert(1)">`,
};

const company = {
  name: xss(100),
  phone: xss(30),
  email: 'xss-test@example.com',
  // Not a URL field in the schema; the page uses it only in JSON-LD (sameAs).
  website: JS_URL,
  location: xss(300),
  phoneHours: xss(300),
  emailResponse: xss(300),
  locationDetail: xss(300),
};

const headers = Object.fromEntries(SECTION_IDS.map((sectionId) => [sectionId, { title: xss(300), subtitle: xss(5000) }]));

const program = {
  name: xss(300),
  description: xss(5000),
  duration: xss(100),
  location: xss(300),
  locationName: xss(300),
  features: [xss(300), xss(300)],
  priceTiers: [{ name: xss(100), price: 40, description: xss(300) }],
  imageUrl: `/images/programs/x.png?"onerror="window.__xss=1;alert(1)`,
  active: true,
};

const testimonial = { name: xss(100), position: xss(300), quote: xss(5000), featured: true };
const service = { title: xss(300), description: xss(5000), icon: xss(100), active: true, displayOrder: 0 };
const popup = { title: xss(300), date: xss(100), startTime: xss(100), endTime: xss(100), location: xss(300), active: true };
const registrant = { firstName: xss(100), lastName: xss(100) };
const contact = { name: xss(100), email: 'contact.xss@example.com', message: xss(5000) };

/** Text the landing page shows as it is (icons, links, image URLs and the website are not text there). */
const LANDING_TEXT = [
  hero.heading, hero.subheading, hero.buttonText,
  hero.featureBox1Title, hero.featureBox1Text, hero.featureBox2Title, hero.featureBox2Text, hero.featureBox3Title, hero.featureBox3Text,
  about.title, about.subtitle, ABOUT_LITERAL,
  about.featureBox1Title, about.featureBox1Text, about.featureBox2Title, about.featureBox2Text, about.featureBox3Title, about.featureBox3Text,
  cta.title, cta.content, cta.buttonText,
  company.name, company.phone, company.location, company.phoneHours, company.emailResponse, company.locationDetail,
  ...Object.values(headers).flatMap(({ title, subtitle }) => [title, subtitle]),
  program.name, program.description, program.duration, program.location, program.locationName, ...program.features,
  testimonial.name, testimonial.position, testimonial.quote,
  service.title, service.description,
];

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
  await save('POST', '/api/register', registrationBody({ ...registrant, programId, email: 'registrant.xss@example.com', trainingGoals: xss(5000) }), false);
  await save('POST', '/api/contact', contact, false);
});

interface XssPage extends PageWithErrors {
  /** Messages of alert/confirm/prompt dialogs the page opened (each one is a payload that ran). */
  dialogs: string[];
}

/** A page whose CSP is bypassed (unless `csp`), so that only escaping and sanitising can stop a payload. */
async function open(options: BrowserContextOptions & { csp?: boolean } = {}): Promise<XssPage> {
  const { csp = false, ...contextOptions } = options;
  const opened = await openPage(session.browser, { bypassCSP: !csp, ...contextOptions });
  opened.page.setDefaultTimeout(15_000);
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return { ...opened, dialogs };
}

/** What in the DOM could run: event-handler attributes, javascript: URLs, script elements carrying a payload, broken JSON blocks. */
function scriptableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) problems.push(`<${element.localName} ${attribute.name}>`);
        // eslint-disable-next-line no-control-regex -- URL parsers drop control characters and spaces before the scheme
        if (/^[\u0000-\u0020]*(javascript|vbscript|data):/i.test(attribute.value.replace(/[\t\n\r]/g, '')) && attribute.name !== 'content') {
          problems.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      const text = script.textContent ?? '';
      if (script.type === 'application/json' || script.type === 'application/ld+json') {
        try {
          JSON.parse(text);
        } catch {
          problems.push(`a ${script.type} block that is not JSON (broken out of?): ${text.slice(0, 120)}`);
        }
      } else if (/__xss|alert\(/.test(text)) {
        problems.push(`<script> with a payload: ${text.slice(0, 120)}`);
      }
    }
    for (const element of Array.from(document.querySelectorAll('iframe, object, embed, img[src="x"], math'))) problems.push(`<${element.localName}> injected`);
    return problems;
  });
}

/** Nothing ran and nothing runnable is in the DOM. */
async function expectInert({ page, dialogs }: XssPage) {
  expect(await scriptableMarkup(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** Each text is on the page, shown as the literal characters the admin typed. */
async function expectLiteralText(page: Page, texts: string[]) {
  const missing: string[] = [];
  for (const text of texts) {
    const shown = page.getByText(text, { exact: true });
    if ((await shown.count()) === 0 || !(await shown.first().isVisible())) missing.push(text);
  }
  expect(missing).toEqual([]);
}

/** `/` hydrated: the contact form's button is enabled once React runs. */
async function hydrated(page: Page) {
  await poll(() => page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
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
    await page.context().close();
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
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'EducationalOrganization', name: company.name, sameAs: [company.website] }));
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
    await page.context().close();
  });

  it('rendered client-side after a client navigation (CSP on): the same text, nothing runs, and the CSP never had to refuse anything', async () => {
    const opened = await open({ csp: true });
    const { page } = opened;
    await page.context().addCookies([{ name: 'trainingPopupShown', value: 'true', url: session.server.url }]);
    const missing = await page.goto(`${session.server.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('link', { name: 'Return to Website' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: hero.heading, exact: true }).waitFor();
    await hydrated(page);
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
    const opened = await open();
    const { page } = opened;
    await signIn(page, session.server);

    // Lists show the text; forms hold it as field values.
    const screens: [string, string][] = [
      ['/admin', ''],
      ['/admin/registrations', registrant.firstName],
      ['/admin/contacts', contact.name],
      ['/admin/programs', program.name],
      ['/admin/services', service.title],
      ['/admin/testimonials', testimonial.name],
      ['/admin/hero', hero.heading],
      ['/admin/about', about.title],
      ['/admin/cta', cta.title],
      ['/admin/company-info', company.name],
      ['/admin/marketing-popup', popup.title],
      ['/admin/section-headers', headers.services!.title],
    ];
    for (const [path, text] of screens) {
      await page.goto(`${session.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
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
