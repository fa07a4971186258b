// Automatic backups every `intervalHours` (SPEC section 9: 12 hours). Servers are stateless, so the
// schedule's state lives in the database: app_meta 'last-scheduled-backup' holds when the last
// scheduled backup was taken, and on PostgreSQL a run holds a transaction-scoped advisory lock while it
// checks and writes, so several instances on one database take exactly one backup per interval.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.js';
import { appMeta } from '../db/schema.js';
import type { CreatedBackup } from '../../common/schemas/backup.js';
import type { BackupService } from './index.js';

const LAST_SCHEDULED_BACKUP_KEY = 'last-scheduled-backup';
// Chosen once for the project (the start-up lock is 727_001).
const BACKUP_LOCK_KEY = 727_002;

export interface BackupScheduleOptions {
  database: Pick<Database, 'db' | 'kind'>;
  backups: BackupService;
  intervalHours: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
  /** How often to check whether a backup is due (default: a quarter of the interval, at most a minute). */
  checkEveryMs?: number;
}

export interface BackupSchedule {
  /** Checks once and takes the backup if due; resolves to the backup taken, or null. */
  runDue(): Promise<CreatedBackup | null>;
  stop(): Promise<void>;
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { database, backups, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalHours * 3_600_000;
  const checkEveryMs = options.checkEveryMs ?? Math.max(10, Math.min(60_000, Math.floor(intervalMs / 4)));

  async function takeIfDue(tx: Tx): Promise<CreatedBackup | null> {
    if (database.kind === 'postgres') {
      const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) AS locked`)) as unknown as { rows: { locked: boolean }[] };
      // Another instance is taking it right now.
      if (!result.rows[0]?.locked) return null;
    }
    const [last] = await tx.select().from(appMeta).where(eq(appMeta.key, LAST_SCHEDULED_BACKUP_KEY));
    const at = now();
    const lastAt = last ? Date.parse(last.value) : Number.NaN;
    if (!Number.isNaN(lastAt) && at.getTime() - lastAt < intervalMs) return null;
    const backup = await backups.create({ executor: tx });
    await tx
      .insert(appMeta)
      .values({ key: LAST_SCHEDULED_BACKUP_KEY, value: at.toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: at.toISOString() } });
    return backup;
  }

  let running: Promise<CreatedBackup | null> | null = null;
  function runDue(): Promise<CreatedBackup | null> {
    running ??= database.db
      .transaction(takeIfDue)
      .then((backup) => {
        if (backup) log.info(`Scheduled backup written: ${backup.filename} (${backup.count} registrations)`);
        return backup;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((error: unknown) => log.error({ err: error }, 'Scheduled backup failed'))
        .finally(schedule);
    }, checkEveryMs);
    timer.unref();
  }
  schedule();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
