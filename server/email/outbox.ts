// The email outbox's worker. Rows are written with the record that causes them (insert-with-emails.ts,
// payments/registration-payments.ts, ...); every instance runs a worker that claims due rows in one statement
// (FOR UPDATE SKIP LOCKED: two instances never claim the same row), sends them through the delivery
// chain, and marks each sent, or queued again with a growing delay, or failed after `maxAttempts`.
// A claim is a lease: a worker that dies mid-send leaves its rows to be claimed again once it expires.
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { OutboxCounts, OutboxMessageRow as OutboxMessage } from '../../common/schemas/email-outbox.js';
import type { Database } from '../kernel/db/client.js';
import { emailOutbox, type OutboxRow } from '../kernel/db/tables.js';
import { loggableError } from '../kernel/http/log-safety.js';
import type { EmailRegistry } from './registry.js';

/** What happened to one claimed row. */
export type SendOutcome =
  | { kind: 'sent'; deliveredBy: string }
  /** Nothing to send any more (no recipient address): done, with the reason kept. */
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; error: string };

export interface OutboxDeps {
  database: Pick<Database, 'db' | 'kind'>;
  /** Renders and delivers a batch of claimed rows; an outcome per row id. Must not throw for one row. */
  send(rows: OutboxRow[]): Promise<Map<number, SendOutcome>>;
  /** What each row is about, for the log lines and the admin's list. */
  registry: Pick<EmailRegistry, 'facts' | 'reference'>;
  maxAttempts: number;
  now: () => Date;
  log: { warn(message: string): void; error(message: string): void };
  /** How often to look for rows written by other instances or due for a retry. */
  pollMs?: number;
  /** Counts what happened to recorded rows (the metrics). */
  onRecorded?(outcome: RecordedOutcome, count: number): void;
}

export type RecordedOutcome = 'sent' | 'skipped' | 'retry' | 'failed';

/** The queue as readiness and the metrics read it (ages in seconds; null when there is no such row). */
export interface OutboxState {
  queued: number;
  sending: number;
  failed: number;
  oldestQueuedSeconds: number | null;
  /** How long the most overdue row has waited for a worker: due and unclaimed, or claimed past its lease. */
  overdueSeconds: number | null;
  /** Since this instance's worker last finished a claim (found rows or not); null while stopped. */
  idleSeconds: number | null;
}

const BATCH_SIZE = 50;
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;
// A nudge waits this long so a burst of writes is sent as one batch (one claim, one read of the
// records and one update for many messages).
const GATHER_MS = 100;

/** 30 s, 1 min, 2 min ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export function createOutbox(deps: OutboxDeps) {
  const { db } = deps.database;
  const pollMs = deps.pollMs ?? 1_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let gather: NodeJS.Timeout | undefined;
  // Set by stop(): the batch in hand is finished and recorded, no other is claimed (a quick clean stop).
  let closing = false;
  let lastProgress = deps.now();

  async function claim(): Promise<OutboxRow[]> {
    const at = deps.now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(or(
        // A row never tried is due at once: its next_attempt_at is the database's clock at insert, which
        // need not agree with the app's (tests run the app on a fixed date); retries use the app's clock.
        and(eq(emailOutbox.status, 'queued'), or(eq(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, at))),
        and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, at)),
      ))
      .orderBy(asc(emailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, lockedUntil: new Date(at.getTime() + LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function record(rows: OutboxRow[], outcomes: Map<number, SendOutcome>): Promise<void> {
    const at = deps.now();
    const sentBy = new Map<string, number[]>();
    for (const row of rows) {
      const outcome = outcomes.get(row.id) ?? { kind: 'failed', error: 'not sent' };
      if (outcome.kind === 'failed') {
        const last = row.attempts >= deps.maxAttempts;
        deps.onRecorded?.(last ? 'failed' : 'retry', 1);
        deps.log.warn(`email ${row.template} #${row.id} (${[deps.registry.reference(row), row.recipient].filter(Boolean).join(', ')}) failed on try ${row.attempts}${last ? ', giving up' : ''}: ${outcome.error}`);
        await db
          .update(emailOutbox)
          .set(last
            ? { status: 'failed', lockedUntil: null, lastError: outcome.error }
            : { status: 'queued', lockedUntil: null, lastError: outcome.error, nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)) })
          .where(eq(emailOutbox.id, row.id));
      } else {
        const by = outcome.kind === 'sent' ? outcome.deliveredBy : `none: ${outcome.reason}`;
        sentBy.set(by, [...(sentBy.get(by) ?? []), row.id]);
        deps.onRecorded?.(outcome.kind, 1);
      }
    }
    for (const [deliveredBy, ids] of sentBy) {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: at, lockedUntil: null, deliveredBy, lastError: null })
        .where(inArray(emailOutbox.id, ids));
    }
  }

  /** Claims and sends batches until none is due, or until stop() asks for no more. */
  async function work(): Promise<void> {
    for (;;) {
      if (closing) return;
      again = false;
      const rows = await claim();
      if (rows.length > 0) await record(rows, await deps.send(rows));
      lastProgress = deps.now();
      if (rows.length < BATCH_SIZE && !again) return;
      // Let waiting requests run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .catch((error: unknown) => deps.log.error(`email outbox: ${String(loggableError(error).message)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function poll() {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(poll), pollMs);
    timer.unref();
  }

  return {
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      closing = false;
      lastProgress = deps.now();
      // The embedded database has one server process: a row left "sending" was being sent by this
      // folder's previous process, which stopped (or was killed) before recording it.
      if (deps.database.kind === 'pglite') {
        await db.update(emailOutbox).set({ status: 'queued', lockedUntil: null }).where(eq(emailOutbox.status, 'sending'));
      }
      poll();
      void run();
    },

    /** New rows were written here: send them soon, gathered with whatever else arrives meanwhile. */
    nudge(): void {
      if (stopped || gather) return;
      gather = setTimeout(() => {
        gather = undefined;
        void run();
      }, GATHER_MS);
    },

    /** Sends everything due now and resolves when none is left (tests). */
    async drain(): Promise<void> {
      clearTimeout(gather);
      gather = undefined;
      await run();
      while (running) await running;
    },

    /**
     * Finishes the batch in hand (sent and recorded: nothing sent twice) and claims no other; what is
     * still queued waits for the next start or another instance, however long the queue.
     */
    async stop(): Promise<void> {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      clearTimeout(gather);
      gather = undefined;
      while (running) await running;
    },

    async counts(): Promise<OutboxCounts> {
      const rows = await db.select({ status: emailOutbox.status, total: sql<number>`count(*)::int` }).from(emailOutbox).groupBy(emailOutbox.status);
      const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = row.total;
      return counts;
    },

    /**
     * One cheap statement (the status index; sent rows are not read). Ages of rows never tried use the
     * database's clock (their times are its own); retries and leases use the app's, which set them.
     */
    async state(): Promise<OutboxState> {
      const at = deps.now();
      const iso = at.toISOString();
      const result = await db
        .select({
          queued: sql<number>`count(*) filter (where ${emailOutbox.status} = 'queued')::int`,
          sending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sending')::int`,
          failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
          oldest: sql<number | null>`extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'queued'))::float8`,
          overdue: sql<number | null>`greatest(
            extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'queued' and ${emailOutbox.attempts} = 0)),
            extract(epoch from ${iso}::timestamptz - min(${emailOutbox.nextAttemptAt}) filter (where ${emailOutbox.status} = 'queued' and ${emailOutbox.attempts} > 0 and ${emailOutbox.nextAttemptAt} <= ${iso}::timestamptz)),
            extract(epoch from ${iso}::timestamptz - min(${emailOutbox.lockedUntil}) filter (where ${emailOutbox.status} = 'sending' and ${emailOutbox.lockedUntil} < ${iso}::timestamptz)))::float8`,
        })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['queued', 'sending', 'failed']));
      const row = result[0];
      const age = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.max(0, Number(value)));
      return {
        queued: row?.queued ?? 0,
        sending: row?.sending ?? 0,
        failed: row?.failed ?? 0,
        oldestQueuedSeconds: age(row?.oldest),
        overdueSeconds: age(row?.overdue),
        idleSeconds: stopped ? null : Math.max(0, (at.getTime() - lastProgress.getTime()) / 1000),
      };
    },

    /** The newest messages, failed ones first. */
    async recent(limit = 50): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(emailOutbox)
        .orderBy(sql`${emailOutbox.status} = 'failed' DESC`, desc(emailOutbox.id))
        .limit(limit);
      return rows.map((row) => toMessage(row, deps.registry.facts(row)));
    },

    /** A failed message goes back to the queue with fresh tries; null when there is no failed one with this id. */
    async retry(id: number): Promise<OutboxMessage | null> {
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: deps.now(), lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
        .returning();
      if (!row) return null;
      this.nudge();
      return toMessage(row, deps.registry.facts(row));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

/** A row as the admin's list shows it: which record it is about (as its kind names it), never an address. */
function toMessage(row: OutboxRow, facts: Record<string, number>): OutboxMessage {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    registrationId: facts.registrationId ?? null,
    contactId: facts.contactId ?? null,
    waitlistEntryId: facts.waitlistEntryId ?? null,
    status: row.status,
    attempts: row.attempts,
    deliveredBy: row.deliveredBy,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
