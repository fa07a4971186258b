// The online rules exam (issue 29): the question bank, the exams drawn from it, officials' attempts and
// staff's accommodations. An attempt is an official's (an email), as accounts are.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { QuestionKind } from '../../common/schemas/exam.js';
import { createdAt } from '../kernel/db/columns.js';
import { programs } from '../programs/index.js';

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    prompt: text('prompt').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    /** Index into choices; never sent to an official before the attempt is submitted. */
    correctChoice: integer('correct_choice').notNull(),
    explanation: text('explanation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('exam_questions_category_idx').on(table.category)],
);

export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
  draw: jsonb('draw').$type<{ category: string; count: number }[]>().notNull(),
  passPercent: integer('pass_percent').notNull(),
  timeLimitMinutes: integer('time_limit_minutes').notNull(),
  attemptsAllowed: integer('attempts_allowed').notNull(),
  waitHours: integer('wait_hours').notNull(),
  openBookNote: text('open_book_note'),
  showReview: boolean('show_review').notNull().default(true),
  createdAt: createdAt(),
});

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    /** The official's email, lowercased. */
    email: text('email').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    /** Question id → the chosen choice's index, saved as the official answers. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The server's clock decides: the time limit (plus any extra time) from the start. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
  },
  (table) => [index('exam_attempts_exam_email_idx').on(table.examId, table.email)],
);

/** Per-official arrangements: extra minutes on each attempt, extra attempts. */
export const examAccommodations = pgTable(
  'exam_accommodations',
  {
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.examId, table.email] })],
);
