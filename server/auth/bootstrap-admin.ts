// First start: without any user the site could never be administered, so create the admin.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from './passwords.js';

export interface AdminSettings {
  username: string | undefined;
  password: string | undefined;
  email: string | undefined;
}

/** Creates the first admin when there is no user; returns the generated password when one was made up. */
export async function ensureAdmin(tx: Tx, settings: AdminSettings): Promise<{ created: boolean; username: string; generatedPassword?: string }> {
  const username = settings.username ?? 'admin';
  const [row] = await tx.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return { created: false, username };
  const generatedPassword = settings.password ? undefined : randomBytes(12).toString('base64url');
  await tx.insert(users).values({
    username,
    password: await hashPassword(settings.password ?? generatedPassword!),
    email: settings.email ?? `${username}@localhost`,
    fullName: 'Site Administrator',
    role: 'admin',
  });
  return { created: true, username, ...(generatedPassword && { generatedPassword }) };
}
