// What both kinds of backup (registration and whole-database) share about their folder: listing the
// files of one name pattern, newest first, and telling a missing file from a real error.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupInfo } from '../../common/schemas/backup.js';

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
