// What one tap does to the grid held in the query cache, before the server answers: the mark, and the
// totals recomputed with the same arithmetic the server uses (common/attendance.ts). Imports carry .js:
// the unit tests load it under Node.
import { attendancePercent, sessionTotals, withMark } from '../../../../common/attendance.js';
import type { AttendanceStatus } from '../../../../common/constants.js';
import type { AttendanceGrid } from '../../../../common/schemas/attendance.js';

export function statusOf(grid: AttendanceGrid, registrationId: number, sessionId: number): AttendanceStatus | null {
  return grid.marks.find((mark) => mark.registrationId === registrationId && mark.sessionId === sessionId)?.status ?? null;
}

export function applyMark(grid: AttendanceGrid, registrationId: number, sessionId: number, status: AttendanceStatus | null): AttendanceGrid {
  const marks = withMark(grid.marks, registrationId, sessionId, status);
  const sessionIds = new Set(grid.sessions.map((session) => session.id));
  const registrantTotals = grid.registrantTotals.map((totals) => {
    if (totals.registrationId !== registrationId) return totals;
    const own = marks.filter((mark) => mark.registrationId === registrationId && sessionIds.has(mark.sessionId));
    const count = (wanted: AttendanceStatus) => own.filter((mark) => mark.status === wanted).length;
    const present = count('present');
    return { ...totals, present, absent: count('absent'), excused: count('excused'), percent: attendancePercent(present, totals.sessions) };
  });
  const certification = grid.certification && {
    ...grid.certification,
    meeting: registrantTotals.filter((totals) => totals.percent >= grid.certification!.minAttendancePercent).map((totals) => totals.registrationId),
  };
  return {
    ...grid,
    marks,
    registrantTotals,
    certification,
    sessionTotals: sessionTotals(grid.sessions.map((session) => session.id), grid.registrants.map((person) => person.id), marks),
  };
}
