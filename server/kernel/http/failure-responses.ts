// The 4xx answers every API route can give, added to its response schema where the route file left
// them out, so the API document lists them all and each is serialised as the one envelope. Which ones
// follow from how the server works, not from each route's own code:
// - the guard refuses admin routes with 401 (not signed in) or 403 (not an admin);
// - a body-carrying method gets 400 (bad JSON), 413 (over 1 MiB) and 415 (not JSON) before any route
//   runs, also when the route takes no body (the client sends a JSON content type on every call);
// - a params or query schema gives 400; an :id or :filename names a record that may be missing (404).
// Route-specific refusals (409, 429, 502) stay declared by their routes (429 by http/rate-limit.ts).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { FailureSchema } from '../../../common/api.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RECORD_PARAM = /\/:(id|filename)(\/|$)/;

/** The failure statuses a route gives, as the server answers them. */
export function failureStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): number[] {
  const statuses = new Set<number>();
  // Admin-only unless the route declares otherwise, as the guard (auth/guard.ts) reads it.
  if ((route.config?.access ?? 'admin') === 'admin') [401, 403].forEach((status) => statuses.add(status));
  if ([route.method].flat().some((method) => BODY_METHODS.has(method))) [400, 413, 415].forEach((status) => statuses.add(status));
  if (route.schema?.params || route.schema?.querystring) statuses.add(400);
  if (RECORD_PARAM.test(route.url)) statuses.add(404);
  return [...statuses].sort();
}

/** Register before the routes: fills in the failures each /api route gives but does not declare. */
export function registerFailureResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response;
    if (!route.url.startsWith('/api/') || !response || typeof response !== 'object' || route.schema?.hide) return;
    const missing = failureStatuses(route).filter((status) => !(status in response));
    if (missing.length === 0) return;
    route.schema = { ...route.schema, response: { ...Object.fromEntries(missing.map((status) => [status, FailureSchema])), ...response } };
  });
}
