// The official's rules exam in Chromium (issue 29, points 2, 3 and 6): started from the account and
// taken with the keyboard alone, its result and review; answers kept through a dropped connection and
// a reload, the clock running on from the server's deadline; the page at 390 px in the dark theme
// checked with axe; no correct answer in the page before submit; and the countdown kept to the server's
// clock on a device whose clock is hours off, announcing 10, 5 and 1 minutes left, then time up and the
// result. The rules (grace, waiting time, attempts, the draw) are API tests (tests/api/exam-attempts).
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockIn, placeTime, shortDayIn } from '../../common/calendar/zone.js';
import type { Json } from '../../common/api.js';
import type { AccountExam, Attempt as AttemptRow } from '../../common/schemas/exam-attempt.js';
import type { Settings } from '../../common/schemas/settings.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectNoSeriousAxeFindings } from '../helpers/axe.js';
import { openPage } from '../helpers/browser.js';
import { poll } from '../helpers/locators.js';
import { smtpAndStripeForFile, smtpEnv } from '../helpers/mail-and-stripe.js';
import { register } from '../helpers/registrations.js';
import { sharedPage } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const servers = smtpAndStripeForFile();
const session = adminSession(() => smtpEnv(servers.smtp));
// CSP is bypassed only so that axe can be injected.
const shared = sharedPage(session, { bypassCSP: true });
const SHOTS = screenshotDir('/tmp/exam-shots');
const PHONE = { width: 390, height: 844 };
const LINK = /\/account\/sign-in\/[A-Za-z0-9_-]{43}/;

const KEYBOARD = 'kim.keys@example.com';
const RELOADER = 'riley.reload@example.com';
const CLOCKED = 'casey.clock@example.com';

interface BankQuestion {
  prompt: string;
  choices: string[];
  correctChoice: number;
  explanation: string;
}
type Attempt = Json<AttemptRow>;

/** The file's question bank by prompt: what the test knows and the page must not, before submit. */
const bank = new Map<string, BankQuestion>();
const exams = { keyboard: 0, reload: 0, clock: 0 };

async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await session.api(method, path, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

async function createQuestion(category: string, question: Omit<BankQuestion, 'choices'> & { choices?: string[] }) {
  const kind = question.choices ? 'multiple-choice' : 'true-false';
  await staff('POST', '/api/exam-questions', { category, kind, choices: [], ...question });
  bank.set(question.prompt, { choices: ['True', 'False'], ...question });
}

const createExam = async (title: string, draw: { category: string; count: number }[], options: Record<string, unknown>) =>
  (await staff<{ id: number }>('POST', '/api/exams', { title, programId: null, draw, attemptsAllowed: 2, waitHours: 24, showReview: true, ...options })).id;

beforeAll(async () => {
  for (const email of [KEYBOARD, RELOADER, CLOCKED]) await register(session.server.url, { email });
  const fouls = [
    ['A defender moves into the path of an airborne shooter. What is the call?', ['Blocking foul', 'Charging foul', 'No call'], 0, 'Rule 4-7: a defender may not take a spot under an airborne player.'],
    ['A dribbler runs through a set defender with legal guarding position. What is the call?', ['Blocking foul', 'Charging foul', 'Play on'], 1, 'Rule 4-23: legal guarding position was set first.'],
    ['Two opponents foul each other at about the same time. What is it?', ['Technical foul', 'Double foul', 'Intentional foul', 'Player-control foul'], 1, 'Rule 4-19-8: a double personal foul.'],
  ] as const;
  for (const [prompt, choices, correctChoice, explanation] of fouls) await createQuestion('E2E Fouls', { prompt, choices: [...choices], correctChoice, explanation });
  await createQuestion('E2E Violations', { prompt: 'A player may stay in the lane for three seconds while their team controls the ball.', correctChoice: 1, explanation: 'Rule 9-7: fewer than three seconds.' });
  exams.keyboard = await createExam('Keyboard Rules Exam', [{ category: 'E2E Fouls', count: 3 }, { category: 'E2E Violations', count: 1 }], {
    passPercent: 50, timeLimitMinutes: 30, openBookNote: 'You may use the rule book.',
  });
  exams.reload = await createExam('Reload Rules Exam', [{ category: 'E2E Fouls', count: 3 }], { passPercent: 100, timeLimitMinutes: 20, showReview: false });
  exams.clock = await createExam('Clock Rules Exam', [{ category: 'E2E Fouls', count: 2 }], { passPercent: 50, timeLimitMinutes: 11 });
});

/** Signs `email` in the way the emailed link does (its keyboard use is in account.test.ts), on /account. */
async function signIn(page: Page, email: string) {
  const asked = await fetch(`${session.server.url}/api/account/sign-in-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(asked.status).toBe(202);
  const message = await servers.smtp.waitForEmail(email, { matching: (sent) => LINK.test(sent.text), timeoutMs: 15_000 });
  await page.goto(`${session.server.url}${LINK.exec(message.text)![0]}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${session.server.url}/account`);
  await page.getByRole('heading', { name: 'Exams', level: 2 }).waitFor();
}

const examCard = (page: Page, title: string) => page.getByRole('region', { name: 'Exams' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });
const questions = (page: Page) => page.locator('fieldset');
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const attemptIdOf = (page: Page) => Number(/\/account\/exams\/attempts\/(\d+)$/.exec(page.url())?.[1]);
const saved = (page: Page) => page.getByText('Saved', { exact: true }).waitFor();
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, 'Tab never reached the control').toBeLessThan(80);
    await page.keyboard.press('Tab');
  }
}

/** The question a fieldset (or a review's item) asks, as the bank has it. */
async function bankQuestion(asking: Locator): Promise<BankQuestion> {
  const text = await asking.innerText();
  const question = [...bank.values()].find((candidate) => text.includes(candidate.prompt));
  expect(question, text).toBeDefined();
  return question!;
}

/** The attempt as the server has it, read with the page's own session. */
async function serverAttempt(page: Page, id: number): Promise<Attempt> {
  const response = await page.request.get(`${session.server.url}/api/attempts/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Attempt }).data;
}

/** The seconds the page's countdown shows. */
async function secondsShown(page: Page): Promise<number> {
  const text = await page.getByRole('timer').innerText();
  const [minutes, seconds] = /(\d+):(\d\d)/.exec(text)!.slice(1).map(Number) as [number, number];
  return minutes * 60 + seconds;
}

describe("an official's rules exam", () => {
  it('is started and taken with the keyboard alone, with no correct answer in the page before submit, then shows the result and the review', async () => {
    const { page, errors } = await shared.fresh();
    await signIn(page, KEYBOARD);
    const card = examCard(page, 'Keyboard Rules Exam');
    for (const fact of ['Questions4', 'Time limit30 minutes', 'Pass mark50%', 'Attempts left2']) expect(await card.locator('dl > div').filter({ hasText: fact }).count()).toBe(1);
    expect(await card.getByText('You may use the rule book.').count()).toBe(1);
    await keepScreenshot(page, { path: `${SHOTS}/account-exams-1280-light.png`, fullPage: true });

    const loaded = page.waitForResponse((response) => /\/api\/attempts\/\d+$/.test(response.url()));
    await tabTo(page, card.getByRole('button', { name: 'Start exam' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/exams\/attempts\/\d+$/);
    await page.getByRole('heading', { name: 'Keyboard Rules Exam', level: 1 }).waitFor();
    expect(await questions(page).count()).toBe(4);
    // The page holds no correct answer or explanation before submit: not its source, not its DOM, not what the API sent.
    const secrets = [...bank.values()].map((question) => question.explanation);
    const source = await (await page.request.get(page.url())).text();
    const dom = await page.content();
    const answer = await (await loaded).text();
    for (const text of [source, dom, answer]) {
      expect(text).not.toMatch(/correctChoice|explanation|Correct answer/);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(await page.getByRole('note').filter({ hasText: 'You may use the rule book.' }).count()).toBe(1);

    // Tab reaches each question's choices, the arrow keys move between them and choose, Space chooses
    // the focused one. Right, right, wrong; the last is left unanswered.
    const chosen: number[] = [];
    for (const [index, right] of [true, true, false].entries()) {
      const fieldset = questions(page).nth(index);
      const question = await bankQuestion(fieldset);
      const choice = right ? question.correctChoice : (question.correctChoice + 1) % question.choices.length;
      const radios = fieldset.getByRole('radio');
      // Tab reaches the first question, and one press of it goes on to the next question.
      if (index === 0) await tabTo(page, radios.first());
      else await page.keyboard.press('Tab');
      expect(await isFocused(radios.first())).toBe(true);
      if (choice === 0) await page.keyboard.press('Space');
      for (let step = 0; step < choice; step++) await page.keyboard.press('ArrowDown');
      await poll(() => radios.nth(choice).isChecked()).toBe(true);
      expect(await isFocused(radios.nth(choice))).toBe(true);
      chosen.push(choice);
    }
    await saved(page);
    expect(await page.getByText('3 of 4 answered').count()).toBe(1);
    const id = attemptIdOf(page);
    expect(Object.values((await serverAttempt(page, id)).answers).sort()).toEqual([...chosen].sort());

    // One question unanswered: Submit asks first.
    await tabTo(page, page.getByRole('button', { name: 'Submit exam' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit with 1 question unanswered?' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit anyway' }));
    await page.keyboard.press('Enter');

    const result = page.getByRole('heading', { name: 'Keyboard Rules Exam', level: 1 });
    await page.getByText('2 of 4 correct · pass mark 50%').waitFor();
    expect(await isFocused(result)).toBe(true);
    expect(await page.getByText('50%', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Passed', { exact: true }).count()).toBe(1);
    const review = page.getByRole('region', { name: 'Review' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await review.count()).toBe(4);
    expect(await review.filter({ hasText: 'Incorrect' }).count()).toBe(1);
    expect(await review.filter({ hasText: 'Not answered' }).count()).toBe(1);
    const wrong = review.filter({ hasText: 'Incorrect' });
    const missed = await bankQuestion(wrong);
    expect(await wrong.getByText(missed.explanation).count()).toBe(1);
    expect(await wrong.getByRole('listitem').filter({ hasText: missed.choices[missed.correctChoice]! }).getByText('Correct answer').count()).toBe(1);
    expect(await wrong.getByText('Your answer', { exact: true }).count()).toBe(1);
    await keepScreenshot(page, { path: `${SHOTS}/result-1280-light.png`, fullPage: true });

    // The account lists the attempt, with its score, linking to its result.
    await tabTo(page, page.getByRole('link', { name: 'Back to your account' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.server.url}/account`);
    await card.getByText('You passed this exam.').waitFor();
    const attempt = card.getByRole('listitem').filter({ hasText: '50%' });
    expect(await attempt.getByText('Passed', { exact: true }).count()).toBe(1);
    await attempt.getByRole('link').click();
    await page.waitForURL(`${session.server.url}/account/exams/attempts/${id}`);
    await page.getByText('2 of 4 correct · pass mark 50%').waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps answers through a dropped connection and a reload, runs the clock on from the deadline, and is clean with axe at 390 px in the dark theme', async () => {
    const { page, errors } = await shared.fresh({ viewport: PHONE, colorScheme: 'dark' });
    await signIn(page, RELOADER);
    await examCard(page, 'Reload Rules Exam').getByRole('button', { name: 'Start exam' }).click();
    await page.waitForURL(/\/account\/exams\/attempts\/\d+$/);
    await page.getByRole('heading', { name: 'Reload Rules Exam', level: 1 }).waitFor();
    const id = attemptIdOf(page);
    const ids = (await serverAttempt(page, id)).questions.map((question) => String(question.id));
    const prompts = await questions(page).locator('legend').allInnerTexts();
    expect(prompts).toHaveLength(3);
    const radio = (question: number, choice: number) => questions(page).nth(question).getByRole('radio').nth(choice);
    const unsaved = async () => JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), `exam-attempt-answers:${id}`)) ?? 'null');

    await radio(0, 0).click();
    await saved(page);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name', 'aria-allowed-attr'], 'exam, 390 px, dark');
    await keepScreenshot(page, { path: `${SHOTS}/exam-390-dark.png`, fullPage: true });

    // Offline: the answer waits in this tab's storage, and goes out once the connection is back.
    await page.context().setOffline(true);
    await radio(1, 1).click();
    await page.getByText('Not saved — retrying').waitFor();
    expect(await unsaved()).toEqual({ [ids[1]!]: 1 });
    await keepScreenshot(page, { path: `${SHOTS}/exam-390-dark-offline.png` });
    await page.context().setOffline(false);
    await saved(page);
    expect(await unsaved()).toBeNull();
    expect((await serverAttempt(page, id)).answers).toEqual({ [ids[0]!]: 0, [ids[1]!]: 1 });

    // Not saved when the page reloads: the reload finds it in this tab's storage and sends it.
    await page.route('**/api/attempts/*/answers', (route) => route.abort('internetdisconnected'));
    await radio(2, 2).click();
    await page.getByText('Not saved — retrying').waitFor();
    expect(await unsaved()).toEqual({ [ids[2]!]: 2 });
    const before = await secondsShown(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Reload Rules Exam', level: 1 }).waitFor();
    expect(await questions(page).locator('legend').allInnerTexts()).toEqual(prompts);
    await page.getByText('Not saved — retrying').waitFor();
    for (const [question, choice] of [[0, 0], [1, 1], [2, 2]] as const) expect(await radio(question, choice).isChecked()).toBe(true);
    // The clock runs on from the server's deadline: what the server says is left, give or take a tick.
    const running = await serverAttempt(page, id);
    expect(running.answers[ids[2]!]).toBeUndefined();
    const shown = await secondsShown(page);
    expect(shown).toBeLessThanOrEqual(before);
    expect(Math.abs(shown - (Date.parse(running.deadlineAt) - Date.parse(running.serverNow)) / 1000)).toBeLessThanOrEqual(3);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await saved(page);
    expect((await serverAttempt(page, id)).answers).toEqual({ [ids[0]!]: 0, [ids[1]!]: 1, [ids[2]!]: 2 });

    // All answered: submitted without a question; this exam keeps its review back.
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await page.getByText('This exam does not show its answers after an attempt.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoSeriousAxeFindings(page, ['color-contrast'], 'result, 390 px, dark');
    await keepScreenshot(page, { path: `${SHOTS}/result-390-dark.png`, fullPage: true });

    // Not passed (every answer of 100% needed, and the third choice is right for none): the account says
    // when the next attempt may start, in the organisation's zone.
    await page.getByRole('link', { name: 'Back to your account' }).click();
    const card = examCard(page, 'Reload Rules Exam');
    await card.locator('dl > div').filter({ hasText: 'Attempts left1' }).waitFor();
    const account = (await (await page.request.get(`${session.server.url}/api/account`)).json()) as { data: { exams: Json<AccountExam>[] } };
    const next = new Date(account.data.exams.find((exam) => exam.id === exams.reload)!.nextStartAt!);
    const { timeZone } = await session.data<Settings>('/api/settings');
    await card.getByText(`Next attempt from ${shortDayIn(next, timeZone)}, ${clockIn(next, timeZone)}.`).waitFor();
    expect(await page.getByText(`Times are ${placeTime(timeZone)}.`).count()).toBe(1);
    expect(await card.getByText('Not passed', { exact: true }).count()).toBe(1);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'heading-order'], 'account exams, 390 px, dark');
    await keepScreenshot(page, { path: `${SHOTS}/account-exams-390-dark.png`, fullPage: true });
    // The connection dropped on purpose: the browser's and the client's reports of it are expected.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|answers failed/.test(error))).toEqual([]);
  });

  it("counts down on the server's clock on a device hours off, says 10, 5 and 1 minutes left, and shows the result at time up", async () => {
    // A context of its own: the page's clock is faked from its first script on, three hours ahead.
    const { page, errors } = await openPage(session.browser);
    await page.clock.install({ time: Date.now() + 3 * 3600_000 });
    // The page's clock is moved on below; the server's is not. The page takes the server's time anew
    // from each answer (a refetch when it is shown again may come late on a busy machine), so the
    // answers say the server's time moved on as far: a late one then agrees with the page.
    let forwardedMs = 0;
    await page.route(/\/api\/attempts\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { serverNow?: string } };
      if (body.data?.serverNow) body.data.serverNow = new Date(Date.parse(body.data.serverNow) + forwardedMs).toISOString();
      await route.fulfill({ response, json: body });
    });
    const fastForward = async (by: string) => {
      const [minutes, seconds] = by.split(':').map(Number);
      forwardedMs += (minutes! * 60 + seconds!) * 1000;
      await page.clock.fastForward(by);
    };
    try {
      await signIn(page, CLOCKED);
      await examCard(page, 'Clock Rules Exam').getByRole('button', { name: 'Start exam' }).click();
      await page.getByRole('heading', { name: 'Clock Rules Exam', level: 1 }).waitFor();
      const shown = await secondsShown(page);
      expect(shown).toBeGreaterThan(10 * 60 + 50);
      expect(shown).toBeLessThanOrEqual(11 * 60);
      await questions(page).first().getByRole('radio').first().click();
      await saved(page);

      const announcer = page.locator('[data-exam-announcer]');
      expect(await announcer.innerText()).toBe('');
      for (const [forward, said] of [['02:00', '10 minutes left.'], ['04:30', '5 minutes left.'], ['04:00', '1 minute left.']] as const) {
        await fastForward(forward);
        await poll(() => announcer.innerText()).toBe(said);
      }
      await fastForward('00:35');
      await poll(() => announcer.innerText()).toBe('Time is up.');
      await page.getByText('The attempt was scored on the answers saved before the time limit.').waitFor();
      await page.getByText(/\d of 2 correct · pass mark 50%/).waitFor();
      expect(await page.getByRole('region', { name: 'Review' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).count()).toBe(2);
      await keepScreenshot(page, { path: `${SHOTS}/time-up-1280-light.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
