// Rows that only count or record (request counters, login attempts, sent emails) are kept no longer
// than they serve: the counters hold client addresses and email hashes.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './client.js';
import { emailOutbox, loginAttempts, rateLimits } from './schema.js';

const DAY_MS = 86_400_000;

/** Deletes counters older than a day (unless a lock still holds) and sent emails older than `sentRetentionDays`. */
export async function sweepBookkeeping(db: Db, now: Date, sentRetentionDays: number): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  await db.delete(loginAttempts).where(and(lt(loginAttempts.windowStart, dayAgo), or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now))));
  await db.delete(emailOutbox).where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, new Date(now.getTime() - sentRetentionDays * DAY_MS))));
}
