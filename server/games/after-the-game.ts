// After the game (issue 30, point 6): who worked it (staff, or the crew chief from their account), the
// observer's evaluation of an official, and the fees each official earned in a period, for payroll.
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { EvaluationInput, FeesRow, WorkedInput } from '../../common/schemas/game.js';
import type { Db } from '../kernel/db/client.js';
import { conflict, forbidden, invalid, notFound } from '../kernel/refusals.js';
import { officialRows } from './officials-queries.js';
import { gameAssignments, gameEvaluations, gamePositions, games } from './tables.js';

/** Marks the crew's worked games; only a game that has started and only its holders (accepted or assigned). */
export async function markWorked({ db, now }: { db: Db; now: () => Date }, gameId: number, input: WorkedInput, crewChief?: string): Promise<void> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('Game not found');
  if (game.status === 'cancelled') throw conflict('This game is cancelled');
  if (game.startsAt > now()) throw conflict('The game has not started yet');
  const crew = await db.select().from(gameAssignments).where(and(eq(gameAssignments.gameId, gameId), inArray(gameAssignments.status, ['assigned', 'accepted'])));
  if (crewChief !== undefined) {
    const [first] = await db.select({ id: gamePositions.id }).from(gamePositions).where(eq(gamePositions.gameId, gameId)).orderBy(asc(gamePositions.position)).limit(1);
    const chief = crew.find((row) => row.positionId === first?.id);
    if (!chief || chief.email !== crewChief || chief.status !== 'accepted') throw forbidden('Only the game\'s crew chief (its first position) may mark who worked');
  }
  const ids = new Set(crew.map((row) => row.id));
  const stranger = input.worked.find((mark) => !ids.has(mark.assignmentId));
  if (stranger) throw invalid(`Assignment ${stranger.assignmentId} is not on this game's crew`);
  await db.transaction(async (tx) => {
    for (const mark of input.worked) await tx.update(gameAssignments).set({ worked: mark.worked }).where(eq(gameAssignments.id, mark.assignmentId));
  });
}

export async function evaluate(db: Db, assignmentId: number, input: EvaluationInput): Promise<void> {
  const [assignment] = await db.select({ worked: gameAssignments.worked }).from(gameAssignments).where(eq(gameAssignments.id, assignmentId));
  if (!assignment) throw notFound('Assignment not found');
  if (assignment.worked !== true) throw conflict('Mark the official as having worked the game first');
  await db.insert(gameEvaluations).values({ assignmentId, ...input }).onConflictDoUpdate({ target: gameEvaluations.assignmentId, set: input });
}

/** Per official, the games worked in [from, to) with their positions and fees, by name. */
export async function feesReport(db: Db, { from, to }: { from: Date; to: Date }): Promise<FeesRow[]> {
  const rows = await db
    .select({ email: gameAssignments.email, position: gamePositions.name, feeCents: gamePositions.feeCents })
    .from(gameAssignments)
    .innerJoin(games, eq(games.id, gameAssignments.gameId))
    .innerJoin(gamePositions, eq(gamePositions.id, gameAssignments.positionId))
    .where(and(eq(gameAssignments.worked, true), ne(games.status, 'cancelled'), gte(games.startsAt, from), lt(games.startsAt, to)));
  const byEmail = new Map<string, { games: number; positions: Set<string>; totalCents: number }>();
  for (const row of rows) {
    const sum = byEmail.get(row.email) ?? { games: 0, positions: new Set<string>(), totalCents: 0 };
    sum.games += 1;
    sum.positions.add(row.position);
    sum.totalCents += row.feeCents;
    byEmail.set(row.email, sum);
  }
  const names = await officialRows(db, [...byEmail.keys()]);
  return names.map((official) => {
    const sum = byEmail.get(official.email)!;
    return { email: official.email, name: official.name, games: sum.games, positions: [...sum.positions].sort(), totalCents: sum.totalCents };
  });
}
