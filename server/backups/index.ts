// Registration backups (ISSUE 6): JSON files of all registrations under the backup folder, created on
// demand or by the schedule (schedule.ts), listed, downloaded, restored and deleted.
import { mkdir, readFile, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import type { BackupInfo, CreatedBackup, RestoreResult } from '../../common/schemas/backup.js';
import type { Db, Tx } from '../db/client.js';
import { programs, registrations } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import {
  BACKUP_FORMAT_VERSION, backupFilename, backupPath, filenameTimestamp, isBackupFilename, parseBackup, writeAtomically,
  type BackupFile, type BackupRegistration,
} from './files.js';

export interface BackupDeps {
  db: Db;
  dir: string;
  now: () => Date;
}

export interface BackupService {
  readonly dir: string;
  /** Newest first. */
  list(): Promise<BackupInfo[]>;
  /** Writes a backup of every registration; `executor` lets the schedule read inside its transaction. */
  create(options?: { executor?: Db | Tx }): Promise<CreatedBackup>;
  /** The file's path for a download (400 for a name off the pattern, 404 when missing). */
  pathFor(filename: string): Promise<string>;
  read(filename: string): Promise<Buffer>;
  restore(filename: string): Promise<RestoreResult>;
  remove(filename: string): Promise<void>;
}

const MISSING = 'Backup not found';
const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

export function createBackupService({ db, dir, now }: BackupDeps): BackupService {
  async function requireFile(filename: string): Promise<string> {
    const path = backupPath(dir, filename);
    try {
      const info = await stat(path);
      if (!info.isFile()) throw notFound(MISSING);
    } catch (error) {
      if (isMissing(error)) throw notFound(MISSING);
      throw error;
    }
    return path;
  }

  return {
    dir,

    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const backups: BackupInfo[] = [];
      for (const filename of names.filter(isBackupFilename)) {
        try {
          const info = await stat(join(dir, filename));
          if (info.isFile()) backups.push({ filename, timestamp: filenameTimestamp(filename), size: info.size });
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted meanwhile
        }
      }
      return backups.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.filename.localeCompare(a.filename));
    },

    async create(options = {}) {
      const executor = options.executor ?? db;
      const rows = await executor.select().from(registrations).orderBy(asc(registrations.id));
      const at = now();
      const file: BackupFile = {
        version: BACKUP_FORMAT_VERSION,
        createdAt: at.toISOString(),
        count: rows.length,
        registrations: rows.map((row) => ({
          ...row,
          paidAt: row.paidAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
      const text = JSON.stringify(file, null, 2);
      await mkdir(dir, { recursive: true });
      // Two backups in one millisecond get -1, -2...: an existing backup is never overwritten.
      const existing = new Set(await readdir(dir));
      let suffix = 0;
      while (existing.has(backupFilename(at, suffix))) suffix++;
      const filename = backupFilename(at, suffix);
      await writeAtomically(backupPath(dir, filename), text);
      return { filename, timestamp: filenameTimestamp(filename), size: Buffer.byteLength(text), count: rows.length };
    },

    pathFor: requireFile,

    async read(filename) {
      return readFile(await requireFile(filename));
    },

    async restore(filename) {
      const backup = parseBackup(await readFile(await requireFile(filename), 'utf8'));
      // One transaction: every row goes in, or (on any failure) none.
      return db.transaction(async (tx) => {
        const programIds = [...new Set(backup.registrations.map((row) => row.programId))];
        const existing = programIds.length === 0
          ? []
          : await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, programIds));
        const known = new Set(existing.map((program) => program.id));
        const rows = backup.registrations.filter((row) => known.has(row.programId)).map(toInsert);
        for (let start = 0; start < rows.length; start += 500) {
          await tx.insert(registrations).values(rows.slice(start, start + 500));
        }
        return { importedCount: rows.length, skippedCount: backup.registrations.length - rows.length };
      });
    },

    async remove(filename) {
      const path = backupPath(dir, filename);
      try {
        await unlink(path);
      } catch (error) {
        if (isMissing(error)) throw notFound(MISSING);
        throw error;
      }
    },
  };
}

/** A backed-up registration as a new row: a new id and payment token, everything else as it was. */
function toInsert(row: BackupRegistration): typeof registrations.$inferInsert {
  const { id: _id, paymentToken: _token, updatedAt: _updated, paidAt, createdAt, ...fields } = row;
  return {
    ...fields,
    paidAt: paidAt ? new Date(paidAt) : null,
    ...(createdAt && { createdAt: new Date(createdAt) }),
  };
}
