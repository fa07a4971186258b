// Whole-database backups (issue 31). On the embedded database the server takes its own: PGlite's dump
// of its data folder with every table's row count beside it, in a private folder (0700, files 0600,
// written to a temporary name then renamed), the newest `keep` kept, on demand and by the season
// schedule once per interval. On PostgreSQL the operator's pg_dump job takes them; both record the last
// one for the dashboard (full-backup-record.ts).
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CreatedDatabaseBackup, DatabaseBackupInfo, FullBackupStatus } from '../../common/schemas/database-backup.js';
import type { Db } from '../kernel/db/client.js';
import type { DatabaseSnapshot } from '../kernel/db/pglite-dump.js';
import { ensurePrivateDir, writePrivateFile } from '../kernel/private-files.js';
import { conflict, notFound } from '../kernel/refusals.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import {
  databaseBackupFilename, databaseBackupPath, databaseBackupTimestamp, isDatabaseBackupFilename, manifestFilename, type Manifest,
} from './database-backup-files.js';
import { fullBackupStatus, lastFullBackup, recordFullBackup } from './full-backup-record.js';

export interface DatabaseBackupDeps {
  db: Db;
  kind: 'pglite' | 'postgres';
  dir: string;
  now: () => Date;
  keep: number;
  intervalHours: number;
  /** The embedded database's snapshot; absent on PostgreSQL, which pg_dump backs up. */
  snapshot?: (() => Promise<DatabaseSnapshot>) | undefined;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface DatabaseBackups {
  readonly dir: string;
  /** Newest first. */
  list(): Promise<DatabaseBackupInfo[]>;
  /** Takes a full backup now (409 on PostgreSQL), then deletes the oldest beyond `keep`. */
  create(): Promise<CreatedDatabaseBackup>;
  /** The file's path for a download (400 for a name off the pattern, 404 when missing). */
  pathFor(filename: string): Promise<string>;
  status(): Promise<FullBackupStatus>;
  /** The season job that takes one when the last is an interval old (the embedded database only). */
  job: SeasonJob;
}

const MISSING = 'Database backup not found';
const ON_POSTGRES =
  'This site runs on PostgreSQL: take whole-database backups with pg_dump and record them with npm run backup:record (see the operations guide).';
const NO_SNAPSHOT = 'Whole-database backups are not taken by this server process.';
const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

export function createDatabaseBackups({ db, kind, dir, now, keep, intervalHours, snapshot, log }: DatabaseBackupDeps): DatabaseBackups {
  async function list(): Promise<DatabaseBackupInfo[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const backups: DatabaseBackupInfo[] = [];
    for (const filename of names.filter(isDatabaseBackupFilename)) {
      try {
        const info = await stat(join(dir, filename));
        if (info.isFile()) backups.push({ filename, timestamp: databaseBackupTimestamp(filename), size: info.size });
      } catch (error) {
        if (!isMissing(error)) throw error; // deleted meanwhile
      }
    }
    return backups.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.filename.localeCompare(a.filename));
  }

  /** Deletes the oldest dumps (and their manifests) so that `keep` stay, `newest` always among them. */
  async function prune(newest: string): Promise<void> {
    const others = (await list()).filter((backup) => backup.filename !== newest);
    for (const { filename } of others.slice(Math.max(0, keep - 1))) {
      for (const name of [filename, manifestFilename(filename)]) {
        await unlink(join(dir, name)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    }
  }

  async function write(): Promise<CreatedDatabaseBackup> {
    if (!snapshot) throw conflict(kind === 'postgres' ? ON_POSTGRES : NO_SNAPSHOT);
    const at = now();
    const { tarball, rowCounts } = await snapshot();
    await ensurePrivateDir(dir);
    // Two backups in one millisecond get -1, -2...: an existing backup is never overwritten.
    const existing = new Set(await readdir(dir));
    let suffix = 0;
    while (existing.has(databaseBackupFilename(at, suffix))) suffix++;
    const filename = databaseBackupFilename(at, suffix);
    const manifest: Manifest = { format: 'pglite-data-dir', createdAt: at.toISOString(), filename, rowCounts };
    // The manifest first: a dump that is listed always has its counts beside it for the restore drill.
    await writePrivateFile(join(dir, manifestFilename(filename)), JSON.stringify(manifest, null, 2));
    await writePrivateFile(databaseBackupPath(dir, filename), tarball);
    await recordFullBackup(db, { at: at.toISOString(), file: filename, bytes: tarball.byteLength, method: 'pglite' });
    // Retention is housekeeping: should it fail, the backup just written still stands and the next one tries again.
    await prune(filename).catch((error: unknown) => log?.warn({ err: error }, 'Could not delete old database backups'));
    log?.info(`Database backup written: ${filename} (${tarball.byteLength} bytes)`);
    return { filename, timestamp: databaseBackupTimestamp(filename), size: tarball.byteLength, rowCounts };
  }

  // One at a time: a click during the scheduled one waits for it, then takes its own.
  let queue: Promise<unknown> = Promise.resolve();
  function create(): Promise<CreatedDatabaseBackup> {
    const run = queue.then(write, write);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    dir,
    list,
    create,

    async pathFor(filename) {
      const path = databaseBackupPath(dir, filename);
      try {
        if ((await stat(path)).isFile()) return path;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      throw notFound(MISSING);
    },

    async status() {
      return fullBackupStatus(await lastFullBackup(db), now(), intervalHours, kind);
    },

    job: {
      name: 'databaseBackup',
      async run(at) {
        if (!snapshot) return 0;
        const last = await lastFullBackup(db);
        const age = last ? at.getTime() - Date.parse(last.at) : Number.POSITIVE_INFINITY;
        // A record dated ahead of the clock (a restored copy, a clock set back) is no reason to wait.
        if (age >= 0 && age < intervalHours * 3_600_000) return 0;
        await create();
        return 1;
      },
    },
  };
}
