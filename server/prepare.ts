import { ensureAdmin, writeInitialAdminPassword, type AdminSettings } from './auth/bootstrap-admin.js';
import type { ScryptParams } from './auth/passwords.js';
import { withStartupLock, type Database } from './kernel/db/client.js';
import { seedContent } from './content/seed.js';

export interface PreparedDatabase {
  seeded: boolean;
  /** `passwordFile`: where a generated password was written; `generatedPassword` only when no data folder was given. */
  admin: { created: boolean; username: string; generatedPassword?: string; passwordFile?: string };
}

/**
 * Seeds content and creates the first admin, once per database, even with several instances starting.
 * With `dataDir`, a generated admin password goes to a private file there, not to the caller; the
 * admin's password is hashed with `passwordParams` (config.passwordParams; OWASP's by default).
 */
export function prepareDatabase(database: Database, admin: AdminSettings, options: { dataDir?: string; passwordParams?: ScryptParams } = {}): Promise<PreparedDatabase> {
  return withStartupLock(database, async (tx) => {
    const seeded = await seedContent(tx);
    const { generatedPassword, ...created } = await ensureAdmin(tx, admin, options.passwordParams);
    if (generatedPassword === undefined) return { seeded, admin: created };
    if (options.dataDir === undefined) return { seeded, admin: { ...created, generatedPassword } };
    // Written before the admin's row commits: should the write fail, no admin exists whose password nobody knows.
    const passwordFile = await writeInitialAdminPassword(options.dataDir, created.username, generatedPassword);
    return { seeded, admin: { ...created, passwordFile } };
  });
}
