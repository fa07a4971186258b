// What other domains may use of exams (a lint zone refuses any other way in: eslint.layers.js).
export { examAttempts, exams } from './tables.js';
export { examsOf } from './account-exams.js';
