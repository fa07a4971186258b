// Certificates (issue 16): the admin's list and roster, issuing and revoking, and the public check.
import { z } from 'zod';
import { MAX, requiredText, wholeNumber } from './fields.js';
import { CertificationSchema } from './certification.js';
import { pageAnswerSchema, pageQuerySchema } from './paging.js';

export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Issue 27: staff issue anyway over the refusals (fee, consent, attendance) with a written reason. */
export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MESSAGE = `A reason of at least ${OVERRIDE_REASON_MIN} characters is required to issue anyway`;

export const IssueCertificateSchema = z
  .object({
    testScore: wholeNumber('Test score', { min: 0, max: 1000, minMessage: 'Test score cannot be negative' }).nullish(),
    overrideReason: requiredText(OVERRIDE_REASON_MIN, OVERRIDE_REASON_MESSAGE, MAX.text, 'Reason').nullish(),
  }, { error: 'The body must be an object' })
  .optional()
  .transform((body) => ({ testScore: body?.testScore ?? null, overrideReason: body?.overrideReason ?? null }));

/**
 * Why issuing was refused, each reason under its own key (the 409's `errors`): the fee not settled, a
 * minor's consent not signed, the attendance rule not met by sessions held so far. Staff may override them.
 */
export const ISSUE_REFUSAL_KEYS = ['fee', 'consent', 'attendance'] as const;
export type IssueRefusalKey = (typeof ISSUE_REFUSAL_KEYS)[number];

export const RevokeCertificateSchema = z.object(
  { reason: requiredText(3, 'A reason is required (at least 3 characters)', MAX.line, 'Reason') },
  { error: 'A reason is required' },
);

export const CertificateListQuerySchema = z.object({
  programId: z.string().regex(/^\d{1,9}$/, 'programId must be a positive whole number').transform(Number).optional(),
  /** Certificates in force expiring within this many days of the organisation's today. */
  expiringWithinDays: z.string().regex(/^\d{1,4}$/, 'expiringWithinDays must be a whole number of days').transform(Number).optional(),
  status: z.enum(CERTIFICATE_STATUSES, { error: 'status must be one of: valid, expired, revoked' }).optional(),
  /** A code (any case, with or without dashes) or part of the official's name. */
  q: z.string().max(MAX.short, `q must be at most ${MAX.short} characters`).optional(),
});

/** A certificate as staff see it. */
export const CertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  registrationId: z.number().int().nullable(),
  programId: z.number().int().nullable(),
  officialName: z.string(),
  email: z.string(),
  certificationName: z.string(),
  level: z.string(),
  programName: z.string(),
  testScore: z.number().int().nullable(),
  /** Issue 29: 'exam' for the official's passed online attempt, 'typed' for a score staff typed. */
  testScoreSource: z.enum(['exam', 'typed']).nullable(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.date().nullable(),
  revokeReason: z.string().nullable(),
  /** Issue 27: why staff issued it although a rule refused (fee, consent, attendance); null when none did. */
  overrideReason: z.string().nullable(),
  renewalSentAt: z.date().nullable(),
  createdAt: z.date(),
});
export type CertificateRow = z.infer<typeof CertificateSchema>;

/** Issue 28: GET /api/admin/certificates/page, the Certificates screen's list a page at a time (newest issued first). */
export const CertificatePageQuerySchema = pageQuerySchema({ issuedOn: 'text' }, CertificateListQuerySchema.shape);
export type CertificatePageQuery = z.infer<typeof CertificatePageQuerySchema>;
export const CertificatePageAnswerSchema = pageAnswerSchema(CertificateSchema);

/** One registrant on the issuing screen: attendance, whether the rule is met, their live certificate. */
export const RosterEntrySchema = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  registrationStatus: z.string(),
  sessions: z.number().int(),
  present: z.number().int(),
  percent: z.number().int(),
  meetsAttendance: z.boolean(),
  certificate: z.object({ id: z.number().int(), code: z.string(), issuedOn: z.string(), expiresOn: z.string(), overrideReason: z.string().nullable() }).nullable(),
  /** Issue 29: the registrant's passed attempt in force at the certification's exam; null when none. */
  examPassed: z.object({ scorePercent: z.number().int(), passedOn: z.string() }).nullable(),
});
export const RosterSchema = z.object({
  programId: z.number().int(),
  programName: z.string(),
  certification: CertificationSchema.nullable(),
  /** Issue 29: the certification's exam (the newest serving the program); null when it has none. */
  exam: z.object({ id: z.number().int(), title: z.string(), passPercent: z.number().int() }).nullable(),
  registrants: z.array(RosterEntrySchema),
});
export type Roster = z.infer<typeof RosterSchema>;
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

/** What anyone may learn from a code: the status and the certified facts, nothing else of the person. */
export const VerifiedCertificateSchema = z.object({
  code: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  officialName: z.string(),
  certificationName: z.string(),
  level: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  /** YYYY-MM-DD in the organisation's time zone, for a revoked certificate. */
  revokedOn: z.string().nullable(),
});
export type VerifiedCertificate = z.infer<typeof VerifiedCertificateSchema>;

export const CodeParams = z.object({ code: z.string().max(40, 'Unknown certificate code') });
