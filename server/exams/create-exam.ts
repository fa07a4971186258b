// Staff define an exam: what it draws from the bank, its pass mark, time, attempts and waiting time.
// An attempt must be able to draw what the exam asks, so each category needs enough questions.
import type { Exam, ExamInput } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { invalid } from '../kernel/refusals.js';
import { questionCounts } from './question-queries.js';
import { exams } from './tables.js';

export interface CreateExamDeps {
  db: Db;
  programExists(id: number): Promise<boolean>;
}

export async function createExam({ db, programExists }: CreateExamDeps, input: ExamInput): Promise<Exam> {
  if (input.programId !== null && !(await programExists(input.programId))) throw invalid('Program not found', { programId: 'Program not found' });
  const categories = [...new Set(input.draw.map((draw) => draw.category))];
  if (categories.length !== input.draw.length) throw invalid('Each category is drawn once', { draw: 'Each category is drawn once' });
  const available = await questionCounts(db, categories);
  const short = input.draw.find((draw) => (available.get(draw.category) ?? 0) < draw.count);
  if (short) {
    const message = `The bank has ${available.get(short.category) ?? 0} questions in "${short.category}"; the exam draws ${short.count}`;
    throw invalid(message, { draw: message });
  }
  const [exam] = await db.insert(exams).values(input).returning();
  return exam!;
}

export const listExams = (db: Db): Promise<Exam[]> => db.select().from(exams).orderBy(exams.id);
