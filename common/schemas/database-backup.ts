// Whole-database backups (issue 31) as the admin API reports them: the embedded database's own dumps,
// and how recent the last full backup is (a pg_dump on PostgreSQL).
import { z } from 'zod';

/** One full backup file in the list (a gzipped tar of the embedded database's data folder). */
export const DatabaseBackupInfoSchema = z.object({
  filename: z.string(),
  /** When the backup was taken (ISO). */
  timestamp: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type DatabaseBackupInfo = z.infer<typeof DatabaseBackupInfoSchema>;

/** A full backup just written, with every table's row count ("schema.table") at that moment. */
export const CreatedDatabaseBackupSchema = DatabaseBackupInfoSchema.extend({ rowCounts: z.record(z.string(), z.number().int()) });
export type CreatedDatabaseBackup = z.infer<typeof CreatedDatabaseBackupSchema>;

/** `stale`: older than twice the expected interval. */
export const FULL_BACKUP_STATES = ['missing', 'recent', 'stale'] as const;

/** The dashboard's view of the last full backup. */
export const FullBackupStatusSchema = z.object({
  /** Which database runs the site: the embedded one backs itself up, PostgreSQL is dumped by the operator's job. */
  database: z.enum(['pglite', 'postgres']),
  state: z.enum(FULL_BACKUP_STATES),
  /** When the last full backup was taken (ISO); null when none is recorded. */
  lastAt: z.string().nullable(),
  /** Its age by the server's clock, in whole minutes; null when none is recorded. */
  ageMinutes: z.number().int().nullable(),
  /** How often one is expected (FULL_BACKUP_INTERVAL_HOURS). */
  expectedEveryHours: z.number(),
});
export type FullBackupStatus = z.infer<typeof FullBackupStatusSchema>;

/** The dashboard's figure for an age: "12 min", "5 h", "3 d". */
export function formatBackupAge(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, minutes)} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}
