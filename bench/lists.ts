// Issue 28's list figures: the admin registrations, payments and certificates lists paged on the server,
// at 1,000 and at 30,000 registrations (each on a fresh database seeded in SQL before the built server
// starts on it). Per size: each paged call's median time and size (uncompressed), SPEC's whole GET
// /api/registrations beside it (what the screen loaded before), the CSV files' export call, and the
// Program Registrations screen's first row in Chromium; GET /api/admin/status and the Services screen's
// first row, measured on the same server, are the references. Goals: the screen's first row at 30,000
// within 1.5x of its time at 1,000; each page under 100 KB. Figures, never failures.
// Alone (after `npm run build`): `npx tsx bench/lists.ts`, or `BENCH_ONLY=lists npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { AUTH_TOKEN_KEY } from '../client/lib/api.js';
import { openDatabase, type Db } from '../server/kernel/db/client.js';
import { pgliteDirOf } from '../server/kernel/paths.js';
import { prepareDatabase } from '../server/prepare.js';
import { ADMIN } from '../tests/helpers/app.js';
import { launchBrowser } from '../tests/helpers/browser.js';
import { startServer } from '../tests/helpers/server.js';
import { median } from './load.js';

export const LIST_SIZES = [1_000, 30_000] as const;
const PROGRAMS = 20;
const REQUESTS = 15;
const SCREEN_RUNS = 5;
/** The registrations screen's page (client/pages/admin/registrations/screen.tsx). */
const SCREEN_PAGE = 25;

/** Registrations with every field a registrant fills in (about 1 KB each as the API writes them), their payments and certificates. */
export async function seedLists(db: Db, count: number) {
  const programIds: number[] = [];
  for (let index = 1; index <= PROGRAMS; index += 1) {
    const result = (await db.execute(sql`INSERT INTO programs (name, description, duration, created_at)
      VALUES (${`Bench Program ${index}`}, 'A program the lists bench fills.', '8 weeks', now() - interval '400 days') RETURNING id`)) as unknown as { rows: { id: number }[] };
    programIds.push(Number(result.rows[0]?.id));
  }
  const ids = sql.raw(`ARRAY[${programIds.join(',')}]`);
  await db.execute(sql`INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, address, city, state, zip_code,
      experience_level, officiated_levels, training_goals, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship,
      equipment_bundle, shirt_size, payment_amount_cents, payment_status, registration_status, notes, created_at)
    SELECT (${ids})[1 + g % ${PROGRAMS}], 'Bench Program ' || (1 + g % ${PROGRAMS}), 'Bench', 'Registrant ' || g,
      to_char(date '1960-01-01' + (g * 37) % 18500, 'YYYY-MM-DD'), 'bench.registrant' || g || '@example.com', '(602) 555-0100',
      (100 + g % 9000) || ' West Camelback Road', 'Phoenix', 'AZ', (85001 + g % 300)::text,
      (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3]::experience_level, '["Youth league", "High school JV"]'::jsonb,
      'Work high school varsity games within two seasons and learn the three-person mechanics.', 'Sam Registrant', '(602) 555-0199', 'Spouse',
      g % 4 = 0, CASE WHEN g % 4 = 0 THEN 'L' END, 4000,
      (CASE WHEN g % 10 < 6 THEN 'paid' WHEN g % 10 = 6 THEN 'free' WHEN g % 10 = 7 THEN 'refunded' ELSE 'pending' END)::payment_status,
      (CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'active' END)::registration_status, '',
      now() - (${count} - g) * interval '17 minutes'
    FROM generate_series(1, ${count}) AS g`);
  await db.execute(sql`INSERT INTO payments (kind, stripe_id, payment_intent_id, registration_id, amount_cents, status, occurred_at)
    SELECT 'payment', 'pi_bench_' || id, 'pi_bench_' || id, id, 4000, 'succeeded', created_at + interval '1 hour'
    FROM registrations WHERE payment_status IN ('paid', 'refunded')`);
  await db.execute(sql`INSERT INTO certificates (code, registration_id, program_id, official_name, email, certification_name, level, program_name, issued_on, expires_on)
    SELECT 'BENCH' || id, id, program_id, first_name || ' ' || last_name, email, 'Level 1', '1', program_name,
      to_char(created_at + interval '30 days', 'YYYY-MM-DD'), to_char(created_at + interval '395 days', 'YYYY-MM-DD')
    FROM registrations WHERE id % 3 = 0`);
  await db.execute(sql`ANALYZE`);
}

interface Timed {
  ms: number;
  bytes: number;
}

/** Median milliseconds of `requests` sequential GETs (after two warm-ups), and the answer's size uncompressed. */
async function timeGet(url: string, token: string, requests = REQUESTS): Promise<Timed> {
  let bytes = 0;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    bytes = body.byteLength;
    return performance.now() - started;
  };
  await get();
  await get();
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) times.push(await get());
  return { ms: round(median(times)), bytes };
}

/** Milliseconds from navigation to the first row of the screen's table, in a fresh signed-in context (nothing cached). */
async function firstRowMs(browser: Browser, serverUrl: string, token: string, path: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: { cookies: [], origins: [{ origin: serverUrl, localStorage: [{ name: AUTH_TOKEN_KEY, value: token }] }] },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __firstRow: number };
      w.__firstRow = 0;
      const observer = new MutationObserver(() => {
        if (document.querySelector('tbody tr td')) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${serverUrl}${path}`);
    await page.waitForFunction(() => (window as unknown as { __firstRow: number }).__firstRow > 0, undefined, { timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
  } finally {
    await context.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface ListFigures {
  calls: Record<string, Timed & { ratio: number }>;
  screen: { registrationsMs: number; referenceMs: number };
}

/** Seeds `count` registrations into a fresh embedded database, starts the built server on it and measures. */
export async function measureLists(count: number, browser: Browser): Promise<ListFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  try {
    const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
    try {
      await prepareDatabase(database, ADMIN);
      await seedLists(database.db, count);
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const { token } = (await login.json()) as { token: string };
      const api = (path: string) => `${server.url}${path}`;
      const reference = await timeGet(api('/api/admin/status'), token);
      const paths: Record<string, [string, number?]> = {
        'GET /api/admin/status (reference)': ['/api/admin/status'],
        [`registrations page, ${SCREEN_PAGE} rows (the screen's)`]: [`/api/admin/registrations/page?limit=${SCREEN_PAGE}`],
        'registrations page, 50 rows (the most a page holds; the export\'s)': ['/api/admin/registrations/page'],
        'registrations page, searched "registrant 99"': [`/api/admin/registrations/page?limit=${SCREEN_PAGE}&q=registrant%2099`],
        'registrations page, filtered (refunded, oldest first)': [`/api/admin/registrations/page?limit=${SCREEN_PAGE}&paymentStatus=refunded&dir=asc`],
        'payments page, 50 rows (with totals)': ['/api/admin/payments/page'],
        'certificates page, 50 rows': ['/api/admin/certificates/page'],
        'GET /api/registrations (SPEC\'s, every row: what the screen loaded before)': ['/api/registrations', 5],
        'registrations export, every row (the CSV files; not a page)': ['/api/admin/registrations/export', 5],
        'payments export, every row (the CSV file; not a page)': ['/api/admin/payments/export', 5],
      };
      const calls: ListFigures['calls'] = {};
      for (const [name, [path, requests]] of Object.entries(paths)) {
        const timed = path === '/api/admin/status' ? reference : await timeGet(api(path), token, requests);
        calls[name] = { ...timed, ratio: round(timed.ms / reference.ms) };
      }
      // Alternated, so both screens see the same machine.
      const registrations: number[] = [];
      const services: number[] = [];
      await firstRowMs(browser, server.url, token, '/admin/registrations');
      for (let run = 0; run < SCREEN_RUNS; run += 1) {
        services.push(await firstRowMs(browser, server.url, token, '/admin/services'));
        registrations.push(await firstRowMs(browser, server.url, token, '/admin/registrations'));
      }
      return { calls, screen: { registrationsMs: round(median(registrations)), referenceMs: round(median(services)) } };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures both sizes and prints the figures. */
export async function printListFigures(browser?: Browser) {
  const owned = browser ? undefined : await launchBrowser();
  const chromium = (browser ?? owned)!;
  try {
    const bySize = new Map<number, ListFigures>();
    for (const count of LIST_SIZES) bySize.set(count, await measureLists(count, chromium));
    const [small, large] = LIST_SIZES.map((count) => bySize.get(count)!);
    const label = (count: number) => count.toLocaleString('en-US');
    console.log(`Admin lists paged on the server, on PGlite (median of ${REQUESTS} requests, 5 for the whole lists; sizes uncompressed; goal: each page under 100 KB):`);
    console.table(
      Object.fromEntries(
        Object.keys(small!.calls).map((name) => [
          name,
          Object.fromEntries(LIST_SIZES.flatMap((count) => {
            const call = bySize.get(count)!.calls[name]!;
            return [[`ms @${label(count)}`, call.ms], [`KB @${label(count)}`, kb(call.bytes)], [`x ref @${label(count)}`, call.ratio]];
          })),
        ]),
      ),
    );
    console.log(`Program Registrations screen in Chromium, first row after navigation (fresh context, median of ${SCREEN_RUNS}; reference: the Services screen's first row; goal: 30,000 within 1.5x of 1,000):`);
    console.table(Object.fromEntries(LIST_SIZES.map((count) => {
      const { registrationsMs, referenceMs } = bySize.get(count)!.screen;
      return [`${label(count)} registrations`, { 'first row ms': registrationsMs, 'Services first row ms': referenceMs, 'x reference': round(registrationsMs / referenceMs) }];
    })));
    const growth = round(large!.screen.registrationsMs / small!.screen.registrationsMs);
    const referenceGrowth = round(large!.screen.referenceMs / small!.screen.referenceMs);
    console.log(`First row at ${label(LIST_SIZES[1])} over ${label(LIST_SIZES[0])}: ${growth}x (the reference screen: ${referenceGrowth}x)`);
  } finally {
    await owned?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printListFigures();
