// Automatic backups every `intervalHours` (SPEC section 9: 12 hours). Servers are stateless, so the
// schedule's state lives in the database: app_meta 'last-scheduled-backup' holds when the last
// scheduled backup was taken, and on PostgreSQL a run holds a transaction-scoped advisory lock while it
// checks and writes, so several instances on one database take exactly one backup per interval.
// Each check also deletes this instance's email log files older than the retention (its own folder,
// so every instance sweeps its own, not only the one that takes the backup).
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../kernel/db/client.js';
import { appMeta } from '../kernel/db/tables.js';
import type { CreatedBackup } from '../../common/schemas/backup.js';
import { deleteOldEmailLogs } from '../email/index.js';
import type { BackupService } from './backup-service.js';
import { sweepLoginAttempts } from '../auth/index.js';
import { sweepBookkeeping } from '../kernel/db/sweep.js';
import { loggableError } from '../kernel/http/log-safety.js';

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
  /** The email file log: its .eml files older than `retentionDays` are deleted at each check. */
  emailLogs?: { dir: string; retentionDays: number };
  /** Each timer check's backup step, and whether it failed (the metrics). */
  onRun?: (result: 'ok' | 'error') => void;
}

export interface BackupSchedule {
  /** Checks once and takes the backup if due; resolves to the backup taken, or null. */
  runDue(): Promise<CreatedBackup | null>;
  /** Deletes the email log files past their retention now; resolves to how many were deleted. */
  cleanEmailLogs(): Promise<number>;
  stop(): Promise<void>;
  /** How many timer checks have finished: tests wait for the next check, not for a time. */
  readonly checks: number;
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
    running ??= backups
      .ready() // the signing key is read before the transaction, never inside it
      .then(() => database.db.transaction(takeIfDue))
      .then((backup) => {
        if (backup) log.info(`Scheduled backup written: ${backup.filename} (${backup.count} registrations)`);
        return backup;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function cleanEmailLogs(): Promise<number> {
    if (!options.emailLogs) return 0;
    const { dir, retentionDays } = options.emailLogs;
    const deleted = await deleteOldEmailLogs(dir, retentionDays, now());
    if (deleted > 0) log.info(`Deleted ${deleted} email log files older than ${retentionDays} days`);
    return deleted;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  let checks = 0;
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = (async () => {
        await cleanEmailLogs().catch((error: unknown) => log.error({ err: loggableError(error) }, 'Email log clean-up failed'));
        await Promise.all([sweepBookkeeping(database.db, now(), options.emailLogs?.retentionDays ?? 30), sweepLoginAttempts(database.db, now())])
          .catch((error: unknown) => log.error({ err: loggableError(error) }, 'Clean-up of counters and sent emails failed'));
        await runDue().then(() => options.onRun?.('ok'), (error: unknown) => {
          options.onRun?.('error');
          log.error({ err: loggableError(error) }, 'Scheduled backup failed');
        });
      })().finally(() => {
        checks += 1;
        schedule();
      });
    }, checkEveryMs);
    timer.unref();
  }
  schedule();

  return {
    runDue,
    cleanEmailLogs,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking;
      await running?.catch(() => undefined);
    },
    get checks() {
      return checks;
    },
  };
}
