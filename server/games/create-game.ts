// Creating a game with its crew positions (issue 30, point 1), in one transaction; its date and start
// time are the organisation's wall clock.
import { zonedInstant } from '../../common/calendar/instants.js';
import type { Game, GameInput } from '../../common/schemas/game.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { invalid } from '../kernel/refusals.js';
import { gameView } from './game-views.js';
import { gamePositions, games } from './tables.js';

export interface GameDeps {
  db: Db;
  timeZone: () => Promise<string>;
}

/** The game's row from what staff typed; refuses a start the zone has no such time for. */
export function gameValues(input: GameInput, timeZone: string) {
  const startsAt = zonedInstant(input.date, input.startTime, timeZone);
  if (!startsAt) throw invalid('Date and start time must be a real date and time', { date: 'Date and start time must be a real date and time' });
  const { date: _date, startTime: _startTime, positions: _positions, ...rest } = input;
  return { ...rest, startsAt };
}

/** Stores the game and its positions (in the order given) inside `tx`, and returns its id. */
export async function insertGame(tx: Tx, input: GameInput, timeZone: string): Promise<number> {
  const [game] = await tx.insert(games).values(gameValues(input, timeZone)).returning({ id: games.id });
  if (!game) throw new Error('insert returned no row');
  await tx.insert(gamePositions).values(input.positions.map((position, index) => ({ ...position, gameId: game.id, position: index })));
  return game.id;
}

export async function createGame({ db, timeZone }: GameDeps, input: GameInput): Promise<Game> {
  const zone = await timeZone();
  const id = await db.transaction((tx) => insertGame(tx, input, zone));
  return (await gameView(db, id, zone))!;
}
