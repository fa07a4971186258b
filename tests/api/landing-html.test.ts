// The landing page's HTML keeps to HTML's content models (issue 27, point 7): the W3C Nu HTML Checker
// found an <svg> directly inside each program card's <dl> rows. The checker is Java, so these are the
// rules it applied there and their neighbours (tests/helpers/html-content-model.ts), on the page the
// client's own SSR entry renders from the seeded content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/kernel/http/types.js';
import { startSourceSiteApp, type SourceSiteApp } from '../helpers/source-site-app.js';
import { contentModelErrors } from '../helpers/html-content-model.js';

let site: SourceSiteApp;
let app: App;
beforeAll(async () => {
  site = await startSourceSiteApp('referee-landing-html-', { PUBLIC_RATE_LIMITS: 'off' });
  ({ app } = site);
});
afterAll(() => site?.close());

describe('the landing page HTML', () => {
  it('keeps to the content models: a <dl> row holds only its <dt> and <dd>', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    // The program cards are on the page, each with its details list.
    expect(response.body.match(/<dl[\s>]/g)?.length ?? 0).toBeGreaterThan(1);
    expect(contentModelErrors(response.body)).toEqual([]);
  });

  it('the check finds the markup the Nu checker refused', () => {
    const card = '<dl><div class="flex"><svg aria-hidden="true"><path d="M0 0"/></svg><dt class="sr-only">Duration</dt><dd>8 weeks</dd></div></dl>';
    expect(contentModelErrors(card)).toEqual(['<svg> not allowed as a child of dl > div']);
    expect(contentModelErrors('<ul><div></div></ul><a href="/"><button>x</button></a><p id="a"></p><p id="a"></p>')).toEqual([
      '<div> not allowed as a child of ul',
      '<button> inside a: interactive content may not nest',
      'id "a" is used 2 times',
    ]);
  });
});
