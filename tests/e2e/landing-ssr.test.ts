import { describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../../common/constants.js';
import { HERO_DEFAULTS, SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { PROGRAMS_SEED, TESTIMONIALS_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { hydrated, markPopupSeen } from '../helpers/locators.js';
import { decodeEntities, publicData } from '../helpers/public-site.js';
import { sharedPage, showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';
import { expectLiteralText, landingText } from '../helpers/stored-xss.js';

const session = adminSession();
/** The file's page, handed from test to test as a first-time visitor's (see sharedPage). */
const visitor = sharedPage(session);
const SHOTS = screenshotDir('/tmp/landing-ssr-shots');

// Admin text with each replacement pattern of String.prototype.replace: a page template filled with
// replacement strings (not functions) would show "$$40" as "$40", "$&" as the placeholder, and copy
// the page after ("$'") or before ("$`") the placeholder into it. Each field's text is distinct.
let dollarCount = 0;
const dollars = (label: string) => `${label} ${++dollarCount} $$40 $& $' $\``;
const box = (section: string) => ({
  featureBox1Title: dollars(`${section} box title`), featureBox1Text: dollars(`${section} box text`),
  featureBox2Title: dollars(`${section} box title`), featureBox2Text: dollars(`${section} box text`),
  featureBox3Title: dollars(`${section} box title`), featureBox3Text: dollars(`${section} box text`),
});
const ABOUT_TEXT = dollars('About content');
const dollarContent = {
  hero: { heading: dollars('Heading'), subheading: dollars('Subheading'), buttonText: dollars('Button'), buttonLink: '#programs', ...box('Hero') },
  about: { title: dollars('About'), subtitle: dollars('About subtitle'), content: `<p>${ABOUT_TEXT}</p>`, ...box('About') },
  cta: { title: dollars('CTA'), content: dollars('CTA content'), buttonText: dollars('CTA button'), buttonLink: '#contact' },
  company: {
    name: dollars('Company'), phone: dollars('Phone'), email: 'dollars@example.com', website: dollars('Website'),
    location: dollars('Location'), phoneHours: dollars('Phone hours'), emailResponse: dollars('Email response'), locationDetail: dollars('Location detail'),
  },
  headers: Object.fromEntries(SECTION_IDS.map((sectionId) => [sectionId, { title: dollars(`${sectionId} title`), subtitle: dollars(`${sectionId} subtitle`) }])),
  program: {
    name: dollars('Clinic'), description: dollars('Clinic description'), duration: dollars('Duration'),
    location: dollars('Address'), locationName: dollars('Venue'), features: [dollars('Feature'), dollars('Feature')],
  },
  testimonial: { name: dollars('Name'), position: dollars('Position'), quote: dollars('Quote'), featured: true },
  service: { title: dollars('Service'), description: dollars('Service description'), icon: 'video', active: true },
  popup: { title: dollars('Event'), date: dollars('Date'), startTime: dollars('Start'), endTime: dollars('End'), location: dollars('Event place'), active: true },
};
const { hero, company, program } = dollarContent;
/** What the server renders as text (the popup renders in the browser). */
const DOLLAR_LANDING_TEXT = landingText(dollarContent, ABOUT_TEXT);

describe('the server-rendered landing page', () => {
  it('arrives with the seeded content, title, description and JSON-LD in the raw HTML', async () => {
    const response = await fetch(`${session.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = decodeEntities(await response.text());
    expect(html).toContain(HERO_DEFAULTS.heading);
    for (const { title } of Object.values(SECTION_HEADER_DEFAULTS)) expect(html).toContain(title);
    for (const { program } of PROGRAMS_SEED) expect(html).toContain(program.name);
    for (const testimonial of TESTIMONIALS_SEED.filter((t) => t.featured)) expect(html).toContain(testimonial.name);
    expect(html).toMatch(/<title>Arizona Basketball Officials Academy[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<meta property="og:title"');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(jsonLd.some((item) => item['@type'] === 'EducationalOrganization')).toBe(true);
    expect(jsonLd.filter((item) => item['@type'] === 'Course')).toHaveLength(PROGRAMS_SEED.length);
  });

  it('calls no API before it is interactive, and hydrates without errors', async () => {
    const { page, errors } = await visitor.fresh();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${session.server.url}/`, { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('drops its cached HTML as soon as an admin changes public content', async () => {
    const before = await (await fetch(`${session.server.url}/`)).text();
    const hero = (await (await fetch(`${session.server.url}/api/hero`)).json()) as { data: Record<string, unknown> };
    const { id: _id, updatedAt: _updatedAt, ...fields } = hero.data;
    const changed = await session.api('PUT', '/api/hero', { ...fields, heading: 'Whistle Ready in Phoenix' });
    expect(changed.status).toBe(200);
    const after = await (await fetch(`${session.server.url}/`)).text();
    expect(before).not.toContain('Whistle Ready in Phoenix');
    expect(after).toContain('Whistle Ready in Phoenix');
  });

  it('shows every admin text field with replacement patterns ($$, $&, $\', $`) exactly as written, served and hydrated', async () => {
    const [first] = await publicData<{ id: number }[]>(session.server, '/api/programs');
    const saves: [string, string, unknown][] = [
      ['PUT', '/api/hero', dollarContent.hero],
      ['PUT', '/api/about', dollarContent.about],
      ['PUT', '/api/cta', dollarContent.cta],
      ['PUT', '/api/company-info', dollarContent.company],
      ...Object.entries(dollarContent.headers).map(([sectionId, header]): [string, string, unknown] => ['PUT', `/api/section-headers/${sectionId}`, header]),
      ['PUT', `/api/programs/${first!.id}`, program],
      ['POST', '/api/testimonials', dollarContent.testimonial],
      ['POST', '/api/services', dollarContent.service],
      ['PUT', '/api/marketing-popup', dollarContent.popup],
    ];
    for (const [method, path, body] of saves) {
      const response = await session.api(method, path, body);
      expect(response.status, `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    }

    // Served: the HTML as it arrives, without JavaScript.
    const raw = await (await fetch(`${session.server.url}/`)).text();
    const html = decodeEntities(raw);
    // As rendered text (not only in the embedded query cache), each one as typed.
    expect(DOLLAR_LANDING_TEXT.filter((text) => !html.includes(`>${text}<`))).toEqual([]);
    // "$'" and "$`" would have copied the page after or before a placeholder into it.
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    const { popup } = dollarContent;
    expect(html).toContain(`<title>${company.name} | Basketball Referee Training in Phoenix, Arizona</title>`);
    expect(html).toContain(`<meta name="description" content="${hero.subheading}. ${company.name}, ${company.location}`);
    const jsonLd = [...raw.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'EducationalOrganization', name: company.name }));
    // The website field holds no URL here, so no search engine is told it is one.
    expect(JSON.stringify(jsonLd)).not.toContain(JSON.stringify(company.website).slice(1, -1));
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Course', name: program.name, description: program.description }));
    // The popup renders in the browser only; its text travels in the embedded query cache.
    const state = /<script type="application\/json" id="__QUERY_STATE__">(.*?)<\/script>/.exec(raw)?.[1] ?? 'null';
    const embedded = JSON.stringify(JSON.parse(state));
    for (const text of Object.values(popup)) if (typeof text === 'string') expect(embedded).toContain(JSON.stringify(text).slice(1, -1));

    // Hydrated: the same text, no hydration mismatch, and the popup (after its 2 s) with its own fields.
    const { page, errors } = await visitor.fresh();
    await page.goto(`${session.server.url}/`);
    await hydrated(page);
    await expectLiteralText(page, DOLLAR_LANDING_TEXT);
    const dialog = page.getByRole('dialog', { name: popup.title, exact: true });
    await dialog.waitFor();
    for (const text of [popup.title, popup.date, popup.location]) expect(await dialog.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await dialog.innerText()).toContain(`${popup.startTime} – ${popup.endTime}`);
    expect(errors).toEqual([]);
  });
});

describe('a Course\'s url in the JSON-LD (where a search result leads)', () => {
  // The theme changes only colours: each width is loaded once and shot in both themes.
  it.each([390, 1280])('opens the landing page at that program\'s card, clear of the fixed header (%i px, shot in both themes)', async (width) => {
    const html = await (await fetch(`${session.server.url}/`)).text();
    const courses = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; name: string; url: string })
      .filter((item) => item['@type'] === 'Course');
    // The last card: the farthest down the page.
    const course = courses.at(-1)!;
    const anchor = new URL(course.url).hash;
    expect(anchor).toMatch(/^#program-\d+$/);

    const { page, errors } = await visitor.fresh({ viewport: { width, height: 844 } });
    await markPopupSeen(page, session.server);
    await page.goto(`${session.server.url}/${anchor}`);
    await hydrated(page);
    const card = page.locator(anchor);
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(course.name);
    // Scrolled to the card, its top just below the fixed header.
    await page.waitForFunction((selector) => {
      const top = document.querySelector(selector)!.getBoundingClientRect().top;
      const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
      return top >= headerBottom && top < window.innerHeight / 2;
    }, anchor);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const theme of ['light', 'dark'] as const) {
      await showColorScheme(page, theme);
      await keepScreenshot(page, { path: `${SHOTS}/program-anchor-${width}-${theme}.png` });
    }
    expect(errors).toEqual([]);
  });
});

describe('Content-Security-Policy by page', () => {
  it('allows Stripe only on the payment pages', async () => {
    const landing = (await fetch(`${session.server.url}/`)).headers.get('content-security-policy') ?? '';
    const checkout = (await fetch(`${session.server.url}/checkout?amount=40`)).headers.get('content-security-policy') ?? '';
    expect(landing).not.toContain('stripe.com');
    expect(checkout).toContain('script-src \'self\'');
    expect(checkout).toContain('https://js.stripe.com');
    expect(checkout).toContain('connect-src \'self\' https://api.stripe.com');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('are served for search engines', async () => {
    const robots = await (await fetch(`${session.server.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: ');
    expect(robots).toContain('Disallow: /admin');
    const sitemap = await fetch(`${session.server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(await sitemap.text()).toContain('<loc>');
  });
});

describe('the not-found page', () => {
  it('answers 404 with "404 Page Not Found" for any unknown path, rendered and hydrated', async () => {
    const response = await fetch(`${session.server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
    const { page, errors } = await visitor.fresh();
    await page.goto(`${session.server.url}/definitely-missing`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('is what a path nested under a screen shows (/login/anything), in the browser too', async () => {
    const { page, errors } = await visitor.fresh();
    for (const path of ['/login/anything', '/admin/programs/x/y', '/checkout/extra', '/payment-confirmation/foo']) {
      // Once the page is idle: the login and payment screens (loaded lazily) would have replaced it by then.
      const response = await page.goto(`${session.server.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { name: '404 Page Not Found', level: 1 }).isVisible(), path).toBe(true);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(await page.getByRole('button', { name: 'Sign In' }).count(), path).toBe(0);
    }
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
