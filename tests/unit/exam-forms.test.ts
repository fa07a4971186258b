// The staff's exam forms (what the inputs hold, turned into the API's input with its messages) and the
// per-question results: their order and their CSV file.
import { describe, expect, it } from 'vitest';
import { AccommodationFormSchema, ExamFormSchema, examFormValues, QuestionFormSchema, questionFormValues } from '../../common/schemas/exam-form.js';
import { questionStatsCsv, questionStatsFileName, sortQuestions, type QuestionStats } from '../../client/pages/admin/exams/question-stats.js';

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

describe('the per-question results', () => {
  const question = (id: number, correctShare: number | null, asked: number, wrong?: [string, number]): QuestionStats => ({
    id, category: 'Fouls', prompt: `Question ${id}, with a comma`, asked, correctShare, mostChosenWrong: wrong ? { choice: wrong[0], count: wrong[1] } : null,
  });
  const questions = [question(1, 90, 10), question(2, 20, 10, ['=Block', 8]), question(3, null, 0), question(4, 90, 12), question(5, 55, 4, ['Charge', 1])];

  it('sort the lowest share correct first (a question never asked last), the highest first, or the most asked first; ties in the bank’s order', () => {
    expect(sortQuestions(questions, 'lowest').map(({ id }) => id)).toEqual([2, 5, 1, 4, 3]);
    expect(sortQuestions(questions, 'highest').map(({ id }) => id)).toEqual([1, 4, 5, 2, 3]);
    expect(sortQuestions(questions, 'asked').map(({ id }) => id)).toEqual([4, 1, 2, 5, 3]);
  });

  it('are written as a CSV in the order shown, a formula defused, and named for the exam and the day', () => {
    expect(questionStatsCsv(sortQuestions(questions, 'lowest').slice(0, 3)).split('\r\n')).toEqual([
      'Question,Category,Asked,Correct (%),Most chosen wrong answer,Chosen by',
      '"Question 2, with a comma",Fouls,10,20,\'=Block,8',
      '"Question 5, with a comma",Fouls,4,55,Charge,1',
      '"Question 1, with a comma",Fouls,10,90,,',
      '',
    ]);
    expect(questionStatsFileName({ examId: 3, title: 'Rules Exam 2026/27' }, new Date('2026-12-01T06:00:00Z'), 'America/Phoenix')).toBe('questions-rules-exam-2026-27-2026-11-30.csv');
  });
});
