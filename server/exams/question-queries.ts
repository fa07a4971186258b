// The question bank's rows.
import { asc, count, inArray } from 'drizzle-orm';
import type { Question, QuestionInput } from '../../common/schemas/exam.js';
import type { Db } from '../kernel/db/client.js';
import { examQuestions } from './tables.js';

export async function createQuestion(db: Db, input: QuestionInput): Promise<Question> {
  const [question] = await db.insert(examQuestions).values(input).returning();
  return question!;
}

export const listQuestions = (db: Db): Promise<Question[]> =>
  db.select().from(examQuestions).orderBy(asc(examQuestions.category), asc(examQuestions.id));

/** How many questions each of `categories` holds (a category with none is absent). */
export async function questionCounts(db: Db, categories: readonly string[]): Promise<Map<string, number>> {
  if (categories.length === 0) return new Map();
  const rows = await db
    .select({ category: examQuestions.category, total: count() })
    .from(examQuestions)
    .where(inArray(examQuestions.category, [...categories]))
    .groupBy(examQuestions.category);
  return new Map(rows.map((row) => [row.category, row.total]));
}
