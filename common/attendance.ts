// The attendance grid's arithmetic (issue 16), shared by the server's answer and the client's optimistic
// updates, so the totals a tap shows are the ones a reload shows. No zod: the admin bundle imports it.
import type { AttendanceStatus } from './constants.js';

export interface Mark {
  registrationId: number;
  sessionId: number;
  status: AttendanceStatus;
}

export interface SessionTotals {
  sessionId: number;
  present: number;
  absent: number;
  excused: number;
  unmarked: number;
}

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceStatus, string>> = { present: 'Present', absent: 'Absent', excused: 'Excused' };

/** present / sessions as a whole percentage, rounded down (as server/repositories/attendance-summary.ts). */
export const attendancePercent = (present: number, sessions: number) => (sessions === 0 ? 0 : Math.floor((present * 100) / sessions));

/** Each session's counts over the registrants listed (marks of anyone else are ignored). */
export function sessionTotals(sessionIds: readonly number[], registrantIds: readonly number[], marks: readonly Mark[]): SessionTotals[] {
  const listed = new Set(registrantIds);
  return sessionIds.map((sessionId) => {
    const totals = { sessionId, present: 0, absent: 0, excused: 0, unmarked: registrantIds.length };
    for (const mark of marks) {
      if (mark.sessionId !== sessionId || !listed.has(mark.registrationId)) continue;
      totals[mark.status] += 1;
      totals.unmarked -= 1;
    }
    return totals;
  });
}

/** One registrant's present count and percentage over all the program's sessions. */
export function registrantTotals(registrationId: number, sessionCount: number, marks: readonly Mark[]) {
  const present = marks.filter((mark) => mark.registrationId === registrationId && mark.status === 'present').length;
  return { present, percent: attendancePercent(present, sessionCount) };
}

/** The marks with one (registration, session) set to `status`, or cleared when it is null. */
export function withMark(marks: readonly Mark[], registrationId: number, sessionId: number, status: AttendanceStatus | null): Mark[] {
  const others = marks.filter((mark) => mark.registrationId !== registrationId || mark.sessionId !== sessionId);
  return status === null ? others : [...others, { registrationId, sessionId, status }];
}
