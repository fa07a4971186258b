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

describe('importing questions from CSV', () => {
  const header = 'Category,Kind,Prompt,Choice A,Choice B,Choice C,Correct,Explanation';
  const good = [
    'Imported,multiple-choice,"Who calls a three-second violation, lead or trail?",Lead,Trail,Either,C,"Any official may call it."',
    "Imported,true-false,A ball touching the backboard's support is out of bounds.,,,,True,The support is out of bounds.",
  ];
  const importCsv = (csv: string, commit: boolean) => t.admin('POST', '/api/exam-questions/import', { csv, commit });
  const bankSize = async () => (await t.admin('GET', '/api/exam-questions')).json().data.length;

  it("previews each row with its errors and stores nothing while one row is wrong", async () => {
    const before = await bankSize();
    const csv = [header, ...good, 'Imported,multiple-choice,Too short?,Yes,No,,D,Because.', ',multiple-choice,No category here at all,Yes,No,,A,x'].join('\n');
    const preview = await importCsv(csv, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      stored: 0,
      rows: [
        { line: 2, category: 'Imported', prompt: 'Who calls a three-second violation, lead or trail?', errors: [] },
        { line: 3, category: 'Imported', prompt: "A ball touching the backboard's support is out of bounds.", errors: [] },
        { line: 4, category: 'Imported', prompt: 'Too short?', errors: ['The correct answer "D" is not one of the choices'] },
        { line: 5, category: '', prompt: 'No category here at all', errors: ['Category is required', 'An explanation is required (at least 3 characters)'] },
      ],
    });
    const refused = await importCsv(csv, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('2 of 4 rows have errors: nothing was stored');
    expect(await bankSize()).toBe(before);
  });

  it('stores every row of a clean file, the correct answer by letter or by text', async () => {
    const before = await bankSize();
    const stored = await importCsv([header, ...good, 'Imported,,Which official tosses the ball at the jump?,Referee,Umpire,,referee,The referee tosses.'].join('\r\n'), true);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ message: '3 questions added to the bank', data: { stored: 3 } });
    const bank = (await t.admin('GET', '/api/exam-questions')).json().data.filter((question: { category: string }) => question.category === 'Imported');
    expect(bank.map(({ kind, choices, correctChoice }: { kind: string; choices: string[]; correctChoice: number }) => ({ kind, choices, correctChoice }))).toEqual([
      { kind: 'multiple-choice', choices: ['Lead', 'Trail', 'Either'], correctChoice: 2 },
      { kind: 'true-false', choices: ['True', 'False'], correctChoice: 0 },
      { kind: 'multiple-choice', choices: ['Referee', 'Umpire'], correctChoice: 0 },
    ]);
    expect(await bankSize()).toBe(before + 3);
  });

  it.each([
    ['Prompt,Correct\nWhat is a foul?,A', 'The header row lacks category, explanation (columns: category, kind, prompt, choice a, choice b, choice c, choice d, choice e, choice f, correct, explanation)'],
    [header, 'The file has no questions below its header row'],
    [`${header}\n"unclosed,quote`, 'The file is not a readable CSV'],
  ])('refuses a file that cannot be read as questions (%#)', async (csv, message) => {
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('accommodations', () => {
  it.each([
    [{ email: 'not-an-email', extraMinutes: 10, extraAttempts: 0 }, 'email'],
    [{ email: 'riley@example.com', extraMinutes: -5, extraAttempts: 0 }, 'extraMinutes'],
    [{ email: 'riley@example.com', extraMinutes: 0, extraAttempts: 21 }, 'extraAttempts'],
  ])('refuses %o with 400 on its field', async (body, field) => {
    const examId = (await t.admin('GET', '/api/exams')).json().data[0].id;
    const response = await t.admin('PUT', `/api/exams/${examId}/accommodations`, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('are removed by zero and zero, and answer 404 for an exam that does not exist', async () => {
    const examId = (await t.admin('GET', '/api/exams')).json().data[0].id;
    await t.admin('PUT', `/api/exams/${examId}/accommodations`, { email: 'Riley@Example.com', extraMinutes: 20, extraAttempts: 0 });
    expect((await t.admin('GET', `/api/exams/${examId}/accommodations`)).json().data).toEqual([{ email: 'riley@example.com', extraMinutes: 20, extraAttempts: 0 }]);
    await t.admin('PUT', `/api/exams/${examId}/accommodations`, { email: 'riley@example.com', extraMinutes: 0, extraAttempts: 0 });
    expect((await t.admin('GET', `/api/exams/${examId}/accommodations`)).json().data).toEqual([]);
    expect((await t.admin('PUT', '/api/exams/999999/accommodations', { email: 'riley@example.com', extraMinutes: 5, extraAttempts: 0 })).statusCode).toBe(404);
    expect((await t.admin('GET', '/api/exams/999999/stats')).statusCode).toBe(404);
  });
});
