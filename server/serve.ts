// The server's life from a read configuration to listening, and its stop: open (or take) the database,
// prepare it, build the app, listen, start the timed work. main.ts adds the environment and the
// signals; the browser tests start the same thing inside their worker (no process to boot per file).
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { startBackupSchedule } from './backups/schedule.js';
import { startSeasonTimer } from './kernel/scheduler.js';
import { localContentChanges, postgresContentChanges } from './kernel/cache/content-changes.js';
import { siteUrlWarning, type Config } from './kernel/config.js';
import { openDatabase, type Database } from './kernel/db/client.js';
import { emailLogDir } from './email/transports.js';
import { createStripeClient } from './payments/stripe-client.js';
import { PROJECT_ROOT, pgliteDirOf } from './kernel/paths.js';
import { siteIsBuilt } from './ssr/site.js';
import { prepareDatabase } from './prepare.js';

export interface ServeOptions {
  /** The built website's folder; dist/ by default. Not built: the API alone. */
  distDir?: string;
  /** An open database to serve (closed by stop); by default the configuration's is opened. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The process's own metrics (CPU, memory, event loop) in GET /metrics: the server process's, not each in-process test server's. */
  processMetrics?: boolean;
  /**
   * The embedded database's own whole backups (issue 31), on unless false: the browser tests' servers
   * leave them out, as the API tests' apps do, each dump being seconds of CPU a minute after the start.
   */
  fullBackups?: boolean;
}

export interface Serving {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /**
   * Stops the timed work and the app together (requests in flight finish; the outbox finishes the batch
   * it holds and leaves the rest queued), then the database.
   */
  stop(): Promise<void>;
}

export async function serve(config: Config, options: ServeOptions = {}): Promise<Serving> {
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) }));
  const prepared = await prepareDatabase(database, config.admin, { dataDir: config.dataDir, passwordParams: config.passwordParams });
  const distDir = options.distDir ?? join(PROJECT_ROOT, 'dist');
  const site = siteIsBuilt(distDir) ? { distDir, siteUrl: config.siteUrl } : undefined;
  const stripe = createStripeClient(config.stripe);
  // Instances sharing a PostgreSQL database hear each other's content changes (cached pages dropped).
  const contentChanges = config.databaseUrl
    ? await postgresContentChanges(config.databaseUrl, database.db, { warn: (message) => app.log.warn(message) })
    : localContentChanges();
  const app = await buildApp({
    config, db: database.db, databaseKind: database.kind, stripe, contentChanges,
    ...(options.fullBackups !== false && database.snapshot && { snapshot: database.snapshot }),
    ...(database.poolUse && { poolUse: database.poolUse }),
    processMetrics: options.processMetrics ?? false,
    logger: options.logger ?? { level: config.env === 'production' ? 'info' : 'debug' },
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

  const url = await app.listen({ host: config.host, port: config.port });
  // Automatic backups (SPEC section 9); once per interval across instances sharing one PostgreSQL.
  const backupSchedule = startBackupSchedule({
    database,
    backups: app.backups,
    intervalHours: config.backup.intervalHours,
    log: app.log,
    emailLogs: { dir: emailLogDir(config.dataDir), retentionDays: config.email.logRetentionDays },
    onRun: (result) => app.metrics.schedulerRun('backup', result),
  });
  // Waitlist offers, reminders and renewals (issue 16): checked every minute.
  const seasonTimer = startSeasonTimer(app.season);

  let stopping: Promise<void> | undefined;
  return {
    app,
    url,
    stop() {
      stopping ??= (async () => {
        await Promise.all([backupSchedule.stop(), seasonTimer.stop(), app.close()]);
        await contentChanges.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
