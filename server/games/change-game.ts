// Changing or cancelling a game (issue 30, point 4): its crew is emailed once per change. A position kept
// by name keeps its official; a position may be dropped only once nobody holds it.
import { and, eq, inArray } from 'drizzle-orm';
import { HOLDING_STATUSES, type Game, type GameInput } from '../../common/schemas/game.js';
import type { Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { conflict, notFound } from '../kernel/refusals.js';
import { gameValues, type GameDeps } from './create-game.js';
import { GAME_CANCELLED, GAME_CHANGED } from './emails.js';
import { gameView } from './game-views.js';
import { gameAssignments, gamePositions, games } from './tables.js';

/** The crew's holding assignments (before any change), each emailed `template` once. */
async function emailCrew(tx: Tx, gameId: number, template: typeof GAME_CHANGED) {
  const crew = await tx.select({ id: gameAssignments.id }).from(gameAssignments)
    .where(and(eq(gameAssignments.gameId, gameId), inArray(gameAssignments.status, [...HOLDING_STATUSES])));
  if (crew.length > 0) await tx.insert(emailOutbox).values(crew.map((row) => ({ template, recipient: 'official', subjectId: row.id, payload: { gameId } })));
}

async function scheduledGame(tx: Tx, id: number) {
  const [game] = await tx.select().from(games).where(eq(games.id, id)).for('update');
  if (!game) throw notFound('Game not found');
  if (game.status === 'cancelled') throw conflict('This game is cancelled');
  return game;
}

export async function updateGame({ db, timeZone }: GameDeps, id: number, input: GameInput): Promise<Game> {
  const zone = await timeZone();
  await db.transaction(async (tx) => {
    await scheduledGame(tx, id);
    await emailCrew(tx, id, GAME_CHANGED);
    await tx.update(games).set(gameValues(input, zone)).where(eq(games.id, id));
    const existing = await tx.select().from(gamePositions).where(eq(gamePositions.gameId, id));
    const byName = new Map(existing.map((position) => [position.name.toLowerCase(), position]));
    const kept: number[] = [];
    for (const [index, position] of input.positions.entries()) {
      const same = byName.get(position.name.toLowerCase());
      if (same) {
        kept.push(same.id);
        await tx.update(gamePositions).set({ ...position, position: index }).where(eq(gamePositions.id, same.id));
      } else {
        const [added] = await tx.insert(gamePositions).values({ ...position, gameId: id, position: index }).returning({ id: gamePositions.id });
        kept.push(added!.id);
      }
    }
    const dropped = existing.filter((position) => !kept.includes(position.id));
    if (dropped.length > 0) {
      const [held] = await tx.select({ positionId: gameAssignments.positionId }).from(gameAssignments)
        .where(and(inArray(gameAssignments.positionId, dropped.map((position) => position.id)), inArray(gameAssignments.status, [...HOLDING_STATUSES])));
      const name = dropped.find((position) => position.id === held?.positionId)?.name;
      if (name) throw conflict(`${name} has an official: take them off before removing the position`, { positions: `${name} has an official` });
      await tx.delete(gamePositions).where(inArray(gamePositions.id, dropped.map((position) => position.id)));
    }
  });
  return (await gameView(db, id, zone))!;
}

export async function cancelGame({ db, timeZone }: GameDeps, id: number): Promise<Game> {
  await db.transaction(async (tx) => {
    await scheduledGame(tx, id);
    await emailCrew(tx, id, GAME_CANCELLED);
    await tx.update(games).set({ status: 'cancelled' }).where(eq(games.id, id));
  });
  return (await gameView(db, id, await timeZone()))!;
}
