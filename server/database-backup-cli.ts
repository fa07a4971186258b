// Whole-database backups from the command line (issue 31; docs/operations-backups.md says when):
//   backup                         the embedded database, with the server stopped (running: POST /api/admin/database-backups)
//   restore <file> <data folder>   an embedded database's backup into a new, empty data folder
//   record <dump file>             on PostgreSQL, after pg_dump: the dashboard's last full backup
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabaseBackups } from './backups/database-backups.js';
import { recordPgDump } from './backups/full-backup-record.js';
import { restoreDatabase } from './backups/restore-database.js';
import { loadConfig } from './kernel/config.js';
import { openDatabase } from './kernel/db/client.js';
import { pgliteDirOf } from './kernel/paths.js';

// A command-line tool's answer goes to stdout (the lint rule keeps console.log out of the server).
const say = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = `Usage:
  npm run backup:database
  npm run restore:database -- <backup file> <new data folder>
  npm run backup:record -- <pg_dump file>`;

async function backup(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc, then npm run backup:record -- <file>');
  // Refused while a server holds the folder: two processes on one embedded database corrupt it.
  const database = await openDatabase({ pgliteDir: pgliteDirOf(config.dataDir) });
  try {
    const backups = createDatabaseBackups({
      db: database.db, kind: database.kind, dir: config.fullBackup.dir ?? join(config.dataDir, 'database-backups'), now: () => new Date(),
      keep: config.fullBackup.keep, intervalHours: config.fullBackup.intervalHours, snapshot: database.snapshot,
    });
    const created = await backups.create();
    say(`Wrote ${join(backups.dir, created.filename)} (${created.size} bytes, ${Object.keys(created.rowCounts).length} tables)`);
    return 0;
  } finally {
    await database.close();
  }
}

async function restore(file: string, dataDir: string): Promise<number> {
  const restored = await restoreDatabase(file, dataDir);
  for (const [table, rows] of Object.entries(restored.rowCounts)) say(`${rows.toString().padStart(10)}  ${table}`);
  say(`Restored into ${restored.dir}.`);
  if (restored.differences === null) {
    say('No manifest beside the backup: the row counts above could not be checked.');
  } else if (restored.differences.length > 0) {
    console.error(`Row counts differ from the backup's manifest:\n  ${restored.differences.join('\n  ')}`);
    return 1;
  } else {
    say("Every table's row count matches the backup's manifest.");
  }
  say(`Start the server with DATA_DIR=${dataDir} to serve it.`);
  return 0;
}

async function record(file: string): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: the embedded database records its own backups');
  // Only records a fact: no migration from a backup host whose copy of the project may be older.
  const database = await openDatabase({ url: config.databaseUrl, migrate: false });
  try {
    const recorded = await recordPgDump(database.db, file);
    say(`Recorded ${recorded.file} (${recorded.bytes} bytes, taken ${recorded.at}) as the last full backup`);
    return 0;
  } finally {
    await database.close();
  }
}

if (existsSync('.env')) process.loadEnvFile('.env');
const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup' && args.length === 0) process.exitCode = await backup();
  else if (command === 'restore' && args.length === 2) process.exitCode = await restore(args[0]!, args[1]!);
  else if (command === 'record' && args.length === 1) process.exitCode = await record(args[0]!);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
