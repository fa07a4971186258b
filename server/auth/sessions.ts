// Sessions live in the `session` table so any server instance can check them. The table holds only a
// SHA-256 of the token: a leaked copy of the database does not give working tokens.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { sessions, users } from './tables.js';
import type { PublicUser } from '../../common/schemas/auth.js';
import { newToken, tokenHash } from '../kernel/private-tokens.js';


export function toPublicUser(user: typeof users.$inferSelect): PublicUser {
  return { id: user.id, username: user.username, email: user.email, fullName: user.fullName, role: user.role };
}

export function createSessionStore(db: Db, options: { ttlHours: number; now: () => Date }) {
  return {
    /** Starts a session and returns its token (shown to the client once). */
    async create(userId: number): Promise<{ token: string; expires: Date }> {
      const token = newToken();
      const expires = new Date(options.now().getTime() + options.ttlHours * 3_600_000);
      await db.insert(sessions).values({ sid: tokenHash(token), sess: { userId }, expire: expires });
      // Expired rows are swept here, on the rare write, rather than by a timer.
      await db.delete(sessions).where(lt(sessions.expire, options.now()));
      return { token, expires };
    },

    async findUser(token: string): Promise<PublicUser | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::int`))
        .where(and(eq(sessions.sid, tokenHash(token)), gt(sessions.expire, options.now())));
      return row ? toPublicUser(row.user) : null;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, tokenHash(token)));
    },

    /** Ends every other session of a user, e.g. after a password change. */
    async destroyOthers(userId: number, keepToken: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sql`(${sessions.sess}->>'userId')::int`, userId), ne(sessions.sid, tokenHash(keepToken))));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
