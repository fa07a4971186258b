// How each question of an exam did (issue 29, point 5): its rows in the order staff choose (the lowest
// share correct first, so a badly worded question shows first) and the same rows as a CSV file.
// Imports carry .js: the unit tests load this file under Node.
import type { ExamStats } from '../../../../common/schemas/exam.js';
import { programSlug } from '../attendance/attendance-csv.js';
import { csvFileName, csvText } from '../shared/csv.js';

export type QuestionStats = ExamStats['questions'][number];

export const QUESTION_SORTS = ['lowest', 'highest', 'asked'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const QUESTION_SORT_LABELS: Record<QuestionSort, string> = {
  lowest: 'Lowest % correct first',
  highest: 'Highest % correct first',
  asked: 'Most asked first',
};

/** A question never asked (no share) comes last either way; ties keep the bank's order. */
export function sortQuestions(questions: readonly QuestionStats[], sort: QuestionSort): QuestionStats[] {
  const share = (question: QuestionStats, missing: number) => question.correctShare ?? missing;
  const by: Record<QuestionSort, (a: QuestionStats, b: QuestionStats) => number> = {
    lowest: (a, b) => share(a, 101) - share(b, 101),
    highest: (a, b) => share(b, -1) - share(a, -1),
    asked: (a, b) => b.asked - a.asked,
  };
  return [...questions].sort((a, b) => by[sort](a, b) || a.id - b.id);
}

export function questionStatsCsv(questions: readonly QuestionStats[]): string {
  return csvText(
    ['Question', 'Category', 'Asked', 'Correct (%)', 'Most chosen wrong answer', 'Chosen by'],
    questions.map((question) => [question.prompt, question.category, question.asked, question.correctShare, question.mostChosenWrong?.choice, question.mostChosenWrong?.count]),
  );
}

/** questions-{exam title}-{the organisation's date}.csv */
export const questionStatsFileName = (exam: { examId: number; title: string }, at: Date, timeZone: string) =>
  csvFileName(`questions-${programSlug({ id: exam.examId, name: exam.title })}`, at, timeZone);
