// The official's answers (issue 30, point 4): accept or decline an assignment (a decline says why and
// opens the position again), ask for an open position they are eligible for, and staff refusing a request.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { conflict, notFound } from '../kernel/refusals.js';
import { ineligible, lockOfficial, requireOpenPosition } from './assign.js';
import { GAME_REQUEST_REFUSED } from './emails.js';
import { gameAndPosition, judgeOfficials, type EligibilityDeps } from './officials-for-position.js';
import { gameAssignments, games } from './tables.js';

async function ownAssignment(db: Db, email: string, assignmentId: number) {
  const [row] = await db
    .select({ assignment: gameAssignments, gameStatus: games.status, startsAt: games.startsAt })
    .from(gameAssignments)
    .innerJoin(games, eq(games.id, gameAssignments.gameId))
    .where(and(eq(gameAssignments.id, assignmentId), eq(gameAssignments.email, email)));
  // Another official's assignment is not found, as if it did not exist.
  if (!row) throw notFound('Assignment not found');
  if (row.gameStatus === 'cancelled') throw conflict('This game is cancelled');
  return row;
}

export async function acceptAssignment({ db, now }: { db: Db; now: () => Date }, email: string, assignmentId: number): Promise<void> {
  const { assignment } = await ownAssignment(db, email, assignmentId);
  if (assignment.status === 'accepted') return;
  if (assignment.status !== 'assigned') throw conflict('This assignment can no longer be accepted');
  await db.update(gameAssignments).set({ status: 'accepted', respondedAt: now() }).where(and(eq(gameAssignments.id, assignmentId), eq(gameAssignments.status, 'assigned')));
}

export async function declineAssignment({ db, now }: { db: Db; now: () => Date }, email: string, assignmentId: number, reason: string): Promise<void> {
  const { assignment, startsAt } = await ownAssignment(db, email, assignmentId);
  if (assignment.status !== 'assigned' && assignment.status !== 'accepted') throw conflict('This assignment can no longer be declined');
  if (startsAt <= now()) throw conflict('This game has started: call the office to change it');
  await db.update(gameAssignments).set({ status: 'declined', declineReason: reason, respondedAt: now() }).where(eq(gameAssignments.id, assignmentId));
}

/** The official asks for an open position; staff approve it by assigning them (assign.ts) or refuse it. */
export async function requestPosition(deps: EligibilityDeps, email: string, gameId: number, positionId: number): Promise<{ assignmentId: number }> {
  const [timeZone, travelBufferMinutes] = await Promise.all([deps.timeZone(), deps.travelBufferMinutes()]);
  return deps.db.transaction(async (tx) => {
    await lockOfficial(tx, email);
    const { game, position } = await gameAndPosition(tx, gameId, positionId);
    await requireOpenPosition(tx, game, position.id);
    const [official] = await judgeOfficials(tx, game, position, { timeZone, travelBufferMinutes }, [email]);
    if (!official) throw notFound('No official has that email');
    if (!official.eligible) throw ineligible('You', official.reasons);
    const [asked] = await tx.select({ id: gameAssignments.id }).from(gameAssignments)
      .where(and(eq(gameAssignments.positionId, position.id), eq(gameAssignments.email, email), eq(gameAssignments.status, 'requested')));
    if (asked) return { assignmentId: asked.id };
    const [row] = await tx.insert(gameAssignments).values({ gameId, positionId: position.id, email, status: 'requested' }).returning({ id: gameAssignments.id });
    return { assignmentId: row!.id };
  });
}

export async function refuseRequest(db: Db, gameId: number, assignmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [refused] = await tx.update(gameAssignments).set({ status: 'refused' })
      .where(and(eq(gameAssignments.id, assignmentId), eq(gameAssignments.gameId, gameId), eq(gameAssignments.status, 'requested')))
      .returning({ id: gameAssignments.id });
    if (!refused) throw notFound('No open request with that id on this game');
    await tx.insert(emailOutbox).values({ template: GAME_REQUEST_REFUSED, recipient: 'official', subjectId: assignmentId, payload: { gameId } });
  });
}
