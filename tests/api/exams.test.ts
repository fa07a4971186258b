// The rules exam's question bank and definitions (issue 29, point 3, staff's part so far): questions of
// both kinds with their answer, explanation and category; an exam whose draw the bank can serve; staff
// only, with the form's messages for bad input.
import { describe, expect, it } from 'vitest';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const question = (overrides: Record<string, unknown> = {}) => ({
  category: 'Fouls', kind: 'multiple-choice', prompt: 'A player charges into a set defender. What is the call?',
  choices: ['Blocking foul', 'Player-control foul', 'No call'], correctChoice: 1, explanation: 'A legal guarding position was held first.', ...overrides,
});
const exam = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rules Exam 2026-27', programId: 1, draw: [{ category: 'Fouls', count: 2 }, { category: 'Violations', count: 1 }],
  passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 3, waitHours: 24, openBookNote: 'Open book: the NFHS rules book may be used.', showReview: true, ...overrides,
});

describe('the question bank', () => {
  it('stores multiple-choice and true/false questions with their answer, explanation and category', async () => {
    const created = await t.admin('POST', '/api/exam-questions', question());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Question added to the bank', data: { category: 'Fouls', correctChoice: 1, choices: ['Blocking foul', 'Player-control foul', 'No call'] } });
    // A true/false question's choices are True and False, whatever is sent.
    const trueFalse = await t.admin('POST', '/api/exam-questions', question({ kind: 'true-false', category: 'Violations', prompt: 'A held ball ends the possession arrow.', choices: ['x'], correctChoice: 1 }));
    expect(trueFalse.statusCode, trueFalse.body).toBe(201);
    expect(trueFalse.json().data.choices).toEqual(['True', 'False']);
    await t.admin('POST', '/api/exam-questions', question({ prompt: 'Who may request a timeout during a live ball?' }));
    const list = (await t.admin('GET', '/api/exam-questions')).json().data;
    expect(list.map((row: { category: string }) => row.category)).toEqual(['Fouls', 'Fouls', 'Violations']);
  });

  it.each([
    [{ choices: ['Only one'] }, 'choices', 'A multiple-choice question needs at least 2 choices'],
    [{ correctChoice: 3 }, 'correctChoice', 'Correct choice must be one of the choices'],
    [{ prompt: 'Why' }, 'prompt', 'The question must be at least 5 characters'],
    [{ category: '  ' }, 'category', 'Category is required'],
    [{ kind: 'essay' }, 'kind', 'Kind must be multiple-choice or true-false'],
    [{ explanation: '' }, 'explanation', 'An explanation is required (at least 3 characters)'],
  ])('refuses %o with 400 and the field\'s message', async (overrides, field, message) => {
    const response = await t.admin('POST', '/api/exam-questions', question(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/exam-questions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/exam-questions', payload: question() })).statusCode).toBe(401);
  });
});

describe('exams', () => {
  it('are created when the bank can serve their draw, and listed', async () => {
    const created = await t.admin('POST', '/api/exams', exam());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Exam created', data: { title: 'Rules Exam 2026-27', programId: 1, passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 3, waitHours: 24 } });
    const list = (await t.admin('GET', '/api/exams')).json().data;
    expect(list).toEqual([expect.objectContaining({ id: created.json().data.id, draw: [{ category: 'Fouls', count: 2 }, { category: 'Violations', count: 1 }] })]);
  });

  it('refuses a draw the bank cannot serve, a category drawn twice, and an unknown program', async () => {
    const short = await t.admin('POST', '/api/exams', exam({ draw: [{ category: 'Fouls', count: 5 }] }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The bank has 2 questions in "Fouls"; the exam draws 5');
    const missing = await t.admin('POST', '/api/exams', exam({ draw: [{ category: 'Mechanics', count: 1 }] }));
    expect(missing.json().message).toBe('The bank has 0 questions in "Mechanics"; the exam draws 1');
    const twice = await t.admin('POST', '/api/exams', exam({ draw: [{ category: 'Fouls', count: 1 }, { category: 'Fouls', count: 1 }] }));
    expect(twice.json().message).toBe('Each category is drawn once');
    const program = await t.admin('POST', '/api/exams', exam({ programId: 999_999 }));
    expect(program.statusCode).toBe(400);
    expect(program.json().errors.programId).toBe('Program not found');
  });

  it.each([
    [{ passPercent: 0 }, 'passPercent', 'Pass mark must be at least 1%'],
    [{ passPercent: 101 }, 'passPercent', 'Pass mark must be at most 100'],
    [{ timeLimitMinutes: 0 }, 'timeLimitMinutes', 'Time limit must be at least 1 minute'],
    [{ attemptsAllowed: 0 }, 'attemptsAllowed', 'At least 1 attempt must be allowed'],
    [{ waitHours: -1 }, 'waitHours', 'Waiting time cannot be negative'],
    [{ draw: [] }, 'draw', 'Draw at least one category'],
  ])('refuses %o with 400 and the field\'s message', async (overrides, field, message) => {
    const response = await t.admin('POST', '/api/exams', exam(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});
