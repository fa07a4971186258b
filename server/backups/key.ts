// The key that signs backups: BACKUP_SECRET when set, else 32 random bytes made once per database and
// kept in app_meta, so every instance on one database signs and checks with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { appMeta } from '../kernel/db/tables.js';

const BACKUP_KEY = 'backup-hmac-key';
const KEY_BYTES = 32;

export async function loadBackupKey(db: Db, secret: string | undefined): Promise<Buffer> {
  if (secret !== undefined) return Buffer.from(secret, 'utf8');
  // The first instance to get here stores its key; every other one (and every later start) reads it.
  await db.insert(appMeta).values({ key: BACKUP_KEY, value: randomBytes(KEY_BYTES).toString('base64') }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, BACKUP_KEY));
  const key = Buffer.from(row?.value ?? '', 'base64');
  if (key.length < KEY_BYTES) throw new Error(`app_meta '${BACKUP_KEY}' does not hold a ${KEY_BYTES}-byte key`);
  return key;
}
