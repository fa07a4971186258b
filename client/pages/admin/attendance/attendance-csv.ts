// The roll call's CSV file: one line per registrant, one column per session with the status in words,
// then the present count and the percentage (a number, so a spreadsheet can sort and average it).
// Saved as attendance-{program}-{date}.csv. Imports carry .js: the unit tests load it under Node.
import { ATTENDANCE_LABELS, registrantTotals } from '../../../../common/attendance.js';
import type { AttendanceGrid } from '../../../../common/schemas/attendance.js';
import { csvFileName, csvText, downloadCsv, type CsvValue } from '../shared/csv.js';

/** The program's name as a file name part ("Spring Clinic #2" -> "spring-clinic-2"); its id when nothing is left. */
export function programSlug(program: AttendanceGrid['program']): string {
  const slug = program.name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || `program-${program.id}`;
}

export function attendanceCsv(grid: AttendanceGrid): string {
  const header = ['Registrant', ...grid.sessions.map((session) => `${session.date} ${session.startTime}`), 'Present', 'Percent'];
  const status = new Map(grid.marks.map((mark) => [`${mark.registrationId}:${mark.sessionId}`, ATTENDANCE_LABELS[mark.status]]));
  const rows = grid.registrants.map((person): CsvValue[] => {
    const totals = registrantTotals(person.id, grid.sessions.length, grid.marks);
    return [person.name, ...grid.sessions.map((session) => status.get(`${person.id}:${session.id}`) ?? ''), totals.present, totals.percent];
  });
  return csvText(header, rows);
}

/** Dated by the organisation's day at `at` (`timeZone`, the settings'). */
export const attendanceCsvFileName = (program: AttendanceGrid['program'], at: Date, timeZone: string) => csvFileName(`attendance-${programSlug(program)}`, at, timeZone);

export function downloadAttendanceCsv(grid: AttendanceGrid, timeZone: string): void {
  downloadCsv(attendanceCsv(grid), attendanceCsvFileName(grid.program, new Date(), timeZone));
}
