// Which paths are pages: the client's route table (SPEC section 2) gets the page shell, any other path
// the 404 page with status 404, rendered by the client's own router (so a nested path under a route,
// such as /login/anything, is no screen in the browser either).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../common/admin-areas.js';
import type { App } from '../../server/kernel/http/types.js';
import { startSourceSiteApp, type SourceSiteApp } from '../helpers/source-site-app.js';

// The site from the sources (tests/helpers/source-site.ts), so the 404 page below is what the client's
// router renders.
// (Its address is the default, http://localhost:5000.)
let site: SourceSiteApp;
let app: App;
beforeAll(async () => {
  site = await startSourceSiteApp('referee-site-');
  ({ app } = site);
});
afterAll(() => site?.close());

const NOT_FOUND_TEXT = '404 Page Not Found';

const PAGES = [
  '/',
  '/?ref=newsletter',
  '/login',
  '/login/',
  '/login?next=%2Fadmin',
  '/checkout?amount=40&packageType=new',
  '/checkout/',
  '/stripe-checkout?amount=40',
  '/payment-confirmation?session_id=cs_test_1&success=true',
  '/direct-payment?amount=40&program=1&registration=2',
  '/simple-checkout?amount=40&registration=2&program=1',
  // Every admin area, the program registrations screen and the one reached from Programs included.
  ...ADMIN_AREAS.map((area) => area.path),
  '/admin/',
  '/admin/registrations?program=1',
  // The browser's router decodes the path as decodeURI does, and so does the server.
  '/log%69n',
];

const NOT_PAGES = [
  '/login/anything',
  '/login/anything/else',
  '/login//',
  '/LOGIN',
  '/Admin',
  '/CHECKOUT',
  '/admin/programs/x/y',
  '/admin/programs/1',
  '/admin/registrations/5',
  '/admin/hero/x',
  '/admin/payments/1',
  '/admin/reports/1',
  '/admin/login',
  '/admin/nothing-here',
  '/checkout/extra',
  '/payment-confirmation/foo',
  '/stripe-checkout/x',
  '/direct-payment/x',
  '/simple-checkout/x?amount=40',
  '/no/such/page',
  '/index.html',
  '//',
  '/login%2F',
  '/login%2Fanything',
];

describe('pages and the 404 page', () => {
  it.each(PAGES)('%s is a page (200, the page shell)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain(NOT_FOUND_TEXT);
  });

  it.each(NOT_PAGES)('%s is the 404 page (404, its text rendered by the client\'s router)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<h1 class="text-3xl font-bold">${NOT_FOUND_TEXT}</h1>`);
    expect(response.body).toContain('Return to Website');
  });

  it('answers HEAD alike, and other methods on a page path with a plain 404', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/login/anything' })).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/login/anything' });
    expect(post.statusCode).toBe(404);
    expect(post.body).toContain(NOT_FOUND_TEXT);
  });

  it('keeps the API\'s JSON 404 for unknown API paths', async () => {
    for (const url of ['/api/nothing', '/api', '/api/hero/extra']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });
});
