// Copies of the run's embedded database templates (pglite-template.ts) into a server's data folder.
// Apart from the templates' making, so that browser tests copy them without loading PGlite.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteDirOf } from '../../server/kernel/paths.js';

// The global setup names the templates' folder here; worker processes start with its environment.
export const TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
/** The data folder, inside the templates' folder, whose database is prepared with the test admin. */
export const PREPARED_DIR = 'prepared';
export const templateRoot = () => process.env[TEMPLATE_ENV];

/**
 * Puts a copy of a template's database where a server with this data folder (DATA_DIR) keeps its
 * embedded one, when the run has templates; without them (the bench, a file run outside the suite)
 * the server makes its own. `prepared`: seeded and with the test admin (ADMIN) already, as the server
 * would leave it; only for a server started with that admin.
 */
export function copyPgliteTemplate(dataDir: string, { prepared = false } = {}): void {
  const root = templateRoot();
  if (root) cpSync(pgliteDirOf(prepared ? join(root, PREPARED_DIR) : root), pgliteDirOf(dataDir), { recursive: true });
}
