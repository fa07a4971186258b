import { ensureAdmin, type AdminSettings } from './auth/bootstrap-admin.js';
import { withStartupLock, type Database } from './db/client.js';
import { seedContent } from './db/seed.js';

/** Seeds content and creates the first admin, once per database, even with several instances starting. */
export function prepareDatabase(database: Database, admin: AdminSettings) {
  return withStartupLock(database, async (tx) => {
    const seeded = await seedContent(tx);
    const adminResult = await ensureAdmin(tx, admin);
    return { seeded, admin: adminResult };
  });
}
