// Questions from a CSV file (issue 29, point 3): previewed row by row with each row's errors, then
// stored all together or not at all. The header row names the columns (QUESTION_CSV_COLUMNS); the
// correct answer is a choice's letter (A–F) or its text, or True/False for a true/false question.
import { QUESTION_CSV_COLUMNS, QuestionInputSchema, type QuestionImportAnswer, type QuestionInput } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { messagesOf, readCsvLines, requireAllValid } from '../kernel/csv-import.js';
import { examQuestions } from './tables.js';

const LETTERS = 'ABCDEF';

/** The row as a question, or what is wrong with it. */
function questionOf(cells: Record<string, string>): { question: QuestionInput } | { errors: string[] } {
  const kind = cells.kind?.toLowerCase() === 'true-false' || cells.kind?.toLowerCase() === 'true/false' ? 'true-false' : cells.kind?.toLowerCase() || 'multiple-choice';
  const choices = kind === 'true-false' ? ['True', 'False'] : ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => cells[`choice ${letter}`] ?? '').filter((text) => text !== '');
  const correct = cells.correct ?? '';
  const byLetter = correct.length === 1 ? LETTERS.indexOf(correct.toUpperCase()) : -1;
  const correctChoice = byLetter >= 0 ? byLetter : choices.findIndex((choice) => choice.toLowerCase() === correct.toLowerCase());
  if (correctChoice < 0 || correctChoice >= choices.length) return { errors: [correct === '' ? 'The correct answer is missing' : `The correct answer "${correct}" is not one of the choices`] };
  const parsed = QuestionInputSchema.safeParse({ category: cells.category ?? '', kind, prompt: cells.prompt ?? '', choices, correctChoice, explanation: cells.explanation ?? '' });
  return parsed.success ? { question: parsed.data } : { errors: messagesOf(parsed.error) };
}

export async function importQuestions(db: Db, csv: string, commit: boolean): Promise<QuestionImportAnswer> {
  const checked = readCsvLines(csv, ['category', 'prompt', 'correct', 'explanation'], QUESTION_CSV_COLUMNS, 'questions')
    .map(({ line, cells }) => ({ line, cells, outcome: questionOf(cells) }));
  const rows = checked.map(({ line, cells, outcome }) => ({ line, prompt: cells.prompt ?? '', category: cells.category ?? '', errors: 'errors' in outcome ? outcome.errors : [] }));
  if (!commit) return { rows, stored: 0 };
  requireAllValid(rows);
  const questions = checked.flatMap(({ outcome }) => ('question' in outcome ? [outcome.question] : []));
  await db.insert(examQuestions).values(questions);
  return { rows, stored: questions.length };
}
