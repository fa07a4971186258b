// Whether the database has every migration this code ships: drizzle's migrator records each applied
// one in drizzle.__drizzle_migrations with its journal time (`created_at`), and applies those newer
// than the latest recorded; so the same comparison tells what a start would still apply.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { MIGRATIONS_DIR } from '../kernel/paths.js';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations the code ships, read once (the journal does not change under a running server). */
export function shippedMigrations(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The shipped migrations the database has not recorded, oldest first (empty: up to date). */
export async function pendingMigrations(db: Db, shipped: readonly JournalEntry[]): Promise<string[]> {
  const result = (await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`)) as unknown as { rows: { latest: string | null }[] };
  const latest = Number(result.rows[0]?.latest ?? -1);
  return shipped.filter((entry) => entry.when > latest).map((entry) => entry.tag);
}
