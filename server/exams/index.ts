// What other domains may use of exams (a lint zone refuses any other way in: eslint.layers.js).
export { examAttempts, exams } from './tables.js';
export { examsOf } from './account-exams.js';
export { examOfProgram, passedAttempts } from './passed-attempts.js';
export type { PassedAttempt, ProgramExam } from './passed-attempts.js';
