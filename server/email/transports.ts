// The delivery steps: primary SMTP (SMTP_*), an optional secondary SMTP transport (EMAIL_SECONDARY_URL)
// and the file log under `${dataDir}/email-logs`, which needs no network and always works. The log holds
// personal data: its folder is 0700, its files 0600, and files past the retention are deleted
// (`deleteOldEmailLogs`, run by the scheduler).
import { randomBytes } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FileLogInfo } from '../../common/schemas/email-test.js';
import type { Config } from '../kernel/config.js';
import { ensurePrivateDir, narrowDir, writePrivateFile } from '../kernel/private-files.js';

/** Short enough that a dead server is given up on quickly (sending runs in the background anyway). */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

export interface OutgoingEmail {
  /** Which template: registrationConfirmation, adminNotification, ... (kept in the file log). */
  type: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[] | undefined;
  /** Where a reply goes when it is not the sender (the inquirer, on a contact notification). */
  replyTo?: { name: string; address: string } | undefined;
  /** The outbox message's id and creation: a second try of it overwrites the same file-log file instead of adding one. */
  id?: string;
  createdAt?: Date;
  /** A stable Message-ID, so a receiver can tell a second try of one outbox message from a new one. */
  messageId?: string;
  /** What the message is about (e.g. "registration 12"), for the log lines: never the address. */
  reference?: string;
}

export const toMailOptions = (message: OutgoingEmail) => ({
  ...(message.messageId && { messageId: message.messageId }),
  from: message.from,
  to: message.to,
  ...(message.replyTo && { replyTo: message.replyTo }),
  subject: message.subject,
  html: message.html,
  text: message.text,
  headers: { 'X-Email-Type': message.type },
  ...(message.attachments && { attachments: message.attachments }),
});

/**
 * An outbox batch's connections (`pooled`): up to this many at once, as many as the batch sends in
 * parallel, each reused for the next message instead of a new connection (and greeting) per message.
 */
export const SMTP_POOL_SIZE = 4;
// A message whose connection closes mid-delivery fails at once and goes down the chain, as without a
// pool: the pool does not send it again on its own (the outbox's retries decide, and nothing goes twice).
const POOL = { pool: true, maxConnections: SMTP_POOL_SIZE, maxMessages: 100, maxRequeues: 0 } as const;

/** `pooled`: a pool of connections, which its owner closes (close()) once its messages are sent. */
export function createPrimaryTransport(smtp: Config['email']['smtp'], { pooled = false } = {}): Transporter | null {
  if (!smtp.host) return null;
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user && { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
    ...SMTP_TIMEOUTS,
    ...(pooled && POOL),
  });
}

export function createSecondaryTransport(url: string | undefined, { pooled = false } = {}): Transporter | null {
  if (!url) return null;
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...(pooled && POOL) });
}

export const emailLogDir = (dataDir: string) => join(dataDir, 'email-logs');

/** Builds the raw message without sending it, for the file log. */
const rawBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * Writes the message as an .eml file (what the SMTP server would have received, plus headers naming
 * the failed steps), to a temporary name first and then renamed, so a reader never sees half a file.
 */
export async function writeToFileLog(dir: string, message: OutgoingEmail, failures: string[], now = new Date()): Promise<string> {
  const info = await rawBuilder.sendMail({
    ...toMailOptions(message),
    headers: { 'X-Email-Type': message.type, 'X-Delivered-By': 'file-log', ...(failures.length > 0 && { 'X-Delivery-Failures': failures.join(' | ').slice(0, 900) }) },
  });
  const raw = info.message as unknown as Buffer;
  const stamp = (message.createdAt ?? now).toISOString().replace(/[:.]/g, '-');
  const safeType = message.type.replace(/[^a-zA-Z0-9-]/g, '');
  const name = `${stamp}-${safeType}-${message.id ?? randomBytes(4).toString('hex')}.eml`;
  const write = () => writePrivateFile(join(dir, name), raw, { temporary: join(dir, `.${name}.tmp`), sync: false });
  // The folder is made (or narrowed) once per process, not per message; if it was removed meanwhile,
  // the write fails, it is made again and the write retried once.
  if (!privateDirs.has(dir)) {
    await ensurePrivateDir(dir);
    privateDirs.add(dir);
  }
  try {
    await write();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    await ensurePrivateDir(dir);
    await write();
  }
  return name;
}

const privateDirs = new Set<string>();

/** A file of the log (or a temporary left by a crash); its name starts with when it was written. */
const LOG_FILE = /\.eml(?:\.tmp)?$/;
const NAME_STAMP = /^\.?(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/;
const DAY_MS = 86_400_000;

function writtenAt(name: string): number | undefined {
  const match = NAME_STAMP.exec(name);
  if (!match) return undefined;
  const [, date, hour, minute, second, millis] = match;
  const time = Date.parse(`${date}T${hour}:${minute}:${second}.${millis}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Deletes the log's files written more than `retentionDays` before `now` (by the time in the name, or
 * the modification time for a file named otherwise) and narrows the folder to 0700; other files stay.
 * Resolves to how many were deleted.
 */
export async function deleteOldEmailLogs(dir: string, retentionDays: number, now: Date): Promise<number> {
  if (!(await narrowDir(dir))) return 0;
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const isGone = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isGone(error)) return 0;
    throw error;
  }
  let deleted = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !LOG_FILE.test(entry.name)) continue;
    const path = join(dir, entry.name);
    try {
      const time = writtenAt(entry.name) ?? (await stat(path)).mtimeMs;
      if (time >= cutoff) continue;
      await unlink(path);
      deleted++;
    } catch (error) {
      if (!isGone(error)) throw error; // deleted meanwhile
    }
  }
  return deleted;
}

export async function fileLogInfo(dir: string): Promise<FileLogInfo> {
  try {
    const files = await readdir(dir);
    const count = files.filter((file) => file.endsWith('.eml')).length;
    return { logsExist: count > 0, location: dir, fileCount: count };
  } catch {
    return { logsExist: false, location: dir, fileCount: 0 };
  }
}
