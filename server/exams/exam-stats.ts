// How an exam works (issue 29, point 5): its scored attempts, pass rate and score distribution, and per
// question how often it was answered correctly and which wrong answer was chosen most, so that staff can
// find a badly worded question. Attempts closed by the clock count as their official left them.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ExamStats } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { closeLapsedAttempts, findExam, questionsOf } from './attempt-queries.js';
import { examAttempts } from './tables.js';

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

/** Null for no such exam. */
export async function examStats(db: Db, examId: number, now: Date): Promise<ExamStats | null> {
  const exam = await findExam(db, examId);
  if (!exam) return null;
  await closeLapsedAttempts(db, exam, now);
  const scored = await db.select().from(examAttempts).where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.submittedAt)));

  const passed = scored.filter((attempt) => attempt.passed).length;
  const distribution = Array.from({ length: 10 }, (_, tenth) => ({ from: tenth * 10, to: tenth === 9 ? 100 : tenth * 10 + 9, count: 0 }));
  for (const attempt of scored) distribution[Math.min(9, Math.floor((attempt.scorePercent ?? 0) / 10))]!.count++;

  const questions = await questionsOf(db, [...new Set(scored.flatMap((attempt) => attempt.questionIds))].sort((a, b) => a - b));
  return {
    examId, title: exam.title, passPercent: exam.passPercent, attempts: scored.length, passed, passRate: share(passed, scored.length), distribution,
    questions: questions.map((question) => {
      const asking = scored.filter((attempt) => attempt.questionIds.includes(question.id));
      const chosen = asking.map((attempt) => attempt.answers[question.id]);
      const wrong = new Map<number, number>();
      for (const choice of chosen) if (choice !== undefined && choice !== question.correctChoice) wrong.set(choice, (wrong.get(choice) ?? 0) + 1);
      const [top] = [...wrong].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return {
        id: question.id, category: question.category, prompt: question.prompt, asked: asking.length,
        correctShare: share(chosen.filter((choice) => choice === question.correctChoice).length, asking.length),
        mostChosenWrong: top ? { choice: question.choices[top[0]] ?? String(top[0]), count: top[1] } : null,
      };
    }),
  };
}
