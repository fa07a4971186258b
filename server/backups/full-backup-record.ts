// When the last whole-database backup was taken, kept in app_meta so every instance and the dashboard
// read one answer: written by the embedded database's own dumps, and on PostgreSQL by the operator's
// dump job (`npm run backup:record -- <file>` after pg_dump). A backup missing or older than twice the
// expected interval is shown to staff as a warning.
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FullBackupStatus } from '../../common/schemas/database-backup.js';
import type { Db } from '../kernel/db/client.js';
import { appMeta } from '../kernel/db/tables.js';

const LAST_FULL_BACKUP_KEY = 'last-full-backup';

export interface FullBackupRecord {
  /** When it was taken (ISO). */
  at: string;
  /** Its file's name (never a path: the dashboard shows nothing about the backup host). */
  file: string;
  bytes: number;
  method: 'pglite' | 'pg_dump';
}

export async function recordFullBackup(db: Db, record: FullBackupRecord): Promise<void> {
  const value = JSON.stringify(record);
  await db.insert(appMeta).values({ key: LAST_FULL_BACKUP_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

export async function lastFullBackup(db: Db): Promise<FullBackupRecord | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LAST_FULL_BACKUP_KEY));
  if (!row) return null;
  try {
    const record = JSON.parse(row.value) as FullBackupRecord;
    return Number.isNaN(Date.parse(record.at)) ? null : record;
  } catch {
    return null;
  }
}

/** Missing, recent, or stale (older than twice `intervalHours`, or dated in the future by a wrong clock). */
export function fullBackupStatus(
  record: FullBackupRecord | null, now: Date, intervalHours: number, database: FullBackupStatus['database'],
): FullBackupStatus {
  const base = { database, expectedEveryHours: intervalHours };
  if (!record) return { ...base, state: 'missing', lastAt: null, ageMinutes: null };
  const ageMs = now.getTime() - Date.parse(record.at);
  const stale = ageMs > 2 * intervalHours * 3_600_000 || ageMs < -3_600_000;
  return { ...base, state: stale ? 'stale' : 'recent', lastAt: record.at, ageMinutes: Math.floor(ageMs / 60_000) };
}

const PG_DUMP_MAGIC = 'PGDMP';

/** Whether `path` begins as pg_dump's custom format does (or is a directory-format dump). */
async function isPgDump(path: string): Promise<{ bytes: number } | null> {
  const info = await stat(path);
  const file = info.isDirectory() ? join(path, 'toc.dat') : path;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString('latin1') === PG_DUMP_MAGIC ? { bytes: info.isDirectory() ? (await stat(file)).size : info.size } : null;
  } finally {
    await handle.close();
  }
}

/**
 * Records a pg_dump file as the last full backup, taken at its modification time. Refuses a file that is
 * not a custom- or directory-format dump (a failed or plain-text dump would otherwise pass as recent).
 */
export async function recordPgDump(db: Db, path: string): Promise<FullBackupRecord> {
  const dump = await isPgDump(path);
  if (!dump) throw new Error(`${path} is not a pg_dump archive (take it with pg_dump -Fc)`);
  const record: FullBackupRecord = { at: (await stat(path)).mtime.toISOString(), file: path.split('/').pop() ?? path, bytes: dump.bytes, method: 'pg_dump' };
  await recordFullBackup(db, record);
  return record;
}
