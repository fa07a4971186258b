// Read path: GET /api/programs and the cached `/` under 50 connections, each against a raw node:http
// server replaying the same response, measured alternately so both see the same machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../server/kernel/paths.js';
import { median, runLoad } from './load.js';

const CONNECTIONS = 50;
// Headers that belong to one connection or moment, not to the response being replayed.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface ReadFigures {
  path: string;
  app: { requestsPerSecond: number; p99Ms: number };
  raw: { requestsPerSecond: number; p99Ms: number };
  /** app req/s over raw req/s. */
  ratio: number;
  bytes: number;
}

export async function startRawServer(recordedFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'bench', 'raw-server.ts')], {
    env: { ...process.env, RAW_RESPONSE_FILE: recordedFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`raw server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** Records the app's response to `path`, then load-tests app and replay in turns. */
export async function measureRead(appUrl: string, path: string, options: { rounds: number; seconds: number }): Promise<ReadFigures> {
  // Asked twice: the second answer is the one the load will get (from the cache, with its headers).
  await fetch(`${appUrl}${path}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const response = await fetch(`${appUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name)) headers[name] = value;
  });
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
  const recordedFile = join(dir, 'response.json');
  writeFileSync(recordedFile, JSON.stringify({ status: response.status, headers, bodyBase64: body.toString('base64') }));
  const raw = await startRawServer(recordedFile);
  try {
    const app: { rps: number[]; p99: number[] } = { rps: [], p99: [] };
    const reference: { rps: number[]; p99: number[] } = { rps: [], p99: [] };
    // Warm both (JIT, caches) before anything counts.
    await runLoad({ url: `${appUrl}${path}`, connections: CONNECTIONS, seconds: 1 });
    await runLoad({ url: `${raw.url}${path}`, connections: CONNECTIONS, seconds: 1 });
    for (let round = 0; round < options.rounds; round += 1) {
      for (const [target, into] of [[raw.url, reference], [appUrl, app]] as const) {
        const figures = await runLoad({ url: `${target}${path}`, connections: CONNECTIONS, seconds: options.seconds });
        if (figures.non2xx || figures.errors) throw new Error(`${target}${path}: ${figures.non2xx} non-2xx, ${figures.errors} errors`);
        into.rps.push(figures.requestsPerSecond);
        into.p99.push(figures.p99Ms);
      }
    }
    const appRps = median(app.rps);
    const rawRps = median(reference.rps);
    return {
      path,
      app: { requestsPerSecond: appRps, p99Ms: median(app.p99) },
      raw: { requestsPerSecond: rawRps, p99Ms: median(reference.p99) },
      ratio: Math.round((appRps / rawRps) * 100) / 100,
      bytes: body.length,
    };
  } finally {
    await raw.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
