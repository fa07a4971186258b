// Staff accounts: the reads and writes the sign-in and the password change need.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { users, type User } from './tables.js';

export function createUsersQueries(db: Db) {
  return {
    async findByUsername(username: string): Promise<User | null> {
      const [user] = await db.select().from(users).where(eq(users.username, username));
      return user ?? null;
    },
    async findById(id: number): Promise<User | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user ?? null;
    },
    /** Sets a new hash; with `replacing`, only while the stored hash is still that one (a rehash must not undo a change). */
    async setPassword(id: number, hash: string, replacing?: string): Promise<void> {
      await db.update(users).set({ password: hash }).where(replacing === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.password, replacing)));
    },
  };
}
export type UsersQueries = ReturnType<typeof createUsersQueries>;
