// Every table of every domain, for what must see the whole database at once (the tests' whole-database
// checks). Domains import only the tables they use.
export * from './announcements/tables.js';
export * from './attendance/tables.js';
export * from './accounts/tables.js';
export * from './auth/login-attempt-tables.js';
export * from './auth/official-session-tables.js';
export * from './auth/tables.js';
export * from './certificates/tables.js';
export * from './contacts/tables.js';
export * from './exams/tables.js';
export * from './games/tables.js';
export * from './content/tables.js';
export * from './kernel/db/tables.js';
export * from './settings/tables.js';
export * from './payments/tables.js';
export * from './programs/tables.js';
export * from './registrations/link-tables.js';
export * from './registrations/tables.js';
export * from './seats/tables.js';
export * from './self-service/tables.js';
