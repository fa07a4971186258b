// buildApp: the Fastify instance with every route, no listening and no environment reading, so tests
// build it with their own database and clock.
import { createServer } from 'node:http';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type Stripe from 'stripe';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthGuard, routeAccess } from './auth/guard.js';
import type { Access } from './kernel/http/access.js';
import { createLoginAttempts } from './auth/login-attempts.js';
import { createSessionStore } from './auth/sessions.js';
import { localContentChanges, type ContentChanges } from './kernel/cache/content-changes.js';
import { cachedPerProgram } from './programs/per-program-cache.js';
import { createResponseCache, type ResponseCache } from './kernel/cache/response-cache.js';
import type { Config } from './kernel/config.js';
import type { Db } from './kernel/db/client.js';
import { BASE_DIRECTIVES } from './ssr/content-security-policy.js';
import { pathOf } from './kernel/http/log-safety.js';
import { createNotFoundHandler, errorHandler, frameworkErrorHandler } from './kernel/http/errors.js';
import { registerOpenApi } from './kernel/http/openapi.js';
import { registerPublicRateLimits } from './kernel/http/rate-limit.js';
import { registerSecurityHeaders } from './kernel/http/security-headers.js';
import type { App } from './kernel/http/types.js';
import type { AppContext } from './app-context.js';
import { createBackupService, type BackupService } from './backups/index.js';
import { createEmailService, type EmailService } from './email/index.js';
import { EMAIL_KINDS } from './email-kinds.js';
import { testEmails } from './registrations/emails/test-samples.js';
import { createPayments } from './payments/payments.js';
import { createRefunds } from './payments/refunds.js';
import { createRegistrationService } from './registrations/registration-service.js';
import { createRepositories } from './repositories.js';
import { createSettingsService } from './settings/settings.js';
import { adminStatusRoutes } from './reports/admin-status-routes.js';
import { announcementRoutes } from './programs/announcement-routes.js';
import { attendanceRoutes } from './attendance/routes.js';
import { authRoutes } from './auth/routes.js';
import { backupRoutes } from './backups/routes.js';
import { emailOutboxRoutes } from './email/outbox-routes.js';
import { emailTestRoutes } from './email/test-routes.js';
import { contactRoutes } from './contacts/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { paymentStateRoutes } from './payments/payment-state-routes.js';
import { ledgerRoutes } from './payments/ledger-routes.js';
import { programRoutes } from './programs/routes.js';
import { consentRoutes } from './self-service/consent-routes.js';
import { myRegistrationRoutes } from './self-service/my-registration-routes.js';
import { registrationLinkRoutes } from './self-service/registration-link-routes.js';
import { registrationRoutes } from './registrations/routes.js';
import { registrationSeatRoutes } from './seats/routes.js';
import { reportRoutes } from './reports/routes.js';
import { sectionHeaderRoutes } from './content/section-headers-routes.js';
import { serviceRoutes } from './content/services-routes.js';
import { settingsRoutes } from './settings/routes.js';
import { singleRecordRoutes } from './content/single-records-routes.js';
import { stripeWebhookRoutes } from './payments/stripe-webhook-routes.js';
import { testimonialRoutes } from './content/testimonials-routes.js';
import { registerSite, type SiteOptions } from './ssr/site.js';
import { createSeasonSchedule, type SeasonJob, type SeasonSchedule } from './kernel/scheduler.js';
import { createSeatDesk } from './seats/seat-registration.js';
import { createWaitlist } from './seats/waitlist.js';
import { waitlistRoutes } from './seats/waitlist-routes.js';
import { sessionRemindersJob } from './attendance/session-reminders.js';
import { lapsedHoldPaymentsJob } from './seats/lapsed-hold-payments.js';
import { overbookedSeatsJob } from './seats/overbooked.js';
import { certificateRenewalsJob } from './certificates/renewals.js';
import { certificateRoutes } from './certificates/routes.js';
import { verifyRoutes } from './certificates/verify-routes.js';

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

export async function buildApp(deps: AppDeps): Promise<App & { routeTable: RouteInfo[]; backups: BackupService; emails: EmailService; season: SeasonSchedule; responseCache: ResponseCache }> {
  const now = deps.now ?? (() => new Date());
  const contentChanges = deps.contentChanges ?? localContentChanges();
  const responseCache = createResponseCache(contentChanges);
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    // One line per write or failure instead of two per request (see the onResponse hook below): reads
    // are the bulk of the traffic and the proxy in front keeps the access log.
    logController: new LogController({ disableRequestLogging: true }),
    // Cached public answers leave before routing; everything else goes to Fastify.
    serverFactory: (handler) => createServer((request, response) => {
      if (!responseCache.serve(request, response)) handler(request, response);
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: typeof deps.config.trustProxy === 'number' ? trustHops(deps.config.trustProxy) : deps.config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
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

  const settings = createSettingsService({ db: deps.db, config: deps.config, changes: contentChanges });
  const repos = createRepositories(deps.db);
  const email = createEmailService({
    config: deps.config, database: { db: deps.db, kind: deps.databaseKind ?? 'postgres' }, dataDir: deps.config.dataDir, log: app.log, now, settings,
    company: () => repos.companyInfo.get(), kinds: EMAIL_KINDS, testEmails,
  });
  const context: AppContext = {
    email,
    backups: createBackupService({ db: deps.db, dir: deps.config.backup.dir ?? join(deps.config.dataDir, 'backups'), now, keep: async (executor) => (await settings.read(executor)).backupKeep, secret: deps.config.backup.secret, log: app.log }),
    config: deps.config,
    db: deps.db,
    now,
    repos,
    settings,
    registrations: createRegistrationService({
      repos, email, now, settings,
      activeProgramTiers: cachedPerProgram(contentChanges, async (id) => {
        const program = await repos.programs.findRow(id);
        return program?.active ? program.priceTiers : null;
      }),
      seats: createSeatDesk({ db: deps.db, now, settings, capacityOf: cachedPerProgram(contentChanges, async (id) => (await repos.programs.findRow(id))?.capacity ?? null) }),
    }),
    waitlist: createWaitlist({ db: deps.db, now, settings, queued: () => email.queued(), log: app.log }),
    sessions: createSessionStore(deps.db, { ttlHours: deps.config.sessionTtlHours, now }),
    stripe: deps.stripe ?? null,
    payments: createPayments({
      db: deps.db,
      stripe: deps.stripe ?? null,
      siteUrl: deps.config.siteUrl,
      publishableKey: deps.config.stripe.publishableKey,
      onPaid: () => email.queued(),
      now,
      holdMinutes: async () => (await settings.current()).seatHoldMinutes,
    }),
    refunds: createRefunds({ db: deps.db, stripe: deps.stripe ?? null, ledger: repos.ledger, onQueued: () => email.queued(), now }),
    loginAttempts: createLoginAttempts(deps.db, {
      maxAttempts: deps.config.loginRateLimit.maxFailures,
      windowMinutes: deps.config.loginRateLimit.windowMinutes,
      now,
    }),
  };
  registerAuthGuard(app, context.sessions);
  registerPublicRateLimits(app, { db: deps.db, limits: deps.config.publicRateLimits, now });
  // A fresh database gets its settings row (the environment's values) as the server starts, not
  // on whichever request happens to read it first.
  app.addHook('onReady', async () => void (await settings.read()));
  // Messages still on their way when the server stops are finished first.
  app.addHook('onReady', async () => email.outbox.start());
  app.addHook('onClose', async () => {
    await email.idle();
    await email.outbox.stop();
  });
  const site = deps.site ? await registerSite(app, deps.site, contentChanges) : undefined;
  app.setNotFoundHandler(createNotFoundHandler(site?.sendPage));
  context.pages = site?.pages ?? null;

  for (const routes of [
    authRoutes, programRoutes, registrationRoutes, testimonialRoutes, contactRoutes, serviceRoutes,
    sectionHeaderRoutes, singleRecordRoutes, paymentRoutes, paymentStateRoutes, stripeWebhookRoutes, emailTestRoutes, emailOutboxRoutes, backupRoutes,
    adminStatusRoutes, ledgerRoutes, settingsRoutes, consentRoutes, myRegistrationRoutes, registrationLinkRoutes, registrationSeatRoutes,
    waitlistRoutes,
    announcementRoutes,
    certificateRoutes, verifyRoutes,
    attendanceRoutes,
    reportRoutes,
  ]) {
    routes(app, context);
  }
  // The API's contract, generated from the same zod schemas that validate requests.
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // The season's timed jobs (issue 16), in the order they run at each check.
  const seasonJobs: SeasonJob[] = [
    context.waitlist.job,
    sessionRemindersJob({ db: deps.db, settings, queued: () => email.queued() }),
    certificateRenewalsJob({ db: deps.db, settings, onQueued: () => email.queued() }),
    lapsedHoldPaymentsJob({ db: deps.db, stripe: deps.stripe ?? null, settings, log: app.log }),
    overbookedSeatsJob({ db: deps.db, settings }),
  ];
  const season = createSeasonSchedule(seasonJobs, now, app.log);

  return Object.assign(app, { routeTable, backups: context.backups, emails: context.email, season, responseCache });
}
