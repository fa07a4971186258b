// The staff's game screens (issue 30) in Chromium against the built server: a game created through the
// form (Games in the menu), a CSV import whose preview shows a row's error and refuses Import until a
// corrected file is chosen, an eligible official assigned and an ineligible one assigned anyway with a
// written reason, and axe at 1280 and 390 px (whole in the light theme, the colours in the dark) with
// screenshots. The rules, money and state changes themselves are API tests.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../common/calendar/sums.js';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import type { Game } from '../../common/schemas/game.js';
import { createOfficialSessionStore } from '../../server/auth/official-sessions.js';
import { certificates } from '../../server/certificates/index.js';
import { OFFICIAL_SESSION_COOKIE } from '../../server/kernel/http/access.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectScreenChecked } from '../helpers/axe.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { closeWithEscape, field, openDialog, poll, rowWithCell, settled, toast } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';
import { seededDataDir } from '../helpers/seeded-data-dir.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { screenshotDir } from '../helpers/site-session.js';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = screenshotDir('/tmp/admin-games-shots');
const CERTIFICATION = 'Level 1 Official';
const TODAY = dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
const GAME_DATE = addDays(TODAY, 14);

// Two officials: Ana holds the certification and is free on the game's evening; Bo has neither. Their
// sessions (as a used sign-in link leaves them) and Ana's certificate are written before the server opens
// the database; their registrations and Ana's availability go through the API.
const ANA = { firstName: 'Ana', lastName: 'Eligible', email: 'ana.eligible@example.com' };
const BO = { firstName: 'Bo', lastName: 'Ineligible', email: 'bo.ineligible@example.com' };
const sessions = new Map<string, string>();
const dataDir = seededDataDir('admin-games-e2e', async (db) => {
  const store = createOfficialSessionStore(db, { now: () => new Date() });
  for (const { email } of [ANA, BO]) sessions.set(email, (await store.create(email)).token);
  await db.insert(certificates).values({
    code: 'GAMESE2E0001', officialName: 'Ana Eligible', email: ANA.email, certificationName: CERTIFICATION, level: 'Level 1', programName: 'Officials Clinic',
    issuedOn: addDays(TODAY, -30), expiresOn: addDays(TODAY, 335),
  });
});
const session = adminSession(() => ({ DATA_DIR: dataDir }));
const shared = session.sharedPage({ acceptDownloads: true });

/** The officials' registrations and Ana's hours, once, for the tests that need them. */
let officials: Promise<void> | undefined;
const officialsReady = () => (officials ??= (async () => {
  for (const person of [ANA, BO]) await register(session.server.url, person);
  const response = await fetch(`${session.server.url}/api/account/availability`, {
    method: 'PUT',
    headers: { cookie: `${OFFICIAL_SESSION_COOKIE}=${sessions.get(ANA.email)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      weekly: [{ day: new Date(`${GAME_DATE}T12:00:00Z`).getUTCDay(), from: '08:00', to: '22:00' }], blockedDates: [], dailyLimit: null, homeAddress: null, homePostalCode: '85003', affiliations: [],
    }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
})());

const GAME = {
  date: GAME_DATE, startTime: '18:30', lengthMinutes: 90, venue: 'Desert Vista Gym', address: '16440 S 32nd St, Phoenix, AZ 85048', level: 'Varsity', minimumAge: 0,
  positions: [{ name: 'Referee', feeCents: 4500, certification: CERTIFICATION }, { name: 'Umpire', feeCents: 4000, certification: CERTIFICATION }],
};
async function createGame(homeTeam: string, awayTeam: string): Promise<Game> {
  const response = await session.api('POST', '/api/games', { ...GAME, homeTeam, awayTeam });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Game }).data;
}
const games = () => session.data<Game[]>(`/api/games?from=${TODAY}`);

async function openScreen(path: string, heading: string): Promise<PageWithErrors> {
  const opened = await shared.screen(path, heading, { viewport: WIDE });
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

/** The position's block on the game screen. */
const position = (page: PageWithErrors['page'], name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });

describe('games', () => {
  it('opens from the menu, and creates a game through the form with the messages under their fields', async () => {
    const { page, errors } = await openScreen('/admin', 'Dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();

    const dialog = await openDialog(page, 'New game');
    const referee = dialog.getByRole('group', { name: 'Position 1' });
    await field(referee, 'Fee ($)').fill('forty');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await dialog.getByText('Venue is required').waitFor();
    await referee.getByText('Enter the fee in dollars, e.g. 45 or 45.50').waitFor();
    expect(await field(dialog, 'Date').getAttribute('aria-invalid')).toBe('true');

    await field(dialog, 'Date').fill(GAME_DATE);
    await field(dialog, 'Start time').fill('19:15');
    await field(dialog, 'Venue').fill('Mesa Community Center');
    await field(dialog, 'Address').fill('263 N Center St, Mesa, AZ 85201');
    await field(dialog, 'Home team').fill('Mesa Suns');
    await field(dialog, 'Away team').fill('Tempe Stars');
    await field(dialog, 'Level').fill('Youth U14');
    await field(referee, 'Fee ($)').fill('$45.50');
    await field(dialog.getByRole('group', { name: 'Position 2' }), 'Fee ($)').fill('40');
    await dialog.getByRole('button', { name: 'Remove position 3' }).click();
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await toast(page, 'Game created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Games' }).getByRole('row').filter({ hasText: 'Mesa Suns vs Tempe Stars' });
    expect(await row.innerText()).toContain('0 of 2 filled, 0 confirmed');

    const stored = (await games()).find((game) => game.homeTeam === 'Mesa Suns');
    expect(stored).toMatchObject({ date: GAME_DATE, startTime: '19:15', lengthMinutes: 90, level: 'Youth U14', positions: [
      { name: 'Referee', feeCents: 4550, certification: null }, { name: 'Umpire 1', feeCents: 4000, certification: null },
    ] });
    expect(errors).toEqual([]);
  });

  it('imports a CSV file: the preview shows a row’s error and Import is refused until a corrected file is chosen', async () => {
    const { page, errors } = await openScreen('/admin/games', 'Games');
    const header = 'date,start time,length,venue,address,level,home team,away team,minimum age,position 1,fee 1,certification 1';
    const rows = [
      `${GAME_DATE},10:00,60,Chandler Gym,"250 S Arizona Ave, Chandler, AZ 85225",Youth U12,Chandler Owls,Gilbert Jets,,Referee,30,`,
      `${GAME_DATE},11:30,60,Chandler Gym,"250 S Arizona Ave, Chandler, AZ 85225",Youth U12,Chandler Owls,Chandler Owls,,Referee,thirty,`,
    ];
    const file = (lines: string[]) => ({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n')) });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import games from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(file(rows));
    await dialog.getByRole('status').filter({ hasText: 'games.csv: 2 games, 1 with errors' }).waitFor();
    const preview = dialog.getByRole('table', { name: 'Preview' });
    const wrong = await rowWithCell(preview, '3').innerText();
    expect(wrong).toContain('Fee 1 "thirty" is not an amount in dollars');
    expect(wrong).toContain('Home and away teams must differ');
    expect(await rowWithCell(preview, '2').innerText()).toContain('Ready');
    expect(await dialog.getByRole('button', { name: 'Import 2 games' }).isDisabled()).toBe(true);
    expect((await games()).filter((game) => game.homeTeam === 'Chandler Owls')).toEqual([]);

    await dialog.getByLabel('CSV file').setInputFiles(file([rows[0]!, rows[1]!.replace('Chandler Owls,Chandler Owls', 'Chandler Owls,Tempe Hawks').replace('thirty', '30')]));
    await dialog.getByRole('status').filter({ hasText: 'games.csv: 2 games, all ready to import.' }).waitFor();
    await dialog.getByRole('button', { name: 'Import 2 games' }).click();
    await toast(page, '2 games imported').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.getByRole('table', { name: 'Games' }).getByRole('row').filter({ hasText: 'Chandler Owls' }).count()).toBe(2);
    expect((await games()).filter((game) => game.homeTeam === 'Chandler Owls').map((game) => game.positions[0]!.feeCents)).toEqual([3000, 3000]);
    expect(errors).toEqual([]);
  });
});

describe('the assignment screen', () => {
  it('assigns an eligible official, and an ineligible one only with a written reason, shown with the assignment', async () => {
    await officialsReady();
    const game = await createGame('Thunderbirds', 'Hawks');
    const { page, errors } = await openScreen(`/admin/games/${game.id}`, 'Thunderbirds vs Hawks');

    await position(page, 'Referee').getByRole('button', { name: 'Find officials for Referee' }).click();
    const eligible = page.getByRole('table', { name: 'Eligible officials' });
    expect(await eligible.getByRole('row').filter({ hasText: ANA.email }).innerText()).toContain('Eligible');
    const notEligible = await page.getByRole('table', { name: 'Not eligible' }).getByRole('row').filter({ hasText: BO.email }).innerText();
    expect(notEligible).toContain('Holds no certificate this position requires');
    expect(notEligible).toContain('Not available at that time');
    await eligible.getByRole('button', { name: 'Assign Ana Eligible' }).click();
    await toast(page, 'Official assigned').waitFor();
    await position(page, 'Referee').getByText('Not confirmed').waitFor();

    await position(page, 'Umpire').getByRole('button', { name: 'Find officials for Umpire' }).click();
    await page.getByRole('heading', { name: 'Officials for Umpire' }).waitFor();
    await page.getByRole('table', { name: 'Not eligible' }).getByRole('button', { name: 'Assign anyway: Bo Ineligible' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign anyway' });
    expect(await dialog.getByRole('list', { name: 'Reasons' }).innerText()).toContain('Holds no certificate this position requires');
    await dialog.getByRole('button', { name: 'Assign anyway' }).click();
    await dialog.getByText('Write a reason of at least 5 characters to override').waitFor();
    await field(dialog, 'Reason to assign anyway').fill('Only official free that evening; certificate exam booked.');
    await dialog.getByRole('button', { name: 'Assign anyway' }).click();
    await toast(page, 'Official assigned (eligibility overridden)').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await position(page, 'Umpire').getByText('Assigned anyway: Only official free that evening; certificate exam booked.').waitFor();

    const stored = await session.data<Game>(`/api/games/${game.id}`);
    expect(stored.positions.map((held) => [held.name, held.holder?.email, held.holder?.status, held.holder?.overrideReason])).toEqual([
      ['Referee', ANA.email, 'assigned', null], ['Umpire', BO.email, 'assigned', 'Only official free that evening; certificate exam booked.'],
    ]);
    expect(errors).toEqual([]);
  });
});

describe('accessibility and looks', () => {
  // Every screen and dialog, shown once: whole at 1280 and 390 px in the light theme, and its colours
  // (THEME_RULES) in the dark theme at one of the widths, the other on every other state (the theme changes
  // only colours; the layout is the width's).
  it('axe finds nothing serious at 1280 and 390 px in the light theme, nor in the dark theme’s colours; screenshots', async () => {
    await officialsReady();
    const game = await createGame('Phoenix Suns', 'Denver Rockets');
    const { page, errors } = await openScreen('/admin/games', 'Games');
    let widths: [typeof WIDE, typeof PHONE] | [typeof PHONE, typeof WIDE] = [WIDE, PHONE];
    const check = async (name: string, checkedRules: string[], dialog = false) => {
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await expectScreenChecked(page, { name, theme: 'light', dir: SHOTS, checkedRules, dialog });
      }
      await showColorScheme(page, 'dark');
      await expectScreenChecked(page, { name, theme: 'dark', dir: SHOTS, checkedRules, dialog, themeRulesOnly: true });
      await showColorScheme(page, 'light');
      widths = [widths[1], widths[0]] as typeof widths;
    };

    await page.getByRole('table', { name: 'Games' }).getByRole('row').filter({ hasText: 'Phoenix Suns' }).waitFor();
    await check('games', ['color-contrast', 'link-name']);
    // Each dialog once it has settled, then closed with Escape.
    const checkDialog = async (name: string, dialog: Locator, checkedRules: string[]) => {
      await settled(dialog);
      await check(name, checkedRules, true);
      await closeWithEscape(page, dialog);
    };
    const csv = 'date,start time,venue,address,level,home team,away team,position 1\n2026-13-01,25:00,Gym,Somewhere 1,Youth,A,B,Referee';
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import games from CSV' });
    await importing.getByLabel('CSV file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importing.getByRole('status').filter({ hasText: '1 with errors' }).waitFor();
    await checkDialog('import-preview', importing, ['color-contrast', 'label']);
    const newGame = await openDialog(page, 'New game');
    await newGame.getByRole('button', { name: 'Create game' }).click();
    await newGame.getByText('Venue is required').waitFor();
    await checkDialog('new-game', newGame, ['color-contrast', 'label', 'aria-valid-attr-value']);
    await page.getByRole('tab', { name: 'Fees report' }).click();
    await page.getByRole('table', { name: 'Fees' }).waitFor();
    await check('fees', ['color-contrast', 'label']);

    await page.goto(`${session.server.url}/admin/games/${game.id}`);
    await page.getByRole('heading', { name: game.homeTeam, exact: false, level: 1 }).waitFor();
    await position(page, 'Referee').getByRole('button', { name: 'Find officials for Referee' }).click();
    await page.getByRole('table', { name: 'Not eligible' }).getByRole('row').filter({ hasText: BO.email }).waitFor();
    await check('game', ['color-contrast', 'heading-order', 'button-name']);
    await page.getByRole('table', { name: 'Not eligible' }).getByRole('button', { name: 'Assign anyway: Bo Ineligible' }).click();
    await checkDialog('assign-anyway', page.getByRole('dialog', { name: 'Assign anyway' }), ['color-contrast', 'label']);

    await page.goto(`${session.server.url}/admin/officials`);
    await page.getByRole('table', { name: 'Officials' }).getByRole('row').filter({ hasText: ANA.email }).waitFor();
    await check('officials', ['color-contrast', 'label']);
    expect(errors).toEqual([]);
    // The two themes' passes in one test: more than a test's usual minute on a busy machine.
  }, 120_000);
});
