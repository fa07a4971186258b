// The registration write path in detail (issue 12): server CPU per registration, read from the server
// process's own counters, and the latency of 64 concurrent registrations; both beside a raw node:http
// server answering the same POSTs, measured the same way in the same run.
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { registrationBody } from '../tests/helpers/registrations.js';
import { startRawServer } from './read-path.js';

const CONCURRENT = 64;
const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** User + system CPU time of a process so far, in milliseconds (Linux /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command name: state is field 3, utime 14 and stime 15 (1-based) of the full line.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Waits until the process has used no CPU for `quietMs` (background work such as emails is done). */
async function settle(pid: number, quietMs = 500): Promise<number> {
  let last = cpuMs(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = cpuMs(pid);
    if (now - last < 20) return now;
    last = now;
  }
}

export interface BurstFigures {
  requests: number;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  /** Server CPU per request while the load ran. */
  cpuMsPerRequest: number;
  /** Server CPU per request including the work it finished after the last answer (emails). */
  cpuMsPerRequestSettled: number;
  non2xx: number;
}

let sequence = 0;
const newRegistration = () => JSON.stringify(registrationBody({ email: `bench.cost.${(sequence += 1)}@example.com` }));

/** `amount` POSTs at `connections` concurrent, with per-request latencies and the server's CPU. */
export async function burst(url: string, pid: number, amount: number, connections = CONCURRENT): Promise<BurstFigures> {
  await settle(pid);
  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const instance = autocannon({
    url,
    method: 'POST',
    connections,
    amount,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: newRegistration() }) }],
  });
  (instance as unknown as { on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void })
    .on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  const cpuSettled = await settle(pid);
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  const done = result.requests.total;
  return {
    requests: done,
    requestsPerSecond: Math.round(done / elapsed),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    cpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / done) * 1000) / 1000,
    cpuMsPerRequestSettled: Math.round(((cpuSettled - cpuBefore) / done) * 1000) / 1000,
    non2xx: result.non2xx,
  };
}

/** The reference: a raw node:http server answering each POST with a recorded 201, measured the same way. */
export async function rawBurst(amount: number): Promise<BurstFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-post-'));
  const recordedFile = join(dir, 'response.json');
  const body = JSON.stringify({ success: true, message: 'Registration successful', data: JSON.parse(newRegistration()) });
  writeFileSync(recordedFile, JSON.stringify({ status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, bodyBase64: Buffer.from(body).toString('base64') }));
  const raw = await startRawServer(recordedFile);
  try {
    await burst(`${raw.url}/api/register`, raw.pid, 500);
    return await burst(`${raw.url}/api/register`, raw.pid, amount);
  } finally {
    await raw.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
