// The staff's exam forms (issue 29): what the inputs of the question, exam and accommodation forms hold
// (numbers as text, choices and the draw as rows), turned into the API's input and checked by its own
// schemas, so the messages under the fields are the API's.
import { z } from 'zod';
import { numberText } from './fields.js';
import { AccommodationInputSchema, DrawSchema, ExamInputSchema, QuestionInputSchema, type QuestionKind } from './exam.js';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 6;
/** Choices are lettered A–F, as the CSV's columns and its `correct` column name them. */
export const CHOICE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = { 'multiple-choice': 'Multiple choice', 'true-false': 'True/false' };

/**
 * The question form: the kind, the choices as rows (a true/false question's are True and False, so its
 * rows are left out), the correct one as the index its radio holds ('' until one is chosen, which the
 * API's rule refuses as not one of the choices).
 */
export const QuestionFormSchema = z
  .object({
    kind: z.string(),
    category: z.string(),
    prompt: z.string(),
    choices: z.array(z.object({ text: z.string() })),
    correctChoice: z.string(),
    explanation: z.string(),
  })
  .transform((form): z.input<typeof QuestionInputSchema> => ({
    ...form,
    // The API's own rule checks the kind.
    kind: form.kind as QuestionKind,
    choices: form.kind === 'true-false' ? [] : form.choices.map((choice) => choice.text),
    correctChoice: form.correctChoice === '' ? -1 : Number(form.correctChoice),
  }))
  .pipe(QuestionInputSchema);
export type QuestionFormValues = z.input<typeof QuestionFormSchema>;

export const questionFormValues = (category = ''): QuestionFormValues => ({
  kind: 'multiple-choice',
  category,
  prompt: '',
  choices: [{ text: '' }, { text: '' }, { text: '' }],
  correctChoice: '',
  explanation: '',
});

/** The program select's value for an exam that serves no program (open to every account). */
export const NO_PROGRAM = 'none';

const shape = ExamInputSchema.shape;

export const ExamFormSchema = z.object({
  title: shape.title,
  programId: z.string().transform((value) => (value === NO_PROGRAM || value === '' ? null : Number(value))).pipe(shape.programId.unwrap()),
  // Each row is checked where it stands (its messages land on its inputs), then the list by the input's rule.
  draw: z.array(z.object({ category: DrawSchema.shape.category, count: numberText(DrawSchema.shape.count) })).pipe(shape.draw),
  passPercent: numberText(shape.passPercent),
  timeLimitMinutes: numberText(shape.timeLimitMinutes),
  attemptsAllowed: numberText(shape.attemptsAllowed),
  waitHours: numberText(shape.waitHours),
  openBookNote: shape.openBookNote,
  showReview: shape.showReview,
});
export type ExamFormValues = z.input<typeof ExamFormSchema>;

/** A new exam: one draw row to fill in, and the house's usual rules (80%, an hour, 3 attempts a day apart). */
export const examFormValues = (): ExamFormValues => ({
  title: '',
  programId: NO_PROGRAM,
  draw: [{ category: '', count: '1' }],
  passPercent: '80',
  timeLimitMinutes: '60',
  attemptsAllowed: '3',
  waitHours: '24',
  openBookNote: '',
  showReview: true,
});

const accommodation = AccommodationInputSchema.shape;

export const AccommodationFormSchema = z.object({
  email: accommodation.email,
  extraMinutes: numberText(accommodation.extraMinutes),
  extraAttempts: numberText(accommodation.extraAttempts),
});
export type AccommodationFormValues = z.input<typeof AccommodationFormSchema>;

export const accommodationFormValues = (): AccommodationFormValues => ({ email: '', extraMinutes: '0', extraAttempts: '0' });
