// Issue 30's figure: who may work a position, GET /api/games/{id}/officials, with 300 officials and 2,000
// games in a season (about two thirds of the positions held), on the embedded database and, with
// DATABASE_URL, on PostgreSQL; beside GET /api/admin/status on the same server as the reference. Goal:
// under 100 ms. A figure, never a failure.
// Alone (after `npm run build`): `BENCH_ONLY=games npm run bench`, or `npx tsx bench/games.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/kernel/db/client.js';
import { pgliteDirOf } from '../server/kernel/paths.js';
import { prepareDatabase } from '../server/prepare.js';
import { ADMIN } from '../tests/helpers/app.js';
import { startServer } from '../tests/helpers/server.js';
import { median } from './load.js';
import { scratchPostgres } from './write-path.js';

export const OFFICIALS = 300;
export const GAMES = 2_000;
const REQUESTS = 25;

/** Officials (a registration, a certificate, availability each) and a season of games with three positions, two held. */
export async function seedGames(db: Db): Promise<{ gameId: number; positionId: number }> {
  await db.execute(sql`INSERT INTO programs (name, description, duration) VALUES ('Bench Clinic', 'The games bench''s program.', '8 weeks')`);
  await db.execute(sql`INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, zip_code, payment_amount_cents, payment_status)
    SELECT (SELECT max(id) FROM programs), 'Bench Clinic', 'Bench', 'Official ' || g, to_char(date '1970-01-01' + g * 40, 'YYYY-MM-DD'),
      'bench.official' || g || '@example.com', '(602) 555-0100', (85001 + g % 60)::text, 0, 'free'
    FROM generate_series(1, ${OFFICIALS}) AS g`);
  await db.execute(sql`INSERT INTO certificates (code, official_name, email, certification_name, level, program_name, issued_on, expires_on)
    SELECT 'BENCHG' || g, 'Bench Official ' || g, 'bench.official' || g || '@example.com', 'Youth Official', 'youth', 'Bench Clinic', '2026-08-01',
      CASE WHEN g % 10 = 0 THEN '2026-12-01' ELSE '2028-08-01' END
    FROM generate_series(1, ${OFFICIALS}) AS g`);
  await db.execute(sql`INSERT INTO official_profiles (email, weekly, daily_limit, affiliations)
    SELECT 'bench.official' || g || '@example.com', '[{"day":0,"from":"08:00","to":"22:00"},{"day":5,"from":"15:00","to":"22:00"},{"day":6,"from":"08:00","to":"22:00"}]'::jsonb,
      CASE WHEN g % 4 = 0 THEN 2 END, CASE WHEN g % 7 = 0 THEN '["Team 3"]'::jsonb ELSE '[]'::jsonb END
    FROM generate_series(1, ${OFFICIALS}) AS g`);
  // November to February, every game at 17:00 or 19:00 Phoenix time (UTC-7) on some day of the season.
  await db.execute(sql`INSERT INTO games (starts_at, length_minutes, venue, address, level, home_team, away_team)
    SELECT timestamptz '2026-11-01 00:00:00+00' + (g % 120) * interval '1 day' + (CASE WHEN g % 2 = 0 THEN 24 ELSE 26 END) * interval '1 hour',
      90, 'Gym ' || (g % 40), (100 + g) || ' Main St, Phoenix, AZ ' || (85001 + g % 60), 'Varsity', 'Team ' || (g % 50), 'Team ' || ((g + 1) % 50)
    FROM generate_series(1, ${GAMES}) AS g`);
  await db.execute(sql`INSERT INTO game_positions (game_id, name, fee_cents, certification, position)
    SELECT games.id, p.name, 5000, 'Youth Official', p.position FROM games CROSS JOIN (VALUES ('Referee', 0), ('Umpire 1', 1), ('Umpire 2', 2)) AS p(name, position)`);
  // Two positions of each game held by officials taken in turn (an official never twice at one time).
  await db.execute(sql`INSERT INTO game_assignments (game_id, position_id, email, status, assigned_at)
    SELECT game_positions.game_id, game_positions.id, 'bench.official' || (1 + (game_positions.game_id * 2 + game_positions.position) % ${OFFICIALS}) || '@example.com', 'accepted', now()
    FROM game_positions WHERE game_positions.position < 2`);
  await db.execute(sql`ANALYZE`);
  const result = (await db.execute(sql`SELECT games.id AS game_id, game_positions.id AS position_id FROM games JOIN game_positions ON game_positions.game_id = games.id
    WHERE game_positions.position = 2 ORDER BY games.starts_at OFFSET ${GAMES / 2} LIMIT 1`)) as unknown as { rows: { game_id: number; position_id: number }[] };
  return { gameId: Number(result.rows[0]!.game_id), positionId: Number(result.rows[0]!.position_id) };
}

async function timeGet(url: string, token: string): Promise<{ ms: number; officials?: number }> {
  let officials: number | undefined;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (Array.isArray(body.data)) officials = body.data.length;
    return performance.now() - started;
  };
  await get();
  await get();
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) times.push(await get());
  return { ms: Math.round(median(times) * 10) / 10, ...(officials !== undefined && { officials }) };
}

async function measure(env: Record<string, string>, seed: () => Promise<{ gameId: number; positionId: number }>) {
  const target = await seed();
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const reference = await timeGet(`${server.url}/api/admin/status`, token);
    const eligibility = await timeGet(`${server.url}/api/games/${target.gameId}/officials?positionId=${target.positionId}`, token);
    return { 'officials answered': eligibility.officials, 'eligibility ms': eligibility.ms, 'GET /api/admin/status ms (reference)': reference.ms, 'x reference': Math.round((eligibility.ms / reference.ms) * 10) / 10 };
  } finally {
    await server.stop();
  }
}

async function seeded(open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  try {
    await prepareDatabase(database, ADMIN);
    return await seedGames(database.db);
  } finally {
    await database.close();
  }
}

export async function printGameFigures() {
  const rows: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-games-'));
  try {
    rows.PGlite = await measure({ DATA_DIR: dataDir }, () => seeded(() => openDatabase({ pgliteDir: pgliteDirOf(dataDir) })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres(process.env.DATABASE_URL);
    try {
      rows.PostgreSQL = await measure({ DATABASE_URL: scratch.url }, () => seeded(() => openDatabase({ url: scratch.url })));
    } finally {
      await scratch.drop();
    }
  }
  console.log(`Who may work a position, GET /api/games/{id}/officials (${OFFICIALS} officials, ${GAMES.toLocaleString('en-US')} games; median of ${REQUESTS}; goal: under 100 ms):`);
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printGameFigures();
