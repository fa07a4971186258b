// The restore drill's first half on the embedded database: a full backup unpacked into a new data
// folder, and every table's row count checked against the manifest written beside the backup. Starting
// the server on that folder (DATA_DIR) is the second half: it applies any newer migrations and serves.
import { restorePgliteDump } from '../kernel/db/pglite-dump.js';
import { rowCountDifferences, type RowCounts } from '../kernel/db/row-counts.js';
import { pgliteDirOf } from '../kernel/paths.js';
import { readManifest } from './database-backup-files.js';

export interface RestoredDatabase {
  /** Where the database now is (inside the data folder). */
  dir: string;
  rowCounts: RowCounts;
  /** Tables whose counts differ from the backup's manifest; null when no manifest sits beside the file. */
  differences: string[] | null;
}

export async function restoreDatabase(file: string, dataDir: string): Promise<RestoredDatabase> {
  const dir = pgliteDirOf(dataDir);
  const rowCounts = await restorePgliteDump(file, dir);
  const manifest = await readManifest(file);
  return { dir, rowCounts, differences: manifest ? rowCountDifferences(manifest.rowCounts, rowCounts) : null };
}
