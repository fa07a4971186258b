// GET /metrics (issue 31): the Prometheus text of the app's own registry, with the names an operator
// alerts on, counters that move with requests, registrations, payments, emails and the scheduler, and
// access only for a local scraper (the socket's loopback address, no proxy) or METRICS_TOKEN's bearer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register, registrationBody } from '../helpers/registrations.js';
import { stripeEvent, webhookSender } from '../helpers/stripe-events.js';

const NAMES = [
  'referee_http_requests_total', 'referee_http_request_duration_seconds', 'referee_http_requests_in_flight', 'referee_response_cache_hits_total',
  'referee_emails_total', 'referee_registrations_total', 'referee_payments_total',
  'referee_scheduler_runs_total', 'referee_scheduler_last_success_timestamp_seconds',
  'referee_outbox_messages', 'referee_outbox_oldest_queued_age_seconds', 'referee_outbox_overdue_seconds',
  'referee_db_pool_connections', 'referee_db_pool_idle_connections', 'referee_db_pool_waiting_requests',
];
const INTERNET = '203.0.113.7';
const TOKEN = 'metrics-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer. */
function samples(text: string): Sample[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).map((line) => {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]));
    return { name: match[1]!, labels, value: Number(match[3]) };
  });
}

/** The sum of the samples of a name whose labels include `labels` (0 when there is none). */
const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);

async function scrape(t: TestApp): Promise<{ text: string; all: Sample[] }> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return { text: response.body, all: samples(response.body) };
}

describe('the metrics', () => {
  let mailing: MailingApp;
  let t: TestApp;
  beforeAll(async () => {
    mailing = await startMailingApp();
    t = mailing.t;
  });
  afterAll(() => mailing.close());

  it('are the Prometheus text format with every name and its help, never stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of NAMES) {
      expect(response.body, name).toMatch(new RegExp(`^# HELP ${name} \\S.{10,}$`, 'm'));
      expect(response.body, name).toMatch(new RegExp(`^# TYPE ${name} (counter|gauge|histogram)$`, 'm'));
    }
    const all = samples(response.body);
    const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(valueOf(all, 'referee_db_pool_connections', { driver })).toBeGreaterThanOrEqual(1);
    if (driver === 'postgres') expect(all.some((sample) => sample.name === 'referee_db_pool_idle_connections')).toBe(true);
  });

  it('count requests by route pattern and status, with their latency, never by the raw URL', async () => {
    const before = (await scrape(t)).all;
    const programs = (await t.app.inject({ method: 'GET', url: '/api/programs' })).json().data as { id: number }[];
    expect((await t.app.inject({ method: 'GET', url: `/api/programs/${programs[0]!.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/999999' })).statusCode).toBe(404);
    const { text, all } = await scrape(t);
    const route = '/api/programs/:id';
    expect(valueOf(all, 'referee_http_requests_total', { method: 'GET', route, status: '200' }) - valueOf(before, 'referee_http_requests_total', { method: 'GET', route, status: '200' })).toBe(1);
    expect(valueOf(all, 'referee_http_requests_total', { method: 'GET', route, status: '404' }) - valueOf(before, 'referee_http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(valueOf(all, 'referee_http_request_duration_seconds_count', { method: 'GET', route }) - valueOf(before, 'referee_http_request_duration_seconds_count', { method: 'GET', route })).toBe(2);
    expect(text).not.toContain('/api/programs/999999');
    expect(text).not.toContain(`/api/programs/${programs[0]!.id}"`);
  });

  it('count registrations by outcome, the emails sent, payments applied and the scheduler runs', async () => {
    const before = (await scrape(t)).all;
    const email = `metrics-${randomBytes(4).toString('hex')}@example.com`;
    const body = registrationBody({ email });
    const registration = await register(t.app.inject.bind(t.app), body);
    const again = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(again.statusCode).toBe(409);
    const cents = registration.paymentAmount * 100;
    const paid = await webhookSender(t.app.inject.bind(t.app))(stripeEvent('payment_intent.succeeded', {
      id: `pi_metrics_${registration.id}`, object: 'payment_intent', amount: cents, amount_received: cents, currency: 'usd', status: 'succeeded',
      latest_charge: `ch_metrics_${registration.id}`, metadata: { registrationId: String(registration.id) },
    }));
    expect(paid.json()).toMatchObject({ outcome: 'paid' });
    await t.app.emails.idle();
    await t.app.season.runDue();

    const { all } = await scrape(t);
    const moved = (name: string, labels: Record<string, string>) => valueOf(all, name, labels) - valueOf(before, name, labels);
    expect(moved('referee_registrations_total', { source: 'public', outcome: 'registered' })).toBe(1);
    expect(moved('referee_registrations_total', { source: 'public', outcome: 'duplicate' })).toBe(1);
    expect(moved('referee_payments_total', { outcome: 'paid' })).toBe(1);
    // The confirmation and the office's notice, then the receipt and its notice, at least.
    expect(mailing.smtp.emailsTo(email).length).toBeGreaterThanOrEqual(2);
    expect(moved('referee_emails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(mailing.smtp.emailsTo(email).length);
    expect(moved('referee_scheduler_runs_total', { job: 'waitlist-offers', result: 'ok' })).toBe(1);
    expect(moved('referee_scheduler_runs_total', { job: 'session-reminders', result: 'ok' })).toBe(1);
    expect(valueOf(all, 'referee_outbox_messages', { status: 'queued' })).toBe(0);
    expect(valueOf(all, 'referee_outbox_oldest_queued_age_seconds')).toBe(0);
  });
});

describe('who may read the metrics', () => {
  let open: TestApp;
  let proxied: TestApp;
  let tokened: TestApp;
  beforeAll(async () => {
    [open, proxied, tokened] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { TRUST_PROXY: '1' } }),
      createTestApp({ env: { METRICS_TOKEN: TOKEN } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open, proxied, tokened].map((t) => t?.close()));
  });

  const get = (t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => t.app.inject({ method: 'GET', url: '/metrics', ...options });

  it('opens to a scraper on this machine over a real loopback connection', async () => {
    const address = await open.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# HELP referee_http_requests_total');
  });

  it('refuses (403) a client elsewhere, and a loopback request that carries a forwarding header', async () => {
    const refused = await get(open, { remoteAddress: INTERNET });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('referee_');
    expect((await get(open, { headers: { 'x-forwarded-for': INTERNET } })).statusCode).toBe(403);
    expect((await get(open, { headers: { forwarded: `for=${INTERNET}` } })).statusCode).toBe(403);
    // A forged "I am local" header from elsewhere changes nothing either.
    expect((await get(open, { remoteAddress: INTERNET, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
  });

  it('refuses loopback with TRUST_PROXY set: a local proxy brings the internet over loopback', async () => {
    expect((await get(proxied)).statusCode).toBe(403);
    expect((await get(proxied, { headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
  });

  it('opens to METRICS_TOKEN as a bearer token from anywhere, and refuses a wrong or missing one', async () => {
    expect((await get(tokened, { remoteAddress: INTERNET, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await get(tokened, { remoteAddress: INTERNET, headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(403);
    expect((await get(tokened, { remoteAddress: INTERNET, headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}` } })).statusCode).toBe(403);
    expect((await get(tokened, { remoteAddress: INTERNET })).statusCode).toBe(403);
    // A credential offered decides, even from loopback; and a token is no use where none is set.
    expect((await get(tokened, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode).toBe(403);
    expect((await get(open, { remoteAddress: INTERNET, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(403);
  });
});
