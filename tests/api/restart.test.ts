// Nothing acknowledged is lost across a restart (ARCHITECTURE: "a write is acknowledged only after it
// is committed"): the built server as its own process, killed with SIGKILL in the middle of a stream
// of registrations, then started again on the same database; and sessions and content across a normal
// (SIGTERM) restart. PGlite in a data folder kept across the restarts (a copy of the run's prepared
// template), or a scratch PostgreSQL database when TEST_DATABASE_URL is set.
//
// The tests share one chain of processes on that folder, in order: the first one started is refused
// to a second process, then SIGKILLed in the stream and started again, and that one is restarted with
// SIGTERM (a process start is 2-3 s of CPU). Each test starts a server itself when none runs, so a test
// run alone proves the same.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Registration } from '../../common/schemas/registration.js';
import { ADMIN } from '../helpers/app.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { registrationBody } from '../helpers/registrations.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { copyPgliteTemplate } from '../helpers/template-copy.js';

// A test starts the server process up to twice (migrations, seeding, SSR on the first `/`).
const RESTART_TIMEOUT_MS = 180_000;
const WORKERS = 6;
const KILL_AFTER_ACKNOWLEDGED = 60;

let scratch: ScratchDatabase | undefined;
let dataDir: string | undefined;
/** The last server started on the file's data folder (it may have been killed since). */
let current: RunningServer | undefined;

/** Stops the last server, then removes the data folder and drops the database. */
afterAll(async () => {
  await current?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

const hasExited = (server: RunningServer) => server.process.exitCode !== null || server.process.signalCode !== null;

/**
 * The server on the file's data folder (PGlite under it), or its scratch PostgreSQL database when
 * TEST_DATABASE_URL is set; both outlive the server's restarts (stop() leaves a given DATA_DIR). Started
 * when none runs, on the same folder when an earlier one was killed.
 */
async function running(): Promise<RunningServer> {
  if (current && !hasExited(current)) return current;
  if (current) return restart(current);
  dataDir = mkdtempSync(join(tmpdir(), 'referee-restart-'));
  if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase();
  else copyPgliteTemplate(dataDir, { prepared: true });
  current = await startServer({ DATA_DIR: dataDir, ...(scratch && { DATABASE_URL: scratch.url }) });
  return current;
}

/** Stops the server (SIGTERM) unless it is gone already, and starts it again on the same folder and port. */
async function restart(server: RunningServer): Promise<RunningServer> {
  current = await server.restart();
  return current;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function api<T = unknown>(url: string, method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as { success: boolean; data: T; token?: string } };
}

type StoredRegistration = Pick<
  Registration,
  'id' | 'programId' | 'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'phone' | 'trainingGoals' | 'equipmentBundle' | 'paymentAmount' | 'paymentStatus'
>;

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database folder', () => {
  it(
    'is refused to a second server process while the first one runs',
    async () => {
      const first = await running();
      await expect(startServer({ DATA_DIR: first.dataDir })).rejects.toThrow(/is in use by another server process \(pid \d+\)/);
      // The first one is untouched and still serves.
      expect((await fetch(`${first.url}/api/programs`)).status).toBe(200);
      // That the lock of a killed process does not keep the next server out: the next test's restart after SIGKILL.
    },
    RESTART_TIMEOUT_MS,
  );
});

describe('a server restart', () => {
  it(
    'after SIGKILL during a stream of registrations, starts cleanly and keeps every acknowledged one exactly once',
    async () => {
      const server = await running();
      const acknowledged = new Map<number, Record<string, unknown>>();
      const attempted = new Set<string>();
      const unexpected: string[] = [];
      let killed = false;
      let resolveEnough!: () => void;
      const enough = new Promise<void>((resolve) => (resolveEnough = resolve));

      // Each worker registers back to back until the process is gone (a refused or reset request ends it).
      async function worker(index: number) {
        for (let sequence = 0; !killed; sequence++) {
          const body = registrationBody({
            firstName: `Worker${index}`,
            lastName: `Stream${sequence}`,
            email: `stream-${index}-${sequence}@example.com`,
            trainingGoals: `goal ${index}/${sequence}`,
            equipmentBundle: sequence % 2 === 1,
          });
          attempted.add(String(body.email));
          let response: Response;
          try {
            response = await fetch(`${server.url}/api/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
          } catch {
            if (!killed) unexpected.push(`worker ${index}: request failed before the kill`);
            return;
          }
          let json: { data?: { id: number } };
          try {
            json = (await response.json()) as typeof json;
          } catch {
            // The connection went with the process in the middle of the body: not acknowledged.
            return;
          }
          if (response.status !== 201 || !json.data) {
            unexpected.push(`worker ${index}: ${response.status} ${JSON.stringify(json)}`);
            return;
          }
          acknowledged.set(json.data.id, body);
          if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) resolveEnough();
        }
      }

      const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));
      let ended = false;
      void Promise.all(workers).then(() => (ended = true));
      await Promise.race([enough, Promise.all(workers)]);
      // Killed while the workers keep sending: once as many more requests as there are workers have gone
      // out, some are in flight, some not yet sent.
      const sent = attempted.size;
      await vi.waitUntil(() => ended || attempted.size >= sent + WORKERS, { timeout: 10_000, interval: 1 });
      const exited = once(server.process, 'exit');
      server.process.kill('SIGKILL');
      killed = true;
      const [code, signal] = (await exited) as [number | null, string | null];
      expect(signal).toBe('SIGKILL');
      expect(code).toBeNull();
      await Promise.all(workers);
      expect(unexpected).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

      // On PGlite, the folder is still locked by the killed process's pid: the new one takes it over.
      const again = await restart(server);
      const token = await login(again.url);
      const listed = await api<StoredRegistration[]>(again.url, 'GET', '/api/registrations', { token });
      expect(listed.status).toBe(200);
      const stored = listed.body.data;

      // Nothing stored that was never sent, and no address twice.
      for (const registration of stored) expect(attempted.has(registration.email), registration.email).toBe(true);
      const emails = stored.map((registration) => registration.email);
      expect(new Set(emails).size).toBe(emails.length);

      const byId = new Map(stored.map((registration) => [registration.id, registration]));
      const missing = [...acknowledged.keys()].filter((id) => !byId.has(id));
      expect(missing, `acknowledged registrations lost after SIGKILL (${acknowledged.size} acknowledged)`).toEqual([]);
      for (const [id, sent] of acknowledged) {
        expect(byId.get(id), `registration ${id}`).toMatchObject({
          programId: sent.programId,
          firstName: sent.firstName,
          lastName: sent.lastName,
          email: sent.email,
          dateOfBirth: sent.dateOfBirth,
          phone: sent.phone,
          trainingGoals: sent.trainingGoals,
          equipmentBundle: sent.equipmentBundle,
          paymentAmount: sent.paymentAmount,
          paymentStatus: 'pending',
        });
      }

      // The restarted server takes new writes too.
      const after = await api<{ id: number }>(again.url, 'POST', '/api/register', { body: registrationBody({ email: 'after-restart@example.com' }) });
      expect(after.status).toBe(201);
      expect(byId.has(after.body.data.id)).toBe(false);
    },
    RESTART_TIMEOUT_MS,
  );

  it(
    'after SIGTERM, keeps the admin session and the changed content, on the public API and the server-rendered page',
    async () => {
      const server = await running();
      const token = await login(server.url);
      const hero = await api<Record<string, unknown>>(server.url, 'GET', '/api/hero');
      const heroChange = { heading: 'Restart-Proof Referee Clinics', subheading: 'Every whistle, every season, saved across restarts' };
      const savedHero = await api(server.url, 'PUT', '/api/hero', { token, body: { ...hero.body.data, ...heroChange } });
      expect(savedHero.status).toBe(200);
      const programs = await api<{ id: number; name: string; active: boolean }[]>(server.url, 'GET', '/api/programs');
      const program = programs.body.data.find((candidate) => candidate.active)!;
      const programName = 'Durable Mechanics Workshop';
      expect((await api(server.url, 'PUT', `/api/programs/${program.id}`, { token, body: { name: programName } })).status).toBe(200);
      const header = { title: 'Services That Survive Restarts', subtitle: 'Stored, not cached' };
      expect((await api(server.url, 'PUT', '/api/section-headers/services', { token, body: header })).status).toBe(200);
      // The page is rendered (and cached) before the restart, so after it nothing can come from memory.
      expect(await (await fetch(`${server.url}/`)).text()).toContain(heroChange.heading);

      const again = await restart(server);
      expect(again.process.pid).not.toBe(server.process.pid);
      expect(server.process.signalCode ?? server.process.exitCode).not.toBeNull();

      const user = await fetch(`${again.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ isAuthenticated: true, user: { username: ADMIN.username } });
      // An admin-only route accepts the token issued before the restart, and refuses without one.
      expect((await api(again.url, 'GET', '/api/registrations', { token })).status).toBe(200);
      expect((await api(again.url, 'GET', '/api/registrations')).status).toBe(401);

      expect((await api(again.url, 'GET', '/api/hero')).body.data).toMatchObject(heroChange);
      const publicPrograms = await api<{ id: number; name: string }[]>(again.url, 'GET', '/api/programs');
      expect(publicPrograms.body.data.find((candidate) => candidate.id === program.id)?.name).toBe(programName);
      expect((await api(again.url, 'GET', '/api/section-headers/services')).body.data).toMatchObject(header);

      const page = await fetch(`${again.url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      for (const text of [heroChange.heading, heroChange.subheading, programName, header.title, header.subtitle]) {
        expect(html, text).toContain(text);
      }
    },
    RESTART_TIMEOUT_MS,
  );
});
