// The Content-Security-Policy. Every response gets the strict one; only the payment pages, which load
// Stripe.js, also allow what Stripe documents it needs (its script and frame hosts and its API).
import { TAP_SCRIPT_HASH } from './tap-script.js';
import { THEME_SCRIPT_HASH } from './theme-script.js';

type Directives = Record<string, string[]>;

export const BASE_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_HASH, TAP_SCRIPT_HASH],
  frameSrc: ["'self'"],
  connectSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const STRIPE_SOURCES: Directives = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join('; ');
}

export const PAYMENT_PAGE_CSP = serializeCsp(
  Object.fromEntries(Object.entries(BASE_DIRECTIVES).map(([name, sources]) => [name, [...sources, ...(STRIPE_SOURCES[name] ?? [])]])),
);
