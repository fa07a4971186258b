// An official's attempt at the rules exam (issue 29, point 3): the questions as the official sees them
// (never their answers before submit), the answers saved as given, and the result with its review.
import { z } from 'zod';
import { QUESTION_KINDS } from './exam.js';
import { rowId, storedWholeNumbers, timestamp } from './fields.js';

/** An answer or a submit this long after the deadline still counts (a slow network, a late tap). */
export const ATTEMPT_GRACE_SECONDS = 30;

/** A question as the official sees it during an attempt: no correct answer, no explanation. */
export const AttemptQuestionSchema = z.object({
  id: rowId(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  choices: z.array(z.string()),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

/** After submit, when the exam allows it: each question's correct answer and explanation. */
export const ReviewItemSchema = z.object({
  questionId: rowId(),
  correctChoice: z.number().int(),
  /** The official's choice; null when left unanswered. */
  chosen: z.number().int().nullable(),
  explanation: z.string(),
});

export const AttemptResultSchema = z.object({
  scorePercent: z.number().int(),
  passed: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Null when the exam does not show its review. */
  review: z.array(ReviewItemSchema).nullable(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

export const AttemptSchema = z.object({
  id: rowId(),
  examId: rowId(),
  examTitle: z.string(),
  openBookNote: z.string().nullable(),
  passPercent: z.number().int(),
  startedAt: timestamp(),
  /** The server's clock decides; the page counts down from `serverNow` to this. */
  deadlineAt: timestamp(),
  serverNow: timestamp(),
  questions: z.array(AttemptQuestionSchema),
  /** Question id → the chosen choice's index, as saved. */
  answers: z.record(z.string(), z.number().int()),
  submittedAt: timestamp().nullable(),
  result: AttemptResultSchema.nullable(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const AttemptAnswersSchema = z.object(
  {
    answers: z.record(
      z.string().regex(/^\d{1,9}$/, 'Each answer is keyed by its question id'),
      z.number({ error: 'An answer is the index of a choice' }).int('An answer is the index of a choice').min(0, 'An answer is the index of a choice').max(5, 'An answer is the index of a choice'),
      { error: 'Answers must map question ids to choices' },
    ),
  },
  { error: 'The body must be an object' },
);
export type AttemptAnswers = z.infer<typeof AttemptAnswersSchema>;

/** An exam the signed-in official may take, with where they stand on it. */
export const AccountExamSchema = z.object({
  id: rowId(),
  title: z.string(),
  programName: z.string().nullable(),
  ...storedWholeNumbers('passPercent', 'timeLimitMinutes', 'questionCount', 'attemptsLeft'),
  openBookNote: z.string().nullable(),
  /** An attempt started and still running: the page resumes it. */
  openAttemptId: rowId().nullable(),
  /** When the waiting time after the last attempt ends; null when a start is allowed now. */
  nextStartAt: timestamp().nullable(),
  passed: z.boolean(),
});
export type AccountExam = z.infer<typeof AccountExamSchema>;

export const AccountAttemptSchema = z.object({
  id: rowId(),
  examId: rowId(),
  examTitle: z.string(),
  startedAt: timestamp(),
  submittedAt: timestamp().nullable(),
  scorePercent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type AccountAttempt = z.infer<typeof AccountAttemptSchema>;

export const ATTEMPT_NOT_FOUND = 'Attempt not found';
export const ATTEMPT_TIME_UP = 'Time is up: the attempt was scored on the answers saved before the time limit.';
export const ATTEMPT_SUBMITTED = 'This attempt was already submitted.';
export const NO_ATTEMPTS_LEFT = 'No attempts are left for this exam.';
export const EXAM_PASSED_ALREADY = 'You have passed this exam already.';
