// What other domains may use of payments (a lint zone refuses any other way in: eslint.layers.js).
export { collectedByMethod, ledgerDay, ledgerFilter, ledgerNet, ledgerSums } from './ledger-queries.js';
export type { LedgerRepository } from './ledger-queries.js';
export { OPEN_DISPUTE } from './ledger.js';
export { feeLines } from './payment-lines.js';
export type { Refunds } from './refunds.js';
export { payments } from './tables.js';
export type { LedgerRow } from './tables.js';
