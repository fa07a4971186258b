// Builds the real app on a fresh database, seeded and with a known admin, the way main.ts does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/kernel/config.js';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import type { Database } from '../../server/kernel/db/client.js';
import { createStripeClient } from '../../server/payments/stripe-client.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN, TEST_PASSWORD_ENV } from './admin-credentials.js';
import { createTestDatabase } from './database.js';

export { ADMIN };

export interface TestAppOptions {
  /** Environment overrides, e.g. LOGIN_MAX_FAILURES. */
  env?: Record<string, string>;
  now?: () => Date;
  /** A database another app shares (two instances); the caller closes it. A fresh one by default. */
  database?: Database;
  /** Fastify's logger options, e.g. a stream that captures the log lines. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built website (dist/) too, as `npm start` does; the API suite builds it first. */
  withSite?: boolean;
  /** Serve this folder laid out like dist/ instead (source-site.ts: the pages as the sources render them). */
  siteDir?: string;
  /** Hand the embedded database's full backup to the app, as main.ts does (issue 31); off elsewhere so the season jobs stay quick. */
  fullBackups?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  // Email logs and backups go to a folder of this test's own unless it names one.
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'referee-api-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', ...TEST_PASSWORD_ENV, LOGIN_MAX_FAILURES: '1000', LOGIN_ACCOUNT_MAX_FAILURES: '1000', PUBLIC_RATE_LIMITS: 'off', DATA_DIR: dataDir, ...options.env });
  const database: Database = options.database ?? (await createTestDatabase({ prepared: true }));
  await prepareDatabase(database, ADMIN, { passwordParams: config.passwordParams });
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, stripe: createStripeClient(config.stripe), ...(database.poolUse && { poolUse: database.poolUse }),
    ...(options.fullBackups && database.snapshot && { snapshot: database.snapshot }),
    ...(options.now && { now: options.now }), ...(options.logger && { logger: options.logger }),
    ...((options.withSite || options.siteDir) && { site: { distDir: options.siteDir ?? join(PROJECT_ROOT, 'dist'), siteUrl: config.siteUrl } }),
  });
  await app.ready();

  /** Logs in (as the admin by default) and returns the bearer token. */
  async function login(credentials = ADMIN): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: credentials.username, password: credentials.password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().token as string;
  }

  /** An injector that sends the admin's bearer token (logging in on first use). */
  let adminToken: string | undefined;
  async function asAdmin(request: InjectOptions): Promise<LightMyRequestResponse> {
    adminToken ??= await login();
    return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${adminToken}` } });
  }

  return {
    app,
    db: database.db,
    config,
    login,
    asAdmin,
    /** `asAdmin` with the method, URL and JSON body as arguments. */
    admin: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => asAdmin({ method, url, ...(payload && { payload }) }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (!options.env?.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The file's app: built before its first test, closed after its last (read it inside hooks and tests). */
export function testAppSession(options: TestAppOptions = {}): TestApp {
  const session = {} as TestApp;
  beforeAll(async () => {
    Object.assign(session, await createTestApp(options));
  });
  afterAll(() => session.close());
  return session;
}
