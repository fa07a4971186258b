// Registration backups as the admin API reports them (the files themselves: server/backups/files.ts).
import { z } from 'zod';

/** One backup file in the list. */
export const BackupInfoSchema = z.object({
  filename: z.string(),
  /** When the backup was taken (ISO). */
  timestamp: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type BackupInfo = z.infer<typeof BackupInfoSchema>;

/** A backup just written, with how many registrations it holds. */
export const CreatedBackupSchema = BackupInfoSchema.extend({ count: z.number().int() });
export type CreatedBackup = z.infer<typeof CreatedBackupSchema>;

const RestoreResultSchema = z.object({
  importedCount: z.number().int(),
  /** Rows whose program no longer exists. */
  skippedCount: z.number().int(),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

/** POST /api/admin/backups/restore/{filename}: the counts beside the message, no data. */
export const RestoreAnswerSchema = RestoreResultSchema.extend({ success: z.literal(true), message: z.string() });
export type RestoreAnswer = z.infer<typeof RestoreAnswerSchema>;
