// The delivery steps: primary SMTP (SMTP_*), an optional secondary SMTP transport (EMAIL_SECONDARY_URL)
// and the file log under `${dataDir}/email-logs`, which needs no network and always works.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FileLogInfo } from '../../common/schemas/email-test.js';
import type { Config } from '../config.js';

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
  attachments?: { filename: string; content: string; contentType: string }[];
}

export const toMailOptions = (message: OutgoingEmail) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  headers: { 'X-Email-Type': message.type },
  ...(message.attachments && { attachments: message.attachments }),
});

export function createPrimaryTransport(smtp: Config['email']['smtp']): Transporter | null {
  if (!smtp.host) return null;
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user && { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
    ...SMTP_TIMEOUTS,
  });
}

export function createSecondaryTransport(url: string | undefined): Transporter | null {
  if (!url) return null;
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

export const emailLogDir = (dataDir: string) => join(dataDir, 'email-logs');

/** Builds the raw message without sending it, for the file log. */
const rawBuilder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * Writes the message as an .eml file (what the SMTP server would have received, plus headers naming
 * the failed steps), to a temporary name first and then renamed, so a reader never sees half a file.
 */
export async function writeToFileLog(dir: string, message: OutgoingEmail, failures: string[], now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const info = await rawBuilder.sendMail({
    ...toMailOptions(message),
    headers: { 'X-Email-Type': message.type, 'X-Delivered-By': 'file-log', ...(failures.length > 0 && { 'X-Delivery-Failures': failures.join(' | ').slice(0, 900) }) },
  });
  const raw = info.message as unknown as Buffer;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safeType = message.type.replace(/[^a-zA-Z0-9-]/g, '');
  const name = `${stamp}-${safeType}-${randomBytes(4).toString('hex')}.eml`;
  const temporary = join(dir, `.${name}.tmp`);
  await writeFile(temporary, raw);
  await rename(temporary, join(dir, name));
  return name;
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
