// The crew's side of a game (issue 30, points 2, 4, 5 and 6): accepting and declining (a decline says why
// and opens the position), asking for an open position, one email per crew member when a game changes
// or is cancelled, one reminder after 48 unanswered hours, the private calendar feed, who worked, the
// fees report and evaluations; and staff and officials never opening each other's calls.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../common/schemas/game.js';
import { testAppSession } from '../helpers/app.js';
import { createGame, gameBody, makeOfficial, type TestOfficial } from '../helpers/games.js';
import { outboxRows } from '../helpers/outbox.js';

let clock = new Date('2026-12-01T19:00:00Z');
const hoursLater = (hours: number) => (clock = new Date(clock.getTime() + hours * 3_600_000));
// Staff's and officials' sessions outlive the days the clock is moved on.
const t = testAppSession({ now: () => clock, env: { SESSION_TTL_HOURS: '20000' } });
const setup = { now: () => clock };

async function assigned(game: Game, index: number, official: TestOfficial): Promise<number> {
  const response = await t.admin('POST', `/api/games/${game.id}/assignments`, { positionId: game.positions[index]!.id, email: official.email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.assignmentId;
}
const myGames = async (official: TestOfficial) => (await official.as('GET', '/api/account/games')).json().data;

describe('the dashboard', () => {
  it('counts the games within 72 hours whose crew is not full and confirmed, until every position is accepted', async () => {
    const needing = async () => (await t.admin('GET', '/api/admin/status')).json().data.gamesNeedingCrew;
    const game = await createGame(t, { date: '2026-12-03', startTime: '10:00', homeTeam: 'Mesquite', awayTeam: 'Higley' });
    await createGame(t, { date: '2026-12-10', startTime: '10:00', homeTeam: 'Queen Creek', awayTeam: 'Casteel' });
    expect(await needing()).toEqual({ count: 1, firstGameId: game.id });
    const [one, two] = await Promise.all([makeOfficial(t, { ...setup, firstName: 'Ode' }), makeOfficial(t, { ...setup, firstName: 'Pax' })]);
    const ids = [await assigned(game, 0, one), await assigned(game, 1, two)];
    await one.as('POST', `/api/account/assignments/${ids[0]}/accept`);
    expect((await needing()).count).toBe(1);
    await two.as('POST', `/api/account/assignments/${ids[1]}/accept`);
    expect(await needing()).toEqual({ count: 0, firstGameId: null });
  });
});

describe('answering an assignment', () => {
  it('accepts, or declines with a reason, which opens the position again', async () => {
    const game = await createGame(t, { date: '2026-12-12', startTime: '18:00' });
    const [avery, blair, casey] = await Promise.all(['Avery', 'Blair', 'Casey'].map((firstName) => makeOfficial(t, { ...setup, firstName })));
    const averys = await assigned(game, 0, avery!);
    const blairs = await assigned(game, 1, blair!);

    const mine = await myGames(avery!);
    expect(mine.games).toEqual([expect.objectContaining({ assignmentId: averys, status: 'assigned', position: 'Referee', feeCents: 6000, crewChief: false })]);
    expect(mine.games[0].crew).toEqual([{ position: 'Referee', name: 'Avery Reyes', confirmed: false }, { position: 'Umpire 1', name: 'Blair Reyes', confirmed: false }]);

    expect((await avery!.as('POST', `/api/account/assignments/${averys}/accept`)).statusCode).toBe(200);
    expect((await myGames(avery!)).games[0]).toMatchObject({ status: 'accepted', crewChief: true });
    // Someone else's assignment is not found.
    expect((await casey!.as('POST', `/api/account/assignments/${blairs}/accept`)).statusCode).toBe(404);

    const noReason = await blair!.as('POST', `/api/account/assignments/${blairs}/decline`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    expect((await blair!.as('POST', `/api/account/assignments/${blairs}/decline`, { reason: 'Family wedding that evening' })).statusCode).toBe(200);
    expect((await myGames(blair!)).games).toEqual([]);
    const view = (await t.admin('GET', `/api/games/${game.id}`)).json().data as Game;
    expect(view.positions[1]!.holder).toBeNull();
    expect(view.positions[0]!.holder).toMatchObject({ email: avery!.email, status: 'accepted' });
    await assigned(game, 1, casey!);
    // A declined assignment cannot be accepted afterwards.
    expect((await blair!.as('POST', `/api/account/assignments/${blairs}/accept`)).statusCode).toBe(409);
  });

  it('lets an official ask for an open position they are eligible for; staff approve by assigning, or refuse with an email', async () => {
    const game = await createGame(t, { date: '2026-12-13', startTime: '13:00', homeTeam: 'Chaparral', awayTeam: 'Horizon' });
    const [dana, emery] = await Promise.all([makeOfficial(t, { ...setup, firstName: 'Dana' }), makeOfficial(t, { ...setup, firstName: 'Emery', certificateExpiresOn: null })]);
    const open = (await myGames(dana)).openPositions.filter((row: { game: { id: number } }) => row.game.id === game.id);
    expect(open.map((row: { position: string }) => row.position)).toEqual(['Referee', 'Umpire 1']);
    // Without the certificate the positions are neither offered nor open to a request.
    expect((await myGames(emery)).openPositions.filter((row: { game: { id: number } }) => row.game.id === game.id)).toEqual([]);
    const refused = await emery.as('POST', `/api/account/games/${game.id}/requests`, { positionId: game.positions[0]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty('no-certificate');

    const asked = await dana.as('POST', `/api/account/games/${game.id}/requests`, { positionId: game.positions[0]!.id });
    expect(asked.statusCode, asked.body).toBe(201);
    const again = await dana.as('POST', `/api/account/games/${game.id}/requests`, { positionId: game.positions[0]!.id });
    expect(again.json().data.assignmentId).toBe(asked.json().data.assignmentId);
    // The game is among theirs now, and no longer offered.
    const after = await myGames(dana);
    expect(after.games.map((row: { status: string; game: { id: number } }) => [row.game.id, row.status])).toContainEqual([game.id, 'requested']);
    expect(after.openPositions.filter((row: { game: { id: number } }) => row.game.id === game.id)).toEqual([]);
    expect((await t.admin('GET', `/api/games/${game.id}`)).json().data.positions[0].requests).toEqual([expect.objectContaining({ email: dana.email, status: 'requested' })]);
    const approved = await t.admin('POST', `/api/games/${game.id}/assignments`, { positionId: game.positions[0]!.id, email: dana.email });
    expect(approved.json().data.assignmentId).toBe(asked.json().data.assignmentId);

    const second = await dana.as('POST', `/api/account/games/${game.id}/requests`, { positionId: game.positions[1]!.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toHaveProperty('time-conflict');

    const fiona = await makeOfficial(t, { ...setup, firstName: 'Fiona' });
    const request = (await fiona.as('POST', `/api/account/games/${game.id}/requests`, { positionId: game.positions[1]!.id })).json().data.assignmentId;
    expect((await t.admin('POST', `/api/games/${game.id}/requests/${request}/refuse`)).statusCode).toBe(200);
    expect(await outboxRows(t.db, { template: 'gameRequestRefused', assignmentId: request })).toHaveLength(1);
    expect((await t.admin('POST', `/api/games/${game.id}/requests/${request}/refuse`)).statusCode).toBe(404);
  });
});

describe('emails to the crew', () => {
  it('emails each crew member once when the game changes and once when it is cancelled; a dropped position must be empty', async () => {
    const game = await createGame(t, { date: '2026-12-14', startTime: '17:00', homeTeam: 'Campo Verde', awayTeam: 'Williams Field' });
    const [gale, hollis] = await Promise.all([makeOfficial(t, { ...setup, firstName: 'Gale' }), makeOfficial(t, { ...setup, firstName: 'Hollis' })]);
    const crew = [await assigned(game, 0, gale), await assigned(game, 1, hollis)];
    const moved = await t.admin('PUT', `/api/games/${game.id}`, gameBody({ date: '2026-12-14', startTime: '18:00', homeTeam: 'Campo Verde', awayTeam: 'Williams Field' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ startTime: '18:00' });
    expect(moved.json().data.positions.map((position: { holder: { email: string } }) => position.holder.email)).toEqual([gale.email, hollis.email]);
    for (const assignmentId of crew) expect(await outboxRows(t.db, { template: 'gameChanged', assignmentId })).toHaveLength(1);

    const dropped = await t.admin('PUT', `/api/games/${game.id}`, gameBody({ homeTeam: 'Campo Verde', awayTeam: 'Williams Field', positions: [{ name: 'Referee', feeCents: 6500, certification: null }] }));
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toMatch(/^Umpire 1 has an official/);
    expect(await outboxRows(t.db, { template: 'gameChanged', assignmentId: crew[0] })).toHaveLength(1);

    expect((await t.admin('POST', `/api/games/${game.id}/cancel`)).json().data.status).toBe('cancelled');
    for (const assignmentId of crew) expect(await outboxRows(t.db, { template: 'gameCancelled', assignmentId })).toHaveLength(1);
    expect((await t.admin('POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(409);
    expect((await gale.as('POST', `/api/account/assignments/${crew[0]}/accept`)).statusCode).toBe(409);
    await t.app.emails.idle();
  });

  it('emails an official taken off a position, and opens the position again', async () => {
    const game = await createGame(t, { date: '2026-12-15', startTime: '17:00', homeTeam: 'Red Mountain', awayTeam: 'Skyline' });
    const quinn = await makeOfficial(t, { ...setup, firstName: 'Quinn' });
    const assignmentId = await assigned(game, 0, quinn);
    expect((await t.admin('DELETE', `/api/games/${game.id}/assignments/${assignmentId}`)).statusCode).toBe(200);
    expect(await outboxRows(t.db, { template: 'gameAssignmentRemoved', assignmentId })).toHaveLength(1);
    expect((await t.admin('GET', `/api/games/${game.id}`)).json().data.positions[0].holder).toBeNull();
    expect((await myGames(quinn)).games).toEqual([]);
    expect((await t.admin('DELETE', `/api/games/${game.id}/assignments/${assignmentId}`)).statusCode).toBe(404);
    await t.app.emails.idle();
  });

  it('reminds an official who has not answered after 48 hours, once', async () => {
    const game = await createGame(t, { date: '2026-12-30', startTime: '18:00', homeTeam: 'Boulder Creek', awayTeam: 'Liberty' });
    const ivy = await makeOfficial(t, { ...setup, firstName: 'Ivy' });
    const assignmentId = await assigned(game, 0, ivy);
    hoursLater(47);
    await t.app.season.runDue();
    expect(await outboxRows(t.db, { template: 'gameAssignmentReminder', assignmentId })).toHaveLength(0);
    hoursLater(2);
    expect((await t.app.season.runDue()).assignmentReminders).toBeGreaterThanOrEqual(1);
    await t.app.season.runDue();
    expect(await outboxRows(t.db, { template: 'gameAssignmentReminder', assignmentId })).toHaveLength(1);
  });
});

describe('the calendar feed', () => {
  it('answers the accepted games to whoever holds its link, follows changes, and stops when replaced or turned off', async () => {
    const game = await createGame(t, { date: '2027-01-05', startTime: '19:00', homeTeam: 'Shadow Ridge', awayTeam: 'Verrado' });
    const jo = await makeOfficial(t, { ...setup, firstName: 'Jo' });
    const assignmentId = await assigned(game, 0, jo);
    const made = await jo.as('POST', '/api/account/calendar-feed');
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().data.url);
    const feed = () => t.app.inject({ method: 'GET', url: url.pathname });
    expect((await feed()).statusCode).toBe(200);
    expect((await feed()).headers['content-type']).toMatch(/^text\/calendar/);
    expect((await feed()).body).not.toContain('Shadow Ridge');
    await jo.as('POST', `/api/account/assignments/${assignmentId}/accept`);
    const accepted = (await feed()).body;
    expect(accepted).toContain('SUMMARY:Referee: Shadow Ridge vs Verrado');
    // 19:00 in Phoenix is 02:00 UTC the next day.
    expect(accepted).toContain('DTSTART:20270106T020000Z');
    expect((await myGames(jo)).hasFeed).toBe(true);

    await t.admin('PUT', `/api/games/${game.id}`, gameBody({ date: '2027-01-05', startTime: '20:00', homeTeam: 'Shadow Ridge', awayTeam: 'Verrado' }));
    expect((await feed()).body).toContain('DTSTART:20270106T030000Z');

    const replaced = new URL((await jo.as('POST', '/api/account/calendar-feed')).json().data.url);
    expect((await feed()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced.pathname })).statusCode).toBe(200);
    expect((await jo.as('DELETE', '/api/account/calendar-feed')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: replaced.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  });
});

describe('after the game', () => {
  it('marks who worked (staff, or the crew chief), feeds the fees report, and takes an evaluation of a worked game', async () => {
    const game = await createGame(t, { date: '2026-12-08', startTime: '18:00', homeTeam: 'Hamilton', awayTeam: 'Chandler' });
    const [kit, lee] = await Promise.all([makeOfficial(t, { ...setup, firstName: 'Kit' }), makeOfficial(t, { ...setup, firstName: 'Lee' })]);
    const chief = await assigned(game, 0, kit);
    const partner = await assigned(game, 1, lee);
    await kit.as('POST', `/api/account/assignments/${chief}/accept`);
    await lee.as('POST', `/api/account/assignments/${partner}/accept`);
    const marks = { worked: [{ assignmentId: chief, worked: true }, { assignmentId: partner, worked: true }] };
    expect((await kit.as('PUT', `/api/account/games/${game.id}/worked`, marks)).statusCode).toBe(409);

    clock = new Date('2026-12-09T04:00:00Z');
    expect((await lee.as('PUT', `/api/account/games/${game.id}/worked`, marks)).statusCode).toBe(403);
    expect((await kit.as('PUT', `/api/account/games/${game.id}/worked`, marks)).statusCode).toBe(200);
    expect((await t.admin('PUT', `/api/games/${game.id}/worked`, { worked: [{ assignmentId: partner, worked: false }] })).statusCode).toBe(200);

    // Fewer than five worked games flags a new official to staff.
    const holders = (await t.admin('GET', `/api/games/${game.id}`)).json().data.positions.map((position: { holder: { gamesWorked: number } }) => position.holder.gamesWorked);
    expect(holders).toEqual([1, 0]);

    const report = await t.admin('GET', '/api/reports/game-fees?from=2026-12-01&to=2026-12-31');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toEqual([{ email: kit.email, name: 'Kit Reyes', games: 1, positions: ['Referee'], totalCents: 6000 }]);

    const rating = { observer: 'Pat Observer', mechanics: 4, positioning: 3, communication: 5, comments: 'Good presence' };
    expect((await t.admin('PUT', `/api/assignments/${partner}/evaluation`, rating)).statusCode).toBe(409);
    expect((await t.admin('PUT', `/api/assignments/${chief}/evaluation`, { ...rating, mechanics: 6 })).statusCode).toBe(400);
    expect((await t.admin('PUT', `/api/assignments/${chief}/evaluation`, rating)).statusCode).toBe(200);
    expect((await myGames(kit)).games.find((row: { assignmentId: number }) => row.assignmentId === chief)).toMatchObject({ worked: true, evaluation: rating });

    const officials = (await t.admin('GET', '/api/officials')).json().data;
    expect(officials.find((row: { email: string }) => row.email === kit.email)).toMatchObject({
      name: 'Kit Reyes', certificatesInForce: ['Youth Official'], ageBand: 'adult', consent: 'not-needed', gamesWorked: 1, lastAssignment: '2026-12-08', hasAvailability: true,
    });
  });
});

describe('who opens what', () => {
  it('keeps staff calls from officials and officials\' calls from staff', async () => {
    const official = await makeOfficial(t, { ...setup, firstName: 'Mo' });
    for (const [method, url] of [['GET', '/api/games'], ['GET', '/api/officials'], ['POST', '/api/games'], ['GET', '/api/reports/game-fees?from=2027-01-01&to=2027-01-31']] as const) {
      expect((await official.as(method, url, method === 'POST' ? gameBody() : undefined)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    for (const url of ['/api/account/games', '/api/account/availability']) {
      expect((await t.admin('GET', url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('saves availability, refusing bad input with 400 and keeping what was stored', async () => {
    const official = await makeOfficial(t, { ...setup, firstName: 'Nico' });
    const before = (await official.as('GET', '/api/account/availability')).json().data;
    for (const body of [
      { ...before, weekly: [{ day: 7, from: '09:00', to: '10:00' }] },
      { ...before, weekly: [{ day: 1, from: '10:00', to: '09:00' }] },
      { ...before, homePostalCode: '8500' },
      { ...before, dailyLimit: 0 },
      { ...before, blockedDates: ['2026-13-01'] },
    ]) {
      expect((await official.as('PUT', '/api/account/availability', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await official.as('GET', '/api/account/availability')).json().data).toEqual(before);
    const saved = await official.as('PUT', '/api/account/availability', { ...before, blockedDates: ['2026-12-25', '2026-12-24', '2026-12-25'], homePostalCode: '85004', homeAddress: '1 Main St' });
    expect(saved.json().data).toMatchObject({ blockedDates: ['2026-12-24', '2026-12-25'], homePostalCode: '85004' });
  });
});
