// Operations (issue 31) wired into the app: the request metrics and the gauges read at scrape time; what
// the health, readiness and metrics routes call (wired by server/routes.ts).
import type { Config } from '../kernel/config.js';
import type { Db, PoolUse } from '../kernel/db/client.js';
import type { App } from '../kernel/http/types.js';
import type { Metrics } from '../kernel/metrics.js';
import type { OutboxState } from '../email/index.js';
import { registerCollectors } from './collectors.js';
import { registerHttpMetrics } from './http-metrics.js';
import { createReadiness } from './readiness.js';

export interface OperationsDeps {
  db: Db;
  config: Config;
  outbox: { state(): Promise<OutboxState> };
  poolUse(): PoolUse;
}

export function registerOperations(app: App, metrics: Metrics, { db, config, outbox, poolUse }: OperationsDeps) {
  registerHttpMetrics(app, metrics);
  registerCollectors(metrics, { outboxState: () => outbox.state(), poolUse });
  return { readiness: createReadiness({ db, outboxState: () => outbox.state() }), registry: metrics.registry, config };
}
