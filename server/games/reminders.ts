// What the season's checks ask of games (issue 30, point 4): an assignment unanswered for 48 hours is
// reminded once (claimed by an UPDATE, so several instances send it once), and the games starting
// within 72 hours whose crew is not full and confirmed are counted for the dashboard.
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import { GAME_ASSIGNMENT_REMINDER } from './emails.js';
import { gameAssignments, gamePositions, games } from './tables.js';

const HOUR_MS = 3_600_000;
export const REMIND_AFTER_HOURS = 48;
export const CREW_CONFIRMED_HOURS_AHEAD = 72;

export function assignmentRemindersJob({ db, queued }: { db: Db; queued: () => void }): SeasonJob {
  return {
    name: 'assignmentReminders',
    async run(now) {
      const reminded = await db.transaction(async (tx) => {
        const due = tx.select({ id: games.id }).from(games).where(and(ne(games.status, 'cancelled'), gt(games.startsAt, now)));
        const claimed = await tx.update(gameAssignments).set({ remindedAt: now })
          .where(and(eq(gameAssignments.status, 'assigned'), isNull(gameAssignments.remindedAt), lte(gameAssignments.assignedAt, new Date(now.getTime() - REMIND_AFTER_HOURS * HOUR_MS)), inArray(gameAssignments.gameId, due)))
          .returning({ id: gameAssignments.id, gameId: gameAssignments.gameId });
        if (claimed.length > 0) await tx.insert(emailOutbox).values(claimed.map((row) => ({ template: GAME_ASSIGNMENT_REMINDER, recipient: 'official', subjectId: row.id, payload: { gameId: row.gameId } })));
        return claimed.length;
      });
      if (reminded > 0) queued();
      return reminded;
    },
  };
}

/** Games starting within 72 hours with a position not held by an official who accepted, soonest first. */
export async function gamesNeedingCrew(db: Db, now: Date): Promise<{ id: number; startsAt: Date }[]> {
  const confirmed = sql`exists (select 1 from ${gameAssignments} where ${gameAssignments.positionId} = ${gamePositions.id} and ${gameAssignments.status} = 'accepted')`;
  return db
    .selectDistinct({ id: games.id, startsAt: games.startsAt })
    .from(games)
    .innerJoin(gamePositions, eq(gamePositions.gameId, games.id))
    .where(and(ne(games.status, 'cancelled'), gt(games.startsAt, now), lte(games.startsAt, new Date(now.getTime() + CREW_CONFIRMED_HOURS_AHEAD * HOUR_MS)), sql`not ${confirmed}`))
    .orderBy(games.startsAt);
}
