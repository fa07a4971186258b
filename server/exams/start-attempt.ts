// An official starts an attempt (POST /api/exams/{id}/attempts). One still running is resumed instead;
// a passed exam, or one with no attempts left, is refused (409); a start within the waiting time after
// the last attempt is refused with the seconds to wait (429). Starts at one exam wait for each other
// (the exam's row is locked), so a double tap cannot spend two attempts.
import { eq, inArray } from 'drizzle-orm';
import { EXAM_PASSED_ALREADY, NO_ATTEMPTS_LEFT, type Attempt } from '../../common/schemas/exam-attempt.js';
import type { Db } from '../kernel/db/client.js';
import { conflict, notFound, tooMany } from '../kernel/refusals.js';
import { accommodationOf, attemptsAt, attemptView, nextStartAt } from './attempt-queries.js';
import { drawQuestions } from './draw.js';
import { mayTake } from './open-exams.js';
import { examAttempts, examQuestions, exams } from './tables.js';

export interface AttemptDeps {
  db: Db;
  now: () => Date;
}

/** `email` is the session's (lowercased). `resumed`: the attempt was already running. */
export async function startAttempt({ db, now }: AttemptDeps, email: string, examId: number): Promise<{ attempt: Attempt; resumed: boolean }> {
  return db.transaction(async (tx) => {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for('update');
    if (!exam || !(await mayTake(tx, email, exam))) throw notFound('Exam not found');
    const at = now();
    const past = await attemptsAt(tx, exam, email, at);
    const running = past.find((attempt) => attempt.submittedAt === null);
    if (running) return { attempt: await attemptView(tx, running, exam, at), resumed: true };
    if (past.some((attempt) => attempt.passed)) throw conflict(EXAM_PASSED_ALREADY);

    const { extraMinutes, extraAttempts } = await accommodationOf(tx, exam.id, email);
    if (past.length >= exam.attemptsAllowed + extraAttempts) throw conflict(NO_ATTEMPTS_LEFT);
    const waitEnds = nextStartAt(past, exam, at);
    if (waitEnds) {
      const seconds = Math.ceil((waitEnds.getTime() - at.getTime()) / 1000);
      const hours = Math.ceil(seconds / 3600);
      throw tooMany(`Your next attempt can start in ${hours} hour${hours === 1 ? '' : 's'}.`, seconds);
    }

    const bank = await tx.select({ id: examQuestions.id, category: examQuestions.category }).from(examQuestions).where(inArray(examQuestions.category, exam.draw.map((draw) => draw.category)));
    const timesAsked = new Map<number, number>();
    for (const id of past.flatMap((attempt) => attempt.questionIds)) timesAsked.set(id, (timesAsked.get(id) ?? 0) + 1);
    const [attempt] = await tx.insert(examAttempts).values({
      examId: exam.id, email, questionIds: drawQuestions(bank, exam.draw, timesAsked), answers: {},
      startedAt: at, deadlineAt: new Date(at.getTime() + (exam.timeLimitMinutes + extraMinutes) * 60_000),
    }).returning();
    return { attempt: await attemptView(tx, attempt!, exam, at), resumed: false };
  });
}
