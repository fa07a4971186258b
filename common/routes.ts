// The client's route table (SPEC section 2), shared so the server answers 404 for any other path.
import { ADMIN_AREAS } from './admin-areas.js';

const PUBLIC_PATHS = ['/', '/login', '/checkout', '/stripe-checkout', '/payment-confirmation', '/direct-payment', '/simple-checkout'] as const;

/** Pages that load Stripe.js (and so get a CSP that allows it). */
const PAYMENT_PATHS = ['/checkout', '/stripe-checkout', '/payment-confirmation', '/direct-payment', '/simple-checkout'] as const;

const KNOWN_PATHS = new Set<string>([...PUBLIC_PATHS, ...ADMIN_AREAS.map((area) => area.path)]);

const pathOf = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/** True when the client has a screen for this path (query string and trailing slash ignored). */
export const isClientPath = (url: string) => KNOWN_PATHS.has(pathOf(url));

export const isPaymentPath = (url: string) => (PAYMENT_PATHS as readonly string[]).includes(pathOf(url));
