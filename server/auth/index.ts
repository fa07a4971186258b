// What other domains may use of auth (a lint zone refuses any other way in: eslint.layers.js).
export { sweepLoginAttempts } from './login-attempts.js';
export { users } from './tables.js';
export { createOfficialSessionStore } from './official-sessions.js';
export type { OfficialSessionStore } from './official-sessions.js';
