// What other domains may use of content (a lint zone refuses any other way in: eslint.layers.js).
export { companyInfo, testimonials } from './tables.js';
