// Registration backups (ISSUE 6): JSON files of all registrations under the backup folder, created on
// demand or by the schedule (schedule.ts), listed, downloaded, restored and deleted. The folder and files
// are private (0700, 0600), only the newest `keep` stay, and each file is signed (files.ts) so that
// restore imports only what this server wrote.
import { readFile, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupInfo, CreatedBackup, RestoreResult } from '../../common/schemas/backup.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { programFeatures, programs, programSessions, priceColumns, programAnswer } from '../programs/index.js';
import { registrations, amountColumn, registrationAnswer } from '../registrations/index.js';
import { guardianConsents, type GuardianConsent } from '../self-service/index.js';
import { notFound } from '../kernel/refusals.js';
import { ensurePrivateDir } from '../kernel/private-files.js';
import {
  BACKUP_FORMAT_VERSION, backupFilename, backupPath, filenameTimestamp, isBackupFilename, isBeforeDeleteBackup, parseBackup, signedBackupText,
  writeAtomically, type BackupConsent, type BackupProgram, type BackupReason, type BackupRegistration, type UnsignedBackupFile,
} from './files.js';
import { loadBackupKey } from './key.js';
import { isMissing, listBackupFiles } from './folder.js';

export interface BackupDeps {
  db: Db;
  dir: string;
  now: () => Date;
  /**
   * How many backups stay: after each new one, older ones beyond this are deleted. A function is asked
   * at each clean-up (the backupKeep setting, which staff change while the server runs), with the
   * executor the backup was read through (on PGlite, a read through `db` inside a transaction waits forever).
   */
  keep: number | ((executor: Db | Tx) => number | Promise<number>);
  /** The signing key (BACKUP_SECRET); unset: one made once and kept in the database. */
  secret?: string | undefined;
  /** Where a failed clean-up of old backups is reported (the new backup stands). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface BackupService {
  readonly dir: string;
  /** Newest first. */
  list(): Promise<BackupInfo[]>;
  /** Loads the signing key (made on first use when the database has none). */
  ready(): Promise<void>;
  /**
   * Writes a backup of every registration, then deletes the oldest beyond `keep`; `executor` lets the
   * schedule read inside its transaction (call `ready()` before opening it).
   */
  create(options?: { executor?: Db | Tx }): Promise<CreatedBackup>;
  /**
   * Writes a backup of one program's registrations and the program itself, read by the caller inside
   * the transaction that deletes them (call `ready()` before opening it); restore brings both back.
   */
  createBeforeProgramDelete(program: ProgramBackupSource, rows: RegistrationRow[], consents?: GuardianConsent[]): Promise<CreatedBackup>;
  /** The file's path for a download (400 for a name off the pattern, 404 when missing). */
  pathFor(filename: string): Promise<string>;
  read(filename: string): Promise<Buffer>;
  restore(filename: string): Promise<RestoreResult>;
  remove(filename: string): Promise<void>;
}

type RegistrationRow = typeof registrations.$inferSelect;
export type ProgramBackupSource = typeof programs.$inferSelect & { features: string[] };

const MISSING = 'Backup not found';

export function createBackupService({ db, dir, now, keep, secret, log }: BackupDeps): BackupService {
  let loaded: Buffer | undefined;
  let loading: Promise<Buffer> | undefined;
  function signingKey(): Promise<Buffer> {
    loading ??= loadBackupKey(db, secret).then(
      (key) => (loaded = key),
      (error: unknown) => {
        loading = undefined; // tried again next time
        throw error;
      },
    );
    return loading;
  }

  async function requireFile(filename: string): Promise<string> {
    const path = backupPath(dir, filename);
    try {
      const info = await stat(path);
      if (!info.isFile()) throw notFound(MISSING);
    } catch (error) {
      if (isMissing(error)) throw notFound(MISSING);
      throw error;
    }
    return path;
  }

  const list = (): Promise<BackupInfo[]> => listBackupFiles(dir, isBackupFilename, filenameTimestamp);

  /**
   * Deletes the oldest backups so that `keep` stay, `newest` (the one just written) always among them.
   * A backup written before a program delete is the only copy of what it holds a month later: never pruned.
   */
  async function prune(newest: string, executor: Db | Tx): Promise<void> {
    const kept = typeof keep === 'function' ? await keep(executor) : keep;
    const others = (await list()).filter((backup) => backup.filename !== newest && !isBeforeDeleteBackup(backup.filename));
    for (const { filename } of others.slice(Math.max(0, kept - 1))) {
      try {
        await unlink(join(dir, filename));
      } catch (error) {
        if (!isMissing(error)) throw error; // deleted meanwhile
      }
    }
  }

  /** Writes a signed file of `rows` (and `programsToKeep`) under a name no existing backup has. */
  async function write(
    key: Buffer, rows: RegistrationRow[], reason?: BackupReason, programsToKeep?: UnsignedBackupFile['programs'], consents: GuardianConsent[] = [],
  ): Promise<CreatedBackup> {
    const at = now();
    const consentOf = new Map(consents.map((consent) => [consent.registrationId, consent]));
    const file: UnsignedBackupFile = {
      version: BACKUP_FORMAT_VERSION,
      createdAt: at.toISOString(),
      count: rows.length,
      // A backup file keeps SPEC's shape (the fee and prices in dollars), as the files written before issue 28.
      registrations: rows.map((row) => ({
        ...registrationAnswer(row),
        paidAt: row.paidAt?.toISOString() ?? null,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        guardianConsent: backupConsent(consentOf.get(row.id)),
      })),
      ...(programsToKeep && { programs: programsToKeep }),
    };
    const text = signedBackupText(file, key);
    await ensurePrivateDir(dir);
    // Two backups in one millisecond get -1, -2...: an existing backup is never overwritten.
    const existing = new Set(await readdir(dir));
    let suffix = 0;
    while (existing.has(backupFilename(at, suffix, reason))) suffix++;
    const filename = backupFilename(at, suffix, reason);
    await writeAtomically(backupPath(dir, filename), text);
    return { filename, timestamp: filenameTimestamp(filename), size: Buffer.byteLength(text), count: rows.length };
  }

  return {
    dir,
    list,

    async ready() {
      await signingKey();
    },

    async create(options = {}) {
      const executor = options.executor ?? db;
      // Loading the key through `db` while the caller's transaction is open would wait for it forever on PGlite.
      if (!loaded && executor !== db) throw new Error('The backup key is not loaded: call ready() before create() in a transaction');
      const key = loaded ?? (await signingKey());
      const rows = await executor.select().from(registrations).orderBy(asc(registrations.id));
      const consents = await executor.select().from(guardianConsents);
      const created = await write(key, rows, undefined, undefined, consents);
      // Retention is housekeeping: should it fail, the backup just written still stands and the next one tries again.
      await prune(created.filename, executor).catch((error: unknown) => log?.warn({ err: error }, 'Could not delete old backups'));
      return created;
    },

    async createBeforeProgramDelete(program, rows, consents = []) {
      if (!loaded) throw new Error('The backup key is not loaded: call ready() before createBeforeProgramDelete()');
      const { features, createdAt, updatedAt: _updated, ...fields } = programAnswer(program);
      return write(loaded, rows, { beforeDeleteProgram: program.id }, [{ ...fields, features, createdAt: createdAt.toISOString() }], consents);
    },
    pathFor: requireFile,

    async read(filename) {
      return readFile(await requireFile(filename));
    },

    async restore(filename) {
      const content = await readFile(await requireFile(filename), 'utf8');
      // The signature is checked before anything is imported: an edited file cannot mark a registration paid.
      const backup = parseBackup(content, await signingKey());
      // One transaction: every row goes in, or (on any failure) none.
      return db.transaction(async (tx) => {
        await bringBackPrograms(tx, backup.programs ?? []);
        const programIds = [...new Set(backup.registrations.map((row) => row.programId))];
        const existing = programIds.length === 0
          ? []
          : await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, programIds));
        const known = new Set(existing.map((program) => program.id));
        const restored = backup.registrations.filter((row) => known.has(row.programId));
        for (let start = 0; start < restored.length; start += 500) {
          const chunk = restored.slice(start, start + 500);
          // PostgreSQL returns the new rows in the order of the values: each signature finds its registration.
          const ids = await tx.insert(registrations).values(chunk.map(toInsert)).returning({ id: registrations.id });
          const signed = chunk.flatMap((row, index) => (row.guardianConsent && ids[index] ? [consentRow(ids[index].id, row.guardianConsent)] : []));
          if (signed.length > 0) await tx.insert(guardianConsents).values(signed);
        }
        return { importedCount: restored.length, skippedCount: backup.registrations.length - restored.length };
      });
    },

    async remove(filename) {
      const path = backupPath(dir, filename);
      try {
        await unlink(path);
      } catch (error) {
        if (isMissing(error)) throw notFound(MISSING);
        throw error;
      }
    },
  };
}

/** A backed-up registration as a new row: a new id and payment token, everything else as it was. */
function toInsert(row: BackupRegistration): typeof registrations.$inferInsert {
  const { id: _id, paymentToken: _token, updatedAt: _updated, guardianConsent: _consent, paidAt, cancelledAt, createdAt, ...fields } = row;
  return {
    ...amountColumn(fields),
    paidAt: paidAt ? new Date(paidAt) : null,
    cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
    ...(createdAt && { createdAt: new Date(createdAt) }),
  };
}

/** A signature as the backup keeps it (no row id; the time as ISO text). */
function backupConsent(consent: GuardianConsent | undefined): BackupConsent | null {
  if (!consent) return null;
  const { id: _id, registrationId: _registration, signedAt, ...fields } = consent;
  return { ...fields, signedAt: signedAt.toISOString() };
}

const consentRow = (registrationId: number, { signedAt, ...fields }: BackupConsent) => ({ ...fields, registrationId, signedAt: new Date(signedAt) });

/**
 * Re-creates the programs a before-delete backup holds that no longer exist, with their own ids (so
 * their registrations find them again) and features; a program that still exists is left as it is.
 */
async function bringBackPrograms(tx: Tx, saved: BackupProgram[]): Promise<void> {
  if (saved.length === 0) return;
  const existing = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, saved.map((program) => program.id)));
  const present = new Set(existing.map((program) => program.id));
  for (const { features = [], sessions = [], createdAt, ...fields } of saved.filter((program) => !present.has(program.id))) {
    await tx.insert(programs).values({ ...priceColumns(fields), ...(createdAt && { createdAt: new Date(createdAt) }) });
    if (features.length > 0) await tx.insert(programFeatures).values(features.map((feature) => ({ programId: fields.id, feature })));
    // Its sessions come back too (new ids: their attendance went with the registrations), so its start still follows the first.
    if (sessions.length > 0) {
      await tx.insert(programSessions).values(sessions.map(({ id: _id, ...session }) => ({ programId: fields.id, ...session, endTime: session.endTime ?? null, venueName: session.venueName ?? null, address: session.address ?? null })));
    }
  }
}
