// Rows that only count or record (request counters, login attempts, sent emails) are kept no longer
// than they serve: the counters hold client addresses and email hashes.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './client.js';
import { emailOutbox, rateLimits } from './tables.js';

const DAY_MS = 86_400_000;

/** Deletes request counters older than a day and sent emails older than `sentRetentionDays` (auth/ sweeps its login counters). */
export async function sweepBookkeeping(db: Db, now: Date, sentRetentionDays: number): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  await db.delete(emailOutbox).where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, new Date(now.getTime() - sentRetentionDays * DAY_MS))));
}
