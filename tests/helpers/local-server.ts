// The server as `npm start` runs it (serve.ts, the built website, production settings), but inside the
// test's worker: the worker has the server's modules loaded already, so a browser test file does not
// boot a process, import the server and wait for it to listen (2-3 s of CPU per file on a busy
// machine). Tests that need a process of its own (a crash, signals) use startServer.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../server/kernel/config.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { serve } from '../../server/serve.js';
import type { Database } from '../../server/kernel/db/client.js';
import { newPgliteDatabase } from './pglite-template.js';
import { freePort, serverEnv, templateDatabase, usesTestAdmin, type Server } from './server.js';

export async function startLocalServer(env: Record<string, string> = {}): Promise<Server> {
  const given = env.DATA_DIR;
  if (given === undefined) return start(env, undefined, { dir: mkdtempSync(join(tmpdir(), 'referee-e2e-')), owned: true }, await ownDatabase(env));
  // A given folder without a database gets the template's (a copy, not the server's initdb); the
  // server keeps its database there, as `npm start` does (a test may change it while it is stopped).
  if (!existsSync(pgliteDirOf(given))) templateDatabase(given, env);
  return start(env, undefined, { dir: given, owned: false }, undefined);
}

/**
 * The database of a server in a folder of its own: the worker's embedded one, as the template is
 * (pglite-reuse.ts, a start from a folder is a second or more of CPU), kept over restarts; none on
 * PostgreSQL (DATABASE_URL), which the server opens.
 */
async function ownDatabase(env: Record<string, string>): Promise<Database | undefined> {
  return env.DATABASE_URL === undefined ? newPgliteDatabase({ prepared: usesTestAdmin(env) }) : undefined;
}

/** `kept`: the database the server is handed (and keeps over restarts); without it the server opens its folder's. */
async function start(env: Record<string, string>, requestedPort: number | undefined, data: { dir: string; owned: boolean }, kept: Database | undefined): Promise<Server> {
  const port = requestedPort ?? (await freePort());
  const { dir: dataDir, owned } = data;
  const config = loadConfig(serverEnv(env, port, dataDir));
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const serving = await serve(config, {
    ...(process.env.E2E_DIST_DIR && { distDir: process.env.E2E_DIST_DIR }),
    // The server's stop leaves a kept database open for a restart; this server's own stop closes it.
    ...(kept && { database: { ...kept, close: async () => undefined } }),
    logger: { level: 'info', stream },
    fullBackups: false,
  });
  return {
    url: serving.url,
    dataDir,
    output: () => output,
    async stop() {
      await serving.stop();
      await kept?.close();
      if (owned) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(whileStopped) {
      await serving.stop();
      await whileStopped?.();
      return start(env, port, { dir: dataDir, owned }, kept);
    },
  };
}
