// Every table's row count (the public schema and Drizzle's migrations table), for the restore drill: a
// restored database must hold as many rows in each table as the one backed up.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** Rows per table, by "schema.table". */
export type RowCounts = Record<string, number>;

/** Runs one SQL text and answers its rows: a PGlite client or transaction, a pg client, or `drizzleSql(db)`. */
export type RunSql = (text: string) => Promise<{ rows: unknown[] }>;

// Read from the catalogue rather than a list in code, so a table added later is counted too.
const TABLES = `SELECT n.nspname AS "schema", c.relname AS "name"
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname IN ('public', 'drizzle')
  ORDER BY 1, 2`;

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const drizzleSql = (db: Db | Tx): RunSql => async (text) => (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };

/** Counts every table in one statement (one snapshot of the database). */
export async function countRows(run: RunSql): Promise<RowCounts> {
  const tables = (await run(TABLES)).rows as { schema: string; name: string }[];
  if (tables.length === 0) return {};
  const counts = tables
    .map(({ schema, name }) => `SELECT ${literal(`${schema}.${name}`)} AS "table", count(*)::int AS "rows" FROM ${identifier(schema)}.${identifier(name)}`)
    .join(' UNION ALL ');
  const rows = (await run(counts)).rows as { table: string; rows: number }[];
  return Object.fromEntries(rows.map((row) => [row.table, Number(row.rows)]));
}

/** The tables whose counts differ as "table: expected → found". */
export function rowCountDifferences(expected: RowCounts, found: RowCounts): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables.filter((table) => expected[table] !== found[table]).map((table) => `${table}: ${expected[table] ?? 'missing'} → ${found[table] ?? 'missing'}`);
}
