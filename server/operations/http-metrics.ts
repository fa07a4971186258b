// Requests counted and timed by route pattern (`/api/programs/:id`), never the raw URL: a URL per id or
// per token would make a series per visitor. Requests no route matched share one label.
import type { App } from '../kernel/http/types.js';
import type { Metrics } from '../kernel/metrics.js';

export const UNMATCHED_ROUTE = '(unmatched)';

export function registerHttpMetrics(app: App, metrics: Pick<Metrics, 'httpRequests' | 'httpDuration' | 'gauge'>): void {
  // A set rather than a counter up and down: a request aborted by its client may also end in onResponse.
  const inFlight = new Set<string>();
  metrics.gauge('http_requests_in_flight', 'Requests the app has begun and not yet answered (a clean stop waits for them).', [], (gauge) => gauge.set(inFlight.size));
  app.addHook('onRequest', async (request) => {
    inFlight.add(request.id);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    inFlight.delete(request.id);
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
