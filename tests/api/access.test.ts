// 401 on every admin route, generated from the app's own route table so a new route cannot be missed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.js';
import { users } from '../../server/auth/tables.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

// The routes a visitor may call without logging in (ISSUE 2, "Contract points").
const PUBLIC_ROUTES = [
  'GET /api/about', 'GET /api/company-info', 'GET /api/cta', 'GET /api/hero', 'GET /api/marketing-popup',
  'GET /api/programs', 'GET /api/programs/:id', 'GET /api/section-headers/:sectionId',
  'GET /api/services/active', 'GET /api/testimonials/featured',
  'POST /api/auth/login', 'POST /api/auth/logout', 'GET /api/auth/user',
  'POST /api/contact', 'POST /api/register', 'GET /api/openapi.json',
  'POST /api/create-payment-intent', 'POST /api/create-checkout-json', 'POST /api/stripe-redirect',
  'GET /api/verify-checkout/:sessionId', 'POST /api/stripe/webhook',
  // The private pages: a link's token is their only key.
  'GET /my-registration/:token', 'GET /my-registration/:token/calendar.ics', 'GET /my-registration/:token/cancel', 'POST /my-registration/:token/cancel',
  'GET /consent/:token', 'POST /consent/:token',
  // Issue 16: seats left for the program cards, and a waitlist offer's link (its token is the key).
  'GET /api/programs/seats', 'GET /api/waitlist-offers/:token', 'POST /api/waitlist-offers/:token/decline',
  // The certificate's download from the registrant's page, and the public certificate check (issue 16).
  'GET /my-registration/:token/certificate.pdf', 'GET /verify', 'GET /verify/:code', 'GET /api/verify/:code',
  // Issue 27: whether a payment left unfinished can be resumed (the payment token is the key).
  'GET /api/payment-state/:id',
  // Issue 27: joining the waitlist from the registrant's page after a lapsed hold (its token is the key).
  'POST /my-registration/:token/waitlist',
  // Issue 29: asking for an official's sign-in link, and using it.
  'POST /api/account/sign-in-link', 'POST /api/account/sign-in',
  // Issue 30: an official's calendar feed, read by calendar apps (its private link's token is the key).
  'GET /api/calendar/:file',
  // Issue 31: the probes and the metrics (which check their own token or the loopback address).
  'GET /healthz', 'GET /readyz', 'GET /metrics',
].sort();

// Issue 29: an official's own routes, opened by the official's session alone.
const OFFICIAL_ROUTES = [
  'GET /api/account', 'GET /api/account/certificates/:id/pdf', 'POST /api/account/registrations/:id/links', 'POST /api/account/sign-out', 'POST /api/account/sign-out-everywhere',
  'POST /api/exams/:id/attempts', 'GET /api/attempts/:id', 'PUT /api/attempts/:id/answers', 'POST /api/attempts/:id/submit',
  // Issue 30: their games, availability and calendar link.
  'GET /api/account/games', 'POST /api/account/assignments/:id/accept', 'POST /api/account/assignments/:id/decline', 'POST /api/account/games/:id/requests',
  'PUT /api/account/games/:id/worked', 'GET /api/account/availability', 'PUT /api/account/availability', 'POST /api/account/calendar-feed', 'DELETE /api/account/calendar-feed',
].sort();

const concrete = (url: string) => url.replace(':id', '1').replace(':sectionId', 'services');
const adminRoutes = () => t.app.routeTable.filter((route) => route.access === 'admin');

describe('the route table', () => {
  it('opens exactly the public routes to visitors', () => {
    const named = (access: (typeof t.app.routeTable)[number]['access'][]) =>
      t.app.routeTable.filter((route) => access.includes(route.access)).map((route) => `${route.method} ${route.url}`).sort();
    expect(named(['public', 'optional'])).toEqual(PUBLIC_ROUTES);
    expect(named(['official'])).toEqual(OFFICIAL_ROUTES);
  });

  it('guards a write route in every admin area', () => {
    const areas = ['programs', 'registrations', 'testimonials', 'contacts', 'services', 'section-headers', 'company-info', 'about', 'cta', 'hero', 'marketing-popup', 'auth/change-password'];
    for (const area of areas) {
      const writes = adminRoutes().filter((route) => route.method !== 'GET' && route.url.startsWith(`/api/${area}`));
      expect(writes.length, area).toBeGreaterThan(0);
    }
  });
});

describe('every admin route', () => {
  it('is 401 without a token', async () => {
    for (const route of adminRoutes()) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in.' });
    }
  });

  it('is 401 with a token whose session has been logged out', async () => {
    const token = await t.login();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    for (const route of adminRoutes()) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('is 403 for a signed-in user who is not an admin', async () => {
    await t.db.insert(users).values({ username: 'viewer', password: await hashPassword('viewer-password'), email: 'viewer@example.com' });
    const token = await t.login({ username: 'viewer', password: 'viewer-password', email: 'viewer@example.com' });
    for (const route of adminRoutes()) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    await t.db.delete(users).where(eq(users.username, 'viewer'));
  });
});
