// The server as `npm start` runs it (serve.ts, the built website, production settings), but inside the
// test's worker: the worker has the server's modules loaded already, so a browser test file does not
// boot a process, import the server and wait for it to listen (2-3 s of CPU per file on a busy
// machine). Tests that need a process of its own (a crash, signals) use startServer.
import { existsSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { loadConfig } from '../../server/kernel/config.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { serve } from '../../server/serve.js';
import { freePort, newDataDir, serverEnv, templateDatabase, type Server } from './server.js';

export function startLocalServer(env: Record<string, string> = {}): Promise<Server> {
  const given = env.DATA_DIR;
  // A given folder without a database gets the template's too (a copy, not the server's initdb).
  if (given !== undefined && !existsSync(pgliteDirOf(given))) templateDatabase(given, env);
  return start(env, undefined, given === undefined ? undefined : { dir: given, owned: false });
}

async function start(env: Record<string, string>, requestedPort: number | undefined, data: { dir: string; owned: boolean } | undefined): Promise<Server> {
  const port = requestedPort ?? (await freePort());
  const { dir: dataDir, owned } = data ?? newDataDir(env);
  const config = loadConfig(serverEnv(env, port, dataDir));
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const serving = await serve(config, { ...(process.env.E2E_DIST_DIR && { distDir: process.env.E2E_DIST_DIR }), logger: { level: 'info', stream }, fullBackups: false });
  return {
    url: serving.url,
    dataDir,
    output: () => output,
    async stop() {
      await serving.stop();
      if (owned) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(whileStopped) {
      await serving.stop();
      await whileStopped?.();
      return start(env, port, { dir: dataDir, owned });
    },
  };
}
