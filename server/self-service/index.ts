// What other domains may use of self-service (a lint zone refuses any other way in: eslint.layers.js).
export { consentsOf } from './guardian-consent-queries.js';
export { guardianConsents } from './tables.js';
export type { GuardianConsent } from './tables.js';
