// The online rules exam from the official's side (issue 29, point 3): an attempt starts with questions
// and no answers, saves answers as given, and is scored on submit; the server's clock decides (30 s of
// grace, then scored on what was saved); the waiting time answers 429 with Retry-After, attempts past
// the allowance 409; accommodations add time and attempts; two attempts share as few questions as the
// bank allows; and another official's attempt, or a staff session, opens nothing.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_NOT_FOUND, ATTEMPT_SUBMITTED, ATTEMPT_TIME_UP, EXAM_PASSED_ALREADY, NO_ATTEMPTS_LEFT, type Attempt } from '../../common/schemas/exam-attempt.js';
import type { Question } from '../../common/schemas/exam.js';
import type { Roster } from '../../common/schemas/certificate.js';
import { attendance } from '../../server/attendance/tables.js';
import { createOfficialSessionStore } from '../../server/auth/official-sessions.js';
import { programSessions } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { testAppSession } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';

let clock = new Date('2026-12-01T19:00:00Z');
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
// Staff's session outlives the days the clock is moved on.
const t = testAppSession({ now: () => clock, env: { SESSION_TTL_HOURS: '20000' } });

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
/** Signs `email` in the way the emailed link does (the link itself is tested in accounts.test.ts). */
async function official(email: string, programId = 1): Promise<string> {
  await register(t.app.inject.bind(t.app), { email, programId });
  return signedIn(email);
}
/** A session's email is lowercased, as sign-in stores it. */
const signedIn = async (email: string) => (await createOfficialSessionStore(t.db, { now: () => clock }).create(email.toLowerCase())).token;
const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: `official_session=${cookie}` }, ...(payload !== undefined && { payload }) });
const start = (cookie: string, examId: number) => as(cookie, 'POST', `/api/exams/${examId}/attempts`);
const save = (cookie: string, attemptId: number, answers: Record<number, number>) => as(cookie, 'PUT', `/api/attempts/${attemptId}/answers`, { answers });
const submit = (cookie: string, attemptId: number) => as(cookie, 'POST', `/api/attempts/${attemptId}/submit`);

let bank: Question[] = [];
const correct = (id: number) => bank.find((question) => question.id === id)!.correctChoice;
const wrong = (id: number) => (correct(id) + 1) % bank.find((question) => question.id === id)!.choices.length;
/** Answers: the first `right` questions correctly, the rest wrongly. */
const answering = (attempt: Attempt, right: number) => Object.fromEntries(attempt.questions.map((question, index) => [question.id, index < right ? correct(question.id) : wrong(question.id)]));

async function createExam(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.admin('POST', '/api/exams', {
    title: `Rules Exam ${randomBytes(3).toString('hex')}`, programId: 1, draw: [{ category: 'Attempt Fouls', count: 3 }, { category: 'Attempt Violations', count: 2 }],
    passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 2, waitHours: 24, openBookNote: null, showReview: true, ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

beforeAll(async () => {
  for (let index = 0; index < 6; index++) {
    await t.admin('POST', '/api/exam-questions', {
      category: 'Attempt Fouls', kind: 'multiple-choice', prompt: `Foul question number ${index}?`, choices: ['Blocking', 'Charging', 'No call'], correctChoice: index % 3, explanation: `Foul rule ${index}.`,
    });
  }
  for (let index = 0; index < 3; index++) {
    await t.admin('POST', '/api/exam-questions', { category: 'Attempt Violations', kind: 'true-false', prompt: `Violation statement ${index}.`, choices: [], correctChoice: index % 2, explanation: `Violation rule ${index}.` });
  }
  bank = (await t.admin('GET', '/api/exam-questions')).json().data;
});

describe('an attempt', () => {
  it('starts with its questions and no answers, resumes on a second start, saves answers, and is scored on submit with its review', async () => {
    const examId = await createExam({ passPercent: 60 });
    const cookie = await official(unique('taker'));
    const started = await start(cookie, examId);
    expect(started.statusCode, started.body).toBe(201);
    // Never a correct answer or an explanation before submit, in any field.
    expect(started.body).not.toMatch(/correctChoice|explanation|Foul rule|Violation rule/);
    const attempt: Attempt = started.json().data;
    expect(attempt.questions).toHaveLength(5);
    expect(attempt.questions.filter((question) => question.kind === 'true-false')).toHaveLength(2);
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(60 * 60_000);
    expect(attempt.result).toBeNull();

    const again = await start(cookie, examId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Attempt resumed', data: { id: attempt.id } });

    const answers = answering(attempt, 3);
    const [first, ...rest] = Object.entries(answers);
    expect((await save(cookie, attempt.id, Object.fromEntries([first!]))).json().data.answers).toEqual(Object.fromEntries([first!]));
    const saved = await save(cookie, attempt.id, Object.fromEntries(rest));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.answers).toEqual(answers);
    expect(saved.body).not.toMatch(/correctChoice|explanation/);

    const submitted = await submit(cookie, attempt.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { result } = submitted.json().data as Attempt;
    expect(result).toMatchObject({ scorePercent: 60, passed: true, correct: 3, total: 5 });
    expect(result!.review).toHaveLength(5);
    expect(result!.review![0]).toEqual({ questionId: attempt.questions[0]!.id, correctChoice: correct(attempt.questions[0]!.id), chosen: answers[attempt.questions[0]!.id], explanation: expect.stringMatching(/rule/) });

    expect((await submit(cookie, attempt.id)).json().message).toBe(ATTEMPT_SUBMITTED);
    expect((await save(cookie, attempt.id, answers)).statusCode).toBe(409);
    // Passed: no further attempt.
    const after = await start(cookie, examId);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(EXAM_PASSED_ALREADY);
  });

  it('keeps its review back when the exam does not show one, and scores rounding down (79.x% fails at 80)', async () => {
    const examId = await createExam({ showReview: false, passPercent: 80, draw: [{ category: 'Attempt Fouls', count: 6 }, { category: 'Attempt Violations', count: 3 }] });
    const cookie = await official(unique('noreview'));
    const attempt: Attempt = (await start(cookie, examId)).json().data;
    await save(cookie, attempt.id, answering(attempt, 7)); // 7 of 9 = 77.8%
    const { result } = (await submit(cookie, attempt.id)).json().data as Attempt;
    expect(result).toEqual({ scorePercent: 77, passed: false, correct: 7, total: 9, review: null });
  });

  it('refuses an answer for a question not in the attempt or a choice the question lacks, keeping what was saved', async () => {
    const examId = await createExam();
    const cookie = await official(unique('badanswer'));
    const attempt: Attempt = (await start(cookie, examId)).json().data;
    const [one] = attempt.questions;
    await save(cookie, attempt.id, { [one!.id]: 0 });
    const notAsked = bank.find((question) => !attempt.questions.some((asked) => asked.id === question.id))!;
    const stranger = await save(cookie, attempt.id, { [notAsked.id]: 0 });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(`Question ${notAsked.id} is not in this attempt`);
    const trueFalse = attempt.questions.find((question) => question.kind === 'true-false')!;
    expect((await save(cookie, attempt.id, { [trueFalse.id]: 2 })).json().message).toBe(`Question ${trueFalse.id} has no choice 2`);
    expect((await save(cookie, attempt.id, { [one!.id]: -1 })).statusCode).toBe(400);
    expect((await as(cookie, 'PUT', `/api/attempts/${attempt.id}/answers`, { answers: [1] })).statusCode).toBe(400);
    expect((await as(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data.answers).toEqual({ [one!.id]: 0 });
  });
});

describe("the server's clock", () => {
  it('takes answers within the 30 s grace, then refuses them and scores the attempt on what was saved', async () => {
    const examId = await createExam({ timeLimitMinutes: 10, passPercent: 40 });
    const cookie = await official(unique('late'));
    const attempt: Attempt = (await start(cookie, examId)).json().data;
    const answers = answering(attempt, 5);
    const [first, second, ...rest] = Object.entries(answers);
    await save(cookie, attempt.id, Object.fromEntries([first!]));
    later(10 * 60 + 25); // within the grace
    expect((await save(cookie, attempt.id, Object.fromEntries([second!]))).statusCode).toBe(200);
    later(10); // 35 s past the deadline
    const refused = await save(cookie, attempt.id, Object.fromEntries(rest));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ATTEMPT_TIME_UP);
    expect((await submit(cookie, attempt.id)).json().message).toBe(ATTEMPT_SUBMITTED);
    const closed: Attempt = (await as(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data;
    expect(closed.submittedAt).toBe(attempt.deadlineAt);
    expect(closed.result).toMatchObject({ correct: 2, total: 5, scorePercent: 40, passed: true });
  });

  it('scores a lapsed attempt on the next start, and a submit after the grace is refused the same way', async () => {
    const examId = await createExam({ timeLimitMinutes: 5, waitHours: 0, attemptsAllowed: 3 });
    const cookie = await official(unique('lapsed'));
    const first: Attempt = (await start(cookie, examId)).json().data;
    later(5 * 60 + 31);
    const late = await submit(cookie, first.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ATTEMPT_TIME_UP);
    const second: Attempt = (await start(cookie, examId)).json().data;
    expect(second.id).not.toBe(first.id);
    later(5 * 60 + 31);
    // Never submitted: the next start closes it (scored 0, nothing saved) and begins the third.
    const third = await start(cookie, examId);
    expect(third.statusCode).toBe(201);
    const account = (await as(cookie, 'GET', '/api/account')).json().data;
    expect(account.attempts.filter((row: { examId: number }) => row.examId === examId)).toEqual([
      expect.objectContaining({ id: third.json().data.id, submittedAt: null, scorePercent: null }),
      expect.objectContaining({ id: second.id, submittedAt: second.deadlineAt, scorePercent: 0, passed: false }),
      expect.objectContaining({ id: first.id, submittedAt: first.deadlineAt, scorePercent: 0, passed: false }),
    ]);
  });

  it('answers 429 with Retry-After during the waiting time, and 409 past the attempts allowed', async () => {
    const examId = await createExam({ waitHours: 24, attemptsAllowed: 2 });
    const email = unique('retaker');
    const cookie = await official(email);
    const first: Attempt = (await start(cookie, examId)).json().data;
    await submit(cookie, first.id);
    later(3600);
    const waiting = await start(cookie, examId);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(23 * 3600);
    expect(waiting.json().message).toBe('Your next attempt can start in 23 hours.');
    const account = (await as(cookie, 'GET', '/api/account')).json().data;
    expect(account.exams.find((exam: { id: number }) => exam.id === examId)).toMatchObject({ attemptsLeft: 1, openAttemptId: null, passed: false, nextStartAt: new Date(clock.getTime() + 23 * 3600_000).toISOString() });

    later(23 * 3600);
    const second = await start(cookie, examId);
    expect(second.statusCode).toBe(201);
    await submit(cookie, second.json().data.id);
    later(48 * 3600);
    const none = await start(cookie, examId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NO_ATTEMPTS_LEFT);

    // Staff's accommodation: one more attempt, with 15 more minutes.
    const accommodation = await t.admin('PUT', `/api/exams/${examId}/accommodations`, { email: email.toUpperCase(), extraMinutes: 15, extraAttempts: 1 });
    expect(accommodation.statusCode, accommodation.body).toBe(200);
    expect((await t.admin('GET', `/api/exams/${examId}/accommodations`)).json().data).toEqual([{ email, extraMinutes: 15, extraAttempts: 1 }]);
    const third: Attempt = (await start(cookie, examId)).json().data;
    expect(new Date(third.deadlineAt).getTime() - new Date(third.startedAt).getTime()).toBe(75 * 60_000);
  });
});

describe('the draw', () => {
  it('gives two attempts of one official as few shared questions as the bank allows', async () => {
    // 6 fouls, 3 drawn: two attempts can share none. 3 violations, 2 drawn: they must share 1.
    const examId = await createExam({ waitHours: 0, passPercent: 100 });
    const cookie = await official(unique('twice'));
    const first: Attempt = (await start(cookie, examId)).json().data;
    await submit(cookie, first.id);
    const second: Attempt = (await start(cookie, examId)).json().data;
    const shared = second.questions.filter((question) => first.questions.some((asked) => asked.id === question.id));
    expect(shared).toHaveLength(1);
    expect(shared[0]!.kind).toBe('true-false');
  });
});

describe('how an exam works, for staff', () => {
  it('counts scored attempts, the pass rate and score distribution, and per question the share correct and the most chosen wrong answer', async () => {
    const examId = await createExam({ draw: [{ category: 'Attempt Fouls', count: 6 }], passPercent: 50 });
    const take = async (name: string, right: number) => {
      const cookie = await official(unique(name));
      const attempt: Attempt = (await start(cookie, examId)).json().data;
      await save(cookie, attempt.id, answering(attempt, right));
      return (await submit(cookie, attempt.id)).json().data as Attempt;
    };
    await take('all-right', 6);
    await take('all-wrong', 0);
    const half = await take('half', 3);
    // Running, not lapsed: not counted yet.
    await start(await official(unique('running')), examId);

    const stats = (await t.admin('GET', `/api/exams/${examId}/stats`)).json().data;
    expect(stats).toMatchObject({ examId, passPercent: 50, attempts: 3, passed: 2, passRate: 67 });
    expect(stats.distribution.map((bucket: { count: number }) => bucket.count)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(stats.distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(stats.questions).toHaveLength(6);
    for (const question of stats.questions) {
      const halfRight = half.answers[question.id] === correct(question.id);
      const choices = bank.find((row) => row.id === question.id)!.choices;
      expect(question).toMatchObject({
        asked: 3, correctShare: halfRight ? 67 : 33,
        mostChosenWrong: { choice: choices[wrong(question.id)], count: halfRight ? 1 : 2 },
      });
    }
  });
});

describe('who may take an exam', () => {
  it("keeps an attempt to its official: another's is not found, a staff session is refused, none is asked to sign in", async () => {
    const examId = await createExam();
    const owner = await official(unique('owner'));
    const attempt: Attempt = (await start(owner, examId)).json().data;
    const other = await official(unique('other'));
    for (const response of [await as(other, 'GET', `/api/attempts/${attempt.id}`), await save(other, attempt.id, {}), await submit(other, attempt.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ATTEMPT_NOT_FOUND);
    }
    expect((await t.admin('GET', `/api/attempts/${attempt.id}`)).statusCode).toBe(403);
    expect((await t.admin('POST', `/api/exams/${examId}/attempts`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts` })).statusCode).toBe(401);
    // Staff's exam calls are not the official's.
    expect((await as(owner, 'GET', `/api/exams/${examId}/stats`)).statusCode).toBe(403);
  });

  it("opens an exam to those registered for its program only (an exam of no program to every account)", async () => {
    const examId = await createExam({ programId: 2 });
    const elsewhere = await official(unique('elsewhere'), 1);
    expect((await start(elsewhere, examId)).statusCode).toBe(404);
    const account = (await as(elsewhere, 'GET', '/api/account')).json().data;
    expect(account.exams.map((exam: { id: number }) => exam.id)).not.toContain(examId);
    const forEveryone = await createExam({ programId: null });
    expect((await start(elsewhere, forEveryone)).statusCode).toBe(201);
  });
});

describe('the exam feeds the certificate', () => {
  const CERTIFICATION = { name: 'Certified Rules Official', level: 'Level 2', validityMonths: 12, minAttendancePercent: 50, minTestScore: null };
  let programId: number;
  let sessionId: number;
  let examTitle: string;
  let examId: number;

  beforeAll(async () => {
    const seed = (await t.admin('GET', '/api/programs/1')).json().data;
    const created = await t.admin('POST', '/api/programs', {
      name: 'Rules Certification Clinic', description: 'Rules study and the online exam.', duration: '2 weeks', price: seed.price, priceTiers: seed.priceTiers, active: true, certification: CERTIFICATION,
    });
    programId = created.json().data.id;
    const [session] = await t.db.insert(programSessions).values({ programId, date: '2026-11-20', startTime: '18:00' }).returning();
    sessionId = session!.id;
    examId = await createExam({ programId, passPercent: 60, attemptsAllowed: 5, waitHours: 0 });
    examTitle = (await t.admin('GET', '/api/exams')).json().data.find((row: { id: number }) => row.id === examId).title;
  });

  /** A paid registrant present at the session (the rest of the rule met), signed in; `right` of 5 answered correctly when given. */
  async function candidate(name: string, right?: number) {
    const email = unique(name);
    const { id } = await register(t.app.inject.bind(t.app), { email, programId, firstName: name, lastName: 'Candidate' });
    await t.db.update(registrations).set({ paymentStatus: 'paid' }).where(eq(registrations.id, id));
    await t.db.insert(attendance).values({ registrationId: id, sessionId, status: 'present' });
    if (right !== undefined) {
      const cookie = await signedIn(email);
      const started = await start(cookie, examId);
      expect(started.statusCode, started.body).toBe(201);
      const attempt: Attempt = started.json().data;
      await save(cookie, attempt.id, answering(attempt, right));
      expect((await submit(cookie, attempt.id)).statusCode).toBe(200);
    }
    return id;
  }
  const roster = async () => (await t.admin('GET', `/api/programs/${programId}/certificates`)).json().data as Roster;
  const issue = (registrationId: number, body: object = {}) => t.admin('POST', `/api/registrations/${registrationId}/certificate`, body);

  it('shows who passed on the roster, and takes the passed attempt\'s score over a typed one', async () => {
    const passer = await candidate('Pat', 4);
    const failer = await candidate('Flo', 1);
    const untested = await candidate('Uma');
    const listed = await roster();
    expect(listed.exam).toMatchObject({ title: examTitle, passPercent: 60 });
    const entry = (id: number) => listed.registrants.find((row) => row.registrationId === id)!;
    expect(entry(passer).examPassed).toEqual({ scorePercent: 80, passedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(entry(failer).examPassed).toBeNull();
    expect(entry(untested).examPassed).toBeNull();

    const issued = await issue(passer, { testScore: 55 });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data).toMatchObject({ testScore: 80, testScoreSource: 'exam' });

    // Without a passed attempt a typed score is needed, at least the exam's pass mark; it is recorded as typed.
    const none = await issue(untested);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(`No passed attempt at "${examTitle}": type a test score (the minimum is 60)`);
    expect((await issue(failer, { testScore: 59 })).json().message).toBe('Test score 59 is below the minimum of 60');
    const typed = await issue(failer, { testScore: 72 });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data).toMatchObject({ testScore: 72, testScoreSource: 'typed' });
  });

  it('counts a passed attempt only while it is in force (within the certification\'s validity)', async () => {
    const early = await candidate('Eli', 5);
    expect((await roster()).registrants.find((row) => row.registrationId === early)!.examPassed).toMatchObject({ scorePercent: 100 });
    later(366 * 86_400);
    expect((await roster()).registrants.find((row) => row.registrationId === early)!.examPassed).toBeNull();
    expect((await issue(early)).statusCode).toBe(400);
  });
});
