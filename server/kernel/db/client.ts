// One Drizzle API over two drivers: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { snapshotPglite, type DatabaseSnapshot } from './pglite-dump.js';

// The client knows no domain's tables: queries name their tables (no relational `db.query` API), so
// the kernel stays below the domains.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database only: its full backup (on PostgreSQL, pg_dump takes it). */
  snapshot?: () => Promise<DatabaseSnapshot>;
  close(): Promise<void>;
  /** The connections now (the metrics); absent: the embedded database's one. */
  poolUse?(): PoolUse;
}

/** A pool's connections: open, idle, and the queries waiting for one. */
export interface PoolUse {
  driver: 'pglite' | 'postgres';
  total: number;
  idle?: number;
  waiting?: number;
}

/** The embedded database is one connection, always there, with its own queue inside. */
export const PGLITE_POOL_USE: PoolUse = { driver: 'pglite', total: 1 };

// Chosen once for the project: serialises migration and seeding across instances starting together.
const STARTUP_LOCK_KEY = 727_001;

/** Opens the database and applies pending migrations (safe to re-run, and to run from several instances). */
export async function openDatabase(options: { url?: string | undefined; pgliteDir?: string | undefined; migrate?: boolean }): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.migrate ?? true);
  return openPglite(options.pgliteDir);
}

const processIsRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it: `${dir}.lock`
 * holds the owner's pid. A lock whose process is gone (killed) is taken over. Returns the release.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsRunning(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another server process (pid ${owner}). ` +
          'Stop that one first; to run several instances, give them one PostgreSQL database (DATABASE_URL).',
      );
    }
    rmSync(lockFile, { force: true });
  }
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (!dir) return pgliteDatabase(new PGlite());
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    return await pgliteDatabase(new PGlite(dir), release);
  } catch (error) {
    release();
    throw error;
  }
}

/** An embedded database already started (its data in memory, in a folder, or from a dump), migrated. */
export async function pgliteDatabase(client: PGlite, release: () => void = () => undefined): Promise<Database> {
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    snapshot: () => snapshotPglite(client),
    async close() {
      await client.close();
      release();
    },
  };
}

/** `migrate` false: a tool that only reads or records a fact, run from a host whose copy of the code may be older. */
async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  if (migrate) {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  }
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db, kind: 'postgres', close: () => endPool(pool, open),
    poolUse: () => ({ driver: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Ends the pool and waits until each connection has really closed: pool.end() resolves as soon as its
 * clients are let go, before they finish closing, and a database dropped right then reports an error.
 */
async function endPool(pool: pg.Pool, open: Set<pg.PoolClient>): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    if (open.size === 0) resolve();
    pool.on('remove', () => {
      if (open.size === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** Runs `work` in one transaction holding the start-up lock, so instances starting together seed once. */
export async function withStartupLock<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work(tx);
  });
}
