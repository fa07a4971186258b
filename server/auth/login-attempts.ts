// Login attempts counted in the shared database, so the limits hold across instances: per client address
// (a fixed window) and per username (a lock that grows). Each attempt is counted before the password is
// checked (a burst cannot slip past); success clears it.
import { and, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { loginAttempts } from './login-attempt-tables.js';

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

const ACCOUNT_LOCK_CAP_MINUTES = 60;
/** A username's failures are forgotten this long after its last attempt. */
const ACCOUNT_MEMORY_HOURS = 24;

/** The counter's row: one per username typed (known or not), never a password. */
export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;

/**
 * Failed logins per username, whatever the address: after `maxFailures` attempts without a success the
 * username is locked for `lockMinutes`, doubling with each further failure up to an hour. An unknown
 * username is treated the same, so a lock tells nothing about which accounts exist.
 */
export function createAccountLoginLimit(db: Db, options: { maxFailures: number; lockMinutes: number; now: () => Date }) {
  const lockSeconds = options.lockMinutes * 60;
  const capSeconds = Math.max(ACCOUNT_LOCK_CAP_MINUTES * 60, lockSeconds);
  const lockFor = (failures: number) => Math.min(capSeconds, lockSeconds * 2 ** Math.min(failures - options.maxFailures, 20));
  const secondsUntil = (until: Date | null | undefined, now: Date) => Math.max(1, Math.ceil(((until?.getTime() ?? 0) - now.getTime()) / 1000));

  return {
    /**
     * Counts an attempt on `username` before its password is checked (a burst from many addresses cannot
     * slip past); returns the seconds it stays locked, or 0 when the password may be checked. Attempts
     * during a lock are not counted: they neither check the password nor make the lock longer.
     */
    async register(username: string): Promise<number> {
      const key = accountKey(username);
      const now = options.now();
      const at = sql`${now.toISOString()}::timestamptz`;
      const forgottenBefore = sql`${new Date(now.getTime() - ACCOUNT_MEMORY_HOURS * 3_600_000).toISOString()}::timestamptz`;
      const failures = sql`CASE WHEN ${loginAttempts.windowStart} <= ${forgottenBefore} THEN 1 ELSE ${loginAttempts.failures} + 1 END`;
      const lockedSeconds = sql`LEAST(${capSeconds}, ${lockSeconds} * power(2, LEAST(${failures} - ${options.maxFailures}, 20)))`;
      const [counted] = await db
        .insert(loginAttempts)
        .values({ clientKey: key, failures: 1, windowStart: now, lockedUntil: options.maxFailures <= 1 ? new Date(now.getTime() + lockFor(1) * 1000) : null })
        .onConflictDoUpdate({
          target: loginAttempts.clientKey,
          set: {
            failures,
            // For an account row, window_start is the time of its latest attempt.
            windowStart: now,
            lockedUntil: sql`CASE WHEN ${failures} >= ${options.maxFailures} THEN ${at} + ${lockedSeconds} * interval '1 second' ELSE NULL END`,
          },
          setWhere: sql`${loginAttempts.lockedUntil} IS NULL OR ${loginAttempts.lockedUntil} <= ${at}`,
        })
        .returning({ failures: loginAttempts.failures });
      if (counted) return 0;
      // Locked: the row was left as it is.
      const [row] = await db.select({ lockedUntil: loginAttempts.lockedUntil }).from(loginAttempts).where(eq(loginAttempts.clientKey, key));
      return secondsUntil(row?.lockedUntil, now);
    },

    /** After a successful login; also sweeps other usernames' rows nobody has tried for a day. */
    async clear(username: string): Promise<void> {
      const forgottenBefore = new Date(options.now().getTime() - ACCOUNT_MEMORY_HOURS * 3_600_000);
      await db
        .delete(loginAttempts)
        .where(or(eq(loginAttempts.clientKey, accountKey(username)), and(like(loginAttempts.clientKey, 'account:%'), lt(loginAttempts.windowStart, forgottenBefore))));
    },
  };
}
export type AccountLoginLimit = ReturnType<typeof createAccountLoginLimit>;

/** Deletes login counters older than a day, unless a lock still holds (they hold client addresses). */
export async function sweepLoginAttempts(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(loginAttempts).where(and(lt(loginAttempts.windowStart, dayAgo), or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now))));
}
