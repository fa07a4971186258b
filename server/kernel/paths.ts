import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where package.json is), the same whether run from server/ (tsx) or dist/ (build). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server', 'kernel', 'db', 'migrations');

/** Where the embedded database (PGlite) keeps its files inside the data folder (DATA_DIR). */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pg');
