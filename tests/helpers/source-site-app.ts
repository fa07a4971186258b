// The app over HTTP injection, serving the site from the sources (tests/helpers/source-site.ts) over a
// fresh, prepared test database: for tests of the server-rendered pages without a build.
import { rmSync } from 'node:fs';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/kernel/config.js';
import type { Database } from '../../server/kernel/db/client.js';
import type { App } from '../../server/kernel/http/types.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN } from './admin-credentials.js';
import { createTestDatabase } from './database.js';
import { sourceSiteDir } from './source-site.js';

export interface SourceSiteApp {
  app: App;
  /** Closes the app and the database and removes the site folder. */
  close(): Promise<void>;
}

/** Starts the app (NODE_ENV test, the given env besides) with the site from the sources in a temporary folder named from `prefix`. */
export async function startSourceSiteApp(prefix: string, env: Record<string, string> = {}): Promise<SourceSiteApp> {
  const distDir = sourceSiteDir(prefix);
  let database: Database | undefined;
  let app: App | undefined;
  const close = async () => {
    await app?.close();
    await database?.close();
    rmSync(distDir, { recursive: true, force: true });
  };
  try {
    database = await createTestDatabase();
    await prepareDatabase(database, ADMIN);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: distDir, ...env });
    app = await buildApp({ config, db: database.db, site: { distDir, siteUrl: config.siteUrl } });
    await app.ready();
    return { app, close };
  } catch (error) {
    await close();
    throw error;
  }
}
