// What other domains may use of contacts (a lint zone refuses any other way in: eslint.layers.js).
export { contacts } from './tables.js';
