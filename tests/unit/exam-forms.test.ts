// The staff's exam forms: what the inputs hold, turned into the API's input with its messages.
import { describe, expect, it } from 'vitest';
import { AccommodationFormSchema, ExamFormSchema, examFormValues, QuestionFormSchema, questionFormValues } from '../../common/schemas/exam-form.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('QuestionFormSchema', () => {
  const filled = { ...questionFormValues('Fouls'), prompt: 'What is the call?', explanation: 'The rule says so.' };

  it('sends a multiple-choice question’s choices as text and the chosen one as its index', () => {
    expect(QuestionFormSchema.parse({ ...filled, choices: [{ text: ' Block ' }, { text: 'Charge' }], correctChoice: '1' })).toEqual({
      category: 'Fouls', kind: 'multiple-choice', prompt: 'What is the call?', choices: ['Block', 'Charge'], correctChoice: 1, explanation: 'The rule says so.',
    });
  });

  it('gives a true/false question True and False, whatever the choice rows hold', () => {
    expect(QuestionFormSchema.parse({ ...filled, kind: 'true-false', correctChoice: '0' })).toMatchObject({ choices: ['True', 'False'], correctChoice: 0 });
  });

  it('shows the API’s messages under each field of an empty form', () => {
    expect(messages(QuestionFormSchema.safeParse(questionFormValues()))).toEqual({
      category: 'Category is required',
      prompt: 'The question must be at least 5 characters',
      'choices.0': 'Each choice needs its text',
      'choices.1': 'Each choice needs its text',
      'choices.2': 'Each choice needs its text',
      correctChoice: 'Correct choice must be one of the choices',
      explanation: 'An explanation is required (at least 3 characters)',
    });
  });
});

describe('ExamFormSchema', () => {
  it('turns the typed numbers, the draw rows and "no program" into the exam', () => {
    expect(ExamFormSchema.parse({ ...examFormValues(), title: 'Rules Exam', draw: [{ category: 'Fouls', count: '3' }] })).toEqual({
      title: 'Rules Exam', programId: null, draw: [{ category: 'Fouls', count: 3 }], passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 3, waitHours: 24,
      openBookNote: null, showReview: true,
    });
    expect(ExamFormSchema.parse({ ...examFormValues(), title: 'Rules Exam', programId: '7', draw: [{ category: 'Fouls', count: '1' }] }).programId).toBe(7);
  });

  it('puts each message on its field or draw row', () => {
    expect(messages(ExamFormSchema.safeParse({ ...examFormValues(), draw: [{ category: '', count: '0' }], passPercent: '', waitHours: '-1' }))).toEqual({
      title: 'Title must be at least 3 characters',
      'draw.0.category': 'Category is required',
      'draw.0.count': 'Count must be at least 1',
      passPercent: 'Pass mark must be a number',
      waitHours: 'Waiting time cannot be negative',
    });
    expect(messages(ExamFormSchema.safeParse({ ...examFormValues(), title: 'Rules Exam', draw: [] }))).toEqual({ draw: 'Draw at least one category' });
  });
});

it('AccommodationFormSchema reads the typed numbers', () => {
  expect(AccommodationFormSchema.parse({ email: 'ana@example.com', extraMinutes: '15', extraAttempts: '0' })).toEqual({ email: 'ana@example.com', extraMinutes: 15, extraAttempts: 0 });
  expect(messages(AccommodationFormSchema.safeParse({ email: 'ana', extraMinutes: '-5', extraAttempts: '1.5' }))).toEqual({
    email: 'Please enter a valid email address', extraMinutes: 'Extra time cannot be negative', extraAttempts: 'Extra attempts must be a whole number',
  });
});
