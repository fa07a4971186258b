// GET /healthz and /readyz (issue 31): the process answers; the database answers, has every migration
// the code ships and the outbox is not stuck, or a 503 names the failing check. Never cached, open to
// anyone, and no personal data in either answer.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppSession } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { OUTBOX_STUCK_SECONDS, outboxVerdict } from '../../server/operations/readiness.js';
import { shippedMigrations } from '../../server/operations/migrations.js';

const t = testAppSession();

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, not to be stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('is 200 on a fresh app, with each check named', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', outbox: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is answered by the app every time, never from the response cache, and never rate limited', async () => {
    const limited = await createTestApp({ env: { PUBLIC_RATE_LIMITS: 'on', RATE_LIMIT_REGISTER_PER_ADDRESS: '1' } });
    try {
      for (let i = 0; i < 30; i++) expect((await limited.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const counted = await limited.app.metrics.registry.getSingleMetric('referee_http_requests_total')!.get();
      expect(counted.values.find((value) => value.labels.route === '/readyz')?.value).toBe(30);
      expect((await limited.app.metrics.registry.getSingleMetric('referee_response_cache_hits_total')!.get()).values[0]?.value ?? 0).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('is 503 naming the database when the database does not answer', async () => {
    const database = await createTestDatabase({ prepared: true });
    const own = await createTestApp({ database });
    try {
      await database.close();
      const response = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const body = response.json() as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('not ready');
      expect(body.checks.database).toMatch(/^unreachable: /);
      expect(body.checks.migrations).toMatch(/^not checked/);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await own.close();
    }
  });

  it('is 503 naming the migrations when the database lacks the latest one the code ships', async () => {
    const own = await createTestApp();
    try {
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const response = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: `pending: 1 not applied (${shippedMigrations().at(-1)!.tag})`, outbox: 'ok' },
      });
    } finally {
      await own.close();
    }
  });

  it('is 503 naming the outbox when a message has waited long and no worker takes it', async () => {
    const own = await createTestApp();
    try {
      // This instance's worker stops (as a worker that died would): a queued message ages unclaimed.
      await own.app.emails.outbox.stop();
      await own.db.execute(sql`insert into email_outbox (template, recipient, created_at) values ('adminContactNotification', 'admin', now() - interval '45 minutes')`);
      const response = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const body = response.json() as { status: string; checks: Record<string, string> };
      expect(body).toMatchObject({ status: 'not ready', checks: { database: 'ok', migrations: 'ok' } });
      expect(body.checks.outbox).toBe("stuck: a message has waited 45 min and this instance's worker is stopped");
      // Counts and ages only: no address, no template, no id.
      expect(response.body).not.toMatch(/@|adminContact/);
    } finally {
      await own.close();
    }
  });
});

describe("the outbox's verdict", () => {
  const state = { queued: 1, sending: 0, failed: 0, oldestQueuedSeconds: 2_700 };
  it('is stuck when the oldest due message is old and the worker has finished no claim for as long', () => {
    expect(outboxVerdict({ ...state, overdueSeconds: 2_700, idleSeconds: 2_700 })).toBe('stuck: oldest due message 45 min old, no batch finished for 45 min');
  });
  it('is ok during a long backlog while the worker keeps finishing batches, and for young messages', () => {
    expect(outboxVerdict({ ...state, overdueSeconds: 2_700, idleSeconds: 1 })).toBe('ok');
    expect(outboxVerdict({ ...state, overdueSeconds: OUTBOX_STUCK_SECONDS - 1, idleSeconds: 2_700 })).toBe('ok');
    expect(outboxVerdict({ ...state, overdueSeconds: null, idleSeconds: null })).toBe('ok');
  });
});
