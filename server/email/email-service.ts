// The email system (ISSUE 6, issue 12, issue 28): delivery chain primary SMTP -> secondary transport ->
// file log, the outbox and its worker, and the admin test calls. The site's own messages go through the
// outbox (outbox.ts): written with the record that causes them, and sent here by the worker in batches,
// each row composed by the email kind its domain registered (registry.ts), so a request never waits
// for a message, a crash loses none, and this folder knows no domain.
import type { Transporter } from 'nodemailer';
import type { FileLogInfo, SmtpCheck, TestEmailType } from '../../common/schemas/email-test.js';
import type { Config } from '../kernel/config.js';
import type { Database } from '../kernel/db/client.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import { deliver, type ChainDeps, type DeliveryResult } from './chain.js';
import type { CompanyDetails } from './details.js';
import { createOutbox, type Outbox, type OutboxDeps } from './outbox.js';
import { createEmailRegistry, type BatchContext, type RegisteredKind } from './registry.js';
import { createBatchSender } from './send-batch.js';
import { FALLBACK_COMPANY, fromAddress } from './sender.js';
import { createTestCalls, type TestEmails } from './test-calls.js';
import { createPrimaryTransport, createSecondaryTransport, emailLogDir, fileLogInfo, type OutgoingEmail } from './transports.js';

export interface EmailDeps {
  config: Config;
  database: Pick<Database, 'db' | 'kind'>;
  /** The data folder; the file log is `${dataDir}/email-logs`. */
  dataDir: string;
  log: { warn(message: string): void; error(message: string): void };
  now?: () => Date;
  /** Company Info (the content's single record): null while it has no row. */
  company(): Promise<Omit<CompanyDetails, 'timeZone'> | null>;
  /** The organisation's settings: the sender name, the office's address and the time zone. */
  settings: { current(): Promise<{ emailSenderName: string; adminNotifyEmail: string | null; timeZone: string }> };
  /** Every email kind the domains register (server/email-kinds.ts): a template belongs to one. */
  kinds: readonly RegisteredKind[];
  /** The email test's sample messages. */
  testEmails: TestEmails;
  /** Counts the outbox's recorded outcomes (the metrics). */
  onRecorded?: OutboxDeps['onRecorded'];
}

export interface EmailService {
  /** The outbox: its worker, counts and retries. */
  outbox: Outbox;
  /** Outbox rows were just written here: the worker sends them soon. Never throws, never delays the caller. */
  queued(): void;
  /** The email test's sample messages to one address, through the chain (GET /api/test-email). */
  sendTestEmails(to: string): Promise<Record<TestEmailType, DeliveryResult>>;
  /** Connects to the primary SMTP server and, when that works, sends it one test message (GET /api/test-smtp). */
  testSmtp(to: string): Promise<{ connection: SmtpCheck; sent: boolean }>;
  /** "SMTP (host:port)" with the secondary if any, or "File log" without configuration. */
  provider(): string;
  fileLog(): Promise<FileLogInfo>;
  /**
   * Runs `work` (which may queue emails) after the caller has answered, so the answer's timing cannot
   * tell what the work found; idle() and the server's stop wait for it.
   */
  afterAnswer(work: () => Promise<void>): void;
  /** Resolves when nothing is left to queue or due in the outbox (tests). */
  idle(): Promise<void>;
  /**
   * The server's stop: waits for the work after answers (its rows are queued), then for the batch the
   * worker holds; the rest of the queue is left for the next start or another instance.
   */
  stop(): Promise<void>;
}

export function createEmailService(deps: EmailDeps): EmailService {
  const { config, log } = deps;
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const primary: Transporter | null = createPrimaryTransport(config.email.smtp);
  let secondary: Transporter | null = null;
  try {
    secondary = createSecondaryTransport(config.email.secondaryUrl);
  } catch (error) {
    log.error(`EMAIL_SECONDARY_URL is not usable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const logDir = emailLogDir(deps.dataDir);
  const chain = { primary, secondary, logDir, log };
  const registry = createEmailRegistry(deps.kinds);

  /** What a batch's messages share: the company's details with the sender and the office's address the settings give. */
  async function context(): Promise<BatchContext> {
    const [row, current] = await Promise.all([deps.company(), deps.settings.current()]);
    const details = row ?? FALLBACK_COMPANY;
    // The settings win over ADMIN_NOTIFY_EMAIL, which only gave a fresh database its first value.
    return {
      db, siteUrl: config.siteUrl, timeZone: current.timeZone, now: now(),
      details: { ...details, timeZone: current.timeZone, from: fromAddress(config.email.from, details, current.emailSenderName), admin: current.adminNotifyEmail ?? (details.email || undefined) },
    };
  }

  const send = (details: { from: string }, message: Omit<OutgoingEmail, 'from'>) => deliver(chain, { ...message, from: details.from });

  /**
   * An outbox batch: its messages share a pool of SMTP connections (a few, each reused), closed once
   * the batch is sent, so no connection stays open between batches or past the server's stop (which
   * waits for the batch in hand).
   */
  async function sendOutboxBatch(rows: OutboxRow[]) {
    // The secondary's URL was checked at the start: a pool only where that transport exists.
    const pooled: Pick<ChainDeps, 'primary' | 'secondary'> = {
      primary: createPrimaryTransport(config.email.smtp, { pooled: true }),
      secondary: secondary && createSecondaryTransport(config.email.secondaryUrl, { pooled: true }),
    };
    const sendBatch = createBatchSender({ registry, context, send: (details, message) => deliver({ ...chain, ...pooled }, { ...message, from: details.from }) });
    try {
      return await sendBatch(rows);
    } finally {
      pooled.primary?.close();
      pooled.secondary?.close();
    }
  }
  const outbox = createOutbox({ database: deps.database, send: sendOutboxBatch, registry, maxAttempts: config.email.maxAttempts, now, log, ...(deps.onRecorded && { onRecorded: deps.onRecorded }) });
  const testCalls = createTestCalls({ config, primary, context, testEmails: deps.testEmails, send });
  const pending = new Set<Promise<void>>();

  return {
    outbox,
    queued: () => outbox.nudge(),
    ...testCalls,

    provider() {
      const { host, port } = config.email.smtp;
      if (!primary) return secondary ? 'Secondary SMTP with file log fallback' : 'File log (SMTP not configured)';
      return `SMTP (${host}:${port})${secondary ? ' with secondary SMTP' : ''} with file log fallback`;
    },
    fileLog: () => fileLogInfo(logDir),
    afterAnswer(work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error(`Work after an answer failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
      await outbox.drain();
    },
    async stop() {
      while (pending.size > 0) await Promise.all(pending);
      await outbox.stop();
    },
  };
}
