// Whole-database backup files: the project's own name pattern (nothing else is ever opened or
// deleted), and the manifest beside each dump that holds every table's row count at that moment.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { invalid } from '../kernel/refusals.js';
import { pathInFolder } from './folder.js';

const INVALID_FILENAME = 'Invalid database backup filename';

/** database-2026-12-06T18-52-09-123Z.tar.gz, with -N when two backups share a millisecond. */
const FILENAME = /^database-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-(\d{1,3}))?\.tar\.gz$/;
const MAX_FILENAME = 100;

export const isDatabaseBackupFilename = (name: string) => name.length <= MAX_FILENAME && FILENAME.test(name);

export function databaseBackupFilename(at: Date, suffix = 0): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  return `database-${stamp}${suffix > 0 ? `-${suffix}` : ''}.tar.gz`;
}

/** The moment in the filename, as an ISO timestamp. */
export function databaseBackupTimestamp(name: string): string {
  const match = FILENAME.exec(name);
  if (!match) throw invalid(INVALID_FILENAME);
  const [, year, month, day, hour, minute, second, millis] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`;
}

/** The manifest's name beside a dump: database-….json. */
export const manifestFilename = (name: string) => name.replace(/\.tar\.gz$/, '.json');

/** A backup's path inside `dir`, only for a name of the pattern; anything else is a 400 before any file is touched. */
export const databaseBackupPath = (dir: string, name: string): string => pathInFolder(dir, name, isDatabaseBackupFilename, INVALID_FILENAME);

export const ManifestSchema = z.object({
  /** A PGlite data folder as a gzipped tar: restored by `npm run restore:database`, not by pg_restore. */
  format: z.literal('pglite-data-dir'),
  createdAt: z.string(),
  filename: z.string(),
  rowCounts: z.record(z.string(), z.number().int()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The manifest beside the dump at `path`, or null when there is none (copied without it, or unreadable). */
export async function readManifest(path: string): Promise<Manifest | null> {
  try {
    return ManifestSchema.parse(JSON.parse(await readFile(manifestFilename(path), 'utf8')));
  } catch {
    return null;
  }
}
