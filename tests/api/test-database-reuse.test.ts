// The worker's embedded test database, lent from file to file (tests/helpers/pglite-reuse.ts): what one
// file leaves (rows, sequences, settings) is gone when the next borrows it, which gets what a new
// instance from the template holds; a handed-back handle refuses work; a changed schema means a new one.
// The embedded database's own helper: the PostgreSQL pass makes a new database per file instead.
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/kernel/db/client.js';
import { newPgliteDatabase } from '../helpers/pglite-template.js';

const rowsOf = async <Row>(database: Database, query: SQL): Promise<Row[]> => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every table's rows (as text, sorted), every sequence's value and the session's time zone. */
async function contents(database: Database): Promise<Record<string, unknown>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const seen: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [table] = await rowsOf<{ rows: string | null }>(database, sql.raw(`SELECT string_agg(t::text, '|' ORDER BY t::text) AS rows FROM ${name} t`));
    seen[name] = table!.rows;
  }
  const sequences = await rowsOf(database, sql`SELECT sequencename, last_value FROM pg_sequences ORDER BY 1`);
  const zone = await rowsOf(database, sql`SELECT current_setting('TimeZone') AS zone`);
  return { ...seen, sequences, zone };
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the test database lent from file to file', () => {
  it('comes back as a new one from the template would be, and a returned handle refuses work', async () => {
    const first = await newPgliteDatabase({ prepared: true });
    // Taken while the first is out: a new instance, the reference.
    const reference = await newPgliteDatabase({ prepared: true });
    const pristine = await contents(reference);
    expect(pristine['public.programs']).toContain('Youth League Officiating Fundamentals');
    expect(await contents(first)).toEqual(pristine);

    await first.db.execute(sql`UPDATE programs SET name = name || ' (changed)'`);
    await first.db.execute(sql`DELETE FROM services`);
    await first.db.execute(sql`SELECT nextval('programs_id_seq')`);
    await first.db.execute(sql`SET TIME ZONE 'Asia/Tokyo'`);
    expect(await contents(first)).not.toEqual(pristine);
    await first.close();
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toThrow();

    const again = await newPgliteDatabase({ prepared: true });
    expect(await contents(again)).toEqual(pristine);
    await again.close();
    await reference.close();
  });

  it('is a new instance after a file changed its schema', async () => {
    const changed = await newPgliteDatabase({ prepared: true });
    await changed.db.execute(sql`CREATE TABLE left_behind (id integer)`);
    await changed.db.execute(sql`ALTER TABLE programs ADD COLUMN extra text`);
    await changed.close();
    const next = await newPgliteDatabase({ prepared: true });
    expect(await rowsOf(next, sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'left_behind'`)).toEqual([{ n: 0 }]);
    expect(await rowsOf(next, sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'programs' AND column_name = 'extra'`)).toEqual([{ n: 0 }]);
    await next.close();
  });
});
