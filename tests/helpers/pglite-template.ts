// One migrated embedded database per test run, made by the global setup and copied for each test file's
// app or server: PGlite's initdb and the migrations take 1-4 s each time (more with the machine busy),
// a copy a fraction of that. The copy is the same empty, migrated database a new one would be.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../../server/kernel/db/client.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';

// The global setup names the template's folder here; worker processes start with its environment.
const TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
const DUMP_FILE = 'pg.tar';
const templateRoot = () => process.env[TEMPLATE_ENV];

/** Makes the template (a data folder and its dump) and returns its removal; the run's projects share one. */
export async function makePgliteTemplate(): Promise<() => void> {
  if (templateRoot()) return () => undefined;
  const root = mkdtempSync(join(tmpdir(), 'referee-template-'));
  const client = new PGlite(pgliteDirOf(root));
  const database = await pgliteDatabase(client);
  writeFileSync(join(root, DUMP_FILE), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * Puts a copy of the template's database where a server with this data folder (DATA_DIR) keeps its
 * embedded one, when the run has a template; without one (the bench, a file run outside the suite)
 * the server makes its own.
 */
export function copyPgliteTemplate(dataDir: string): void {
  const root = templateRoot();
  if (root) cpSync(pgliteDirOf(root), pgliteDirOf(dataDir), { recursive: true });
}

let dump: Blob | undefined;

/** A new in-memory embedded database: the template's copy, or a migrated new one without a template. */
export async function newPgliteDatabase(): Promise<Database> {
  const root = templateRoot();
  if (!root) return pgliteDatabase(new PGlite());
  dump ??= new Blob([readFileSync(join(root, DUMP_FILE))]);
  return pgliteDatabase(new PGlite({ loadDataDir: dump }));
}
