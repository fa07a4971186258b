// Attendance at the sessions dated in the range. Expected marks are the program's registrations not
// cancelled (as they stand now) for each session; present marks count only from those registrations,
// so a rate never passes 1. Excused is recorded but is not attended (as on the roll call).
import { sql } from 'drizzle-orm';
import type { AttendanceReport } from '../../common/schemas/reports.js';
import { programs, programSessions } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { attendance } from '../attendance/index.js';
import { ofProgram, rowsOf, shareOf, type ReportContext } from './range.js';

type Session = Omit<AttendanceReport['sessions'][number], 'rate'>;

export async function attendanceReport(context: ReportContext): Promise<AttendanceReport> {
  const { from, to } = context.query;
  const rows = await rowsOf<Session>(context.db, sql`
    WITH dated AS (
      SELECT ${programSessions.id} AS id, ${programSessions.programId} AS program_id, ${programSessions.date} AS date, ${programSessions.startTime} AS start_time
      FROM ${programSessions}
      WHERE ${programSessions.date} >= ${from} AND ${programSessions.date} <= ${to} AND ${ofProgram(programSessions.programId, context)}
    ), counted AS (
      SELECT ${registrations.programId} AS program_id, count(*)::int AS registrants FROM ${registrations}
      WHERE ${registrations.registrationStatus} <> 'cancelled' AND ${registrations.programId} IN (SELECT program_id FROM dated)
      GROUP BY ${registrations.programId}
    ), marks AS (
      SELECT ${attendance.sessionId} AS session_id,
        (count(*) FILTER (WHERE ${attendance.status} = 'present'))::int AS present,
        (count(*) FILTER (WHERE ${attendance.status} = 'absent'))::int AS absent,
        (count(*) FILTER (WHERE ${attendance.status} = 'excused'))::int AS excused
      FROM ${attendance}
      JOIN dated ON dated.id = ${attendance.sessionId}
      JOIN ${registrations} ON ${registrations.id} = ${attendance.registrationId}
      WHERE ${registrations.registrationStatus} <> 'cancelled' AND ${registrations.programId} = dated.program_id
      GROUP BY ${attendance.sessionId}
    )
    SELECT dated.id AS "sessionId", dated.program_id AS "programId", ${programs.name} AS "programName", dated.date, dated.start_time AS "startTime",
      coalesce(counted.registrants, 0) AS registrants, coalesce(marks.present, 0) AS present, coalesce(marks.absent, 0) AS absent, coalesce(marks.excused, 0) AS excused
    FROM dated
    JOIN ${programs} ON ${programs.id} = dated.program_id
    LEFT JOIN counted ON counted.program_id = dated.program_id
    LEFT JOIN marks ON marks.session_id = dated.id
    ORDER BY dated.date, dated.start_time, dated.id`);
  const sessions = rows.map((session) => ({ ...session, rate: shareOf(session.present, session.registrants) }));
  // Per program: its sessions above added up (the registrants are the same for each of its sessions).
  const byProgram = new Map<number, AttendanceReport['programs'][number]>();
  for (const session of sessions) {
    const program = byProgram.get(session.programId) ?? { programId: session.programId, programName: session.programName, sessions: 0, registrants: session.registrants, present: 0, rate: null };
    program.sessions += 1;
    program.present += session.present;
    byProgram.set(session.programId, program);
  }
  const programRows = [...byProgram.values()]
    .map((program) => ({ ...program, rate: shareOf(program.present, program.registrants * program.sessions) }))
    .sort((a, b) => a.programName.localeCompare(b.programName) || a.programId - b.programId);
  return { programs: programRows, sessions };
}
