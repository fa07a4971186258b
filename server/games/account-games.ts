// The official's games page, /account/games (issue 30, points 4 and 6): their assignments and requests
// with each game's crew, what they worked and their evaluations, and the open positions of the coming
// weeks they are eligible for and may ask for.
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Game, OfficialGame, OfficialGames, OpenPosition } from '../../common/schemas/game.js';
import type { Db } from '../kernel/db/client.js';
import { ineligibilityReasons } from './eligibility.js';
import { factsOf, gameFacts } from './eligibility-facts.js';
import { gameViews } from './game-views.js';
import { officialRows } from './officials-queries.js';
import { calendarFeeds, gameAssignments, gameEvaluations, games } from './tables.js';

const DAY_MS = 86_400_000;
/** How far ahead open positions are offered. */
const OPEN_POSITION_DAYS = 60;

export interface AccountGamesDeps {
  db: Db;
  now: () => Date;
  timeZone: () => Promise<string>;
  travelBufferMinutes: () => Promise<number>;
}

const withoutPositions = ({ positions: _positions, ...game }: Game) => game;

async function assignmentsOf(db: Db, email: string, timeZone: string): Promise<OfficialGame[]> {
  const rows = await db
    .select({ assignment: gameAssignments, evaluation: gameEvaluations })
    .from(gameAssignments)
    .leftJoin(gameEvaluations, eq(gameEvaluations.assignmentId, gameAssignments.id))
    .where(and(eq(gameAssignments.email, email), inArray(gameAssignments.status, ['requested', 'assigned', 'accepted'])));
  if (rows.length === 0) return [];
  const views = new Map((await gameViews(db, { ids: [...new Set(rows.map((row) => row.assignment.gameId))], includeCancelled: true }, timeZone)).map((game) => [game.id, game]));
  return rows.flatMap(({ assignment, evaluation }) => {
    const game = views.get(assignment.gameId);
    const position = game?.positions.find((each) => each.id === assignment.positionId);
    if (!game || !position) return [];
    const crewChief = assignment.status === 'accepted' && game.positions[0]?.id === position.id;
    return [{
      assignmentId: assignment.id, status: assignment.status, game: withoutPositions(game), position: position.name, feeCents: position.feeCents,
      crew: game.positions.map((each) => ({ position: each.name, name: each.holder?.name ?? null, confirmed: each.holder?.status === 'accepted' })),
      worked: assignment.worked,
      crewChief,
      crewAssignments: crewChief ? game.positions.flatMap((each) => (each.holder ? [{ assignmentId: each.holder.assignmentId, position: each.name, name: each.holder.name }] : [])) : [],
      evaluation: evaluation && { observer: evaluation.observer, mechanics: evaluation.mechanics, positioning: evaluation.positioning, communication: evaluation.communication, comments: evaluation.comments },
    }];
  }).sort((a, b) => a.game.startsAt.localeCompare(b.game.startsAt));
}

async function openPositionsFor(deps: AccountGamesDeps, email: string, timeZone: string): Promise<OpenPosition[]> {
  const now = deps.now();
  const until = new Date(now.getTime() + OPEN_POSITION_DAYS * DAY_MS);
  const [official] = await officialRows(deps.db, [email]);
  if (!official) return [];
  const coming = await deps.db.select().from(games).where(and(ne(games.status, 'cancelled'), gte(games.startsAt, now), lt(games.startsAt, until))).orderBy(asc(games.startsAt));
  // A game the official is on, asked for, declined or was refused is not offered again.
  const touched = new Set((await deps.db.selectDistinct({ gameId: gameAssignments.gameId }).from(gameAssignments)
    .where(and(eq(gameAssignments.email, email), ne(gameAssignments.status, 'removed')))).map((row) => row.gameId));
  const upcoming = coming.filter((game) => !touched.has(game.id));
  if (upcoming.length === 0) return [];
  const [views, facts, travelBufferMinutes] = await Promise.all([
    gameViews(deps.db, { ids: upcoming.map((game) => game.id) }, timeZone),
    factsOf(deps.db, [official], { from: new Date(now.getTime() - DAY_MS), to: new Date(until.getTime() + DAY_MS) }, timeZone, true),
    deps.travelBufferMinutes(),
  ]);
  const mine = facts.get(email)!;
  const rows = new Map(upcoming.map((row) => [row.id, row]));
  return views.flatMap((game) => game.positions
    .filter((position) => position.holder === null)
    .filter((position) => ineligibilityReasons(mine, gameFacts(rows.get(game.id)!, timeZone), position, { travelBufferMinutes }).length === 0)
    .map((position) => ({
      game: withoutPositions(game), positionId: position.id, position: position.name, feeCents: position.feeCents,
    })));
}

export async function officialGames(deps: AccountGamesDeps, email: string): Promise<OfficialGames> {
  const timeZone = await deps.timeZone();
  const [mine, openPositions, feed] = await Promise.all([
    assignmentsOf(deps.db, email, timeZone),
    openPositionsFor(deps, email, timeZone),
    deps.db.select({ email: calendarFeeds.email }).from(calendarFeeds).where(eq(calendarFeeds.email, email)),
  ]);
  return { games: mine, openPositions, hasFeed: feed.length > 0, timeZone };
}
