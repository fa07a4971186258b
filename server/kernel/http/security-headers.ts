// Headers beside helmet's (app.ts) from the OWASP secure-headers list: a Permissions-Policy that turns
// off the browser features the site never uses, and `Cache-Control: no-store` on everything that is
// about a signed-in person (sign-in, session and every admin answer), so no cache keeps a token or a
// registrant's details. Set when the request arrives, so refusals (the guard's 401) carry them too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPaymentPath } from '../../../common/routes.js';

// Features the site, and Stripe on the payment pages, never use. Only features Chromium knows are
// named: an unknown one is a console warning on every page.
const DENIED = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture', 'encrypted-media', 'fullscreen',
  'geolocation', 'gyroscope', 'hid', 'idle-detection', 'interest-cohort', 'local-fonts', 'magnetometer', 'microphone', 'midi',
  'otp-credentials', 'picture-in-picture', 'publickey-credentials-create', 'publickey-credentials-get', 'screen-wake-lock',
  'serial', 'usb', 'window-management', 'xr-spatial-tracking',
] as const;

// Stripe's Payment Element shows wallets (Apple Pay, Google Pay) through the Payment Request API from
// its frames on the hosts the payment pages' CSP allows (content-security-policy.ts).
const STRIPE_PAYMENT = '(self "https://js.stripe.com" "https://*.js.stripe.com")';

/** A Structured Field dictionary: `camera=(), payment=(self "https://js.stripe.com")`. */
const policy = (payment: string) => [...DENIED.map((feature) => `${feature}=()`), `payment=${payment}`].join(', ');

export const PERMISSIONS_POLICY = policy('()');
export const PAYMENT_PAGE_PERMISSIONS_POLICY = policy(STRIPE_PAYMENT);

/** Logout clears what the browser holds for the site (the tokens in storage, the cookie, cached answers). */
export const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

const pathOnly = (url: string) => url.split('?')[0] ?? '';

/** Sign-in and session answers, staff's and officials' (issue 29), also the refused and unknown ones. */
const isAuthPath = (url: string) => /^\/api\/(auth|account)(\/|$)/.test(pathOnly(url));

/** Staff's answers, and an official's own (personal data, never kept by a cache). */
const isPrivateAnswer = (request: FastifyRequest) =>
  request.routeOptions.url?.startsWith('/api/') === true && ['admin', 'official'].includes(request.routeOptions.config.access ?? 'admin');

/** Register before the auth guard, so its refusals carry the headers too. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', isPaymentPath(request.url) ? PAYMENT_PAGE_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    if (isAuthPath(request.url) || isPrivateAnswer(request)) reply.header('cache-control', 'no-store');
  });
}
