// Staff place an official on a position (issue 30, point 4). Eligibility is judged again inside the
// transaction that stores the assignment, holding a lock on the official: two staff placing the same
// official on overlapping games at the same moment store one, and the other is told of the conflict.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOLDING_STATUSES, REASON_WORDS, type AssignInput, type EligibilityReason } from '../../common/schemas/game.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { conflict, notFound } from '../kernel/refusals.js';
import { GAME_ASSIGNED, GAME_ASSIGNMENT_REMOVED } from './emails.js';
import { gameAndPosition, judgeOfficials, type EligibilityDeps } from './officials-for-position.js';
import { gameAssignments, gamePositions } from './tables.js';

/** Holds the official's lock until the transaction ends: their assignments change one at a time. */
export const lockOfficial = (tx: Tx, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`official:${email}`}))`);

/** The refusal for an ineligible official: each reason in words, keyed by its code. */
export function ineligible(name: string, reasons: readonly EligibilityReason[]) {
  return conflict(`${name} is not eligible: ${reasons.map((reason) => REASON_WORDS[reason].toLowerCase()).join('; ')}`, Object.fromEntries(reasons.map((reason) => [reason, REASON_WORDS[reason]])));
}

/** Refuses a cancelled game and a position someone already holds; locks the position until the transaction ends. */
export async function requireOpenPosition(tx: Tx, game: { status: string }, positionId: number): Promise<void> {
  if (game.status === 'cancelled') throw conflict('This game is cancelled');
  await tx.execute(sql`select 1 from ${gamePositions} where ${gamePositions.id} = ${positionId} for update`);
  const [holder] = await tx.select({ id: gameAssignments.id }).from(gameAssignments)
    .where(and(eq(gameAssignments.positionId, positionId), inArray(gameAssignments.status, [...HOLDING_STATUSES])));
  if (holder) throw conflict('This position is already filled: remove its official first');
}

export async function assignOfficial(deps: EligibilityDeps, gameId: number, input: AssignInput): Promise<{ assignmentId: number; overridden: EligibilityReason[] }> {
  const email = input.email.toLowerCase();
  const [timeZone, travelBufferMinutes] = await Promise.all([deps.timeZone(), deps.travelBufferMinutes()]);
  return deps.db.transaction(async (tx) => {
    await lockOfficial(tx, email);
    const { game, position } = await gameAndPosition(tx, gameId, input.positionId);
    await requireOpenPosition(tx, game, position.id);
    const [official] = await judgeOfficials(tx, game, position, { timeZone, travelBufferMinutes }, [email]);
    if (!official) throw notFound('No official has that email: they need an account (a registration or a certificate)');
    if (!official.eligible && !input.overrideReason) throw ineligible(official.name, official.reasons);
    const override = official.eligible ? {} : { overrideReason: input.overrideReason, overriddenReasons: official.reasons };
    // An open request of this official for the position becomes the assignment (staff approved it).
    const assignedAt = deps.now();
    const [approved] = await tx.update(gameAssignments).set({ status: 'assigned', assignedAt, ...override })
      .where(and(eq(gameAssignments.positionId, position.id), eq(gameAssignments.email, email), eq(gameAssignments.status, 'requested')))
      .returning({ id: gameAssignments.id });
    const assignmentId = approved?.id ?? (await tx.insert(gameAssignments).values({ gameId, positionId: position.id, email, status: 'assigned', assignedAt, ...override }).returning({ id: gameAssignments.id }))[0]!.id;
    await tx.insert(emailOutbox).values({ template: GAME_ASSIGNED, recipient: 'official', subjectId: assignmentId, payload: { gameId } });
    return { assignmentId, overridden: official.eligible ? [] : official.reasons };
  });
}

/** Staff take an official off a position (emailed when they held it); the position is open again. */
export async function removeAssignment(db: Db, gameId: number, assignmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx.select({ status: gameAssignments.status }).from(gameAssignments)
      .where(and(eq(gameAssignments.id, assignmentId), eq(gameAssignments.gameId, gameId), inArray(gameAssignments.status, ['requested', ...HOLDING_STATUSES])));
    if (!held) throw notFound('No such assignment on this game');
    await tx.update(gameAssignments).set({ status: 'removed' }).where(eq(gameAssignments.id, assignmentId));
    if (held.status !== 'requested') await tx.insert(emailOutbox).values({ template: GAME_ASSIGNMENT_REMOVED, recipient: 'official', subjectId: assignmentId, payload: { gameId } });
  });
}
