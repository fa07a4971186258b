// What the official's page shows of exams: the exams open to them with where they stand on each
// (attempts left, one running, the waiting time, passed), and every attempt they made.
import { desc, eq, inArray } from 'drizzle-orm';
import type { AccountAttempt, AccountExam } from '../../common/schemas/exam-attempt.js';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/index.js';
import { accommodationOf, attemptsAt, nextStartAt } from './attempt-queries.js';
import { openExamsOf } from './open-exams.js';
import { examAttempts, exams } from './tables.js';

/** `email` is lowercased. */
export async function examsOf(db: Db, email: string, now: Date): Promise<{ exams: AccountExam[]; attempts: AccountAttempt[] }> {
  const open = await openExamsOf(db, email);
  const programIds = open.flatMap((exam) => (exam.programId === null ? [] : [exam.programId]));
  const names = new Map(programIds.length === 0 ? [] : (await db.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, programIds))).map((row) => [row.id, row.name]));
  const available = await Promise.all(open.map(async (exam): Promise<AccountExam> => {
    const [past, { extraAttempts }] = await Promise.all([attemptsAt(db, exam, email, now), accommodationOf(db, exam.id, email)]);
    return {
      id: exam.id, title: exam.title, programName: exam.programId === null ? null : (names.get(exam.programId) ?? null), passPercent: exam.passPercent,
      timeLimitMinutes: exam.timeLimitMinutes, questionCount: exam.draw.reduce((sum, draw) => sum + draw.count, 0), openBookNote: exam.openBookNote,
      attemptsLeft: Math.max(0, exam.attemptsAllowed + extraAttempts - past.length),
      openAttemptId: past.find((attempt) => attempt.submittedAt === null)?.id ?? null,
      nextStartAt: nextStartAt(past, exam, now),
      passed: past.some((attempt) => attempt.passed),
    };
  }));
  const attempts = await db
    .select({
      id: examAttempts.id, examId: examAttempts.examId, examTitle: exams.title, startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt, scorePercent: examAttempts.scorePercent, passed: examAttempts.passed,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(eq(examAttempts.email, email))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id));
  return { exams: available, attempts };
}

