// The embedded database's own full backup: PGlite's tarball of its data folder (dumpDataDir), and the
// restore of one into a fresh folder (loadDataDir). PostgreSQL servers use pg_dump and pg_restore instead.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { countRows, type RowCounts } from './row-counts.js';

export interface DatabaseSnapshot {
  /** The data folder as a gzipped tar. */
  tarball: Uint8Array;
  /** Every table's row count in that same state. */
  rowCounts: RowCounts;
}

/**
 * A consistent copy of a running embedded database. PGlite has one connection: inside a transaction of
 * our own no other statement runs, so the files dumped and the rows counted are one state of the data.
 */
export async function snapshotPglite(client: PGlite): Promise<DatabaseSnapshot> {
  // Writes the data files out first, so a restore has little of the log to replay.
  await client.exec('CHECKPOINT');
  return client.transaction(async (tx) => {
    const rowCounts = await countRows((text) => tx.query(text));
    const file = await client.dumpDataDir('gzip');
    return { tarball: new Uint8Array(await file.arrayBuffer()), rowCounts };
  });
}

const isEmptyOrMissing = async (dir: string) => {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return true;
    throw error;
  }
};

/**
 * Unpacks `file` (a snapshot's tarball) into `dir`, which must be new or empty: a restore never writes
 * over a database. Resolves to every table's row count in the restored copy (before any migration).
 */
export async function restorePgliteDump(file: string, dir: string): Promise<RowCounts> {
  if (!(await isEmptyOrMissing(dir)) || existsSync(`${dir}.lock`)) {
    throw new Error(`${dir} already holds a database (or a server uses it): restore into a new, empty data folder`);
  }
  // A database's files are its server's alone, as PostgreSQL's own initdb makes them.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const client = new PGlite(dir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    return await countRows((text) => client.query(text));
  } finally {
    await client.close();
  }
}
