// Backup files on disk: the project's own filename pattern (nothing else is ever opened), the JSON
// layout with its signature, and the private write-to-temporary-then-rename that leaves either the
// whole file or none.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathInFolder } from './folder.js';
import { z } from 'zod';
import { CONSENT_STATUSES, EXPERIENCE_LEVELS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../common/constants.js';
import { CreateProgramSchema } from '../../common/schemas/program.js';
import { invalid } from '../kernel/refusals.js';
import { writePrivateFile } from '../kernel/private-files.js';

/** 2: signed (version 1 files carry no signature and are not restored). */
export const BACKUP_FORMAT_VERSION = 2;
const INVALID_FILENAME = 'Invalid backup filename';

/**
 * registrations-2026-11-21T13-58-09-123Z.json, with -N when two backups share a millisecond, and
 * -before-delete-program-<id> for the one written before a program's paid registrations are deleted.
 */
const FILENAME =
  /^registrations-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-(\d{1,3}))?(?:-before-delete-program-(\d{1,10}))?\.json$/;
const MAX_FILENAME = 100;

export function isBackupFilename(name: string): boolean {
  return name.length <= MAX_FILENAME && FILENAME.test(name);
}

/** Why a backup was written beyond the schedule or a click: kept apart from retention and named so staff recognise it. */
export type BackupReason = { beforeDeleteProgram: number };

export function backupFilename(at: Date, suffix = 0, reason?: BackupReason): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  const label = reason ? `-before-delete-program-${reason.beforeDeleteProgram}` : '';
  return `registrations-${stamp}${suffix > 0 ? `-${suffix}` : ''}${label}.json`;
}

/** A backup written before a program delete (see BackupReason); the schedule's retention never removes one. */
export function isBeforeDeleteBackup(name: string): boolean {
  return FILENAME.exec(name)?.[9] !== undefined;
}

/** The moment in the filename, as an ISO timestamp. */
export function filenameTimestamp(name: string): string {
  const match = FILENAME.exec(name);
  if (!match) throw invalid(INVALID_FILENAME);
  const [, year, month, day, hour, minute, second, millis] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`;
}

/**
 * The path of a backup inside `dir`, only for a name matching the pattern (which has no separator,
 * no dot segment and no percent sign); anything else is a 400 before any file is touched.
 */
export const backupPath = (dir: string, name: string): string => pathInFolder(dir, name, isBackupFilename, INVALID_FILENAME);

/** Writes `text` to `${path}.tmp` (mode 0600), flushes it, then renames it over `path`. */
export function writeAtomically(path: string, text: string): Promise<void> {
  return writePrivateFile(path, text);
}

const text = (max = 10_000) => z.string().max(max);
const nullableText = (max = 10_000) => text(max).nullable().optional();
const timestamp = z.iso.datetime({ offset: true });
const integer = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** A guardian's signature for a minor's registration, kept with it so a restore brings the consent back. */
const BackupConsentSchema = z.object({
  guardianName: text(),
  relationship: text(),
  email: text(),
  phone: text(),
  signature: text(),
  photoConsent: z.boolean(),
  waiverHash: text(64),
  ipAddress: text(100),
  signedAt: timestamp,
});
export type BackupConsent = z.infer<typeof BackupConsentSchema>;

/** One registration as a backup stores it (the table's row, dates as ISO text). */
const BackupRegistrationSchema = z.object({
  id: integer.optional(),
  programId: integer.positive(),
  programName: text(),
  firstName: text(),
  lastName: text(),
  dateOfBirth: text(50),
  email: text(),
  phone: text(),
  address: text().optional(),
  city: text().optional(),
  state: text().optional(),
  zipCode: text().optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).optional(),
  officiatedLevels: z.array(text()).max(100).optional(),
  trainingGoals: text().optional(),
  emergencyContactName: text().optional(),
  emergencyContactPhone: text().optional(),
  emergencyContactRelationship: text().optional(),
  parentGuardianName: nullableText(),
  parentGuardianEmail: nullableText(),
  parentGuardianPhone: nullableText(),
  parentGuardianRelationship: nullableText(),
  liabilityWaiver: z.boolean().optional(),
  photoConsent: z.boolean().optional(),
  equipmentBundle: z.boolean().optional(),
  shirtSize: nullableText(20),
  paymentAmount: integer.min(0),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  registrationStatus: z.enum(REGISTRATION_STATUSES).optional(),
  contactId: integer.nullable().optional(),
  notes: text().optional(),
  paymentToken: text(200).optional(),
  stripePaymentIntentId: nullableText(200),
  stripeCheckoutSessionId: nullableText(200),
  paidAt: timestamp.nullable().optional(),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
  // Added after the first signed format: older backups lack them and restore the columns' defaults.
  refundedCents: integer.min(0).optional(),
  disputed: z.boolean().optional(),
  consentStatus: z.enum(CONSENT_STATUSES).optional(),
  cancelledAt: timestamp.nullable().optional(),
  refundDueCents: integer.min(0).nullable().optional(),
  guardianConsent: BackupConsentSchema.nullable().optional(),
});
export type BackupRegistration = z.infer<typeof BackupRegistrationSchema>;

const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * A deleted program as a backup written before its delete holds it (its row and features), so that
 * restore can bring it back with its id before its registrations.
 */
const BackupProgramSchema = CreateProgramSchema.extend({
  id: integer.positive(),
  createdAt: timestamp.optional(),
});
export type BackupProgram = z.infer<typeof BackupProgramSchema>;

export const BackupFileSchema = z.object({
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: timestamp,
  count: z.number().int().min(0),
  registrations: z.array(BackupRegistrationSchema),
  /** Only in a backup written before a program delete. */
  programs: z.array(BackupProgramSchema).max(100).optional(),
  /** HMAC-SHA256 (hex) under the server's backup key of the canonical JSON of every other field. */
  signature: z.string().regex(SIGNATURE),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;
/** What is signed and written: the programs as read from the database (their input form). */
export type UnsignedBackupFile = Omit<BackupFile, 'signature' | 'programs'> & { programs?: z.input<typeof BackupProgramSchema>[] };

const UNSIGNED =
  'The backup file is in the old unsigned format (version 1), so the server cannot tell whether it was changed. Nothing was restored.';
const NOT_OURS = 'The backup file was not written by this server or was changed after it was written. Nothing was restored.';

/** JSON with object keys sorted, so the signature does not depend on how a file's keys are ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const signatureOf = (content: unknown, key: Uint8Array) => createHmac('sha256', key).update(canonicalJson(content)).digest();

/** The file's text: `content` and its signature under `key`. */
export function signedBackupText(content: UnsignedBackupFile, key: Uint8Array): string {
  // Signed as a reader will parse it back (undefined fields dropped, dates as text).
  const plain = JSON.parse(JSON.stringify(content)) as Record<string, unknown>;
  return JSON.stringify({ ...plain, signature: signatureOf(plain, key).toString('hex') }, null, 2);
}

/**
 * Parses a backup's text and checks its signature under `key` before anything else is looked at; a
 * corrupted, unsigned, foreign, changed or invalid file is a 400 naming what is wrong.
 */
export function parseBackup(textContent: string, key: Uint8Array): BackupFile {
  let json: unknown;
  try {
    json = JSON.parse(textContent);
  } catch {
    throw invalid('The backup file is corrupted: it is not valid JSON. Nothing was restored.');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw invalid(NOT_OURS);
  const { signature, ...content } = json as Record<string, unknown>;
  if (content.version === 1 && signature === undefined) throw invalid(UNSIGNED);
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw invalid(NOT_OURS);
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), signatureOf(content, key))) throw invalid(NOT_OURS);

  const parsed = BackupFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw invalid(`The backup file is invalid${where}: ${issue?.message ?? 'unexpected content'}. Nothing was restored.`);
  }
  if (parsed.data.count !== parsed.data.registrations.length) {
    throw invalid('The backup file is invalid: its count does not match its registrations. Nothing was restored.');
  }
  return parsed.data;
}
