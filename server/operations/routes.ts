// GET /healthz, /readyz and /metrics (issue 31), for the proxy, the orchestrator and Prometheus. Outside
// /api, so neither the auth guard nor the API document sees them; never cached (no publicCache, and
// Cache-Control: no-store) and never rate limited (no rateLimit): a probe must always reach the app.
import type { Registry } from 'prom-client';
import type { Config } from '../kernel/config.js';
import type { App } from '../kernel/http/types.js';
import { forbidden } from '../kernel/refusals.js';
import { metricsAllowed } from './metrics-access.js';
import type { Readiness } from './readiness.js';

export interface OperationsRouteDeps {
  readiness(): Promise<Readiness>;
  registry: Registry;
  config: Pick<Config, 'metricsToken' | 'trustProxy'>;
}

const NO_STORE = 'no-store';
const route = { config: { access: 'public' as const }, schema: { hide: true } };

export function operationsRoutes(app: App, { readiness, registry, config }: OperationsRouteDeps) {
  // The process answers: nothing else is asked, so a busy database never restarts a healthy process.
  app.get('/healthz', route, async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

  app.get('/readyz', route, async (_request, reply) => {
    const { ready, checks } = await readiness();
    return reply.header('cache-control', NO_STORE).status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'not ready', checks });
  });

  app.get('/metrics', route, async (request, reply) => {
    if (!metricsAllowed(request, config)) throw forbidden('The metrics are open to a local scraper or with the METRICS_TOKEN bearer token');
    const text = await registry.metrics();
    return reply.header('cache-control', NO_STORE).type(registry.contentType).send(text);
  });
}
