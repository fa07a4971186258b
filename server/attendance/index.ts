// What other domains may use of attendance (a lint zone refuses any other way in: eslint.layers.js).
export { attendanceSummaries } from './summary-queries.js';
export type { AttendanceSummary, StartedBy } from './summary-queries.js';
export { attendance } from './tables.js';
