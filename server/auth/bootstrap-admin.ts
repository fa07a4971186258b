// First start: without any user the site could never be administered, so create the admin.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { count } from 'drizzle-orm';
import type { Tx } from '../kernel/db/client.js';
import { users } from './tables.js';
import { ensurePrivateDir, writePrivateFile } from '../kernel/private-files.js';
import { hashPassword, PASSWORD_PARAMS, type ScryptParams } from './passwords.js';

export interface AdminSettings {
  username: string | undefined;
  password: string | undefined;
  email: string | undefined;
}

/** Creates the first admin when there is no user; returns the generated password when one was made up. */
export async function ensureAdmin(tx: Tx, settings: AdminSettings, passwordParams: ScryptParams = PASSWORD_PARAMS): Promise<{ created: boolean; username: string; generatedPassword?: string }> {
  const username = settings.username ?? 'admin';
  const [row] = await tx.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return { created: false, username };
  const generatedPassword = settings.password ? undefined : randomBytes(12).toString('base64url');
  await tx.insert(users).values({
    username,
    password: await hashPassword(settings.password ?? generatedPassword!, passwordParams),
    email: settings.email ?? `${username}@localhost`,
    fullName: 'Site Administrator',
    role: 'admin',
  });
  return { created: true, username, ...(generatedPassword && { generatedPassword }) };
}

export const INITIAL_ADMIN_PASSWORD_FILE = 'initial-admin-password.txt';

/**
 * Writes a generated first-admin password to `${dataDir}/initial-admin-password.txt` (0600, the data
 * folder narrowed to 0700), never to the log; resolves to the file's absolute path.
 */
export async function writeInitialAdminPassword(dataDir: string, username: string, password: string): Promise<string> {
  await ensurePrivateDir(dataDir);
  const path = resolve(join(dataDir, INITIAL_ADMIN_PASSWORD_FILE));
  const text = [
    'The first administrator of this site was created with a generated password.',
    '',
    `Username: ${username}`,
    `Password: ${password}`,
    '',
    'Sign in at /login, change the password (Change Password in the admin area), then delete this file.',
    '',
  ].join('\n');
  await writePrivateFile(path, text);
  return path;
}
