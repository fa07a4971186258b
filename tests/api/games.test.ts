// Games and who may work them (issue 30, points 1, 3, 4 and 7): games made one by one or from a CSV file
// (a preview with each row's errors, then all or nothing), every official judged for a position with
// true reasons, assignments that refuse an ineligible official unless staff write why, and two staff
// placing one official on overlapping games at the same moment storing one.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PositionOfficial } from '../../common/schemas/game-officials.js';
import { gameAssignments, games } from '../../server/games/tables.js';
import { testAppSession } from '../helpers/app.js';
import { createGame, gameBody, makeOfficial, type TestOfficial } from '../helpers/games.js';
import { outboxRows } from '../helpers/outbox.js';

const clock = new Date('2026-12-01T19:00:00Z');
const t = testAppSession({ now: () => clock });
const setup = { now: () => clock };

async function officialsFor(gameId: number, positionId: number): Promise<PositionOfficial[]> {
  const response = await t.admin('GET', `/api/games/${gameId}/officials?positionId=${positionId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const judged = async (gameId: number, positionId: number, official: TestOfficial) => (await officialsFor(gameId, positionId)).find((row) => row.email === official.email)!;
const assign = (gameId: number, positionId: number, email: string, overrideReason?: string) =>
  t.admin('POST', `/api/games/${gameId}/assignments`, { positionId, email, ...(overrideReason && { overrideReason }) });

describe('games', () => {
  it('stores a game at the organisation\'s wall clock with its positions, and lists it by date', async () => {
    const game = await createGame(t, { date: '2026-12-11', startTime: '18:30' });
    expect(game).toMatchObject({ date: '2026-12-11', startTime: '18:30', status: 'scheduled', lengthMinutes: 90 });
    // Phoenix is UTC-7 all year.
    expect(game.startsAt).toBe('2026-12-12T01:30:00.000Z');
    expect(game.endsAt).toBe('2026-12-12T03:00:00.000Z');
    expect(game.positions.map((position) => [position.name, position.feeCents, position.holder])).toEqual([['Referee', 6000, null], ['Umpire 1', 5000, null]]);
    const listed = await t.admin('GET', '/api/games?from=2026-12-11&to=2026-12-11');
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(game.id);
    const before = await t.admin('GET', '/api/games?from=2026-12-01&to=2026-12-10');
    expect(before.json().data.map((row: { id: number }) => row.id)).not.toContain(game.id);
  });

  it('refuses a game that is not one with 400 and says why, storing nothing', async () => {
    const count = async () => (await t.db.select({ id: games.id }).from(games)).length;
    const stored = await count();
    const cases: [object, RegExp][] = [
      [gameBody({ positions: [] }), /at least one position/],
      [gameBody({ positions: [{ name: 'Referee', feeCents: 10, certification: null }, { name: 'referee', feeCents: 10, certification: null }] }), /its own name/],
      [gameBody({ awayTeam: 'Desert Vista' }), /must differ/],
      [gameBody({ startTime: '25:00' }), /HH:MM/],
      [gameBody({ date: '2026-02-30' }), /valid date/],
      [gameBody({ positions: [{ name: 'Referee', feeCents: -5, certification: null }] }), /negative/],
    ];
    for (const [body, message] of cases) {
      const response = await t.admin('POST', '/api/games', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(body)).toMatch(message);
    }
    expect(await count()).toBe(stored);
  });

  it('imports games from CSV: a preview shows each row\'s errors, and a file with one is stored not at all', async () => {
    const header = 'Date,Start Time,Venue,Address,Level,Home Team,Away Team,Position 1,Fee 1,Certification 1,Position 2,Fee 2';
    const good = '2027-01-09,17:00,Corona del Sol,1001 E Knox Rd Tempe AZ 85284,JV,Corona,Marcos de Niza,Referee,$45,Youth Official,Umpire 1,40';
    const bad = '2027-01-09,7pm,Corona del Sol,1001 E Knox Rd Tempe AZ 85284,JV,Corona,Corona,Referee,forty,,,';
    const preview = await t.admin('POST', '/api/games/import', { csv: [header, good, bad].join('\n') });
    expect(preview.statusCode, preview.body).toBe(200);
    const [first, second] = preview.json().data.rows;
    expect(first).toMatchObject({ line: 2, errors: [] });
    expect(second.line).toBe(3);
    expect(second.errors.join(' ')).toMatch(/Fee 1 "forty"/);
    expect(second.errors.join(' ')).toMatch(/HH:MM/);
    expect(second.errors.join(' ')).toMatch(/must differ/);

    const refused = await t.admin('POST', '/api/games/import', { csv: [header, good, bad].join('\n'), commit: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('1 of 2 rows have errors: nothing was stored');
    expect(await t.db.select().from(games).where(eq(games.homeTeam, 'Corona'))).toEqual([]);

    const stored = await t.admin('POST', '/api/games/import', { csv: [header, good, good.replace('17:00', '19:00')].join('\n'), commit: true });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ data: { stored: 2 }, message: '2 games imported' });
    const imported = await t.db.select().from(games).where(eq(games.homeTeam, 'Corona'));
    expect(imported).toHaveLength(2);
    const view = (await t.admin('GET', `/api/games/${imported[0]!.id}`)).json().data;
    expect(view.positions.map((position: { name: string; feeCents: number; certification: string | null }) => [position.name, position.feeCents, position.certification]))
      .toEqual([['Referee', 4500, 'Youth Official'], ['Umpire 1', 4000, null]]);

    const headless = await t.admin('POST', '/api/games/import', { csv: 'Date,Venue\n2027-01-09,Gym' });
    expect(headless.statusCode).toBe(400);
    expect(headless.json().message).toMatch(/^The header row lacks start time/);
  });
});

describe('eligibility', () => {
  it('judges every official for a position and names each true reason', async () => {
    const game = await createGame(t, { date: '2026-12-19', startTime: '10:00', minimumAge: 16, homeTeam: 'Chandler', awayTeam: 'Hamilton' });
    const referee = game.positions[0]!.id;
    const [ready, uncertified, expired, young, unavailable, tied, blocked] = await Promise.all([
      makeOfficial(t, { ...setup, firstName: 'Avery' }),
      makeOfficial(t, { ...setup, firstName: 'Blair', certificateExpiresOn: null }),
      // expiresOn is the first day a certificate no longer holds.
      makeOfficial(t, { ...setup, firstName: 'Casey', certificateExpiresOn: '2026-12-19' }),
      makeOfficial(t, {
        ...setup, firstName: 'Devon', dateOfBirth: '2011-06-01',
        registration: { parentGuardianName: 'Pat Devon', parentGuardianEmail: 'pat.devon@example.com', parentGuardianPhone: '602-555-0100', parentGuardianRelationship: 'Father' },
      }),
      makeOfficial(t, { ...setup, firstName: 'Emery', availability: { weekly: [{ day: 6, from: '12:00', to: '20:00' }] } }),
      makeOfficial(t, { ...setup, firstName: 'Finley', availability: { affiliations: [' chandler '] } }),
      makeOfficial(t, { ...setup, firstName: 'Gray', availability: { blockedDates: ['2026-12-19'] } }),
    ]);
    const reasons = async (official: TestOfficial) => (await judged(game.id, referee, official)).reasons;
    expect(await judged(game.id, referee, ready)).toMatchObject({ eligible: true, reasons: [], ageBand: 'adult', gamesThisSeason: 0, gamesWorked: 0 });
    expect(await reasons(uncertified)).toEqual(['no-certificate']);
    expect(await reasons(expired)).toEqual(['certificate-expired']);
    expect(await reasons(young)).toEqual(['under-age', 'consent-missing']);
    expect(await reasons(unavailable)).toEqual(['unavailable']);
    expect(await reasons(tied)).toEqual(['team-conflict']);
    expect(await reasons(blocked)).toEqual(['unavailable']);
    const all = await officialsFor(game.id, referee);
    const firstIneligible = all.findIndex((row) => !row.eligible);
    expect(all.slice(firstIneligible).every((row) => !row.eligible)).toBe(true);

    expect((await t.admin('GET', `/api/games/${game.id}/officials`)).statusCode).toBe(400);
    expect((await t.admin('GET', `/api/games/${game.id}/officials?positionId=999999`)).statusCode).toBe(400);
    expect((await t.admin('GET', '/api/games/999999/officials?positionId=1')).statusCode).toBe(404);
  });

  it('counts the official\'s other games: overlapping within the travel time, and the daily limit', async () => {
    const official = await makeOfficial(t, { ...setup, firstName: 'Harper', availability: { dailyLimit: 2 } });
    const early = await createGame(t, { date: '2026-12-20', startTime: '09:00', homeTeam: 'Basha', awayTeam: 'Perry' });
    expect((await assign(early.id, early.positions[0]!.id, official.email)).statusCode).toBe(201);
    // Ends 10:30; with 30 minutes of travel the next may start at 11:00, not 10:45.
    const tight = await createGame(t, { date: '2026-12-20', startTime: '10:45', homeTeam: 'Gilbert', awayTeam: 'Highland' });
    const fine = await createGame(t, { date: '2026-12-20', startTime: '11:00', homeTeam: 'Mesa', awayTeam: 'Red Mountain' });
    expect((await judged(tight.id, tight.positions[0]!.id, official)).reasons).toEqual(['time-conflict']);
    expect((await judged(fine.id, fine.positions[0]!.id, official)).reasons).toEqual([]);
    // The other position of the same game overlaps it too.
    expect((await judged(early.id, early.positions[1]!.id, official)).reasons).toEqual(['time-conflict']);
    expect((await judged(early.id, early.positions[0]!.id, official))).toMatchObject({ eligible: true, holdsPosition: true });
    // The travel time is the settings'.
    const settings = (await t.admin('GET', '/api/settings')).json().data;
    expect((await t.admin('PUT', '/api/settings', { ...settings, travelBufferMinutes: 10 })).statusCode).toBe(200);
    expect((await judged(tight.id, tight.positions[0]!.id, official)).reasons).toEqual([]);
    expect((await t.admin('PUT', '/api/settings', { ...settings, travelBufferMinutes: 30 })).statusCode).toBe(200);

    expect((await assign(fine.id, fine.positions[0]!.id, official.email)).statusCode).toBe(201);
    const evening = await createGame(t, { date: '2026-12-20', startTime: '19:00', homeTeam: 'Dobson', awayTeam: 'Westwood' });
    expect((await judged(evening.id, evening.positions[0]!.id, official)).reasons).toEqual(['daily-limit']);
    expect((await judged(evening.id, evening.positions[0]!.id, official)).gamesThisSeason).toBe(2);
  });
});

describe('assignments', () => {
  it('places an eligible official and emails them; refuses an ineligible one with its reasons unless staff write why', async () => {
    const game = await createGame(t, { date: '2026-12-26', startTime: '14:00', homeTeam: 'Tempe', awayTeam: 'McClintock' });
    const [referee, umpire] = game.positions.map((position) => position.id) as [number, number];
    const eligible = await makeOfficial(t, { ...setup, firstName: 'Indigo' });
    const uncertified = await makeOfficial(t, { ...setup, firstName: 'Jules', certificateExpiresOn: null });

    const placed = await assign(game.id, referee, eligible.email.toUpperCase());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ message: 'Official assigned', data: { overridden: [] } });
    const { assignmentId } = placed.json().data;
    expect(await outboxRows(t.db, { template: 'gameAssigned', assignmentId })).toHaveLength(1);

    const taken = await assign(game.id, referee, uncertified.email, 'Short of officials tonight');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already filled/);

    const refused = await assign(game.id, umpire, uncertified.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Jules Reyes is not eligible: holds no certificate this position requires');
    expect(refused.json().errors).toEqual({ 'no-certificate': 'Holds no certificate this position requires' });
    expect(await t.db.select().from(gameAssignments).where(eq(gameAssignments.email, uncertified.email))).toEqual([]);

    const tooShort = await assign(game.id, umpire, uncertified.email, 'ok');
    expect(tooShort.statusCode).toBe(400);

    const overridden = await assign(game.id, umpire, uncertified.email, 'Certification exam passed, certificate on its way');
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json()).toMatchObject({ message: 'Official assigned (eligibility overridden)', data: { overridden: ['no-certificate'] } });
    const view = (await t.admin('GET', `/api/games/${game.id}`)).json().data;
    expect(view.positions.map((position: { holder: { email: string; status: string; overrideReason: string | null } }) => position.holder))
      .toEqual([
        expect.objectContaining({ email: eligible.email, status: 'assigned', overrideReason: null, name: 'Indigo Reyes' }),
        expect.objectContaining({ email: uncertified.email, status: 'assigned', overrideReason: 'Certification exam passed, certificate on its way' }),
      ]);

    const stranger = await assign(game.id, umpire, 'nobody-here@example.com');
    expect([404, 409]).toContain(stranger.statusCode);
  });

  it('two staff placing one official on overlapping games at the same moment store one', async () => {
    const official = await makeOfficial(t, { ...setup, firstName: 'Kai' });
    const [one, two] = await Promise.all([
      createGame(t, { date: '2026-12-27', startTime: '15:00', homeTeam: 'Xavier', awayTeam: 'Brophy' }),
      createGame(t, { date: '2026-12-27', startTime: '15:30', homeTeam: 'Pinnacle', awayTeam: 'Sandra Day' }),
    ]);
    const answers = await Promise.all([assign(one.id, one.positions[0]!.id, official.email), assign(two.id, two.positions[0]!.id, official.email)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errors).toHaveProperty('time-conflict');
    const held = await t.db.select().from(gameAssignments).where(and(eq(gameAssignments.email, official.email), inArray(gameAssignments.gameId, [one.id, two.id])));
    expect(held).toHaveLength(1);
  });

  it('two staff filling one position at the same moment store one', async () => {
    const game = await createGame(t, { date: '2026-12-28', startTime: '12:00', homeTeam: 'Saguaro', awayTeam: 'Arcadia' });
    const [a, b] = await Promise.all([makeOfficial(t, { ...setup, firstName: 'Lane' }), makeOfficial(t, { ...setup, firstName: 'Morgan' })]);
    const answers = await Promise.all([assign(game.id, game.positions[0]!.id, a.email), assign(game.id, game.positions[0]!.id, b.email)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
