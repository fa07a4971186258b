// Issue 31, point 4: the whole database backed up and restored. On the embedded database the server
// takes its own dump (private, rotated, on the schedule and on demand) and a restore into a new data
// folder brings back every table with the same row counts and a working site; on PostgreSQL the same
// drill runs with pg_dump and pg_restore. The dashboard's status says whether the last one is recent.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPgDump } from '../../server/backups/full-backup-record.js';
import { restoreDatabase } from '../../server/backups/restore-database.js';
import { openDatabase, type Database } from '../../server/kernel/db/client.js';
import { countRows, drizzleSql, type RowCounts } from '../../server/kernel/db/row-counts.js';
import { pgliteDirOf, PROJECT_ROOT } from '../../server/kernel/paths.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { clock, NOW, seedReportSeason } from '../helpers/report-fixture.js';

const run = promisify(execFile);
const onPostgres = !!process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
const mode = (path: string) => statSync(path).mode & 0o777;
const counted = (database: Pick<Database, 'db'>) => countRows(drizzleSql(database.db));

/** What a visitor and staff see, to compare a restored site with the original. */
async function siteAnswers(t: TestApp) {
  const programs = await t.app.inject({ method: 'GET', url: '/api/programs' });
  const registrations = await t.admin('GET', '/api/registrations');
  expect(programs.statusCode).toBe(200);
  expect(registrations.statusCode).toBe(200);
  return { programs: programs.json().data, registrations: registrations.json().data };
}

/** The tables the seeded season fills, which a restore must bring back with their rows. */
function expectSeasonTables(counts: RowCounts) {
  for (const table of ['public.programs', 'public.registrations', 'public.payments', 'public.certificates', 'public.attendance', 'public.contacts', 'public.users', 'drizzle.__drizzle_migrations']) {
    expect(counts[table], table).toBeGreaterThan(0);
  }
}

describe.skipIf(onPostgres)('whole-database backups on the embedded database', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'referee-full-backup-'));
    clock.now = NOW;
    t = await createTestApp({ now: () => clock.now, fullBackups: true, env: { DATA_DIR: folder, FULL_BACKUP_KEEP: '2', FULL_BACKUP_INTERVAL_HOURS: '24' } });
    await seedReportSeason(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const backupDir = () => join(folder, 'database-backups');

  it('takes a backup on demand into a private folder, lists it and downloads it byte for byte', async () => {
    const created = await t.admin('POST', '/api/admin/database-backups');
    expect(created.statusCode, created.body).toBe(201);
    const { filename, size, rowCounts } = created.json().data as { filename: string; size: number; rowCounts: RowCounts };
    expect(created.json().message).toBe('Database backup created');
    expect(filename).toMatch(/^database-2026-03-18T19-00-00-000Z\.tar\.gz$/);
    expectSeasonTables(rowCounts);

    expect(mode(backupDir())).toBe(0o700);
    expect(readdirSync(backupDir()).sort()).toEqual([filename.replace('.tar.gz', '.json'), filename]);
    for (const name of readdirSync(backupDir())) expect(mode(join(backupDir(), name)), name).toBe(0o600);

    const list = await t.admin('GET', '/api/admin/database-backups');
    expect(list.json()).toEqual({ success: true, data: [{ filename, timestamp: '2026-03-18T19:00:00.000Z', size }], count: 1 });
    expect(list.headers['cache-control']).toBe('no-store');

    const download = await t.admin('GET', `/api/admin/database-backups/download/${filename}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(download.rawPayload.equals(readFileSync(join(backupDir(), filename)))).toBe(true);
  });

  it('refuses a download off the name pattern (400) or missing (404), and staff who are not signed in', async () => {
    expect((await t.admin('GET', '/api/admin/database-backups/download/..%2Fpg.tar.gz')).statusCode).toBe(400);
    expect((await t.admin('GET', '/api/admin/database-backups/download/database-2020-01-01T00-00-00-000Z.tar.gz')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/database-backups' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/database-backups' })).statusCode).toBe(401);
  });

  it('keeps the newest FULL_BACKUP_KEEP backups, each with its manifest', async () => {
    for (const minutes of [1, 2]) {
      clock.now = new Date(NOW.getTime() + minutes * 60_000);
      expect((await t.admin('POST', '/api/admin/database-backups')).statusCode).toBe(201);
    }
    clock.now = NOW;
    const names = (await t.admin('GET', '/api/admin/database-backups')).json().data.map((backup: { filename: string }) => backup.filename);
    expect(names).toEqual(['database-2026-03-18T19-02-00-000Z.tar.gz', 'database-2026-03-18T19-01-00-000Z.tar.gz']);
    expect(readdirSync(backupDir()).sort()).toEqual(names.flatMap((name: string) => [name.replace('.tar.gz', '.json'), name]).sort());
  });

  // One restore, as the operator runs it (`npm run restore:database`, the built CLI): the counts are
  // checked against the manifest, the folder is refused a second time, and the site works there.
  it('restores from the command line into a new data folder with every table\'s row count, and the site works there', { timeout: 90_000 }, async () => {
    // The newest backup (the rotation's): nothing was written since, so its manifest counts every row there is.
    const [newest] = (await t.admin('GET', '/api/admin/database-backups')).json().data as { filename: string }[];
    const file = join(backupDir(), newest!.filename);
    const original = await counted(t);
    expect((JSON.parse(readFileSync(file.replace('.tar.gz', '.json'), 'utf8')) as { rowCounts: RowCounts }).rowCounts).toEqual(original);

    const restoredDataDir = join(folder, 'restored');
    const cli = [join(PROJECT_ROOT, 'dist/server/database-backup-cli.js'), 'restore', file, restoredDataDir];
    const { stdout } = await run(process.execPath, cli, { cwd: PROJECT_ROOT });
    expect(stdout).toContain("Every table's row count matches the backup's manifest.");
    expect(stdout).toMatch(/\d+ {2}public\.registrations/);
    const restoredDir = pgliteDirOf(restoredDataDir);
    expect(stdout).toContain(`Restored into ${restoredDir}.`);
    // Never over a database: the same folder again is refused, by the command and by the function it runs.
    const again = spawnSync(process.execPath, cli, { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds a database/);
    await expect(restoreDatabase(file, restoredDataDir)).rejects.toThrow(/already holds a database/);

    const database = await openDatabase({ pgliteDir: restoredDir });
    const copy = await createTestApp({ database, now: () => clock.now, env: { DATA_DIR: restoredDataDir } });
    try {
      const restoredCounts = await counted(database);
      expect(restoredCounts).toEqual(original);
      expectSeasonTables(restoredCounts);
      expect(await siteAnswers(copy)).toEqual(await siteAnswers(t));
      // The admin signs in with the password of the original (the users table came back).
      await copy.login();
      expect((await copy.admin('GET', '/api/admin/status')).json().data.fullBackup).toMatchObject({ database: 'pglite', state: 'recent' });
    } finally {
      await copy.close();
      await database.close();
    }
  });
});

describe.skipIf(onPostgres)('the schedule and the dashboard on the embedded database', () => {
  const now = { at: new Date('2026-05-01T12:00:00Z') };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now.at, fullBackups: true, env: { FULL_BACKUP_INTERVAL_HOURS: '24', SESSION_TTL_HOURS: '1000' } });
  });
  afterAll(() => t?.close());
  const status = async () => (await t.admin('GET', '/api/admin/status')).json().data.fullBackup;
  const count = async () => (await t.admin('GET', '/api/admin/database-backups')).json().count as number;

  it('says missing before the first backup, takes one at the next check, then one a day', async () => {
    expect(await status()).toEqual({ database: 'pglite', state: 'missing', lastAt: null, ageMinutes: null, expectedEveryHours: 24 });
    expect((await t.app.season.runDue()).databaseBackup).toBe(1);
    expect(await status()).toEqual({ database: 'pglite', state: 'recent', lastAt: '2026-05-01T12:00:00.000Z', ageMinutes: 0, expectedEveryHours: 24 });
    now.at = new Date(now.at.getTime() + 23 * HOUR);
    expect((await t.app.season.runDue()).databaseBackup).toBe(0);
    now.at = new Date(now.at.getTime() + 1 * HOUR);
    expect((await t.app.season.runDue()).databaseBackup).toBe(1);
    expect(await count()).toBe(2);
  });

  it('says stale once the last backup is older than twice the interval', async () => {
    const last = Date.parse((await status()).lastAt as string);
    now.at = new Date(last + 48 * HOUR);
    expect((await status()).state).toBe('recent');
    now.at = new Date(last + 48 * HOUR + 60_000);
    expect(await status()).toMatchObject({ state: 'stale', ageMinutes: 48 * 60 + 1 });
  });
});

const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

// CI installs the PostgreSQL server, whose client tools these are; skipped only on a machine without them.
describe.skipIf(!onPostgres || !hasPgTools)('the restore drill on PostgreSQL: pg_dump and pg_restore', () => {
  const scratches: ScratchDatabase[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'referee-pg-dump-'));
  afterAll(async () => {
    await Promise.all(scratches.map((scratch) => scratch.drop()));
    rmSync(folder, { recursive: true, force: true });
  });
  const scratch = async () => {
    const made = await createScratchDatabase();
    scratches.push(made);
    return made;
  };

  it('brings back every table with its rows into a fresh database, and the site works there', async () => {
    const source = await scratch();
    const database = await openDatabase({ url: source.url });
    clock.now = NOW;
    const t = await createTestApp({ database, now: () => clock.now });
    const dump = join(folder, 'site.dump');
    let original: RowCounts;
    let answers: Awaited<ReturnType<typeof siteAnswers>>;
    try {
      await seedReportSeason(t);
      expect((await t.admin('POST', '/api/admin/database-backups')).statusCode).toBe(409);
      await run('pg_dump', ['-Fc', '--file', dump, `--dbname=${source.url}`]);
      original = await counted(database);
      answers = await siteAnswers(t);
      // The operator's job records its dump: the dashboard sees it.
      expect((await t.admin('GET', '/api/admin/status')).json().data.fullBackup).toMatchObject({ database: 'postgres', state: 'missing' });
      utimesSync(dump, NOW, NOW);
      await recordPgDump(database.db, dump);
      expect((await t.admin('GET', '/api/admin/status')).json().data.fullBackup).toMatchObject({ state: 'recent', lastAt: NOW.toISOString() });
    } finally {
      await t.close();
      await database.close();
    }
    expectSeasonTables(original);

    const target = await scratch();
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dump]);
    const restored = await openDatabase({ url: target.url });
    const copy = await createTestApp({ database: restored, now: () => clock.now });
    try {
      // Counted before the dump's record was written into the original's app_meta.
      expect(await counted(restored)).toEqual(original);
      expect(await siteAnswers(copy)).toEqual(answers);
      await copy.login();
    } finally {
      await copy.close();
      await restored.close();
    }
  });

  it('records only a pg_dump archive, and says stale when the last one is over twice the interval old', async () => {
    const database = await openDatabase({ url: (await scratch()).url });
    const now = { at: new Date('2026-05-01T12:00:00Z') };
    const t = await createTestApp({ database, now: () => now.at, env: { SESSION_TTL_HOURS: '1000' } });
    try {
      const plain = join(folder, 'plain.sql');
      writeFileSync(plain, '-- PostgreSQL database dump\n');
      await expect(recordPgDump(database.db, plain)).rejects.toThrow(/not a pg_dump archive/);
      const archive = join(folder, 'nightly.dump');
      writeFileSync(archive, 'PGDMP\u0001\u000f');
      utimesSync(archive, new Date('2026-04-29T11:00:00Z'), new Date('2026-04-29T11:00:00Z'));
      await recordPgDump(database.db, archive);
      expect((await t.admin('GET', '/api/admin/status')).json().data.fullBackup).toEqual({
        database: 'postgres', state: 'stale', lastAt: '2026-04-29T11:00:00.000Z', ageMinutes: 49 * 60, expectedEveryHours: 24,
      });
      now.at = new Date('2026-05-01T11:00:00Z');
      expect((await t.admin('GET', '/api/admin/status')).json().data.fullBackup.state).toBe('recent');
      // The schedule takes no dump on PostgreSQL: that is the operator's job.
      expect((await t.app.season.runDue()).databaseBackup).toBe(0);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
