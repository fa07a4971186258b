// The metrics read when Prometheus scrapes rather than counted as things happen: the outbox's queue
// (one statement for its four gauges, shared by a scrape) and the database pool's use.
import type { OutboxState } from '../email/index.js';
import type { PoolUse } from '../kernel/db/client.js';
import type { Metrics } from '../kernel/metrics.js';

export interface CollectorDeps {
  outboxState(): Promise<OutboxState>;
  /** The pool's connections now; the embedded database is one connection of its own. */
  poolUse(): PoolUse;
}

export function registerCollectors(metrics: Metrics, deps: CollectorDeps): void {
  // The gauges of one scrape are collected together: they share one read of the outbox.
  let reading: Promise<OutboxState> | null = null;
  const outbox = () => {
    reading ??= deps.outboxState().finally(() => {
      reading = null;
    });
    return reading;
  };
  metrics.gauge('outbox_messages', 'Outbox messages by status: queued (waiting), sending (claimed by a worker) and failed (given up, for staff to retry).', ['status'], async (gauge) => {
    const state = await outbox();
    for (const status of ['queued', 'sending', 'failed'] as const) gauge.set({ status }, state[status]);
  });
  metrics.gauge('outbox_oldest_queued_age_seconds', 'Age of the oldest queued outbox message (0 when none is queued).', [], async (gauge) => {
    gauge.set((await outbox()).oldestQueuedSeconds ?? 0);
  });
  metrics.gauge('outbox_overdue_seconds', 'How long the most overdue outbox message has waited for a worker: due and unclaimed, or claimed past its lease (0 when none).', [], async (gauge) => {
    gauge.set((await outbox()).overdueSeconds ?? 0);
  });
  const pool = (gauge: { set(labels: { driver: string }, value: number): void; reset(): void }, pick: (use: PoolUse) => number | undefined) => {
    const use = deps.poolUse();
    const value = pick(use);
    gauge.reset();
    if (value !== undefined) gauge.set({ driver: use.driver }, value);
  };
  metrics.gauge('db_pool_connections', 'Database connections open (PostgreSQL pool; 1 for the embedded database).', ['driver'], (gauge) => pool(gauge, (use) => use.total));
  metrics.gauge('db_pool_idle_connections', 'Open database connections not in use (PostgreSQL pool only).', ['driver'], (gauge) => pool(gauge, (use) => use.idle));
  metrics.gauge('db_pool_waiting_requests', 'Queries waiting for a free pool connection (PostgreSQL pool only); above 0 for long means the pool is too small.', ['driver'], (gauge) => pool(gauge, (use) => use.waiting));
}
