// Starts the built server (npm run build) as its own process, on a free port with a fresh embedded
// database, the way `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import { ADMIN, TEST_PASSWORD_ENV } from './admin-credentials.js';
import { copyPgliteTemplate } from './template-copy.js';

/** A server the tests started: a process of its own (startServer) or inside the test's worker (local-server.ts). */
export interface Server {
  url: string;
  dataDir: string;
  /** What it has logged so far (JSON lines). */
  output: () => string;
  /** Stops it (unless it has already stopped), then removes the data folder if the helper made it. */
  stop(): Promise<void>;
  /**
   * Stops it if it still runs and starts it again on the same port, data folder and environment, having
   * run `whileStopped` (e.g. to change its database) in between: the returned server owns the data
   * folder from then on.
   */
  restart(whileStopped?: () => Promise<void>): Promise<Server>;
}

export interface RunningServer extends Server {
  process: ChildProcess;
  restart(whileStopped?: () => Promise<void>): Promise<RunningServer>;
}

export interface StartOptions {
  /** Listen on this port (a restart keeps its URL); a free one by default. */
  port?: number;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const ADMIN_VARIABLES = ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL'];

/** The environment a test server runs with: production, on loopback, with the test admin and limits, then `env`. */
export function serverEnv(env: Record<string, string>, port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_ACCOUNT_MAX_FAILURES: '1000',
    ...TEST_PASSWORD_ENV,
    // Tests register many times from one address; the limits' own tests turn them on.
    PUBLIC_RATE_LIMITS: 'off',
    // Serve another client build than dist/ (lets parallel work test its own build).
    ...(process.env.E2E_DIST_DIR && { DIST_DIR: process.env.E2E_DIST_DIR }),
    ...env,
  };
}

/**
 * A data folder of the server's own, with the run's migrated embedded database in it unless it uses
 * PostgreSQL: already seeded and with the test admin when the server starts with that admin.
 */
export function newDataDir(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'referee-e2e-'));
  templateDatabase(dir, env);
  return { dir, owned: true };
}

/** Copies the run's template database into `dir` for a server started with `env` (see newDataDir). */
export function templateDatabase(dir: string, env: Record<string, string>) {
  if (env.DATABASE_URL === undefined) copyPgliteTemplate(dir, { prepared: usesTestAdmin(env) });
}

/** A server started with `env` has the test admin (ADMIN) unless `env` names another. */
export const usesTestAdmin = (env: Record<string, string>) => !ADMIN_VARIABLES.some((name) => name in env);

export function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  return launch(env, options.port, env.DATA_DIR === undefined ? undefined : { dir: env.DATA_DIR, owned: false });
}

async function launch(env: Record<string, string>, requestedPort: number | undefined, data: { dir: string; owned: boolean } | undefined): Promise<RunningServer> {
  const entry = join(PROJECT_ROOT, 'dist', 'server', 'main.js');
  if (!existsSync(entry)) throw new Error('The app is not built: run `npm run build` first');
  const port = requestedPort ?? (await freePort());
  const { dir: dataDir, owned } = data ?? newDataDir(env);
  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, ...serverEnv(env, port, dataDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited(child)) throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/hero`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  async function terminate() {
    if (hasExited(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      await terminate();
      if (owned) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(whileStopped) {
      await terminate();
      await whileStopped?.();
      return launch(env, port, { dir: dataDir, owned });
    },
  };
}
