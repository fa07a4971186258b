// One embedded database per worker and template, lent to a test file and made the template's again
// before the next borrows it: starting PGlite from a dump is 1.5-2 s of CPU, a file's whole work in
// many API files, where the reset is a few hundredths. The reset puts back every table's rows (COPY,
// as they were when the instance started), every sequence's value and the session's settings; an
// instance whose schema a test changed, or whose reset fails, is closed and a new one started.
// A file's handle stops working when it hands the database back (close), so that nothing it left
// running can write into the next file's database.
import { PGlite } from '@electric-sql/pglite';

interface Pristine {
  /** Every table outside PostgreSQL's own schemas, quoted (the migrations' table too). */
  tables: string[];
  /** The rows of each table that had any, in COPY's text format. */
  rows: Map<string, Blob>;
  sequences: { name: string; value: string | null; start: string }[];
  schema: string;
}

const USER_SCHEMAS = "n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'";

/** The schema's shape (tables, columns, constraints, indexes, triggers, functions, roles): a test that changes it gets a new instance. */
const SCHEMA_SHAPE = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS shape FROM (
    SELECT format('%s.%s.%s:%s:%s:%s', n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) AS item
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT format('%s:%s', conrelid::regclass, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace NOT IN (SELECT oid FROM pg_namespace n WHERE NOT (${USER_SCHEMAS}))
    UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT format('trigger %s:%s', tgrelid::regclass, tgname) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('function %s', p.oid::regprocedure) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('role %s', rolname) FROM pg_roles
    UNION ALL SELECT format('setting %s', array_to_string(setconfig, ';')) FROM pg_db_role_setting
  ) shape`;

async function readPristine(client: PGlite): Promise<Pristine> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS} ORDER BY 1`,
  );
  const rows = new Map<string, Blob>();
  for (const { name } of tables) {
    const copied = await client.query(`COPY ${name} TO '/dev/blob'`);
    if (copied.blob && copied.blob.size > 0) rows.set(name, copied.blob);
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null; start: string }>(
    "SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value, start_value::text AS start FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  return { tables: tables.map(({ name }) => name), rows, sequences, schema: await schemaShape(client) };
}

const schemaShape = async (client: PGlite) => (await client.query<{ shape: string }>(SCHEMA_SHAPE)).rows[0]!.shape;

/** Puts the instance back as `pristine` describes it; false when it cannot (its schema changed). */
async function reset(client: PGlite, pristine: Pristine): Promise<boolean> {
  // Settings, advisory locks, prepared statements and temporary tables of the last file go.
  await client.exec('DISCARD ALL');
  if ((await schemaShape(client)) !== pristine.schema) return false;
  await client.transaction(async (tx) => {
    // Foreign keys are not checked while the rows come back in whatever order.
    await tx.exec(`SET LOCAL session_replication_role = replica; TRUNCATE ${pristine.tables.join(', ')}`);
    for (const [table, blob] of pristine.rows) await tx.query(`COPY ${table} FROM '/dev/blob'`, [], { blob });
    for (const { name, value, start } of pristine.sequences) {
      await tx.query('SELECT setval($1, $2, $3)', [name, value ?? start, value !== null]);
    }
  });
  return true;
}

interface Kept {
  client: PGlite;
  pristine: Pristine;
}

// Per worker (its modules stay loaded from file to file), by template: the instances not lent now.
const idle = new Map<string, Kept>();

/**
 * An embedded database started from `dump`, or the one this worker keeps for it made as it was: a
 * handle whose `close()` hands it back. A second one asked for while the first is out is a new
 * instance (kept in turn when handed back, if none is).
 */
export async function borrowPglite(dump: Blob, key: string): Promise<PGlite> {
  let kept = idle.get(key);
  idle.delete(key);
  if (kept && !(await reset(kept.client, kept.pristine).catch(() => false))) {
    await kept.client.close().catch(() => undefined);
    kept = undefined;
  }
  if (!kept) {
    const client = new PGlite({ loadDataDir: dump });
    kept = { client, pristine: await readPristine(client) };
  }
  return lend(kept, key);
}

/** A handle on the kept instance that works until it is closed, which hands the instance back. */
function lend(kept: Kept, key: string): PGlite {
  let out = true;
  return new Proxy(kept.client, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          if (!out) return;
          out = false;
          if (!idle.has(key)) idle.set(key, kept);
          else await target.close();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!out) throw new Error('This test database was handed back (closed): a later file uses it now');
        return (value as (...callArgs: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
