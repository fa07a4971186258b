// The process entry: read the environment, serve (serve.ts), and stop cleanly on a signal.
import { existsSync } from 'node:fs';
import { loadConfig } from './kernel/config.js';
import { serve } from './serve.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const serving = await serve(config, { ...(process.env.DIST_DIR && { distDir: process.env.DIST_DIR }), processMetrics: true });

// An orchestrator kills a process that outlives its grace period (Kubernetes: 30 s); we promise 10 s.
// Past this, the process exits anyway: rows the outbox had claimed wait for their lease, a backup
// half-written is a temporary file, and nothing acknowledged is lost.
const SHUTDOWN_DEADLINE_MS = 9_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  serving.app.log.info(`${signal}: shutting down`);
  setTimeout(() => {
    serving.app.log.error(`Shutdown took more than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting without waiting further`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await serving.stop();
  serving.app.log.info(`Stopped in ${Date.now() - started} ms`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
