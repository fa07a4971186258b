// The automatic backup schedule: due backups are taken on PGlite, only the newest BACKUP_KEEP stay, the
// email file log is private and its old files are deleted, and with several instances on one
// PostgreSQL exactly one scheduled backup is written per interval.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupFilename } from '../../server/backups/files.js';
import { createBackupService } from '../../server/backups/backup-service.js';
import { startBackupSchedule, type BackupSchedule, type BackupScheduleOptions } from '../../server/backups/schedule.js';
import type { Database } from '../../server/kernel/db/client.js';
import { writeToFileLog, type OutgoingEmail } from '../../server/email/transports.js';
import { createSharedTestDatabases } from '../helpers/database.js';
import { newPgliteDatabase } from '../helpers/pglite-template.js';
import { tempFolder } from '../helpers/temp-folder.js';

const INTERVAL_HOURS = 0.0005; // 1.8 s
const INTERVAL_MS = INTERVAL_HOURS * 3_600_000;
const KEEP = 60;
const DAY_MS = 86_400_000;
const quietLog = { info: () => undefined, error: (..._args: unknown[]) => undefined };
const modeOf = (path: string) => statSync(path).mode & 0o777;
const backupsIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : [];
const until = (check: () => boolean, timeout = 5_000) => vi.waitUntil(check, { timeout, interval: 10 });
/** Waits until `count` more timer checks have finished: with 2, one begun after the caller's change. */
function checksFinished(schedule: BackupSchedule, count = 2) {
  const target = schedule.checks + count;
  return until(() => schedule.checks >= target);
}

type ScheduleOptions = Pick<BackupScheduleOptions, 'intervalHours' | 'now' | 'checkEveryMs' | 'emailLogs'> & { keep?: number };

/** The schedule on `database`, its backups in `dir` (the newest `keep`), on the clock `now` (the real one without), logging nothing. */
function scheduleIn(database: Database, dir: string, { keep = KEEP, ...options }: ScheduleOptions): BackupSchedule {
  const backups = createBackupService({ db: database.db, dir, now: options.now ?? (() => new Date()), keep });
  return startBackupSchedule({ database, backups, log: quietLog, ...options });
}

/** A fresh PGlite database for the describe block's tests, and the schedule they start on it (stopped after them). */
function pgliteWithSchedule() {
  const pglite = {} as { database: Database; schedule?: BackupSchedule };
  beforeAll(async () => {
    pglite.database = await newPgliteDatabase();
  });
  afterAll(async () => {
    await pglite.schedule?.stop();
    await pglite.database.close();
  });
  return pglite;
}

const root = tempFolder('backup-schedule-test-');

describe('backup schedule on PGlite', () => {
  const pglite = pgliteWithSchedule();

  it('takes a backup when one is due, and not again within the interval', async () => {
    const dir = join(root, 'pglite');
    let clock = new Date('2026-06-15T12:00:00Z');
    pglite.schedule = scheduleIn(pglite.database, dir, { intervalHours: INTERVAL_HOURS, now: () => clock, checkEveryMs: 20 });

    await until(() => backupsIn(dir).length === 1);
    await checksFinished(pglite.schedule);
    expect(backupsIn(dir)).toHaveLength(1);

    clock = new Date(clock.getTime() + INTERVAL_MS / 2);
    await checksFinished(pglite.schedule);
    expect(backupsIn(dir)).toHaveLength(1);

    clock = new Date(clock.getTime() + INTERVAL_MS / 2);
    await until(() => backupsIn(dir).length === 2);
    await checksFinished(pglite.schedule);
    expect(backupsIn(dir)).toHaveLength(2);
  });

  it('runs on the real clock with a short interval', async () => {
    await pglite.schedule?.stop();
    const dir = join(root, 'real-clock');
    // The first check is due (the last scheduled backup was taken at the fake clock's time, long ago).
    pglite.schedule = scheduleIn(pglite.database, dir, { intervalHours: INTERVAL_HOURS });
    await until(() => backupsIn(dir).length === 1, 3_000);
    const stopped = pglite.schedule;
    pglite.schedule = undefined;
    await stopped.stop();
    const checks = stopped.checks;
    // A witness on the same timing, started after the stop: by the end of its second check, a timer the
    // stopped schedule had left armed (before the witness's, same period) would have run its check.
    const witness = scheduleIn(pglite.database, join(root, 'real-clock-witness'), { intervalHours: INTERVAL_HOURS });
    await checksFinished(witness);
    await witness.stop();
    expect(stopped.checks).toBe(checks);
    expect(backupsIn(dir)).toHaveLength(1); // stopped: no more
  });
});

describe('retention through the schedule', () => {
  const pglite = pgliteWithSchedule();

  it('keeps only the newest BACKUP_KEEP scheduled backups, private (0700, 0600)', async () => {
    const dir = join(root, 'keep');
    let clock = new Date('2026-06-15T12:00:00Z');
    // Checked by hand here (the timer's first check is a minute away).
    pglite.schedule = scheduleIn(pglite.database, dir, { keep: 2, intervalHours: 12, now: () => clock, checkEveryMs: 60_000 });
    const taken: string[] = [];
    for (let run = 0; run < 5; run++) {
      const backup = await pglite.schedule.runDue();
      expect(backup, `run ${run}`).not.toBeNull();
      taken.push(backup!.filename);
      expect(backupsIn(dir)).toHaveLength(Math.min(run + 1, 2));
      clock = new Date(clock.getTime() + 12 * 3_600_000);
    }
    expect(taken[4]).toBe(backupFilename(new Date('2026-06-17T12:00:00Z')));
    expect(backupsIn(dir).sort()).toEqual(taken.slice(3).sort());
    expect(modeOf(dir)).toBe(0o700);
    for (const name of backupsIn(dir)) expect(modeOf(join(dir, name))).toBe(0o600);
    await pglite.schedule.stop();
    pglite.schedule = undefined;
  });

  it('deletes email log files older than the retention at each check, and keeps the rest', async () => {
    const dir = join(root, 'email-logs');
    // As an older version left it: readable by everyone.
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    let clock = new Date('2026-08-01T12:00:00Z');
    const now = () => clock;
    const ago = (days: number) => new Date(clock.getTime() - days * DAY_MS);
    const message: OutgoingEmail = { type: 'registrationConfirmation', from: 'site@example.com', to: 'ana@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };
    const old = await writeToFileLog(dir, message, [], ago(31));
    const recent = await writeToFileLog(dir, message, [], ago(29));
    const today = await writeToFileLog(dir, message, [], ago(0));
    // A temporary left by a crash, a log file named otherwise (judged by its modification time), a file that is not the log's.
    const leftover = `.${old.replace('-registrationConfirmation-', '-adminNotification-')}.tmp`;
    writeFileSync(join(dir, leftover), 'half a message');
    for (const [name, days] of [['renamed-old.eml', 40], ['renamed-recent.eml', 2], ['notes.txt', 400]] as const) {
      writeFileSync(join(dir, name), 'x');
      utimesSync(join(dir, name), ago(days), ago(days));
    }

    pglite.schedule = scheduleIn(pglite.database, join(root, 'email-logs-backups'), { intervalHours: 12, now, checkEveryMs: 20, emailLogs: { dir, retentionDays: 30 } });
    await checksFinished(pglite.schedule, 1); // the first check sweeps the folder
    expect(readdirSync(dir).sort()).toEqual([recent, today, 'notes.txt', 'renamed-recent.eml'].sort());
    expect(modeOf(dir)).toBe(0o700);

    clock = new Date(clock.getTime() + 2 * DAY_MS); // `recent` is now 31 days old
    await checksFinished(pglite.schedule);
    expect(readdirSync(dir).sort()).toEqual([today, 'notes.txt', 'renamed-recent.eml'].sort());
    expect(await pglite.schedule.cleanEmailLogs()).toBe(0);
    await pglite.schedule.stop();
    pglite.schedule = undefined;
  });
});

describe('the email file log', () => {
  const message: OutgoingEmail = { type: 'contactNotification', from: 'site@example.com', to: 'staff@example.com', subject: 'Inquiry', html: '<p>Hello</p>', text: 'Hello' };

  it('is written in a folder of mode 0700, each file 0600', async () => {
    const dir = join(root, 'data', 'email-logs');
    const name = await writeToFileLog(dir, message, ['primary: refused']);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, name))).toBe(0o600);
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('narrows a folder an older version left readable by everyone', async () => {
    const dir = join(root, 'old-email-logs');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const name = await writeToFileLog(dir, message, []);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, name))).toBe(0o600);
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
      scheduleIn(database, dirs[index]!, { intervalHours: INTERVAL_HOURS, now, checkEveryMs: 5 }),
    ) as [BackupSchedule, BackupSchedule];
    schedules.push(a, b);
    const total = () => dirs.reduce((sum, dir) => sum + backupsIn(dir).length, 0);

    // Both timers running, plus explicit concurrent runs from both instances.
    // Then each instance's timer has finished a check of its own, begun after the clock moved.
    const timersChecked = () => Promise.all([a, b].map((schedule) => checksFinished(schedule)));

    const results = await Promise.all([a.runDue(), b.runDue()]);
    await timersChecked();
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(total()).toBe(1);

    clock = new Date(clock.getTime() + INTERVAL_MS - 1);
    await Promise.all([a.runDue(), b.runDue()]);
    await timersChecked();
    expect(total()).toBe(1);

    for (let interval = 2; interval <= 4; interval++) {
      clock = new Date(clock.getTime() + INTERVAL_MS);
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      await timersChecked();
      expect(total()).toBe(interval);
    }
  });
});
