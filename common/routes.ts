// The client's route table (SPEC section 2), shared by the server (the page shell for these paths, the
// 404 page with status 404 for any other) and the client's router, so both decide alike.
import { ADMIN_AREAS } from './admin-areas.js';

const PUBLIC_PATHS = ['/', '/checkout', '/stripe-checkout', '/payment-confirmation', '/direct-payment', '/simple-checkout'] as const;

/** Pages that load Stripe.js (and so get a CSP that allows it). */
const PAYMENT_PATHS = ['/checkout', '/stripe-checkout', '/payment-confirmation', '/direct-payment', '/simple-checkout'] as const;

/** Login and the admin areas: one lazily loaded part of the client. */
const STAFF_PATHS = ['/login', ...ADMIN_AREAS.map((area) => area.path)] as const;

/** Officials' accounts (issue 29): one lazily loaded part of the client. */
const ACCOUNT_PATHS = ['/account', '/account/sign-in', '/account/sign-in/:token', '/account/exams/attempts/:id', '/account/games', '/account/availability'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of whole page paths: case-sensitive like the server's routes, one trailing slash allowed
 * (wouter's own string patterns ignore case, and in nested use match any suffix). A `:name` segment
 * stands for one non-empty path segment.
 */
export function pagePattern(...paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path === '/' ? '' : path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})/?$`);
}

/**
 * A request URL's path as the client's router reads it: without query string or fragment, and with
 * percent-escapes decoded as wouter decodes them (decodeURI; left as it is when malformed).
 */
export function pagePath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export const LANDING_PAGE = pagePattern('/');
export const STAFF_PAGES = pagePattern(...STAFF_PATHS);
export const ACCOUNT_PAGES = pagePattern(...ACCOUNT_PATHS);
const CLIENT_PAGES = pagePattern(...PUBLIC_PATHS, ...STAFF_PATHS, ...ACCOUNT_PATHS);
const PAYMENT_PAGES = pagePattern(...PAYMENT_PATHS);

/** True when the client has a screen for this URL; any other path is the 404 page. */
export const isClientPath = (url: string) => CLIENT_PAGES.test(pagePath(url));

export const isPaymentPath = (url: string) => PAYMENT_PAGES.test(pagePath(url));
