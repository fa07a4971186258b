// The official's games and availability in Chromium (issue 30, points 2, 4, 5 and 6), on a phone
// (390 px) in the dark theme: availability set with the keyboard alone and saved; an assigned game
// declined with a reason and another accepted, an open position requested; a calendar link made, copied
// and answering the accepted game; who worked yesterday's game marked as its crew chief; both pages
// checked with axe in both themes. The rules behind them are API tests (tests/api/).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../common/calendar/sums.js';
import { dateInTimeZone, DEFAULT_TIME_ZONE } from '../../common/calendar/zone.js';
import type { Game } from '../../common/schemas/game.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectNoSeriousAxeFindings } from '../helpers/axe.js';
import { toast } from '../helpers/locators.js';
import { smtpAndStripeForFile, smtpEnv } from '../helpers/mail-and-stripe.js';
import { register } from '../helpers/registrations.js';
import { sharedPage, showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const servers = smtpAndStripeForFile();
const session = adminSession(() => smtpEnv(servers.smtp));
// CSP is bypassed only so that axe can be injected.
const shared = sharedPage(session, { bypassCSP: true, viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
const SHOTS = screenshotDir('/tmp/account-games-shots');
const TOKEN = /\/account\/sign-in\/([A-Za-z0-9_-]{43})/;

const KEEPER = 'kai.keys@example.com';
const OFFICIAL = 'oakley.official@example.com';
const PARTNER = 'pat.partner@example.com';

/** Signs `email` in through the emailed link's token (the page's own use of it is account.test.ts). */
async function signIn(page: Page, email: string) {
  const asked = await page.request.post(`${session.server.url}/api/account/sign-in-link`, { data: { email } });
  expect(asked.status()).toBe(202);
  const message = await servers.smtp.waitForEmail(email, { matching: (sent) => TOKEN.test(sent.text), timeoutMs: 15_000 });
  const signedIn = await page.request.post(`${session.server.url}/api/account/sign-in`, { data: { token: TOKEN.exec(message.text)![1] } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, 'Tab never reached the control').toBeLessThan(120);
    await page.keyboard.press('Tab');
  }
}

async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await session.api(method, path, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

const createGame = (date: string, homeTeam: string, awayTeam: string) =>
  staff<Game>('POST', '/api/games', {
    date, startTime: '18:30', lengthMinutes: 90, venue: 'Desert Vista High School', address: '16440 S 32nd St, Phoenix, AZ', level: 'Varsity', homeTeam, awayTeam,
    positions: [{ name: 'Referee', feeCents: 6500, certification: null }, { name: 'Umpire 1', feeCents: 5500, certification: null }],
  });

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** axe in the theme shown, then in the other one, the page ending in the dark theme it started in. */
async function axeInBothThemes(page: Page, rules: string[], state: string) {
  await expectNoSeriousAxeFindings(page, rules, `${state}, dark`);
  await keepScreenshot(page, { path: `${SHOTS}/${state}-390-dark.png`, fullPage: true });
  await showColorScheme(page, 'light');
  await expectNoSeriousAxeFindings(page, rules, `${state}, light`);
  await keepScreenshot(page, { path: `${SHOTS}/${state}-390-light.png`, fullPage: true });
  await showColorScheme(page, 'dark');
}

describe("an official's games and availability on a phone", () => {
  it('sets availability with the keyboard alone, told what is wrong under the field, and saves it', async () => {
    const { page, errors } = await shared.fresh();
    await register(session.server.url, { email: KEEPER, firstName: 'Kai', lastName: 'Keys' });
    await signIn(page, KEEPER);
    await page.goto(`${session.server.url}/account`);
    await tabTo(page, page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Availability' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your availability', level: 1 }).waitFor();

    const saturday = page.getByRole('group', { name: 'Saturday', exact: true });
    await tabTo(page, saturday.getByRole('button', { name: 'Add hours on Saturday' }));
    await page.keyboard.press('Enter');
    const from = saturday.getByLabel('From');
    const to = saturday.getByLabel('To');
    await expect.poll(() => isFocused(from)).toBe(true);
    await page.keyboard.type('0900A');
    await tabTo(page, to);
    await page.keyboard.type('0800A');
    await tabTo(page, page.getByRole('button', { name: 'Save availability' }));
    await page.keyboard.press('Enter');
    // The window ends before it starts: said under To, which takes the focus; then mended.
    await saturday.getByText('Each window must end after it starts').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(to)).toBe(true);
    await page.keyboard.type('0200P');

    await tabTo(page, page.getByLabel('A date you cannot work'));
    await page.keyboard.type('01162027');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Saturday, January 16, 2027' }).waitFor();
    await tabTo(page, page.getByLabel('Most games a day'));
    await page.keyboard.type('2');
    await tabTo(page, page.getByLabel('ZIP code'));
    await page.keyboard.type('85003');
    await tabTo(page, page.getByLabel('Team name'));
    await page.keyboard.type('Mesa Hawks');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Mesa Hawks' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Save availability' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Availability saved').waitFor();

    const saved = await page.request.get(`${session.server.url}/api/account/availability`);
    expect((await saved.json()).data).toEqual({
      weekly: [{ day: 6, from: '09:00', to: '14:00' }], blockedDates: ['2027-01-16'], dailyLimit: 2, homeAddress: null, homePostalCode: '85003', affiliations: ['Mesa Hawks'],
    });
    await noSidewaysScroll(page);
    await axeInBothThemes(page, ['color-contrast', 'label', 'button-name'], 'availability');
    expect(errors).toEqual([]);
  });

  it('sees its assigned games, declines one with a reason, accepts another, subscribes to its calendar, and marks who worked as crew chief', async () => {
    const { page, errors } = await shared.fresh();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [email, firstName, lastName] of [[OFFICIAL, 'Oakley', 'Official'], [PARTNER, 'Pat', 'Partner']] as const) await register(session.server.url, { email, firstName, lastName });
    await signIn(page, OFFICIAL);
    const everyEvening = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '16:00', to: '22:00' }));
    const available = await page.request.put(`${session.server.url}/api/account/availability`, { data: { weekly: everyEvening, blockedDates: [], dailyLimit: null, affiliations: [] } });
    expect(available.status(), await available.text()).toBe(200);

    const today = dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
    const kept = await createGame(addDays(today, 8), 'Chandler Wolves', 'Gilbert Tigers');
    const dropped = await createGame(addDays(today, 9), 'Tempe Owls', 'Mesa Hawks');
    await createGame(addDays(today, 10), 'Glendale Suns', 'Peoria Rams');
    for (const game of [kept, dropped]) await staff('POST', `/api/games/${game.id}/assignments`, { positionId: game.positions[0]!.id, email: OFFICIAL });
    const played = await createGame(addDays(today, -1), 'Phoenix Stars', 'Scottsdale Bears');
    for (const game of [kept, played]) await staff('POST', `/api/games/${game.id}/assignments`, { positionId: game.positions[1]!.id, email: PARTNER, overrideReason: 'Experienced partner for this game' });
    const chief = await staff<{ assignmentId: number }>('POST', `/api/games/${played.id}/assignments`, { positionId: played.positions[0]!.id, email: OFFICIAL });
    expect((await page.request.post(`${session.server.url}/api/account/assignments/${chief.assignmentId}/accept`)).status()).toBe(200);

    await page.goto(`${session.server.url}/account/games`);
    const coming = page.getByRole('region', { name: 'Coming up' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const card = (teams: string) => coming.filter({ has: page.getByRole('heading', { name: teams, level: 3 }) });
    await card('Tempe Owls vs Mesa Hawks').waitFor();
    expect(await coming.count()).toBe(2);
    expect(await card('Chandler Wolves vs Gilbert Tigers').getByText('Not confirmed yet', { exact: true }).count()).toBe(1);
    await card('Chandler Wolves vs Gilbert Tigers').getByText('Pat Partner').waitFor();
    expect(await card('Chandler Wolves vs Gilbert Tigers').getByText('$65.00').count()).toBe(1);

    await card('Tempe Owls vs Mesa Hawks').getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this game?' });
    await dialog.getByRole('button', { name: 'Decline game' }).click();
    await dialog.getByText('Give a reason for declining (at least 3 characters)').waitFor();
    await dialog.getByLabel("Why can't you take it?").fill('Family wedding that weekend');
    await dialog.getByRole('button', { name: 'Decline game' }).click();
    await toast(page, 'Game declined').waitFor();
    await card('Tempe Owls vs Mesa Hawks').waitFor({ state: 'detached' });
    // The declined game's card is gone: the focus is on the page's heading, not lost.
    await expect.poll(() => isFocused(page.getByRole('heading', { name: 'Your games', level: 1 }))).toBe(true);

    await card('Chandler Wolves vs Gilbert Tigers').getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Game accepted').waitFor();
    await card('Chandler Wolves vs Gilbert Tigers').getByText('Confirmed', { exact: true }).waitFor();
    await expect.poll(() => isFocused(card('Chandler Wolves vs Gilbert Tigers').getByRole('button', { name: 'Decline' }))).toBe(true);

    const openPositions = page.getByRole('region', { name: 'Open positions' });
    await openPositions.getByRole('button', { name: 'Request Umpire 1, Glendale Suns vs Peoria Rams' }).click();
    await toast(page, 'Request sent to the office').waitFor();
    await card('Glendale Suns vs Peoria Rams').getByText('Requested', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const link = page.getByLabel('Your calendar link');
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, session.server.url));
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = await feed.text();
    expect(calendar).toContain('Referee: Chandler Wolves vs Gilbert Tigers');
    expect(calendar).not.toContain('Tempe Owls');
    await page.getByRole('button', { name: 'Replace link' }).waitFor();

    // Yesterday's game: as its crew chief (the first position), the official marks who worked it.
    const history = page.getByRole('region', { name: 'Past games' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Phoenix Stars vs Scottsdale Bears' }) });
    await history.getByRole('checkbox', { name: 'Pat Partner (Umpire 1)' }).click();
    await history.getByRole('button', { name: 'Save who worked' }).click();
    await toast(page, 'Crew marked').waitFor();
    await history.getByText('Worked', { exact: true }).waitFor();

    await noSidewaysScroll(page);
    await axeInBothThemes(page, ['color-contrast', 'button-name', 'heading-order', 'label'], 'games');
    expect(errors).toEqual([]);
  });
});
