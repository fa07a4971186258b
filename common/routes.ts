// The client's route table (SPEC section 2), shared so the server answers 404 for any other path.
export const PUBLIC_PATHS = ['/', '/login', '/checkout', '/stripe-checkout', '/payment-confirmation', '/direct-payment', '/simple-checkout'] as const;

export const ADMIN_AREAS = [
  'hero', 'marketing-popup', 'programs', 'registrations', 'services', 'testimonials', 'contacts', 'about', 'cta',
  'company-info', 'change-password', 'section-headers', 'backups', 'create-officiating-program', 'email-test', 'email-guide',
] as const;

export const ADMIN_PATHS = ['/admin', ...ADMIN_AREAS.map((area) => `/admin/${area}`)];

const KNOWN_PATHS = new Set<string>([...PUBLIC_PATHS, ...ADMIN_PATHS]);

/** True when the client has a screen for this path (query string and trailing slash ignored). */
export function isClientPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '/';
  return KNOWN_PATHS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
