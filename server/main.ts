// The process entry: read the environment, open the database, build the app, listen.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { startBackupSchedule, type BackupSchedule } from './backups/schedule.js';
import { startSeasonTimer } from './kernel/scheduler.js';
import { localContentChanges, postgresContentChanges } from './kernel/cache/content-changes.js';
import { loadConfig, siteUrlWarning } from './kernel/config.js';
import { openDatabase } from './kernel/db/client.js';
import { emailLogDir } from './email/transports.js';
import { createStripeClient } from './payments/stripe-client.js';
import { PROJECT_ROOT, pgliteDirOf } from './kernel/paths.js';
import { siteIsBuilt } from './ssr/site.js';
import { prepareDatabase } from './prepare.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
const prepared = await prepareDatabase(database, config.admin, { dataDir: config.dataDir, passwordParams: config.passwordParams });
const distDir = process.env.DIST_DIR ?? join(PROJECT_ROOT, 'dist');
const site = siteIsBuilt(distDir) ? { distDir, siteUrl: config.siteUrl } : undefined;
const stripe = createStripeClient(config.stripe);
// Instances sharing a PostgreSQL database hear each other's content changes (cached pages dropped).
const contentChanges = config.databaseUrl
  ? await postgresContentChanges(config.databaseUrl, database.db, { warn: (message) => app.log.warn(message) })
  : localContentChanges();
const app = await buildApp({
  config,
  db: database.db,
  databaseKind: database.kind,
  stripe,
  contentChanges,
  ...(database.poolUse && { poolUse: database.poolUse }),
  processMetrics: true,
  logger: { level: config.env === 'production' ? 'info' : 'debug' },
  ...(site && { site }),
});
if (!site) app.log.warn('The website is not built (npm run build): serving the API only');
if (!stripe) app.log.warn('No STRIPE_SECRET_KEY: payments run in TEST MODE and no card is charged; to take real payments set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
const siteWarning = siteUrlWarning(config);
if (siteWarning) app.log.warn(siteWarning);
if (!config.publicRateLimits) app.log.warn('PUBLIC_RATE_LIMITS=off: the public write limits (registration, contact, payment calls) are turned off');

if (prepared.seeded) app.log.info('Seeded the site content');
if (prepared.admin.passwordFile) {
  // The password itself is only in the file: logs are collected, kept and read by others.
  app.log.warn(`Created admin user "${prepared.admin.username}" with a generated password, written to ${prepared.admin.passwordFile} (readable by this user only): sign in, change the password, then delete the file`);
} else if (prepared.admin.created) {
  app.log.info(`Created admin user "${prepared.admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
}

let stopping = false;
// Waitlist offers, reminders and renewals (issue 16): checked every minute once the server listens.
const seasonTimer: { current?: { stop(): Promise<void> } } = {};
// Started once the server listens; stopped with the server on shutdown.
const backupSchedule: { current?: BackupSchedule } = {};
// An orchestrator kills a process that outlives its grace period (Kubernetes: 30 s); we promise 10 s.
// Past this, the process exits anyway: rows the outbox had claimed wait for their lease, a backup
// half-written is a temporary file, and nothing acknowledged is lost.
const SHUTDOWN_DEADLINE_MS = 9_000;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  app.log.info(`${signal}: shutting down`);
  setTimeout(() => {
    app.log.error(`Shutdown took more than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting without waiting further`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  // The server stops accepting and finishes the requests in flight while the timers stop; the outbox
  // finishes its batch in hand and leaves the rest queued (app.ts, onClose).
  await Promise.all([backupSchedule.current?.stop(), seasonTimer.current?.stop(), app.close()]);
  await contentChanges.close();
  await database.close();
  app.log.info(`Stopped in ${Date.now() - started} ms`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// Automatic backups (SPEC section 9); once per interval across instances sharing one PostgreSQL.
backupSchedule.current = startBackupSchedule({
  database,
  backups: app.backups,
  intervalHours: config.backup.intervalHours,
  log: app.log,
  emailLogs: { dir: emailLogDir(config.dataDir), retentionDays: config.email.logRetentionDays },
  onRun: (result) => app.metrics.schedulerRun('backup', result),
});
seasonTimer.current = startSeasonTimer(app.season);
