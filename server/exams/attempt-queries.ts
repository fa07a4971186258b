// An attempt's rows and how it is scored: the server's clock closes a lapsed attempt on what was saved
// before its deadline, whoever looks at it first (the official's next call, the account page, staff).
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { ATTEMPT_GRACE_SECONDS, type Attempt } from '../../common/schemas/exam-attempt.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { examAccommodations, examAttempts, examQuestions, exams } from './tables.js';

export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
type QuestionRow = typeof examQuestions.$inferSelect;
type Executor = Db | Tx;

/** Past its deadline and the grace: no answer or submit counts any more. */
export const hasLapsed = (attempt: AttemptRow, now: Date) =>
  attempt.submittedAt === null && now.getTime() > attempt.deadlineAt.getTime() + ATTEMPT_GRACE_SECONDS * 1000;

export async function questionsOf(db: Executor, ids: readonly number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the attempt's order; a question deleted since is left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function score(questions: readonly QuestionRow[], answers: Record<string, number>, passPercent: number) {
  const correct = questions.filter((question) => answers[question.id] === question.correctChoice).length;
  const total = questions.length;
  // Rounded down, so that the percent shown and the pass decision never disagree (79.6% is a fail at 80).
  const scorePercent = total === 0 ? 0 : Math.floor((correct * 100) / total);
  return { correct, total, scorePercent, passed: scorePercent >= passPercent };
}

/** Scores the attempt on its saved answers as submitted at `submittedAt` (unless already submitted). */
export async function scoreAttempt(db: Executor, attempt: AttemptRow, exam: ExamRow, submittedAt: Date): Promise<AttemptRow> {
  const { scorePercent, passed } = score(await questionsOf(db, attempt.questionIds), attempt.answers, exam.passPercent);
  const [scored] = await db
    .update(examAttempts)
    .set({ submittedAt, scorePercent, passed })
    .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
    .returning();
  return scored ?? attempt;
}

/** The official's attempts at an exam, oldest first, the lapsed ones scored. */
export async function attemptsAt(db: Executor, exam: ExamRow, email: string, now: Date): Promise<AttemptRow[]> {
  const rows = await db.select().from(examAttempts).where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.email, email))).orderBy(asc(examAttempts.startedAt), asc(examAttempts.id));
  return Promise.all(rows.map((row) => (hasLapsed(row, now) ? scoreAttempt(db, row, exam, row.deadlineAt) : row)));
}

/** Scores every lapsed attempt at `exam` (before staff count them). */
export async function closeLapsedAttempts(db: Executor, exam: ExamRow, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ATTEMPT_GRACE_SECONDS * 1000);
  const lapsed = await db.select().from(examAttempts).where(and(eq(examAttempts.examId, exam.id), isNull(examAttempts.submittedAt), lt(examAttempts.deadlineAt, cutoff)));
  for (const attempt of lapsed) await scoreAttempt(db, attempt, exam, attempt.deadlineAt);
}

/** When the waiting time after the official's last attempt ends; null when a start is allowed at `now`. */
export function nextStartAt(past: readonly AttemptRow[], exam: ExamRow, now: Date): Date | null {
  const last = past.at(-1);
  const waitEnds = last?.submittedAt ? new Date(last.submittedAt.getTime() + exam.waitHours * 3_600_000) : null;
  return waitEnds && waitEnds > now ? waitEnds : null;
}

export async function accommodationOf(db: Executor, examId: number, email: string) {
  const [row] = await db.select().from(examAccommodations).where(and(eq(examAccommodations.examId, examId), eq(examAccommodations.email, email)));
  return { extraMinutes: row?.extraMinutes ?? 0, extraAttempts: row?.extraAttempts ?? 0 };
}

export async function findExam(db: Executor, id: number): Promise<ExamRow | null> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, id));
  return exam ?? null;
}

/** The attempt as its official sees it: answers and explanations only once it is submitted. */
export async function attemptView(db: Executor, attempt: AttemptRow, exam: ExamRow, now: Date): Promise<Attempt> {
  const questions = await questionsOf(db, attempt.questionIds);
  const submitted = attempt.submittedAt !== null;
  const { correct, total } = score(questions, attempt.answers, exam.passPercent);
  return {
    id: attempt.id, examId: exam.id, examTitle: exam.title, openBookNote: exam.openBookNote, passPercent: exam.passPercent,
    startedAt: attempt.startedAt, deadlineAt: attempt.deadlineAt, serverNow: now, submittedAt: attempt.submittedAt,
    questions: questions.map(({ id, kind, prompt, choices }) => ({ id, kind, prompt, choices })),
    answers: attempt.answers,
    result: !submitted ? null : {
      scorePercent: attempt.scorePercent ?? 0, passed: attempt.passed ?? false, correct, total,
      review: exam.showReview
        ? questions.map((question) => ({ questionId: question.id, correctChoice: question.correctChoice, chosen: attempt.answers[question.id] ?? null, explanation: question.explanation }))
        : null,
    },
  };
}
