// The online rules exam (issue 29, point 3): the question bank and the exam definitions staff build.
import { z } from 'zod';
import { CsvImportSchema } from './csv-import.js';
import { email, MAX, nullableText, requiredText, rowId, storedTexts, storedWholeNumbers, timestamp, wholeNumber } from './fields.js';

export const QUESTION_KINDS = ['multiple-choice', 'true-false'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const TRUE_FALSE_CHOICES = ['True', 'False'] as const;

const choiceText = requiredText(1, 'Each choice needs its text', MAX.line, 'A choice');

/**
 * A question with its correct answer (an index into its choices), an explanation shown after the exam
 * when the exam allows it, and a category the exams draw from. A true/false question's choices are
 * True and False, whatever is sent.
 */
export const QuestionInputSchema = z
  .object(
    {
      category: requiredText(1, 'Category is required', MAX.short, 'Category'),
      kind: z.enum(QUESTION_KINDS, { error: 'Kind must be multiple-choice or true-false' }),
      prompt: requiredText(5, 'The question must be at least 5 characters', MAX.text, 'The question'),
      choices: z.array(choiceText, { error: 'Choices must be a list' }).max(6, 'At most 6 choices').default([]),
      correctChoice: wholeNumber('Correct choice', { min: 0, max: 5, minMessage: 'Correct choice must be one of the choices' }),
      explanation: requiredText(3, 'An explanation is required (at least 3 characters)', MAX.text, 'Explanation'),
    },
    { error: 'The body must be an object' },
  )
  .transform((question) => ({ ...question, choices: question.kind === 'true-false' ? [...TRUE_FALSE_CHOICES] : question.choices }))
  .superRefine((question, context) => {
    if (question.kind === 'multiple-choice' && question.choices.length < 2) context.addIssue({ code: 'custom', path: ['choices'], message: 'A multiple-choice question needs at least 2 choices' });
    if (question.correctChoice >= question.choices.length) context.addIssue({ code: 'custom', path: ['correctChoice'], message: 'Correct choice must be one of the choices' });
  });
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const QuestionSchema = z.object({
  id: rowId(),
  ...storedTexts('category', 'prompt', 'explanation'),
  kind: z.enum(QUESTION_KINDS),
  choices: z.array(z.string()),
  correctChoice: z.number().int(),
  createdAt: timestamp(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** How many questions an attempt draws from a category. */
export const DrawSchema = z.object({
  category: requiredText(1, 'Category is required', MAX.short, 'Category'),
  count: wholeNumber('Count', { min: 1, max: 200, minMessage: 'Count must be at least 1' }),
});

export const ExamInputSchema = z.object(
  {
    title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
    /** The program (and so its certification) the exam serves; null: none yet. */
    programId: z.number({ error: 'Program must be a program id' }).int('Program must be a program id').positive('Program must be a program id').nullable().default(null),
    draw: z.array(DrawSchema, { error: 'Draw must be a list of categories and counts' }).min(1, 'Draw at least one category').max(50, 'At most 50 categories'),
    passPercent: wholeNumber('Pass mark', { min: 1, max: 100, minMessage: 'Pass mark must be at least 1%' }),
    timeLimitMinutes: wholeNumber('Time limit', { min: 1, max: 600, minMessage: 'Time limit must be at least 1 minute' }),
    attemptsAllowed: wholeNumber('Attempts allowed', { min: 1, max: 20, minMessage: 'At least 1 attempt must be allowed' }),
    waitHours: wholeNumber('Waiting time', { min: 0, max: 720, minMessage: 'Waiting time cannot be negative' }),
    openBookNote: nullableText(MAX.text, 'Open-book note').default(null),
    /** After submitting, each question with its correct answer and explanation. */
    showReview: z.boolean({ error: 'Show review must be true or false' }).default(true),
  },
  { error: 'The body must be an object' },
);
export type ExamInput = z.infer<typeof ExamInputSchema>;

export const ExamSchema = z.object({
  id: rowId(),
  title: z.string(),
  programId: rowId().nullable(),
  draw: z.array(z.object({ category: z.string(), count: z.number().int() })),
  ...storedWholeNumbers('passPercent', 'timeLimitMinutes', 'attemptsAllowed', 'waitHours'),
  openBookNote: z.string().nullable(),
  showReview: z.boolean(),
  createdAt: timestamp(),
});
export type Exam = z.infer<typeof ExamSchema>;

/** Staff's arrangement for one official at one exam: extra minutes per attempt, extra attempts. */
export const AccommodationInputSchema = z.object(
  {
    email: email(),
    extraMinutes: wholeNumber('Extra time', { min: 0, max: 600, minMessage: 'Extra time cannot be negative' }),
    extraAttempts: wholeNumber('Extra attempts', { min: 0, max: 20, minMessage: 'Extra attempts cannot be negative' }),
  },
  { error: 'The body must be an object' },
);
export type AccommodationInput = z.infer<typeof AccommodationInputSchema>;
export const AccommodationSchema = z.object({ email: z.string(), ...storedWholeNumbers('extraMinutes', 'extraAttempts') });
export type Accommodation = z.infer<typeof AccommodationSchema>;

/** How an exam works (issue 29, point 5): for staff to see a bad question and fix it. */
export const ExamStatsSchema = z.object({
  examId: rowId(),
  title: z.string(),
  passPercent: z.number().int(),
  /** Scored attempts (submitted, or closed by the clock). */
  attempts: z.number().int(),
  passed: z.number().int(),
  /** Share of scored attempts that passed, 0–100; null before any. */
  passRate: z.number().int().nullable(),
  /** Scores in tenths: 0–9, 10–19, …, 90–100. */
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  questions: z.array(z.object({
    id: rowId(),
    ...storedTexts('category', 'prompt'),
    asked: z.number().int(),
    /** Share of the attempts asking it that answered it correctly, 0–100; null when never asked. */
    correctShare: z.number().int().nullable(),
    mostChosenWrong: z.object({ choice: z.string(), count: z.number().int() }).nullable(),
  })),
});
export type ExamStats = z.infer<typeof ExamStatsSchema>;

/** A CSV of questions (one per line, see QUESTION_CSV_COLUMNS), previewed or stored. */
export const QuestionImportSchema = CsvImportSchema;

/** The columns a question CSV has (its header row names them; case and spaces do not matter). */
export const QUESTION_CSV_COLUMNS = ['category', 'kind', 'prompt', 'choice a', 'choice b', 'choice c', 'choice d', 'choice e', 'choice f', 'correct', 'explanation'] as const;

export const QuestionImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  prompt: z.string(),
  category: z.string(),
  /** What is wrong with the row; empty when it can be stored. */
  errors: z.array(z.string()),
});
export const QuestionImportAnswerSchema = z.object({ rows: z.array(QuestionImportRowSchema), stored: z.number().int() });
export type QuestionImportAnswer = z.infer<typeof QuestionImportAnswerSchema>;
