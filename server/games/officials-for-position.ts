// GET /api/games/{id}/officials (issue 30, point 3): every official for one position, eligible or not
// with the reasons, the eligible first, then by fewest games this season, then by distance.
import { ADULT_AGE, ageOn } from '../../common/calendar/days.js';
import type { PositionOfficial } from '../../common/schemas/game-officials.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { invalid, notFound } from '../kernel/refusals.js';
import { eq } from 'drizzle-orm';
import { ineligibilityReasons } from './eligibility.js';
import { gameFacts, officialsWithFacts } from './eligibility-facts.js';
import { gamesWorkedBy } from './officials-queries.js';
import type { GameRow } from './game-views.js';
import { gamePositions, games } from './tables.js';

export interface EligibilityDeps {
  db: Db;
  now: () => Date;
  timeZone: () => Promise<string>;
  travelBufferMinutes: () => Promise<number>;
}

export type PositionRow = typeof gamePositions.$inferSelect;

/** The game and one of its positions, or a refusal naming which is missing. */
export async function gameAndPosition(db: Db | Tx, gameId: number, positionId: number): Promise<{ game: GameRow; position: PositionRow }> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  const [position] = await db.select().from(gamePositions).where(eq(gamePositions.id, positionId));
  if (!position || position.gameId !== gameId) throw invalid('That position is not one of this game\'s', { positionId: 'Choose a position of this game' });
  return { game, position };
}

export const ageBand = (dateOfBirth: string | null, onDate: string): PositionOfficial['ageBand'] => {
  if (dateOfBirth === null) return 'unknown';
  const age = ageOn(dateOfBirth, onDate);
  return age < 16 ? 'under-16' : age < ADULT_AGE ? '16-17' : 'adult';
};

/** Judges officials (all, or those of `emails`) for the position, inside `db` (a transaction when assigning). */
export async function judgeOfficials(db: Db | Tx, game: GameRow, position: PositionRow, { timeZone, travelBufferMinutes }: { timeZone: string; travelBufferMinutes: number }, emails?: readonly string[]): Promise<PositionOfficial[]> {
  const facts = gameFacts(game, timeZone);
  const [officials, worked] = await Promise.all([officialsWithFacts(db, game, timeZone, emails), gamesWorkedBy(db, emails)]);
  return officials.map((official) => {
    const reasons = ineligibilityReasons(official.facts, facts, position, { travelBufferMinutes });
    return {
      email: official.email, name: official.name, eligible: reasons.length === 0, reasons,
      gamesThisSeason: official.gamesThisSeason, distanceMiles: official.distanceMiles, ageBand: ageBand(official.dateOfBirth, facts.date),
      gamesWorked: worked.get(official.email) ?? 0,
      holdsPosition: official.facts.holds.some((hold) => hold.positionId === position.id),
    };
  });
}

const byPlacement = (a: PositionOfficial, b: PositionOfficial) =>
  Number(b.eligible) - Number(a.eligible) ||
  a.gamesThisSeason - b.gamesThisSeason ||
  (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) ||
  a.name.localeCompare(b.name);

export async function officialsForPosition(deps: EligibilityDeps, gameId: number, positionId: number): Promise<PositionOfficial[]> {
  const { game, position } = await gameAndPosition(deps.db, gameId, positionId);
  const [timeZone, travelBufferMinutes] = await Promise.all([deps.timeZone(), deps.travelBufferMinutes()]);
  return (await judgeOfficials(deps.db, game, position, { timeZone, travelBufferMinutes })).sort(byPlacement);
}
