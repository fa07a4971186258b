// Officials' accounts (issue 29): the sign-in link asked for by email, its use, and the official's page.
import { z } from 'zod';
import { CERTIFICATE_STATUSES } from './certificate.js';
import { AccountAttemptSchema, AccountExamSchema } from './exam-attempt.js';
import { CONSENT_STATUSES, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../constants.js';
import { email, MAX, rowId, storedTexts } from './fields.js';
import { ProgramSessionSchema } from './program-sessions.js';

export const SignInLinkRequestSchema = z.object({ email: email() }, { error: 'The body must be an object' });

/** The one answer to a sign-in link request, whether or not the address has an account. */
export const SIGN_IN_LINK_SENT = 'If this email address has an account, a sign-in link is on its way. It works once, for 15 minutes.';

/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

export const SignInSchema = z.object(
  { token: z.string({ error: 'The sign-in link is incomplete' }).max(MAX.short, 'The sign-in link is incomplete') },
  { error: 'The body must be an object' },
);

export const SIGN_IN_LINK_UNUSABLE = 'This sign-in link has expired or was already used. Ask for a new one.';

export const AccountRegistrationSchema = z.object({
  id: z.number().int(),
  programName: z.string(),
  /** The person registered: the official, or a child of a guardian who signs in. */
  personName: z.string(),
  /** True when the signed-in email is this registration's guardian, not its registrant. */
  asGuardian: z.boolean(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** SPEC's whole dollars. */
  paymentAmount: z.number(),
  consentStatus: z.enum(CONSENT_STATUSES),
  /** YYYY-MM-DD, the organisation's day. */
  registeredOn: z.string(),
});
export type AccountRegistration = z.infer<typeof AccountRegistrationSchema>;

export const AccountCertificateSchema = z.object({
  id: rowId(),
  ...storedTexts('code', 'officialName', 'certificationName', 'level', 'issuedOn', 'expiresOn'),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type AccountCertificate = z.infer<typeof AccountCertificateSchema>;

/** A session still to come of a program the official (or their child) is registered for. */
export const AccountSessionSchema = ProgramSessionSchema.omit({ id: true }).extend(storedTexts('programName', 'personName'));
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSchema = z.object({
  email: z.string(),
  /** The organisation's zone (settings): the page shows times where the organisation is. */
  timeZone: z.string(),
  registrations: z.array(AccountRegistrationSchema),
  upcomingSessions: z.array(AccountSessionSchema),
  certificates: z.array(AccountCertificateSchema),
  /** Exams open to the official, and every attempt they made (issue 29, point 3). */
  exams: z.array(AccountExamSchema),
  attempts: z.array(AccountAttemptSchema),
});
export type Account = z.infer<typeof AccountSchema>;

/** What an official opens of a registration from the account: its page (pay, calendar, cancel) or a child's consent form. */
export const ACCOUNT_LINK_PURPOSES = ['my-registration', 'guardian-consent'] as const;
export const AccountLinkRequestSchema = z.object(
  { purpose: z.enum(ACCOUNT_LINK_PURPOSES, { error: 'The purpose must be my-registration or guardian-consent' }) },
  { error: 'The body must be an object' },
);
export const AccountLinkSchema = z.object({ url: z.string() });
export const REGISTRATION_NOT_YOURS = 'Registration not found';
export const CONSENT_NOT_AWAITED = "This registration does not wait for a guardian's consent from you";
