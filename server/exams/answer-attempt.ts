// The official's calls on a running attempt: reading it (GET /api/attempts/{id}), saving answers as they
// are given (PUT …/answers) and submitting (POST …/submit). The server's clock decides: past the
// deadline and its grace an answer or a submit is refused (409) and the attempt is scored on what was
// saved. Another official's attempt is "not found", never "forbidden": its existence is not told.
import { and, eq } from 'drizzle-orm';
import { ATTEMPT_NOT_FOUND, ATTEMPT_SUBMITTED, ATTEMPT_TIME_UP, type Attempt } from '../../common/schemas/exam-attempt.js';
import type { Tx } from '../kernel/db/client.js';
import { conflict, invalid, notFound, type Refusal } from '../kernel/refusals.js';
import { attemptView, findExam, hasLapsed, questionsOf, scoreAttempt, type AttemptRow, type ExamRow } from './attempt-queries.js';
import type { AttemptDeps } from './start-attempt.js';
import { examAttempts } from './tables.js';

type Outcome = { attempt: Attempt } | { refusal: Refusal };

/**
 * Runs `act` on the official's attempt, locked, after closing it if it has lapsed. A refusal decided
 * after the lapsed attempt was scored is thrown once the scoring is stored (a throw inside the
 * transaction would undo it).
 */
async function onAttempt(
  { db, now }: AttemptDeps,
  email: string,
  attemptId: number,
  act: (tx: Tx, attempt: AttemptRow, exam: ExamRow, at: Date) => Promise<Outcome>,
): Promise<Attempt> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(examAttempts).where(and(eq(examAttempts.id, attemptId), eq(examAttempts.email, email))).for('update');
    const exam = row && (await findExam(tx, row.examId));
    if (!row || !exam) throw notFound(ATTEMPT_NOT_FOUND);
    const at = now();
    if (hasLapsed(row, at)) {
      const scored = await scoreAttempt(tx, row, exam, row.deadlineAt);
      return act === read ? { attempt: await attemptView(tx, scored, exam, at) } : { refusal: conflict(ATTEMPT_TIME_UP) };
    }
    return act(tx, row, exam, at);
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.attempt;
}

const read = async (tx: Tx, attempt: AttemptRow, exam: ExamRow, at: Date): Promise<Outcome> => ({ attempt: await attemptView(tx, attempt, exam, at) });

export const viewAttempt = (deps: AttemptDeps, email: string, attemptId: number) => onAttempt(deps, email, attemptId, read);

/** Merges `answers` (question id → choice index) into the saved ones. */
export const saveAnswers = (deps: AttemptDeps, email: string, attemptId: number, answers: Record<string, number>) =>
  onAttempt(deps, email, attemptId, async (tx, attempt, exam, at) => {
    if (attempt.submittedAt !== null) throw conflict(ATTEMPT_SUBMITTED);
    const questions = new Map((await questionsOf(tx, attempt.questionIds)).map((question) => [String(question.id), question]));
    for (const [questionId, choice] of Object.entries(answers)) {
      const question = questions.get(questionId);
      if (!question) throw invalid(`Question ${questionId} is not in this attempt`, { answers: `Question ${questionId} is not in this attempt` });
      if (choice >= question.choices.length) throw invalid(`Question ${questionId} has no choice ${choice}`, { answers: `Question ${questionId} has no choice ${choice}` });
    }
    const [saved] = await tx.update(examAttempts).set({ answers: { ...attempt.answers, ...answers } }).where(eq(examAttempts.id, attempt.id)).returning();
    return { attempt: await attemptView(tx, saved!, exam, at) };
  });

export const submitAttempt = (deps: AttemptDeps, email: string, attemptId: number) =>
  onAttempt(deps, email, attemptId, async (tx, attempt, exam, at) => {
    if (attempt.submittedAt !== null) throw conflict(ATTEMPT_SUBMITTED);
    return { attempt: await attemptView(tx, await scoreAttempt(tx, attempt, exam, at), exam, at) };
  });
