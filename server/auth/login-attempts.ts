// Login attempts counted per client in the shared database, so the limit holds across instances.
// Each attempt is counted before the password is checked (a burst cannot slip past); success clears it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export function createLoginAttempts(db: Db, options: { maxAttempts: number; windowMinutes: number; now: () => Date }) {
  const windowMs = options.windowMinutes * 60_000;
  return {
    /** Counts an attempt; returns the seconds to wait if the client is over the limit, else 0. */
    async register(clientKey: string): Promise<number> {
      const now = options.now();
      const windowOpenedAfter = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(loginAttempts)
        .values({ clientKey, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginAttempts.clientKey,
          set: {
            failures: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowOpenedAfter} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowOpenedAfter} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
          },
        })
        .returning();
      if (!row || row.failures <= options.maxAttempts) return 0;
      return Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
    },

    async clear(clientKey: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey));
    },
  };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
