// A data folder whose embedded database a browser test fills before its server opens it: made at
// once, prepared (migrations, the admin) and filled in the file's first hook, removed after its tests.
// Pass it to the session as DATA_DIR; the session's server starts in a later hook.
import { beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../server/kernel/db/client.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN } from './admin-credentials.js';
import { tempFolder } from './temp-folder.js';
import { copyPgliteTemplate } from './template-copy.js';

export function seededDataDir(name: string, fill: (db: Database['db']) => Promise<void>): string {
  const dataDir = tempFolder(`${name}-`);
  beforeAll(async () => {
    copyPgliteTemplate(dataDir, { prepared: true });
    const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
    try {
      await prepareDatabase(database, ADMIN);
      await fill(database.db);
    } finally {
      await database.close();
    }
  });
  return dataDir;
}
