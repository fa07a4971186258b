// The automatic backup schedule: due backups are taken on PGlite, and with several instances on one
// PostgreSQL exactly one scheduled backup is written per interval.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupService } from '../../server/backups/index.js';
import { startBackupSchedule, type BackupSchedule } from '../../server/backups/schedule.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createSharedTestDatabases } from '../helpers/database.js';

const INTERVAL_HOURS = 0.0005; // 1.8 s
const INTERVAL_MS = INTERVAL_HOURS * 3_600_000;
const quietLog = { info: () => undefined, error: (..._args: unknown[]) => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backupsIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : [];
async function until(check: () => boolean, timeoutMs = 5_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await sleep(20);
  }
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'backup-schedule-test-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup schedule on PGlite', () => {
  let database: Database;
  let schedule: BackupSchedule | undefined;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await schedule?.stop();
    await database.close();
  });

  it('takes a backup when one is due, and not again within the interval', async () => {
    const dir = join(root, 'pglite');
    let clock = new Date('2026-06-15T12:00:00Z');
    const now = () => clock;
    const backups = createBackupService({ db: database.db, dir, now });
    schedule = startBackupSchedule({ database, backups, intervalHours: INTERVAL_HOURS, log: quietLog, now, checkEveryMs: 20 });

    await until(() => backupsIn(dir).length === 1);
    await sleep(200);
    expect(backupsIn(dir)).toHaveLength(1);

    clock = new Date(clock.getTime() + INTERVAL_MS / 2);
    await sleep(200);
    expect(backupsIn(dir)).toHaveLength(1);

    clock = new Date(clock.getTime() + INTERVAL_MS / 2);
    await until(() => backupsIn(dir).length === 2);
    await sleep(200);
    expect(backupsIn(dir)).toHaveLength(2);
  });

  it('runs on the real clock with a short interval', async () => {
    await schedule?.stop();
    const dir = join(root, 'real-clock');
    const backups = createBackupService({ db: database.db, dir, now: () => new Date() });
    // The first check is due (the last scheduled backup was taken at the fake clock's time, long ago).
    schedule = startBackupSchedule({ database, backups, intervalHours: INTERVAL_HOURS, log: quietLog });
    await until(() => backupsIn(dir).length === 1, 3_000);
    await schedule.stop();
    await sleep(INTERVAL_MS / 4 + 100);
    expect(backupsIn(dir)).toHaveLength(1); // stopped: no more
    schedule = undefined;
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup schedule with two instances on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  const schedules: BackupSchedule[] = [];
  beforeAll(async () => {
    [first, second] = await createSharedTestDatabases();
  });
  afterAll(async () => {
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await first.close();
    await second.close();
  });

  it('writes exactly one scheduled backup per interval', async () => {
    let clock = new Date('2026-06-15T12:00:00Z');
    const now = () => clock;
    // Each instance has its own folder (its own machine): the total counts the backups taken.
    const dirs = [join(root, 'instance-a'), join(root, 'instance-b')];
    const [a, b] = [first, second].map((database, index) =>
      startBackupSchedule({
        database,
        backups: createBackupService({ db: database.db, dir: dirs[index]!, now }),
        intervalHours: INTERVAL_HOURS,
        log: quietLog,
        now,
        checkEveryMs: 5,
      }),
    ) as [BackupSchedule, BackupSchedule];
    schedules.push(a, b);
    const total = () => dirs.reduce((sum, dir) => sum + backupsIn(dir).length, 0);

    // Both timers running, plus explicit concurrent runs from both instances.
    const results = await Promise.all([a.runDue(), b.runDue()]);
    await sleep(300);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(total()).toBe(1);

    clock = new Date(clock.getTime() + INTERVAL_MS - 1);
    await Promise.all([a.runDue(), b.runDue()]);
    await sleep(300);
    expect(total()).toBe(1);

    for (let interval = 2; interval <= 4; interval++) {
      clock = new Date(clock.getTime() + INTERVAL_MS);
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      await sleep(300);
      expect(total()).toBe(interval);
    }
  });
});
