// The app's Prometheus metrics (GET /metrics, issue 31), on a registry of the app's own: the test suite
// builds many apps in one process, and prom-client's global registry would mix (and refuse) their names.
// The counters are handed to the domains that count (the outbox, the scheduler, the composition
// root's use cases); what the database can tell at scrape time is read by operations/collectors.ts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRIC_PREFIX = 'referee_';

export type SchedulerResult = 'ok' | 'error';

export interface Metrics {
  registry: Registry;
  /** By the route's pattern (never the raw URL, which would make a series per id), method and status. */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  /** Answers the response cache gave before routing (they never reach the hooks that count the others). */
  responseCacheHits: Counter;
  emails: Counter<'outcome'>;
  registrations: Counter<'source' | 'outcome'>;
  payments: Counter<'outcome'>;
  schedulerRuns: Counter<'job' | 'result'>;
  schedulerLastSuccess: Gauge<'job'>;
  /** Records one run of a timed job. */
  schedulerRun(job: string, result: SchedulerResult, at?: Date): void;
  /** A gauge read when Prometheus scrapes (its value set by `collect`). */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (gauge: Gauge<L>) => Promise<void> | void): Gauge<L>;
}

/** `processMetrics`: also the process's CPU, memory, event loop lag and GC (the server's own; not per test app). */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const schedulerRuns = new Counter({ name: `${METRIC_PREFIX}scheduler_runs_total`, help: 'Runs of the timed jobs (season jobs, the backup check) by job and result.', labelNames: ['job', 'result'] as const, registers });
  const schedulerLastSuccess = new Gauge({ name: `${METRIC_PREFIX}scheduler_last_success_timestamp_seconds`, help: 'When each timed job last ran without an error (Unix time), in this instance.', labelNames: ['job'] as const, registers });
  return {
    registry,
    httpRequests: new Counter({ name: `${METRIC_PREFIX}http_requests_total`, help: 'HTTP requests answered by the app, by method, route pattern and status code.', labelNames: ['method', 'route', 'status'] as const, registers }),
    httpDuration: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from the request to the answer sent, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    responseCacheHits: new Counter({ name: `${METRIC_PREFIX}response_cache_hits_total`, help: 'Public GET answers served from the response cache, before routing.', registers }),
    emails: new Counter({ name: `${METRIC_PREFIX}emails_total`, help: 'Outbox messages handled by this instance: sent, skipped (nothing to send), retry (failed, queued again) or failed (gave up).', labelNames: ['outcome'] as const, registers }),
    registrations: new Counter({ name: `${METRIC_PREFIX}registrations_total`, help: 'Registrations asked for, by source (public form or staff) and outcome.', labelNames: ['source', 'outcome'] as const, registers }),
    payments: new Counter({ name: `${METRIC_PREFIX}payments_total`, help: 'Card payments applied (paid, refund, refunded, dispute, duplicate-payment) or failed, by outcome.', labelNames: ['outcome'] as const, registers }),
    schedulerRuns,
    schedulerLastSuccess,
    schedulerRun(job, result, at = new Date()) {
      schedulerRuns.inc({ job, result });
      if (result === 'ok') schedulerLastSuccess.set({ job }, at.getTime() / 1000);
    },
    gauge(name, help, labelNames, collect) {
      return new Gauge({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers, collect() { return collect(this); } });
    },
  };
}
