// Games as the API answers them: the date and start time in the organisation's zone, each position with
// who holds it and who asked for it, in three queries whatever the number of games.
import { and, asc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { dateInTimeZone, timeInTimeZone } from '../../common/calendar/zone.js';
import type { Game, Position } from '../../common/schemas/game.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { gamesWorkedBy, officialRows } from './officials-queries.js';
import { gameAssignments, gameEvaluations, gamePositions, games } from './tables.js';

export type GameRow = typeof games.$inferSelect;

export const endOf = (game: Pick<GameRow, 'startsAt' | 'lengthMinutes'>) => new Date(game.startsAt.getTime() + game.lengthMinutes * 60_000);

/** Who may be shown on a position: the holder and open requests (declined, refused and removed rows are history). */
const SHOWN = ['requested', 'assigned', 'accepted'] as const;

async function viewsOf(db: Db | Tx, rows: GameRow[], timeZone: string): Promise<Game[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [positions, assignments] = await Promise.all([
    db.select().from(gamePositions).where(inArray(gamePositions.gameId, ids)).orderBy(asc(gamePositions.position), asc(gamePositions.id)),
    db.select().from(gameAssignments).where(and(inArray(gameAssignments.gameId, ids), inArray(gameAssignments.status, [...SHOWN]))).orderBy(asc(gameAssignments.id)),
  ]);
  const emails = [...new Set(assignments.map((row) => row.email))];
  const [officials, worked, evaluated] = await Promise.all([
    officialRows(db, emails),
    gamesWorkedBy(db, emails),
    assignments.length === 0 ? [] : db.select({ id: gameEvaluations.assignmentId }).from(gameEvaluations).where(inArray(gameEvaluations.assignmentId, assignments.map((row) => row.id))),
  ]);
  const evaluatedIds = new Set(evaluated.map((row) => row.id));
  const names = new Map(officials.map((row) => [row.email, row.name]));
  const holderOf = (row: (typeof assignments)[number]) => ({
    assignmentId: row.id, email: row.email, name: names.get(row.email) ?? row.email, status: row.status, overrideReason: row.overrideReason,
    gamesWorked: worked.get(row.email) ?? 0, worked: row.worked, evaluated: evaluatedIds.has(row.id),
  });
  const positionsOf = (gameId: number): Position[] =>
    positions.filter((position) => position.gameId === gameId).map((position) => {
      const mine = assignments.filter((row) => row.positionId === position.id);
      const holder = mine.find((row) => row.status !== 'requested');
      return {
        id: position.id, name: position.name, feeCents: position.feeCents, certification: position.certification,
        holder: holder ? holderOf(holder) : null, requests: mine.filter((row) => row.status === 'requested').map(holderOf),
      };
    });
  return rows.map((row) => ({
    id: row.id, date: dateInTimeZone(row.startsAt, timeZone), startTime: timeInTimeZone(row.startsAt, timeZone),
    startsAt: row.startsAt.toISOString(), endsAt: endOf(row).toISOString(), lengthMinutes: row.lengthMinutes,
    venue: row.venue, address: row.address, level: row.level, homeTeam: row.homeTeam, awayTeam: row.awayTeam,
    minimumAge: row.minimumAge, status: row.status, positions: positionsOf(row.id),
  }));
}

export async function gameView(db: Db | Tx, id: number, timeZone: string): Promise<Game | null> {
  const rows = await db.select().from(games).where(eq(games.id, id));
  return (await viewsOf(db, rows, timeZone))[0] ?? null;
}

export interface GameFilter {
  from?: Date;
  to?: Date;
  ids?: readonly number[];
  includeCancelled?: boolean;
}

/** Games starting in [from, to) (or those of `ids`), soonest first. */
export async function gameViews(db: Db, { from, to, ids, includeCancelled = false }: GameFilter, timeZone: string): Promise<Game[]> {
  if (ids?.length === 0) return [];
  const conditions: SQL[] = [];
  if (ids) conditions.push(inArray(games.id, [...ids]));
  if (from) conditions.push(gte(games.startsAt, from));
  if (to) conditions.push(lt(games.startsAt, to));
  if (!includeCancelled) conditions.push(ne(games.status, 'cancelled'));
  const rows = await db.select().from(games).where(and(...conditions)).orderBy(asc(games.startsAt), asc(games.id));
  return viewsOf(db, rows, timeZone);
}
