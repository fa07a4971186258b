// A quick clean stop (issue 31): the built server, with thousands of messages queued, gets SIGTERM while
// it sends them. It exits within 10 s, having finished and recorded the batch it held and left the rest
// queued; started again it sends the rest, and every message reaches the SMTP server exactly once.
// PGlite in a data folder of the test's own, or a scratch PostgreSQL database with TEST_DATABASE_URL.
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN_CONTACT_NOTIFICATION } from '../../server/contacts/emails.js';
import { contacts } from '../../server/contacts/tables.js';
import { openDatabase } from '../../server/kernel/db/client.js';
import { emailOutbox } from '../../server/kernel/db/tables.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { registrationBody } from '../helpers/registrations.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { copyPgliteTemplate } from '../helpers/template-copy.js';

// Thousands: the old stop drained them all (a minute and more here) before exiting.
const BACKLOG = 2_000;
const STOP_WITHIN_MS = 10_000;
const OFFICE = 'office@example.com';

/**
 * An SMTP server that keeps only each message's recipients and outbox id: parsing thousands of whole
 * messages (the shared TestSmtpServer) would make the test time the parser's, not the server's.
 */
class CountingSmtpServer {
  readonly messages: { to: string[]; outboxId: number }[] = [];
  port = 0;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8_192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        // The server names each message after its outbox row: <outbox-{id}.{time}@...>.
        const id = /^Message-ID: <outbox-(\d+)\./im.exec(head)?.[1];
        if (!id) return callback(new Error('a message without an outbox id'));
        this.messages.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), outboxId: Number(id) });
        callback();
      });
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let smtp: CountingSmtpServer | undefined;
let scratch: ScratchDatabase | undefined;
let dataDir: string | undefined;
const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

const openStore = () => openDatabase(scratch ? { url: scratch.url } : { pgliteDir: pgliteDirOf(dataDir!) });

/** The outbox by status, read while no server runs (the embedded database has one process at a time). */
async function outboxCounts(): Promise<Record<string, number>> {
  const database = await openStore();
  try {
    const rows = await database.db.select({ status: emailOutbox.status, total: sql<number>`count(*)::int` }).from(emailOutbox).groupBy(emailOutbox.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.total]));
  } finally {
    await database.close();
  }
}

/** Samples of /metrics as `name{labels}` → value. */
async function metrics(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  const lines = (await response.text()).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return new Map(lines.map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
}

it('stops within 10 s with thousands of messages queued, and the next start sends each exactly once', async () => {
  smtp = await new CountingSmtpServer().start();
  dataDir = mkdtempSync(join(tmpdir(), 'referee-clean-stop-'));
  if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase();
  else copyPgliteTemplate(dataDir, { prepared: true });

  // The backlog, written straight into the outbox before the server starts: the office's notice of one
  // inquiry, thousands of times (each message is told apart by its outbox id).
  const store = await openStore();
  const [inquiry] = await store.db.insert(contacts).values({ name: 'Backlog Inquirer', email: 'backlog@example.com', message: 'Many questions' }).returning();
  await store.db.execute(sql`insert into email_outbox (template, recipient, subject_id) select ${ADMIN_CONTACT_NOTIFICATION}, 'admin', ${inquiry!.id} from generate_series(1, ${BACKLOG})`);
  await store.close();

  const env = { DATA_DIR: dataDir, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), ADMIN_NOTIFY_EMAIL: OFFICE, ...(scratch && { DATABASE_URL: scratch.url }) };
  const first = await startServer(env);
  running.push(first);
  await vi.waitUntil(() => smtp!.messages.length >= 100, { timeout: 60_000, interval: 5 });

  const exited = once(first.process, 'exit');
  const signalledAt = performance.now();
  first.process.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  const tookMs = performance.now() - signalledAt;
  expect(code, first.output()).toBe(0);
  expect(tookMs, first.output()).toBeLessThan(STOP_WITHIN_MS);
  expect(first.output()).toMatch(/Stopped in \d+ ms/);

  // The batch in hand was sent and recorded (nothing left "sending"), and the rest waits, untouched.
  const delivered = smtp.messages.length;
  expect(delivered).toBeLessThan(BACKLOG);
  expect(await outboxCounts()).toEqual({ sent: delivered, queued: BACKLOG - delivered });

  const second = await startServer(env);
  running.push(second);
  await vi.waitUntil(() => new Set(smtp!.messages.map((message) => message.outboxId)).size >= BACKLOG, { timeout: 180_000, interval: 50 });
  // Every row recorded as sent (read through the metrics, as a scraper on this machine would).
  await expect.poll(async () => {
    const now = await metrics(second.url);
    return ['queued', 'sending', 'failed'].map((status) => now.get(`referee_outbox_messages{status="${status}"}`));
  }, { timeout: 30_000 }).toEqual([0, 0, 0]);
  expect((await metrics(second.url)).get('referee_process_cpu_seconds_total')).toBeGreaterThan(0);
  await second.stop();
  running.splice(0);

  const times = new Map<number, number>();
  for (const { outboxId } of smtp.messages) times.set(outboxId, (times.get(outboxId) ?? 0) + 1);
  expect(times.size).toBe(BACKLOG);
  expect([...times].filter(([, count]) => count !== 1), 'messages delivered more than once').toEqual([]);
  expect(smtp.messages).toHaveLength(BACKLOG);
  expect(smtp.messages.filter((message) => message.to.includes(OFFICE))).toHaveLength(BACKLOG);
  expect(await outboxCounts()).toEqual({ sent: BACKLOG });
}, 300_000);

it('finishes a request in flight at SIGTERM, refuses new ones, and exits', async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'referee-clean-stop-'));
  if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase();
  else copyPgliteTemplate(dataDir, { prepared: true });
  const server = await startServer({ DATA_DIR: dataDir, ...(scratch && { DATABASE_URL: scratch.url }) });
  running.push(server);

  // A registration whose body is half sent when the signal comes: the server is in the middle of it.
  const body = Buffer.from(JSON.stringify(registrationBody({ email: 'in-flight@example.com' })));
  const { port } = new URL(server.url);
  const inFlight = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/register', headers: { 'content-type': 'application/json', 'content-length': body.length } });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    inFlight.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    inFlight.on('error', reject);
  });
  inFlight.write(body.subarray(0, 20));
  // The server has begun it: two requests in flight, this one and the scrape that asks.
  await expect.poll(async () => (await metrics(server.url)).get('referee_http_requests_in_flight'), { timeout: 10_000, interval: 20 }).toBe(2);

  const exited = once(server.process, 'exit');
  const signalledAt = performance.now();
  server.process.kill('SIGTERM');
  await vi.waitUntil(() => server.output().includes('SIGTERM: shutting down'), { timeout: 5_000, interval: 5 });
  // A new request is not taken any more (refused at the socket, or 503 while the server closes).
  const late = await fetch(`${server.url}/api/programs`).then((response) => response.status, () => 'refused');
  expect([503, 'refused']).toContain(late);

  inFlight.end(body.subarray(20));
  const answer = await answered;
  expect(answer.status, answer.text).toBe(201);
  expect(JSON.parse(answer.text)).toMatchObject({ success: true, data: { email: 'in-flight@example.com' } });
  const [code] = (await exited) as [number | null];
  expect(code, server.output()).toBe(0);
  expect(performance.now() - signalledAt).toBeLessThan(STOP_WITHIN_MS);
}, 120_000);
