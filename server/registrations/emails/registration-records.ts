// What every message about a registration reads: the batch's registrations (the rows' subjects) with
// their programs, each read once per kind, and with the programs' sessions when the message carries
// the .ics (one event per session).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client.js';
import type { OutboxRow } from '../../kernel/db/tables.js';
import { subjectIds } from '../../email/index.js';
import { sessionsOf, programs, type Program } from '../../programs/index.js';
import { registrations, type Registration } from '../tables.js';
import type { CalendarProgram } from './registration-calendar.js';

export interface RegistrationRecord {
  registration: Registration;
  program: (Program & CalendarProgram) | null;
}

export async function loadRegistrationRecords(db: Db, rows: readonly OutboxRow[], { withSessions = false } = {}): Promise<Map<number, RegistrationRecord>> {
  const ids = subjectIds(rows);
  if (ids.length === 0) return new Map();
  const found = await db.select({ registration: registrations, program: programs }).from(registrations)
    .leftJoin(programs, eq(programs.id, registrations.programId)).where(inArray(registrations.id, ids));
  const sessions = withSessions ? await sessionsOf(db, [...new Set(found.flatMap((entry) => (entry.program ? [entry.program.id] : [])))]) : undefined;
  return new Map(found.map(({ registration, program }) => [registration.id, {
    registration,
    program: program && (sessions ? { ...program, sessions: sessions.get(program.id) ?? [] } : program),
  }]));
}
