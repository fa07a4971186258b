// Requests counted and timed by route pattern (`/api/programs/:id`), never the raw URL: a URL per id or
// per token would make a series per visitor. Requests no route matched share one label.
import type { App } from '../kernel/http/types.js';
import type { Metrics } from '../kernel/metrics.js';

export const UNMATCHED_ROUTE = '(unmatched)';

export function registerHttpMetrics(app: App, metrics: Pick<Metrics, 'httpRequests' | 'httpDuration'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
