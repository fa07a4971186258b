// Questions from a CSV file (issue 29, point 3): previewed row by row with each row's errors, then
// stored all together or not at all. The header row names the columns (QUESTION_CSV_COLUMNS); the
// correct answer is a choice's letter (A–F) or its text, or True/False for a true/false question.
import { parse } from 'csv-parse/sync';
import { QUESTION_CSV_COLUMNS, QuestionInputSchema, type QuestionImportAnswer, type QuestionInput } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { invalid } from '../kernel/refusals.js';
import { examQuestions } from './tables.js';

const LETTERS = 'ABCDEF';
const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, ' ');

function readRows(csv: string): string[][] {
  try {
    return parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw invalid(`The file is not a readable CSV: ${(error as Error).message}`, { csv: 'The file is not a readable CSV' });
  }
}

/** The row as a question, or what is wrong with it. */
function questionOf(cells: Record<string, string>): { question: QuestionInput } | { errors: string[] } {
  const kind = cells.kind?.toLowerCase() === 'true-false' || cells.kind?.toLowerCase() === 'true/false' ? 'true-false' : cells.kind?.toLowerCase() || 'multiple-choice';
  const choices = kind === 'true-false' ? ['True', 'False'] : ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => cells[`choice ${letter}`] ?? '').filter((text) => text !== '');
  const correct = cells.correct ?? '';
  const byLetter = correct.length === 1 ? LETTERS.indexOf(correct.toUpperCase()) : -1;
  const correctChoice = byLetter >= 0 ? byLetter : choices.findIndex((choice) => choice.toLowerCase() === correct.toLowerCase());
  if (correctChoice < 0 || correctChoice >= choices.length) return { errors: [correct === '' ? 'The correct answer is missing' : `The correct answer "${correct}" is not one of the choices`] };
  const parsed = QuestionInputSchema.safeParse({ category: cells.category ?? '', kind, prompt: cells.prompt ?? '', choices, correctChoice, explanation: cells.explanation ?? '' });
  return parsed.success ? { question: parsed.data } : { errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}

export async function importQuestions(db: Db, csv: string, commit: boolean): Promise<QuestionImportAnswer> {
  const [header, ...lines] = readRows(csv);
  const columns = (header ?? []).map(normalise);
  const missing = ['category', 'prompt', 'correct', 'explanation'].filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const message = `The header row lacks ${missing.join(', ')} (columns: ${QUESTION_CSV_COLUMNS.join(', ')})`;
    throw invalid(message, { csv: message });
  }
  if (lines.length === 0) throw invalid('The file has no questions below its header row', { csv: 'The file has no questions below its header row' });
  const checked = lines.map((values, index) => {
    const cells = Object.fromEntries(columns.map((column, at) => [column, values[at] ?? '']));
    return { line: index + 2, cells, outcome: questionOf(cells) };
  });
  const rows = checked.map(({ line, cells, outcome }) => ({ line, prompt: cells.prompt ?? '', category: cells.category ?? '', errors: 'errors' in outcome ? outcome.errors : [] }));
  const questions = checked.flatMap(({ outcome }) => ('question' in outcome ? [outcome.question] : []));
  if (!commit) return { rows, stored: 0 };
  if (questions.length !== rows.length) {
    const wrong = rows.filter((row) => row.errors.length > 0).length;
    throw invalid(`${wrong} of ${rows.length} rows have errors: nothing was stored`, { csv: `${wrong} of ${rows.length} rows have errors` });
  }
  await db.insert(examQuestions).values(questions);
  return { rows, stored: questions.length };
}
