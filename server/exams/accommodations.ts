// Staff's per-official arrangements at an exam (extra time, extra attempts): set (one row per official
// and exam; zero and zero removes it) and listed.
import { and, asc, eq } from 'drizzle-orm';
import type { Accommodation, AccommodationInput } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { notFound } from '../kernel/refusals.js';
import { findExam } from './attempt-queries.js';
import { examAccommodations } from './tables.js';

export async function setAccommodation(db: Db, examId: number, input: AccommodationInput): Promise<Accommodation> {
  if (!(await findExam(db, examId))) throw notFound('Exam not found');
  const email = input.email.toLowerCase();
  const row = { email, extraMinutes: input.extraMinutes, extraAttempts: input.extraAttempts };
  if (input.extraMinutes === 0 && input.extraAttempts === 0) {
    await db.delete(examAccommodations).where(and(eq(examAccommodations.examId, examId), eq(examAccommodations.email, email)));
    return row;
  }
  await db.insert(examAccommodations).values({ examId, ...row })
    .onConflictDoUpdate({ target: [examAccommodations.examId, examAccommodations.email], set: { extraMinutes: row.extraMinutes, extraAttempts: row.extraAttempts } });
  return row;
}

export async function listAccommodations(db: Db, examId: number): Promise<Accommodation[] | null> {
  if (!(await findExam(db, examId))) return null;
  return db.select({ email: examAccommodations.email, extraMinutes: examAccommodations.extraMinutes, extraAttempts: examAccommodations.extraAttempts })
    .from(examAccommodations).where(eq(examAccommodations.examId, examId)).orderBy(asc(examAccommodations.email));
}
