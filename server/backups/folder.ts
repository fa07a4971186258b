// What both kinds of backup (registration and whole-database) share about their folder: listing the
// files of one name pattern, newest first, a file's path by its name, and a missing file told apart.
import { readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { BackupInfo } from '../../common/schemas/backup.js';
import { invalid } from '../kernel/refusals.js';

export const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** The files of `dir` whose name `matches`, with the time `timestampOf` reads from the name; newest first, none for a missing folder. */
export async function listBackupFiles(dir: string, matches: (filename: string) => boolean, timestampOf: (filename: string) => string): Promise<BackupInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const backups: BackupInfo[] = [];
  for (const filename of names.filter(matches)) {
    try {
      const info = await stat(join(dir, filename));
      if (info.isFile()) backups.push({ filename, timestamp: timestampOf(filename), size: info.size });
    } catch (error) {
      if (!isMissing(error)) throw error; // deleted meanwhile
    }
  }
  return backups.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.filename.localeCompare(a.filename));
}

/**
 * The path of a file inside `dir`, only for a name that `matches` the pattern (which allows no
 * separator, dot segment or percent sign): anything else is a 400 saying `refusal` before any file is touched.
 */
export function pathInFolder(dir: string, name: string, matches: (filename: string) => boolean, refusal: string): string {
  if (!matches(name) || basename(name) !== name) throw invalid(refusal);
  const root = resolve(dir);
  const path = resolve(root, name);
  if (path !== join(root, name)) throw invalid(refusal);
  return path;
}
