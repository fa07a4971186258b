// The process entry: read the environment, serve (serve.ts), and stop cleanly on a signal.
import { existsSync } from 'node:fs';
import { loadConfig } from './kernel/config.js';
import { serve } from './serve.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const serving = await serve(config, { ...(process.env.DIST_DIR && { distDir: process.env.DIST_DIR }) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  serving.app.log.info(`${signal}: shutting down`);
  await serving.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
