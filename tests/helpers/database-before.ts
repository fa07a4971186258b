// A database as an older release left it, for the migration tests: migrated only up to one migration,
// given rows as that schema stored them, then opened as the app opens one (which applies the rest).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../../server/kernel/db/client.js';
import { MIGRATIONS_DIR } from '../../server/kernel/paths.js';
import { createScratchDatabase } from './database.js';

/** The migrations folder as it was at `last`: the SQL files and the journal up to that tag. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'referee-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === last);
  if (index < 0) throw new Error(`no migration ${last}`);
  const entries = journal.entries.slice(0, index + 1);
  cpSync(join(MIGRATIONS_DIR, 'meta'), join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) cpSync(join(MIGRATIONS_DIR, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

/** A database at migration `last` holding `rows` (SQL in that schema), opened and so migrated to the end. */
export async function databaseFrom(last: string, rows: string): Promise<Database> {
  const folder = migrationsUpTo(last);
  try {
    if (!process.env.TEST_DATABASE_URL) {
      const client = new PGlite();
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      await client.exec(rows);
      return await pgliteDatabase(client);
    }
    const scratch = await createScratchDatabase();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
      await client.query(rows);
    } finally {
      await client.end();
    }
    const database = await openDatabase({ url: scratch.url });
    return { ...database, close: async () => { await database.close(); await scratch.drop(); } };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
