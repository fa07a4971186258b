// One migrated embedded database per test run, made by the global setup, for each test file's app or
// server: PGlite's initdb and the migrations take 1-4 s each time (more with the machine busy). The
// apps and the browser files' servers get it in memory, from the worker's instance made so again
// (pglite-reuse.ts); server processes get a copy of its folder (template-copy.ts). It is the same
// empty, migrated database a new one would be. A second one is prepared as every test server prepares
// its own (the seed and the test admin, its password hashed at the tests' cost), for the apps and
// servers started with the test admin.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../server/kernel/config.js';
import { pgliteDatabase, type Database } from '../../server/kernel/db/client.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN, TEST_PASSWORD_ENV } from './admin-credentials.js';
import { borrowPglite } from './pglite-reuse.js';
import { PREPARED_DIR, TEMPLATE_ENV, templateRoot } from './template-copy.js';

const DUMP_FILE = 'pg.tar';
const PREPARED_DUMP_FILE = 'prepared.tar';

/** Makes the templates (a data folder and its dump, and the prepared data folder) and returns their removal; the run's projects share them. */
export async function makePgliteTemplate(): Promise<() => void> {
  if (templateRoot()) return () => undefined;
  const root = mkdtempSync(join(tmpdir(), 'referee-template-'));
  const client = new PGlite(pgliteDirOf(root));
  const database = await pgliteDatabase(client);
  writeFileSync(join(root, DUMP_FILE), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  const prepared = join(root, PREPARED_DIR);
  cpSync(pgliteDirOf(root), pgliteDirOf(prepared), { recursive: true });
  const preparedClient = new PGlite(pgliteDirOf(prepared));
  const preparedDatabase = await pgliteDatabase(preparedClient);
  await prepareDatabase(preparedDatabase, ADMIN, { passwordParams: loadConfig(TEST_PASSWORD_ENV).passwordParams });
  writeFileSync(join(root, PREPARED_DUMP_FILE), Buffer.from(await (await preparedClient.dumpDataDir('none')).arrayBuffer()));
  await preparedDatabase.close();
  process.env[TEMPLATE_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

const dumps = new Map<string, Blob>();

/**
 * An in-memory embedded database as the template is (`prepared`: seeded and with the test admin
 * already): the worker's own, made so again (pglite-reuse.ts); without a template a migrated new one.
 */
export async function newPgliteDatabase({ prepared = false } = {}): Promise<Database> {
  const root = templateRoot();
  if (!root) return pgliteDatabase(new PGlite());
  const file = join(root, prepared ? PREPARED_DUMP_FILE : DUMP_FILE);
  const dump = dumps.get(file) ?? new Blob([readFileSync(file)]);
  dumps.set(file, dump);
  return pgliteDatabase(await borrowPglite(dump, file));
}
