// `npm run bench`: starts the built server and prints figures. A benchmark, never a test: it fails
// nothing, it reports. BENCH_SECONDS sets the length of each load run (default 5). BENCH_ONLY=landing
// measures the landing page alone (Chromium, then Lighthouse), without the read, write and registration loads;
// BENCH_ONLY=lists the admin lists alone (issue 28: paged calls and the registrations screen at 1,000 and 30,000 registrations);
// BENCH_ONLY=games who may work a position with 300 officials and 2,000 games (issue 30).
import { cpus } from 'node:os';
import { launchBrowser } from '../tests/helpers/browser.js';
import { startServer } from '../tests/helpers/server.js';
import { measureLanding } from './landing.js';
import { measureLighthouse, type LighthouseScores } from './lighthouse.js';
import { printGameFigures } from './games.js';
import { printListFigures } from './lists.js';
import { median } from './load.js';
import { measureRead, type ReadFigures } from './read-path.js';
import { burst, rawBurst, type BurstFigures } from './registration-cost.js';
import { printReportFigures } from './reports.js';
import { measureWrites, scratchPostgres } from './write-path.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.env.BENCH_ONLY;
if (only !== undefined && !['landing', 'lists', 'games'].includes(only)) throw new Error(`BENCH_ONLY=${only}: only "landing", "lists" or "games" can run alone`);
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`${new Date().toISOString()} · Node ${process.version} · ${cpus().length} × ${cpu}\n`);

if (only === 'lists' || only === 'games') {
  await (only === 'lists' ? printListFigures() : printGameFigures());
  process.exit(0);
}

const server = await startServer();
try {
  if (only !== 'landing') await measureServer(server);

  const browser = await launchBrowser();
  try {
    const landing = await measureLanding(browser, `${server.url}/`);
    console.log('Landing page / (Chromium, 412x823, loopback):');
    console.table({
      'JavaScript before interactive (gzip KB)': landing.jsGzipKb,
      'script files before interactive': landing.jsFiles,
      'API calls before idle': landing.apiCallsBeforeIdle,
      'words of text in the raw HTML': landing.wordsInRawHtml,
      'largest contentful paint (ms)': landing.lcpMs,
      'cumulative layout shift': landing.cls,
    });
  } finally {
    await browser.close();
  }

  // Lighthouse varies from run to run (what lands inside its window): three runs and their median.
  const runs: LighthouseScores[] = [];
  for (let attempt = 0; runs.length < 3 && attempt < 5; attempt += 1) {
    try {
      runs.push(await measureLighthouse(`${server.url}/`));
    } catch (error) {
      // A run that failed to load (rare, headless) says nothing about the page: it is run again.
      console.log(`Lighthouse run failed, running again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log('Lighthouse 12, mobile (simulated throttling), 3 runs:');
  const figures = ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'] as const;
  console.table(Object.fromEntries(figures.map((name) => [name, { ...runs.map((scores) => scores[name]), median: median(runs.map((scores) => scores[name])) }])));
  const shortfalls = [...new Set(runs.flatMap((scores) => scores.shortfalls))];
  if (shortfalls.length) console.log(`Audits below full score in some run: ${shortfalls.join(', ')}`);
} finally {
  await server.stop();
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Runs `measure` on a server of its own over a scratch database of DATABASE_URL's PostgreSQL, dropped after; without DATABASE_URL, nothing (undefined). */
async function onScratchPostgres<T>(measure: (postgres: Server) => Promise<T>): Promise<T | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const scratch = await scratchPostgres(process.env.DATABASE_URL);
  const postgres = await startServer({ DATABASE_URL: scratch.url });
  try {
    return await measure(postgres);
  } finally {
    await postgres.stop();
    await scratch.drop();
  }
}

/** The read, write and registration loads (skipped with BENCH_ONLY=landing). */
async function measureServer(server: Server): Promise<void> {
  console.log('Read path (50 connections; app against a raw node:http server replaying the same response, alternated, median of 3):');
  const reads: ReadFigures[] = [];
  for (const path of ['/api/programs', '/']) reads.push(await measureRead(server.url, path, { rounds: 3, seconds }));
  console.table(
    Object.fromEntries(
      reads.map((read) => [
        `GET ${read.path} (${(read.bytes / 1024).toFixed(1)} KB)`,
        { 'app req/s': read.app.requestsPerSecond, 'raw req/s': read.raw.requestsPerSecond, ratio: read.ratio, 'app p99 ms': read.app.p99Ms, 'raw p99 ms': read.raw.p99Ms },
      ]),
    ),
  );

  const writes: Record<string, Awaited<ReturnType<typeof measureWrites>>> = { PGlite: await measureWrites(server.url, seconds) };
  const postgresWrites = await onScratchPostgres((postgres) => measureWrites(postgres.url, seconds));
  if (postgresWrites) writes.PostgreSQL = postgresWrites;
  console.log('Write path (20 connections, a new record per request):');
  console.table(
    Object.fromEntries(
      Object.entries(writes).flatMap(([database, figures]) =>
        Object.entries(figures).map(([name, load]) => [
          `POST /api/${name} on ${database}`,
          { 'req/s': load.requestsPerSecond, 'p99 ms': load.p99Ms, 'non-2xx': load.non2xx, errors: load.errors },
        ]),
      ),
    ),
  );

  // Issue 12's figures: server CPU per registration (from the server process's own counters) and the
  // latency of 64 concurrent registrations, beside a raw node:http server answering the same POSTs.
  const bursts: Record<string, BurstFigures> = { 'raw node:http (reference)': await rawBurst(20_000) };
  const pid = server.process.pid ?? 0;
  await burst(`${server.url}/api/register`, pid, 300);
  bursts['POST /api/register on PGlite'] = await burst(`${server.url}/api/register`, pid, 2_000);
  await onScratchPostgres(async (postgres) => {
    const postgresPid = postgres.process.pid ?? 0;
    await burst(`${postgres.url}/api/register`, postgresPid, 500);
    bursts['POST /api/register on PostgreSQL'] = await burst(`${postgres.url}/api/register`, postgresPid, 5_000);
  });
  console.log('Registrations, 64 concurrent (server CPU per request while the load ran, and including the emails it sent afterwards):');
  console.table(
    Object.fromEntries(
      Object.entries(bursts).map(([name, figures]) => [
        name,
        {
          'req/s': figures.requestsPerSecond,
          'p95 ms': figures.p95Ms,
          'p99 ms': figures.p99Ms,
          'CPU ms/request': figures.cpuMsPerRequest,
          'CPU ms incl. emails': figures.cpuMsPerRequestSettled,
          'non-2xx': figures.non2xx,
        },
      ]),
    ),
  );

  // Issue 17: the staff reports over a seeded season, on their own server and database.
  await printReportFigures();

  // Issue 28: the admin lists at 1,000 and 30,000 registrations, each on its own server and database.
  await printListFigures();

  // Issue 30: who may work a position, with a season of officials and games.
  await printGameFigures();
}
