// The roll call's CSV file and the arithmetic a tap applies before the server answers.
import { describe, expect, it } from 'vitest';
import { attendanceCsv, attendanceCsvFileName, programSlug } from '../../client/pages/admin/attendance/attendance-csv.js';
import { applyMark } from '../../client/pages/admin/attendance/grid-update.js';
import { sessionTotals } from '../../common/attendance.js';
import type { AttendanceGrid } from '../../common/schemas/attendance.js';

const session = (id: number, date: string) => ({ id, date, startTime: '18:00', endTime: '20:00', venueName: 'Gym', markable: true });
const grid = (): AttendanceGrid => ({
  program: { id: 4, name: 'Spring Clinic #2' },
  sessions: [session(10, '2030-03-01'), session(11, '2030-03-08')],
  registrants: [{ id: 1, name: 'Ana Alvarez', paymentStatus: 'paid' }, { id: 2, name: '=HYPERLINK("x")', paymentStatus: 'pending' }],
  marks: [{ registrationId: 1, sessionId: 10, status: 'present' }, { registrationId: 2, sessionId: 11, status: 'excused' }],
  sessionTotals: [],
  registrantTotals: [
    { registrationId: 1, sessions: 2, present: 1, absent: 0, excused: 0, percent: 50 },
    { registrationId: 2, sessions: 2, present: 0, absent: 0, excused: 1, percent: 0 },
  ],
  certification: { name: 'Level 1', level: 'L1', minAttendancePercent: 100, meeting: [] },
});

describe('the attendance CSV', () => {
  it('has a column per session with the status in words, then the present count and percent, a formula defused', () => {
    expect(attendanceCsv(grid()).split('\r\n')).toEqual([
      'Registrant,2030-03-01 18:00,2030-03-08 18:00,Present,Percent',
      'Ana Alvarez,Present,,1,50',
      `"'=HYPERLINK(""x"")",,Excused,0,0`,
      '',
    ]);
  });

  it('is named attendance-{program}-{date}.csv, by the organisation\'s date', () => {
    expect(attendanceCsvFileName(grid().program, new Date('2030-03-01T19:00:00Z'), 'America/Phoenix')).toBe('attendance-spring-clinic-2-2030-03-01.csv');
    // 02:00 UTC on March 2 is still March 1 in Phoenix.
    expect(attendanceCsvFileName(grid().program, new Date('2030-03-02T02:00:00Z'), 'America/Phoenix')).toBe('attendance-spring-clinic-2-2030-03-01.csv');
    expect(programSlug({ id: 7, name: '日本語' })).toBe('program-7');
  });
});

describe('a tap before the server answers', () => {
  it('sets, then clears a mark, with the totals and the rule following', () => {
    let next = applyMark(grid(), 1, 11, 'present');
    expect(next.registrantTotals[0]).toMatchObject({ present: 2, percent: 100 });
    expect(next.certification?.meeting).toEqual([1]);
    expect(next.sessionTotals).toEqual(sessionTotals([10, 11], [1, 2], next.marks));
    expect(next.sessionTotals[1]).toEqual({ sessionId: 11, present: 1, absent: 0, excused: 1, unmarked: 0 });
    next = applyMark(next, 1, 11, null);
    expect(next.registrantTotals[0]).toMatchObject({ present: 1, percent: 50 });
    expect(next.certification?.meeting).toEqual([]);
    expect(next.sessionTotals[1]).toMatchObject({ present: 0, unmarked: 1 });
  });
});
