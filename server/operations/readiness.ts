// GET /readyz's checks (issue 31): the database answers, it has every migration this code ships, and
// the outbox is not stuck. Each is cheap (a `select 1`, one row of drizzle's journal, one statement on
// the outbox's status index) and says nothing about anyone: counts and ages only.
import { sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import type { OutboxState } from '../email/index.js';
import { pendingMigrations, shippedMigrations } from './migrations.js';

export type CheckName = 'database' | 'migrations' | 'outbox';

export interface Readiness {
  ready: boolean;
  /** 'ok', or what is wrong. */
  checks: Record<CheckName, string>;
}

export interface ReadinessDeps {
  db: Db;
  outboxState(): Promise<OutboxState>;
  /** A check slower than this fails (a database that hangs is as unusable as one that refuses). */
  timeoutMs?: number;
}

// A message waiting this long while this instance's worker has not finished a claim for as long is
// stuck: a slow SMTP server or a long backlog still finishes claims, and a backlog alone (61,000
// messages after a burst) must not take every instance out of the load balancer.
export const OUTBOX_STUCK_SECONDS = 10 * 60;

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The first line of an error, without quoted values (it goes to an unauthenticated caller). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/"[^"]*"|'[^']*'/g, '<value>').slice(0, 200);

export function outboxVerdict(state: OutboxState): string {
  const overdue = state.overdueSeconds ?? 0;
  if (overdue < OUTBOX_STUCK_SECONDS) return 'ok';
  if (state.idleSeconds === null) return `stuck: a message has waited ${minutes(overdue)} and this instance's worker is stopped`;
  if (state.idleSeconds < OUTBOX_STUCK_SECONDS) return 'ok';
  return `stuck: oldest due message ${minutes(overdue)} old, no batch finished for ${minutes(state.idleSeconds)}`;
}

export function createReadiness({ db, outboxState, timeoutMs = 2_000 }: ReadinessDeps) {
  const shipped = shippedMigrations();
  async function check<T>(work: () => Promise<T>, verdict: (value: T) => string): Promise<string> {
    try {
      return verdict(await withTimeout(work(), timeoutMs));
    } catch (error) {
      return `failed: ${reasonOf(error)}`;
    }
  }
  return async function readiness(): Promise<Readiness> {
    const database = await check(() => db.execute(sql`select 1`), () => 'ok');
    if (database !== 'ok') {
      const skipped = 'not checked: the database is unreachable';
      return { ready: false, checks: { database: `unreachable: ${database.replace(/^failed: /, '')}`, migrations: skipped, outbox: skipped } };
    }
    const [migrations, outbox] = await Promise.all([
      check(() => pendingMigrations(db, shipped), (pending) => (pending.length === 0 ? 'ok' : `pending: ${pending.length} not applied (${pending.join(', ')})`)),
      check(outboxState, outboxVerdict),
    ]);
    const checks = { database, migrations, outbox };
    return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
  };
}
