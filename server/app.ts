// buildApp: the Fastify instance with every route, no listening and no environment reading, so tests
// build it with their own database and clock.
import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type Stripe from 'stripe';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthGuard, routeAccess } from './auth/guard.js';
import type { Access } from './kernel/http/access.js';
import { localContentChanges, type ContentChanges } from './kernel/cache/content-changes.js';
import { createResponseCache, type ResponseCache } from './kernel/cache/response-cache.js';
import type { Config } from './kernel/config.js';
import { PGLITE_POOL_USE, type Db, type PoolUse } from './kernel/db/client.js';
import type { DatabaseSnapshot } from './kernel/db/pglite-dump.js';
import { createMetrics, type Metrics } from './kernel/metrics.js';
import { BASE_DIRECTIVES } from './ssr/content-security-policy.js';
import { pathOf } from './kernel/http/log-safety.js';
import { createNotFoundHandler, errorHandler, frameworkErrorHandler } from './kernel/http/errors.js';
import { registerOpenApi } from './kernel/http/openapi.js';
import { registerPublicRateLimits } from './kernel/http/rate-limit.js';
import { registerSecurityHeaders } from './kernel/http/security-headers.js';
import type { App } from './kernel/http/types.js';
import type { BackupService } from './backups/backup-service.js';
import type { EmailService } from './email/email-service.js';
import { registerSite, type SiteOptions } from './ssr/site.js';
import { createSeasonSchedule, type SeasonJob, type SeasonSchedule } from './kernel/scheduler.js';
import { sessionRemindersJob } from './attendance/session-reminders.js';
import { lapsedHoldPaymentsJob } from './payments/lapsed-hold-payments.js';
import { overbookedSeatsJob } from './seats/overbooked.js';
import { certificateRenewalsJob } from './certificates/renewals.js';
import { createDomains } from './domains.js';
import { registerRoutes } from './routes.js';
import { registerOperations } from './operations/register.js';

export interface AppDeps {
  config: Config;
  db: Db;
  now?: () => Date;
  /** The Stripe SDK (see payments/stripe-client.ts); null or absent: test mode. */
  stripe?: Stripe | null;
  logger?: FastifyServerOptions['logger'];
  /** The built website (landing page, client screens); without it the app serves the API alone. */
  site?: SiteOptions;
  /**
   * Which database `db` is: on the embedded one (one server process), messages a stopped process left
   * half-sent are taken up again at start. Unknown: treated as shared (PostgreSQL), left to their lease.
   */
  databaseKind?: 'pglite' | 'postgres';
  /** How content changes reach every instance (see cache/content-changes.ts); one process by default. */
  contentChanges?: ContentChanges;
  /** The database pool's connections, for the metrics (Database.poolUse); the embedded one's by default. */
  poolUse?: () => PoolUse;
  /** The process's own metrics (CPU, memory, event loop) too: the server's, not each test app's. */
  processMetrics?: boolean;
  /**
   * The embedded database's full backup (Database.snapshot): given, the season schedule takes one every
   * FULL_BACKUP_INTERVAL_HOURS and staff can take one now. Absent on PostgreSQL (pg_dump's job).
   */
  snapshot?: () => Promise<DatabaseSnapshot>;
}

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/** Trusts the nearest `hops` proxies (X-Forwarded-For entries), as TRUST_PROXY=<number> asks. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<App & { routeTable: RouteInfo[]; backups: BackupService; emails: EmailService; season: SeasonSchedule; responseCache: ResponseCache; metrics: Metrics }> {
  const now = deps.now ?? (() => new Date());
  const contentChanges = deps.contentChanges ?? localContentChanges();
  const responseCache = createResponseCache(contentChanges);
  const metrics = createMetrics({ processMetrics: deps.processMetrics ?? false });
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    // One line per write or failure instead of two per request (see the onResponse hook below): reads
    // are the bulk of the traffic and the proxy in front keeps the access log.
    logController: new LogController({ disableRequestLogging: true }),
    // Cached public answers leave before routing; everything else goes to Fastify.
    serverFactory: (handler) => createServer((request, response) => {
      if (responseCache.serve(request, response)) metrics.responseCacheHits.inc();
      else handler(request, response);
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: typeof deps.config.trustProxy === 'number' ? trustHops(deps.config.trustProxy) : deps.config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    // Fastify's 10 s per plugin failed a start on a loaded 2-core machine (the test suite beside other
    // work); a start that truly hangs is still caught, by this and by the proxy's readiness checks.
    pluginTimeout: 60_000,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API takes JSON only; Fastify's built-in text/plain parser would hand a string to the body
  // schema (a 400 about the shape) where the client's real mistake is the content type (415).
  app.removeContentTypeParser('text/plain');
  // The client sends a JSON content type on every call (SPEC section 7), also on body-less ones such as
  // DELETE or PUT .../respond, so an empty JSON body means "no body": a route that needs one still
  // refuses it through its schema. Everything else goes to Fastify's parser (with its __proto__ checks).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access ?? 'admin' });
    }
  });

  // X-Frame-Options agrees with the CSP's frame-ancestors 'none' (older browsers read only this one).
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: BASE_DIRECTIVES }, frameguard: { action: 'deny' } });
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app, deps.config.siteUrl);
  await app.register(compress, { threshold: 1024 });
  responseCache.register(app);
  app.addHook('onSend', async (request, reply, payload) => {
    // A successful admin write may change what visitors see: every instance drops its cached pages.
    if (isWrite(request) && reply.statusCode < 400 && request.routeOptions.url?.startsWith('/api') && routeAccess(request) === 'admin') contentChanges.changed();
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isWrite(request) || reply.statusCode >= 400) {
      request.log.info({ method: request.method, url: pathOf(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
  });

  const domains = createDomains({
    config: deps.config, db: deps.db, now, stripe: deps.stripe ?? null, log: app.log, contentChanges, databaseKind: deps.databaseKind ?? 'postgres', metrics,
    snapshot: deps.snapshot,
  });
  const { settings, email } = domains;
  registerAuthGuard(app, domains.sessions, domains.officialSessions);
  registerPublicRateLimits(app, { db: deps.db, limits: deps.config.publicRateLimits, now });
  // A fresh database gets its settings row (the environment's values) as the server starts, not
  // on whichever request happens to read it first.
  app.addHook('onReady', async () => void (await settings.read()));
  app.addHook('onReady', async () => email.outbox.start());
  // A quick stop (issue 31): the worker's batch in hand is finished, the rest of the queue waits for
  // the next start or another instance (tests that want everything sent call emails.idle()).
  app.addHook('onClose', async () => email.stop());
  const site = deps.site ? await registerSite(app, deps.site, contentChanges, domains.clock.timeZone) : undefined;
  app.setNotFoundHandler(createNotFoundHandler(site?.sendPage));
  const operations = registerOperations(app, metrics, { db: deps.db, config: deps.config, outbox: email.outbox, poolUse: deps.poolUse ?? (() => PGLITE_POOL_USE) });
  registerRoutes(app, domains, { config: deps.config, now, pages: site?.pages ?? null, operations });
  // The API's contract, generated from the same zod schemas that validate requests.
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // The season's timed jobs (issue 16), in the order they run at each check.
  const seasonJobs: SeasonJob[] = [
    domains.waitlist.job,
    sessionRemindersJob({ db: deps.db, settings, queued: () => email.queued() }),
    certificateRenewalsJob({ db: deps.db, clock: domains.clock, onQueued: () => email.queued() }),
    lapsedHoldPaymentsJob({ db: deps.db, stripe: deps.stripe ?? null, settings, log: app.log }),
    overbookedSeatsJob({ db: deps.db, settings }),
    domains.games.remindersJob,
    domains.databaseBackups.job,
  ];
  const season = createSeasonSchedule(seasonJobs, now, app.log, (job, result) => metrics.schedulerRun(job, result));

  return Object.assign(app, { routeTable, backups: domains.backups, emails: email, season, responseCache, metrics });
}
