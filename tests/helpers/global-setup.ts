// With TEST_DATABASE_URL set, every test file gets its own PostgreSQL database named after this run;
// at the end the run drops whatever of its databases is left. Otherwise files copy one migrated embedded
// database made here (pglite-template.ts). Tests that start the server as its own process need the
// build, so a missing one is made first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import { makePgliteTemplate } from './pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(PROJECT_ROOT, 'dist', 'server', 'main.js'))) {
    // As `npm run build` by hand: Vitest's NODE_ENV=test would give a development React in the SSR bundle.
    execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', runId);
  const removeTemplate = await makePgliteTemplate();
  return async function teardown() {
    removeTemplate();
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${runId}_%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
