// Which exams an official may take: one serving a program they registered for themselves (not as a
// guardian: the exam is the official's own), whatever its status but cancelled; one serving no program
// is open to every account.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { registrations } from '../registrations/index.js';
import { exams } from './tables.js';
import type { ExamRow } from './attempt-queries.js';

const programsRegisteredBy = (db: Db | Tx, email: string, programId?: number) =>
  db
    .select({ programId: registrations.programId })
    .from(registrations)
    .where(and(
      eq(sql`lower(${registrations.email})`, email),
      ne(registrations.registrationStatus, 'cancelled'),
      programId === undefined ? undefined : eq(registrations.programId, programId),
    ));

/** `email` is lowercased. */
export async function openExamsOf(db: Db | Tx, email: string): Promise<ExamRow[]> {
  return db
    .select()
    .from(exams)
    .where(or(isNull(exams.programId), inArray(exams.programId, programsRegisteredBy(db, email))))
    .orderBy(exams.id);
}

export async function mayTake(db: Db | Tx, email: string, exam: ExamRow): Promise<boolean> {
  if (exam.programId === null) return true;
  const [row] = await programsRegisteredBy(db, email, exam.programId).limit(1);
  return row !== undefined;
}
