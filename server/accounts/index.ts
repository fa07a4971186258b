// What other domains may use of accounts (a lint zone refuses any other way in: eslint.layers.js).
export { signInMessages } from './emails.js';
export { ownSessionsOf } from './account-queries.js';
