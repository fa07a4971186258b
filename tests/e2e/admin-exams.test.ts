// The staff's exam screens (issue 29, points 3 and 5) in Chromium against the built server: the menu's
// Exams, a question added through the form (the API's messages under their fields), a CSV import whose
// preview shows a row's error before a clean file is imported, an exam created through the form (the
// server's refusal of its draw shown), an accommodation set with the keyboard alone, an exam's results
// (figures, the distribution chart and its table, the questions sorted by share correct, their CSV), and
// axe at 1280 and 390 px, whole in the light theme and its colour rules in the dark one. The rules
// themselves are API tests (exams, exam-attempts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import type { Attempt } from '../../common/schemas/exam-attempt.js';
import type { Exam, Question } from '../../common/schemas/exam.js';
import { createOfficialSessionStore } from '../../server/auth/official-sessions.js';
import { OFFICIAL_SESSION_COOKIE } from '../../server/kernel/http/access.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectScreenChecked } from '../helpers/axe.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { closeWithEscape, field, openAdminScreen, openDialog, poll, rowWithCell, settled, toast } from '../helpers/locators.js';
import { seededDataDir } from '../helpers/seeded-data-dir.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = screenshotDir('/tmp/admin-exams-shots');

// Four officials signed in as a used sign-in link leaves them (the link itself is the account test's):
// their sessions are written into the database before the server opens it.
const OFFICIALS = ['ana', 'bo', 'cy', 'di'].map((name) => `${name}.examinee@example.com`);
const sessions = new Map<string, string>();
const dataDir = seededDataDir('admin-exams-e2e', async (db) => {
  const store = createOfficialSessionStore(db, { now: () => new Date() });
  for (const email of OFFICIALS) sessions.set(email, (await store.create(email)).token);
});
const session = adminSession(() => ({ DATA_DIR: dataDir }));

async function created<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { data: T }).data;
}
const addQuestion = (question: Record<string, unknown>) => created<Question>(session.api('POST', '/api/exam-questions', question));
const bank = () => session.data<Question[]>('/api/exam-questions');

/** An official's call, with their session cookie. */
async function asOfficial<T>(email: string, method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: { cookie: `${OFFICIAL_SESSION_COOKIE}=${sessions.get(email)}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const CSV_HEADER = 'category,kind,prompt,choice a,choice b,choice c,correct,explanation';
const RESULTS_EXAM = 'Results Rules Exam';
const BAD_QUESTION = 'A defender is in position before the shooter leaves the floor. What is the call?';

/**
 * An exam whose every attempt asks all five of its questions, taken once by each official: all right
 * (100%), the bad question wrong (80%), two wrong (60%), three wrong (40%). The bad question's wrong
 * answer is the same each time. Made once, for the tests that need it.
 */
let resultsExam: Promise<Exam> | undefined;
const examWithResults = () => (resultsExam ??= (async () => {
  const choices = ['Blocking foul', 'Player-control foul', 'No call'];
  const questions = [
    await addQuestion({ category: 'Guarding', kind: 'multiple-choice', prompt: BAD_QUESTION, choices, correctChoice: 1, explanation: 'Legal guarding position was established first.' }),
    await addQuestion({ category: 'Guarding', kind: 'multiple-choice', prompt: 'A defender moves into the path of an airborne shooter. What is the call?', choices, correctChoice: 0, explanation: 'The shooter was airborne first.' }),
    await addQuestion({ category: 'Guarding', kind: 'multiple-choice', prompt: 'Incidental contact does not affect the play. What is the call?', choices, correctChoice: 2, explanation: 'Incidental contact is legal.' }),
    await addQuestion({ category: 'Throw-ins', kind: 'true-false', prompt: 'The thrower may move along the end line after a made basket.', correctChoice: 0, explanation: 'After a made basket the thrower may run the line.' }),
    await addQuestion({ category: 'Throw-ins', kind: 'true-false', prompt: 'A throw-in must touch the floor before a player touches it.', correctChoice: 1, explanation: 'It may be caught in the air.' }),
  ];
  const exam = await created<Exam>(session.api('POST', '/api/exams', {
    title: RESULTS_EXAM, programId: null, draw: [{ category: 'Guarding', count: 3 }, { category: 'Throw-ins', count: 2 }],
    passPercent: 60, timeLimitMinutes: 30, attemptsAllowed: 1, waitHours: 0, openBookNote: 'Closed book.', showReview: true,
  }));
  for (const [wrong, email] of OFFICIALS.entries()) {
    const attempt = await asOfficial<Attempt>(email, 'POST', `/api/exams/${exam.id}/attempts`);
    // The first `wrong` questions answered wrongly: always the first wrong choice (index 0 for the bad question).
    const answers = Object.fromEntries(questions.map((question, index) => [question.id, index < wrong ? (question.correctChoice === 0 ? 1 : 0) : question.correctChoice]));
    await asOfficial(email, 'PUT', `/api/attempts/${attempt.id}/answers`, { answers });
    await asOfficial(email, 'POST', `/api/attempts/${attempt.id}/submit`);
  }
  return exam;
})());

// One signed-in page for the file's tests, each starting from its own screen at 1280 px in the light theme.
let shared: PageWithErrors | undefined;
afterAll(async () => {
  await shared?.page.context().close();
});
async function openScreen(path: string, heading: string): Promise<PageWithErrors> {
  shared ??= await session.signedIn({ acceptDownloads: true, bypassCSP: true });
  const { page, errors } = shared;
  errors.length = 0;
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WIDE);
  await showColorScheme(page, 'light');
  await openAdminScreen(page, session.server, path, heading);
  return shared;
}
const openExam = async (exam: Exam) => openScreen(`/admin/exams/${exam.id}`, exam.title);

/** The message shown under the field, which is marked invalid and described by it. */
async function expectFieldMessage(scope: ReturnType<Page['locator']>, label: string, message: string) {
  const input = field(scope, label);
  await poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  expect(await scope.locator(`[id="${described.split(' ').find((id) => id.endsWith('-error'))}"]`).textContent(), label).toBe(message);
}

describe('the question bank', () => {
  it('opens from the menu, and adds a question through the form with the API’s messages under their fields', async () => {
    const { page, errors } = await openScreen('/admin', 'Dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Exams', exact: true }).click();
    await page.getByRole('heading', { name: 'Exams', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'Question bank' }).getAttribute('aria-selected')).toBe('true');

    const dialog = await openDialog(page, 'Add question');
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expectFieldMessage(dialog, 'Category', 'Category is required');
    await expectFieldMessage(dialog, 'Question', 'The question must be at least 5 characters');
    await expectFieldMessage(dialog, 'Choice A', 'Each choice needs its text');
    await expectFieldMessage(dialog, 'Explanation', 'An explanation is required (at least 3 characters)');
    await dialog.getByText('Correct choice must be one of the choices').waitFor();

    await field(dialog, 'Category').fill('Mechanics');
    await field(dialog, 'Question').fill('Where does the lead official stand for a throw-in on the end line?');
    await dialog.getByLabel('Choice A', { exact: true }).fill('On the end line, away from the thrower');
    await dialog.getByLabel('Choice B', { exact: true }).fill('At the free-throw line extended');
    await dialog.getByLabel('Choice C', { exact: true }).fill('At the division line');
    await dialog.getByRole('button', { name: 'Add choice' }).click();
    await dialog.getByLabel('Choice D', { exact: true }).fill('Beside the thrower');
    // The correct one is D; C goes, and D (now C) stays the correct one.
    await dialog.getByRole('radio', { name: 'D Beside the thrower' }).click();
    await dialog.getByRole('button', { name: 'Remove choice C' }).click();
    expect(await dialog.getByRole('radio', { name: 'C Beside the thrower' }).getAttribute('aria-checked')).toBe('true');
    await field(dialog, 'Explanation').fill('The lead stays beside the thrower to watch the boundary.');
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await toast(page, 'Question added to the bank').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWithCell(page.getByRole('table', { name: 'Question bank' }), 'Mechanics').waitFor();

    const stored = (await bank()).find((question) => question.category === 'Mechanics');
    expect(stored).toMatchObject({
      kind: 'multiple-choice', prompt: 'Where does the lead official stand for a throw-in on the end line?', correctChoice: 2,
      choices: ['On the end line, away from the thrower', 'At the free-throw line extended', 'Beside the thrower'],
    });
    expect(errors).toEqual([]);
  });

  it('imports a CSV file: the preview shows a row’s error and stores nothing, then a clean file is imported', async () => {
    const { page, errors } = await openScreen('/admin/exams', 'Exams');
    const rows = [
      'Timing,multiple-choice,When does the game clock start on a throw-in?,On the release,On the touch inbounds,On the whistle,B,It starts when a player inbounds touches the ball.',
      'Timing,true-false,The clock stops on every whistle.,,,,Maybe,Every whistle stops the clock.',
      'Timing,true-false,A timeout may be granted to the team in control of a live ball.,,,,True,Only the team in control may have one granted.',
    ];
    const file = (lines: string[]) => ({ name: 'timing.csv', mimeType: 'text/csv', buffer: Buffer.from([CSV_HEADER, ...lines].join('\n')) });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions from CSV' });
    await dialog.getByText('category, kind, prompt, choice a').waitFor();
    await dialog.getByLabel('CSV file').setInputFiles(file(rows));
    await dialog.getByRole('status').filter({ hasText: 'timing.csv: 3 questions, 1 with errors' }).waitFor();
    const preview = dialog.getByRole('table', { name: 'Preview' });
    expect(await rowWithCell(preview, '3').innerText()).toContain('The correct answer "Maybe" is not one of the choices');
    expect(await rowWithCell(preview, '2').innerText()).toContain('Ready');
    const importButton = dialog.getByRole('button', { name: 'Import 3 questions' });
    expect(await importButton.isDisabled()).toBe(true);
    await settled(dialog);
    await keepScreenshot(page, { path: `${SHOTS}/import-preview-1280.png` });
    expect((await bank()).filter((question) => question.category === 'Timing')).toEqual([]);

    await dialog.getByLabel('CSV file').setInputFiles(file([rows[0]!, rows[1]!.replace('Maybe', 'False'), rows[2]!]));
    await dialog.getByRole('status').filter({ hasText: 'timing.csv: 3 questions, all ready to import.' }).waitFor();
    await importButton.click();
    await toast(page, '3 questions added to the bank').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Timing (3)' }).click();
    await poll(() => page.getByRole('table', { name: 'Question bank' }).locator('tbody tr').count()).toBe(3);

    const timing = (await bank()).filter((question) => question.category === 'Timing');
    expect(timing.map((question) => [question.kind, question.correctChoice])).toEqual([['multiple-choice', 1], ['true-false', 1], ['true-false', 0]]);
    expect(errors).toEqual([]);
  });
});

describe('exams', () => {
  it('creates an exam through the form: the draw from the bank’s categories, the server’s refusal shown under it', async () => {
    for (const prompt of ['Who may request a timeout?', 'When is a timeout granted?']) {
      await addQuestion({ category: 'Timeouts', kind: 'multiple-choice', prompt, choices: ['A player or the head coach', 'Any assistant'], correctChoice: 0, explanation: 'The rule names who.' });
    }
    const [program] = await session.data<{ id: number; name: string }[]>('/api/programs');
    const { page, errors } = await openScreen('/admin/exams?tab=exams', 'Exams');
    expect(await page.getByRole('tab', { name: 'Exams' }).getAttribute('aria-selected')).toBe('true');
    const dialog = await openDialog(page, 'New exam');
    await field(dialog, 'Title').fill('Rules Exam 2026-27');
    await dialog.getByLabel('Program', { exact: true }).click();
    await page.getByRole('option', { name: program!.name, exact: true }).click();
    await dialog.getByLabel('Category 1', { exact: true }).click();
    await page.getByRole('option', { name: 'Timeouts (2 questions)' }).click();
    await dialog.getByLabel('Questions from category 1', { exact: true }).fill('5');
    await field(dialog, 'Open-book note').fill('Open book: the rules book may be used.');
    await dialog.getByRole('button', { name: 'Create exam' }).click();
    // A check only the server can make: its message under the draw (and in a toast).
    await dialog.getByRole('alert').filter({ hasText: 'The bank has 2 questions in "Timeouts"; the exam draws 5' }).waitFor();

    await dialog.getByLabel('Questions from category 1', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Create exam' }).click();
    await toast(page, 'Exam created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = rowWithCell(page.getByRole('table', { name: 'Exams' }), 'Rules Exam 2026-27');
    expect(await row.innerText()).toContain(program!.name);

    const exam = (await session.data<Exam[]>('/api/exams')).find((stored) => stored.title === 'Rules Exam 2026-27');
    expect(exam).toMatchObject({
      programId: program!.id, draw: [{ category: 'Timeouts', count: 2 }], passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 3, waitHours: 24,
      openBookNote: 'Open book: the rules book may be used.', showReview: true,
    });
    await row.getByRole('link', { name: 'Open Rules Exam 2026-27' }).click();
    await page.getByRole('heading', { name: 'Rules Exam 2026-27', level: 1 }).waitFor();
    // The refused save's two logs (the failed request and the client's) are expected.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  });

  // One load of the exam's screen: an accommodation set with the keyboard, then the results.
  it('sets an accommodation with the keyboard alone; shows how an exam works: attempts, pass rate, the distribution chart and its table, the questions lowest share correct first, and their CSV', async () => {
    const exam = await examWithResults();
    const { page, errors } = await openExam(exam);
    const email = field(page.locator('main'), "Official's email");
    while (!(await email.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.type('DI.examinee@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await toast(page, 'Accommodation saved').waitFor();
    const row = rowWithCell(page.getByRole('table', { name: 'Accommodations' }), 'di.examinee@example.com');
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['di.examinee@example.com', '15 minutes', '1', expect.any(String)]);
    expect(await session.data(`/api/exams/${exam.id}/accommodations`)).toEqual([{ email: 'di.examinee@example.com', extraMinutes: 15, extraAttempts: 1 }]);
    // The form is empty again for the next one.
    expect(await email.inputValue()).toBe('');

    expect(await page.getByRole('region', { name: 'Results', exact: true }).locator('dd').allTextContents()).toEqual(['4', '3', '75%', '60%']);

    const distribution = page.getByRole('region', { name: 'Score distribution', exact: true });
    await distribution.locator('.recharts-surface').first().waitFor();
    expect(await distribution.locator('figure').getAttribute('aria-label')).toBe('Score distribution of 4 scored attempts: 40–49%: 1, 60–69%: 1, 80–89%: 1, 90–100%: 1');
    expect(await distribution.locator('.recharts-label').allTextContents()).toEqual(['Score', 'Attempts']);
    await distribution.getByRole('button', { name: 'Show as table' }).click();
    expect(await distribution.getByRole('row').allInnerTexts()).toEqual([
      'Score\tAttempts', '0–9%\t0', '10–19%\t0', '20–29%\t0', '30–39%\t0', '40–49%\t1', '50–59%\t0', '60–69%\t1', '70–79%\t0', '80–89%\t1', '90–100%\t1', 'Total\t4',
    ]);
    await distribution.getByRole('button', { name: 'Show as table' }).click();
    await distribution.locator('.recharts-surface').first().waitFor();

    const questions = page.getByRole('region', { name: 'Questions', exact: true });
    const rows = questions.getByRole('table', { name: 'Questions' }).locator('tbody tr');
    const cells = async () => (await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.replace(/\n/g, ' ')))));
    expect(await cells()).toEqual([
      [BAD_QUESTION, 'Guarding', '4', 'Blocking foul chosen 3 times', '25%'],
      ['A defender moves into the path of an airborne shooter. What is the call?', 'Guarding', '4', 'Player-control foul chosen 2 times', '50%'],
      ['Incidental contact does not affect the play. What is the call?', 'Guarding', '4', 'Blocking foul chosen 1 time', '75%'],
      ['The thrower may move along the end line after a made basket.', 'Throw-ins', '4', '—', '100%'],
      ['A throw-in must touch the floor before a player touches it.', 'Throw-ins', '4', '—', '100%'],
    ]);
    await questions.getByLabel('Sort', { exact: true }).click();
    await page.getByRole('option', { name: 'Highest % correct first' }).click();
    await poll(async () => (await cells()).map((row) => row[4])).toEqual(['100%', '100%', '75%', '50%', '25%']);
    await questions.getByLabel('Sort', { exact: true }).click();
    await page.getByRole('option', { name: 'Lowest % correct first' }).click();
    await poll(async () => (await cells())[0]![0]).toBe(BAD_QUESTION);

    const [download] = await Promise.all([page.waitForEvent('download'), questions.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`questions-results-rules-exam-${dateInTimeZone(new Date(), DEFAULT_TIME_ZONE)}.csv`);
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')).toEqual([
      'Question,Category,Asked,Correct (%),Most chosen wrong answer,Chosen by',
      `${BAD_QUESTION},Guarding,4,25,Blocking foul,3`,
      'A defender moves into the path of an airborne shooter. What is the call?,Guarding,4,50,Player-control foul,2',
      'Incidental contact does not affect the play. What is the call?,Guarding,4,75,Blocking foul,1',
      'The thrower may move along the end line after a made basket.,Throw-ins,4,100,,',
      'A throw-in must touch the floor before a player touches it.,Throw-ins,4,100,,',
      '',
    ]);
    expect(errors).toEqual([]);
  });
});

describe('accessibility and looks', () => {
  // Every screen and dialog in each theme, once at each width or the other, moving within the app (one
  // load per theme): the light theme starts wide, the dark one narrow. The exam's results at both. The
  // light theme has every rule; the dark one, the same markup, only the rules its colours can change.
  it.each([['light', WIDE, PHONE], ['dark', PHONE, WIDE]] as const)('axe finds nothing serious (%s) at 1280 and 390 px; screenshots', async (theme, first, second) => {
    const exam = await examWithResults();
    const { page, errors } = await openScreen('/admin/exams', 'Exams');
    await showColorScheme(page, theme);
    const check = (name: string, checkedRules: string[], dialog = false) =>
      expectScreenChecked(page, { name, theme, dir: SHOTS, checkedRules, dialog, themeRulesOnly: theme === 'dark' });

    await page.setViewportSize(first);
    await page.getByRole('table', { name: 'Question bank' }).waitFor();
    await check('bank', ['color-contrast', 'button-name']);
    const addQuestion = await openDialog(page, 'Add question');
    await addQuestion.getByRole('button', { name: 'Add question' }).click();
    await addQuestion.getByText('Category is required').waitFor();
    await settled(addQuestion);
    await check('add-question', ['color-contrast', 'label', 'aria-valid-attr-value'], true);
    await closeWithEscape(page, addQuestion);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import questions from CSV' });
    await importing.getByLabel('CSV file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(`${CSV_HEADER}\nTiming,true-false,Is this right?,,,,Maybe,No.`) });
    await importing.getByRole('status').filter({ hasText: '1 with errors' }).waitFor();
    await settled(importing);
    await check('import-preview', ['color-contrast', 'label'], true);
    await closeWithEscape(page, importing);

    await page.setViewportSize(second);
    await page.getByRole('tab', { name: 'Exams' }).click();
    const exams = page.getByRole('table', { name: 'Exams' });
    await exams.waitFor();
    await check('exams', ['color-contrast', 'link-name']);
    const newExam = await openDialog(page, 'New exam');
    await settled(newExam);
    await check('new-exam', ['color-contrast', 'label'], true);
    await closeWithEscape(page, newExam);

    await exams.getByRole('link', { name: `Open ${exam.title}` }).click();
    await page.getByRole('heading', { name: exam.title, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Score distribution', exact: true }).locator('.recharts-surface').first().waitFor();
    await page.getByRole('table', { name: 'Accommodations' }).waitFor();
    for (const viewport of [second, first]) {
      await page.setViewportSize(viewport);
      await check('exam', ['color-contrast', 'heading-order', 'label']);
    }
    expect(errors).toEqual([]);
  });
});
