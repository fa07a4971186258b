// Issue 17's figures: each staff report's time over a season of 10,000 registrations (with their ledger
// rows, sessions, attendance, certificates and inquiries), beside GET /api/admin/status through the same
// server as the reference. The season is generated in SQL into a fresh database before the server
// starts on it. Goal: under 100 ms each; a figure, never a failure.
// Alone (after `npm run build`): `npx tsx bench/reports.ts`; DATABASE_URL adds a PostgreSQL run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { REPORT_NAMES } from '../common/schemas/reports.js';
import { openDatabase, type Db } from '../server/kernel/db/client.js';
import { pgliteDirOf } from '../server/kernel/paths.js';
import { prepareDatabase } from '../server/prepare.js';
import { ADMIN } from '../tests/helpers/app.js';
import { startServer } from '../tests/helpers/server.js';
import { median } from './load.js';
import { scratchPostgres } from './write-path.js';

export const BENCH_REGISTRATIONS = 10_000;
const PROGRAMS = 20;
const REQUESTS = 15;

/** Programs, registrations over the past year, and what hangs on them, each in one statement. */
export async function seedSeason(db: Db) {
  const programIds: number[] = [];
  for (let index = 1; index <= PROGRAMS; index += 1) {
    const result = (await db.execute(sql`INSERT INTO programs (name, description, duration, capacity, created_at)
      VALUES (${`Bench Program ${index}`}, 'A program the reports bench fills.', '8 weeks', 600, now() - interval '400 days') RETURNING id`)) as unknown as { rows: { id: number }[] };
    programIds.push(Number(result.rows[0]?.id));
  }
  const ids = sql.raw(`ARRAY[${programIds.join(',')}]`);
  await db.execute(sql`INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, city, zip_code,
      experience_level, equipment_bundle, payment_amount_cents, payment_status, registration_status, created_at)
    SELECT (${ids})[1 + g % ${PROGRAMS}], 'Bench Program', 'Bench', 'Registrant ' || g,
      to_char(date '1960-01-01' + (random() * 18500)::int, 'YYYY-MM-DD'), 'bench' || g || '@example.com', '6025550100',
      CASE WHEN g % 7 = 0 THEN lower(place.city) ELSE place.city END, place.zip,
      (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3]::experience_level, g % 4 = 0, 15000,
      (CASE WHEN g % 10 < 6 THEN 'paid' WHEN g % 10 = 6 THEN 'free' WHEN g % 10 = 7 THEN 'refunded' ELSE 'pending' END)::payment_status,
      (CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'active' END)::registration_status,
      now() - random() * interval '365 days'
    FROM generate_series(1, ${BENCH_REGISTRATIONS}) AS g,
      LATERAL (SELECT (ARRAY['Phoenix', 'Mesa', 'Tempe', 'Chandler', 'Glendale', 'Scottsdale', 'Gilbert', 'Peoria', 'Surprise', 'Goodyear'])[1 + (g * 7 + g / 3) % 10] AS city,
        (85001 + (g * 13) % 300)::text AS zip) AS place`);
  await db.execute(sql`INSERT INTO payments (kind, stripe_id, payment_intent_id, registration_id, amount_cents, status, occurred_at)
    SELECT 'payment', 'pi_bench_' || id, 'pi_bench_' || id, id, 15000, 'succeeded', created_at + interval '1 hour'
    FROM registrations WHERE payment_status IN ('paid', 'refunded')`);
  await db.execute(sql`INSERT INTO payments (kind, stripe_id, payment_intent_id, registration_id, amount_cents, status, occurred_at)
    SELECT 'refund'::ledger_kind, 're_bench_' || id, 'pi_bench_' || id, id, 15000, 'succeeded', created_at + interval '3 days' FROM registrations WHERE payment_status = 'refunded'
    UNION ALL
    SELECT 'dispute'::ledger_kind, 'dp_bench_' || id, 'pi_bench_' || id, id, 15000, CASE WHEN id % 2 = 0 THEN 'lost' ELSE 'needs_response' END, created_at + interval '20 days'
    FROM registrations WHERE payment_status = 'paid' AND id % 97 = 0`);
  await db.execute(sql`INSERT INTO program_sessions (program_id, date, start_time)
    SELECT p, to_char(current_date - n * 45, 'YYYY-MM-DD'), '18:00' FROM unnest(${ids}) AS p, generate_series(0, 7) AS n`);
  await db.execute(sql`INSERT INTO attendance (registration_id, session_id, status)
    SELECT r.id, s.id, (CASE WHEN random() < 0.8 THEN 'present' WHEN random() < 0.5 THEN 'absent' ELSE 'excused' END)::attendance_status
    FROM registrations r JOIN program_sessions s ON s.program_id = r.program_id
    WHERE r.registration_status <> 'cancelled' AND random() < 0.7`);
  await db.execute(sql`INSERT INTO certificates (code, registration_id, program_id, official_name, email, certification_name, level, program_name, issued_on, expires_on)
    SELECT 'BENCH' || id, id, program_id, 'Bench Official', email, 'Level 1', '1', program_name,
      to_char(created_at + interval '30 days', 'YYYY-MM-DD'), to_char(created_at + interval '395 days', 'YYYY-MM-DD')
    FROM registrations WHERE id % 3 = 0`);
  await db.execute(sql`INSERT INTO contacts (name, email, message, responded, responded_at, created_at)
    SELECT 'Bench Visitor', 'visitor' || g || '@example.com', 'How do I start?', g % 10 < 7, CASE WHEN g % 10 < 7 THEN received + random() * interval '72 hours' END, received
    FROM (SELECT g, now() - random() * interval '365 days' AS received FROM generate_series(1, 2000) AS g) AS inquiries`);
  await db.execute(sql`INSERT INTO waitlist_entries (program_id, position, status, first_name, last_name, email, package_type, created_at)
    SELECT (${ids})[1 + g % ${PROGRAMS}], g, (ARRAY['waiting', 'offered', 'accepted', 'removed'])[1 + g % 4]::waitlist_status, 'Wait', 'Er ' || g,
      'wait' || g || '@example.com', 'new', now() - random() * interval '60 days'
    FROM generate_series(1, 200) AS g`);
  await db.execute(sql`ANALYZE`);
}

/** Median milliseconds of REQUESTS sequential GETs (after two warm-ups). */
async function timeGet(url: string, token: string): Promise<number> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  await get();
  await get();
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) times.push(await get());
  return Math.round(median(times) * 10) / 10;
}

export type ReportFigures = Record<string, { 'median ms': number; 'ratio to reference': number }>;

/** Seeds a season into a fresh database (PostgreSQL when `databaseUrl` is given), starts the built server on it and times each report. */
export async function measureReports(databaseUrl?: string): Promise<ReportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const scratch = databaseUrl ? await scratchPostgres(databaseUrl) : undefined;
  try {
    const database = await openDatabase(scratch ? { url: scratch.url } : { pgliteDir: pgliteDirOf(dataDir) });
    try {
      await prepareDatabase(database, ADMIN);
      await seedSeason(database.db);
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir, ...(scratch && { DATABASE_URL: scratch.url }) });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const { token } = (await login.json()) as { token: string };
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const reference = await timeGet(`${server.url}/api/admin/status`, token);
      const figures: ReportFigures = { 'GET /api/admin/status (reference)': { 'median ms': reference, 'ratio to reference': 1 } };
      for (const path of [...REPORT_NAMES.map((name) => `${name}?from=${from}&to=${to}`), 'trends']) {
        const ms = await timeGet(`${server.url}/api/admin/reports/${path}`, token);
        figures[`GET /api/admin/reports/${path.split('?')[0]}`] = { 'median ms': ms, 'ratio to reference': Math.round((ms / reference) * 10) / 10 };
      }
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures for PGlite, and for PostgreSQL when DATABASE_URL is set. */
export async function printReportFigures() {
  const runs: [string, string | undefined][] = [['PGlite', undefined], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];
  for (const [name, url] of runs) {
    console.log(`Reports over ${BENCH_REGISTRATIONS.toLocaleString('en-US')} registrations, a year's range, on ${name} (median of ${REQUESTS} requests; goal under 100 ms):`);
    console.table(await measureReports(url));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printReportFigures();
