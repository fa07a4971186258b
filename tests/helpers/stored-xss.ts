// Stored XSS (tests/e2e/stored-xss.test.ts): the script-shaped text the test stores in every field
// the public page shows, and the checks that nothing of it ran or became runnable markup.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SECTION_IDS } from '../../common/constants.js';
import type { PageWithErrors } from './browser.js';

// Each payload would set window.__xss and call alert() if it ever ran as script or markup.
export const FULL = `'"><script>window.__xss=1;alert(1)</script><img src=x onerror="window.__xss=1;alert(1)"><svg onload="window.__xss=1;alert(1)"></svg><!--<script></script><script>window.__xss=1;alert(1)</script>`;
export const SHORT = `'"><img src=x onerror="window.__xss=1;alert(1)"></script><script>alert(1)</script>`;
export const TINY = `"><svg onload=alert(1)>`;

let counter = 0;
/** A payload for a field of at most `max` characters, tagged so that each field's text is unique. */
export function xss(max: number): string {
  const tag = `x${String(++counter).padStart(2, '0')} `;
  const body = [FULL, SHORT, TINY].find((candidate) => tag.length + candidate.length <= max);
  if (!body) throw new Error(`no payload fits ${max} characters`);
  return tag + body;
}

export const JS_URL = 'javascript:window.__xss=1;alert(1)';

export const hero = {
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

export const ABOUT_LITERAL = 'Literal <script>window.__xss=1</script> stays text';
export const about = {
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

export const cta = {
  title: xss(300),
  content: xss(5000),
  buttonText: xss(100),
  buttonLink: `/x'"><img src=x onerror="window.__xss=1;alert(1)">`,
};

export const company = {
  name: xss(100),
  phone: xss(30),
  email: 'xss-test@example.com',
  // Not a URL field in the schema; JSON-LD (sameAs) takes it only when it is an http(s) URL.
  website: JS_URL,
  location: xss(300),
  phoneHours: xss(300),
  emailResponse: xss(300),
  locationDetail: xss(300),
};

export const headers = Object.fromEntries(SECTION_IDS.map((sectionId) => [sectionId, { title: xss(300), subtitle: xss(5000) }]));

export const program = {
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

export const testimonial = { name: xss(100), position: xss(300), quote: xss(5000), featured: true };
export const service = { title: xss(300), description: xss(5000), icon: xss(100), active: true, displayOrder: 0 };
export const popup = { title: xss(300), date: xss(100), startTime: xss(100), endTime: xss(100), location: xss(300), active: true };
export const registrant = { firstName: xss(100), lastName: xss(100) };
export const contact = { name: xss(100), email: 'contact.xss@example.com', message: xss(5000) };

type Texts<Key extends string> = Record<Key, string>;
type BoxTexts = Texts<`featureBox${1 | 2 | 3}${'Title' | 'Text'}`>;

/** The stored content whose text the landing page shows (each test fills it with its own odd strings). */
export interface LandingContent {
  hero: Texts<'heading' | 'subheading' | 'buttonText'> & BoxTexts;
  about: Texts<'title' | 'subtitle'> & BoxTexts;
  cta: Texts<'title' | 'content' | 'buttonText'>;
  company: Texts<'name' | 'phone' | 'location' | 'phoneHours' | 'emailResponse' | 'locationDetail'>;
  headers: Record<string, Texts<'title' | 'subtitle'>>;
  program: Texts<'name' | 'description' | 'duration' | 'location' | 'locationName'> & { features: string[] };
  testimonial: Texts<'name' | 'position' | 'quote'>;
  service: Texts<'title' | 'description'>;
}

/**
 * Text the landing page shows as it is (icons, links, image URLs and the website are not text there);
 * `aboutText` is what the about section's HTML shows.
 */
export const landingText = ({ hero, about, cta, company, headers, program, testimonial, service }: LandingContent, aboutText: string) => [
  hero.heading, hero.subheading, hero.buttonText,
  hero.featureBox1Title, hero.featureBox1Text, hero.featureBox2Title, hero.featureBox2Text, hero.featureBox3Title, hero.featureBox3Text,
  about.title, about.subtitle, aboutText,
  about.featureBox1Title, about.featureBox1Text, about.featureBox2Title, about.featureBox2Text, about.featureBox3Title, about.featureBox3Text,
  cta.title, cta.content, cta.buttonText,
  company.name, company.phone, company.location, company.phoneHours, company.emailResponse, company.locationDetail,
  ...Object.values(headers).flatMap(({ title, subtitle }) => [title, subtitle]),
  program.name, program.description, program.duration, program.location, program.locationName, ...program.features,
  testimonial.name, testimonial.position, testimonial.quote,
  service.title, service.description,
];

export const LANDING_TEXT = landingText({ hero, about, cta, company, headers, program, testimonial, service }, ABOUT_LITERAL);

export interface XssPage extends PageWithErrors {
  /** Messages of alert/confirm/prompt dialogs the page opened (each one is a payload that ran). */
  dialogs: string[];
}

/** What in the DOM could run: event-handler attributes, javascript: URLs, script elements carrying a payload, broken JSON blocks. */
export function scriptableMarkup(page: Page): Promise<string[]> {
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
export async function expectInert({ page, dialogs }: XssPage) {
  expect(await scriptableMarkup(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** Each text is on the page, shown as the literal characters the admin typed. */
export async function expectLiteralText(page: Page, texts: string[]) {
  const missing: string[] = [];
  for (const text of texts) {
    const shown = page.getByText(text, { exact: true });
    if ((await shown.count()) === 0 || !(await shown.first().isVisible())) missing.push(text);
  }
  expect(missing).toEqual([]);
}
