// Files that hold personal data or secrets (backups, the email file log, the first admin's password):
// readable by this server's user only, whatever the umask and whatever an older version left behind.
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) with mode 0700, and narrows an existing folder to 0700. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await narrowDir(dir);
}

/** Narrows an existing folder to 0700 (a folder made by an older version may be 0755); false when it does not exist. */
export async function narrowDir(dir: string): Promise<boolean> {
  let mode: number;
  try {
    mode = (await stat(dir)).mode;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return false;
    throw error;
  }
  if ((mode & 0o777) !== PRIVATE_DIR_MODE) await chmod(dir, PRIVATE_DIR_MODE);
  return true;
}

/**
 * Writes `data` to `temporary` with mode 0600 (flushed unless `sync` is false), then renames it over
 * `path`: a reader sees the whole file or none, and never a moment with wider permissions.
 */
export async function writePrivateFile(
  path: string,
  data: string | Uint8Array,
  { temporary = `${path}.tmp`, sync = true }: { temporary?: string; sync?: boolean } = {},
): Promise<void> {
  const handle = await open(temporary, 'w', PRIVATE_FILE_MODE);
  try {
    // The mode above applies to a new file only, and through the umask: a leftover temporary keeps its own.
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
    if (sync) await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path);
}
