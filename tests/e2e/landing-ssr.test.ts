import { describe, expect, it } from 'vitest';
import { HERO_DEFAULTS, SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { PROGRAMS_SEED, TESTIMONIALS_SEED } from '../../server/db/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { openPage } from '../helpers/browser.js';
import { decodeEntities, publicData, publicHtml } from '../helpers/public-site.js';

const session = adminSession();

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
    const { page, errors } = await openPage(session.browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${session.server.url}/`, { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
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

  it("shows admin text with replacement patterns ($$, $&, $') exactly as written", async () => {
    const stored = async (path: string) => {
      const { id: _id, updatedAt: _updatedAt, createdAt: _createdAt, ...fields } = await publicData<Record<string, unknown>>(session.server, path);
      return fields;
    };
    const texts = {
      hero: { heading: 'Save $$40 on $& the whistle', subheading: "Nothing after $' may be copied into the page" },
      cta: { title: 'Only $$35 for $& the bundle', content: "Register today; $` and $' stay as typed." },
    };
    for (const [record, changes] of Object.entries(texts)) {
      const path = `/api/${record}`;
      expect((await session.api('PUT', path, { ...(await stored(path)), ...changes })).status).toBe(200);
    }
    const programs = await session.data<{ id: number }[]>('/api/programs');
    expect((await session.api('PUT', `/api/programs/${programs[0]!.id}`, { name: 'Clinic for $$40 $&' })).status).toBe(200);

    const html = await publicHtml(session.server);
    // As rendered text (not only in the embedded query cache).
    for (const text of [...Object.values(texts).flatMap((changes) => Object.values(changes)), 'Clinic for $$40 $&']) expect(html).toContain(`>${text}<`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
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
    const { page, errors } = await openPage(session.browser);
    await page.goto(`${session.server.url}/definitely-missing`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
