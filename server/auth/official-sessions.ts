// Officials' sessions (issue 29): made by a used sign-in link, carried by their own HttpOnly cookie,
// never by the staff's bearer token or cookie. Any instance checks them in the shared table.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { officialSessions } from './official-session-tables.js';
import { newToken, tokenHash } from '../kernel/private-tokens.js';


/** How long an official stays signed in on a device. */
export const OFFICIAL_SESSION_DAYS = 30;

export function createOfficialSessionStore(db: Db, options: { now: () => Date }) {
  return {
    /** Starts a session for `email` and returns its token (set in the cookie, shown nowhere else). */
    async create(email: string): Promise<{ token: string; expires: Date }> {
      const token = newToken();
      const now = options.now();
      const expires = new Date(now.getTime() + OFFICIAL_SESSION_DAYS * 86_400_000);
      await db.insert(officialSessions).values({ sid: tokenHash(token), email, expiresAt: expires });
      await db.delete(officialSessions).where(lt(officialSessions.expiresAt, now));
      return { token, expires };
    },

    /** The signed-in email, or null for a missing, wrong or expired token. */
    async findEmail(token: string): Promise<string | null> {
      if (token.length > 200) return null;
      const [row] = await db
        .select({ email: officialSessions.email })
        .from(officialSessions)
        .where(and(eq(officialSessions.sid, tokenHash(token)), gt(officialSessions.expiresAt, options.now())));
      return row?.email ?? null;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(officialSessions).where(eq(officialSessions.sid, tokenHash(token)));
    },

    /** Signs the email out on every device. */
    async destroyAll(email: string): Promise<void> {
      await db.delete(officialSessions).where(eq(officialSessions.email, email));
    },
  };
}
export type OfficialSessionStore = ReturnType<typeof createOfficialSessionStore>;
