// What other domains may use of certificates (a lint zone refuses any other way in: eslint.layers.js).
export { certificates } from './tables.js';
export { certificateStatus } from './status.js';
