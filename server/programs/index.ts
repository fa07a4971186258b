// What other domains may use of programs (a lint zone refuses any other way in: eslint.layers.js).
export { certificationOf } from './certification-queries.js';
export type { ActiveProgramTiers } from './per-program-cache.js';
export { priceColumns, programAnswer } from './program-prices.js';
export type { ProgramsRepository } from './queries.js';
export { sessionsOf } from './session-queries.js';
export { programCertifications, programFeatures, programRow, programSessions, programs } from './tables.js';
export type { Program, ProgramCertification, ProgramSession } from './tables.js';
