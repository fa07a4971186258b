import { z } from 'zod';
import { CONSENT_STATUSES, EXPERIENCE_LEVELS, PAYMENT_METHODS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../constants.js';
import { PACKAGE_TYPES, SHIRT_SIZES } from '../prices.js';
import type { Json } from '../api.js';
import {
  MAX, booleanField, email, emptyableText, isoDate, nullableText, oneOf, optionalEmail, requiredText, row, rowId, textFields, timestamp, wholeNumber,
} from './fields.js';

const PHONE_MIN = 10;
const MAX_AMOUNT = 100_000;

const programId = z
  .number({ error: 'Please select a program' })
  .int('Please select a program')
  .positive('Please select a program')
  .max(2_147_483_647, 'Please select a program');
const experienceLevel = oneOf(EXPERIENCE_LEVELS, 'Experience level', 'Experience level is required');
const officiatedLevels = z
  .array(z.string({ error: 'Each officiated level must be text' }).trim().max(MAX.short), { error: 'Officiated levels must be a list' })
  .max(20, 'At most 20 officiated levels');
const shirtSize = oneOf(SHIRT_SIZES, 'Shirt size');
const paymentAmount = (minMessage: string) =>
  wholeNumber('Payment amount', { min: 0, max: MAX_AMOUNT, minMessage });
const dateOfBirth = isoDate('Date of birth', 'Date of birth is required');
const optionalPhone = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX.phone, `${label} must be at most ${MAX.phone} characters`)
    .refine((value) => value === '' || value.length >= PHONE_MIN, 'Phone number must be at least 10 characters')
    .nullish()
    .transform((value) => (value === '' ? null : value));

const personalFields = {
  firstName: requiredText(1, 'First name is required', MAX.short, 'First name'),
  lastName: requiredText(1, 'Last name is required', MAX.short, 'Last name'),
  dateOfBirth,
  email: email(),
  address: emptyableText(MAX.line, 'Address'),
  city: emptyableText(MAX.short, 'City'),
  state: emptyableText(MAX.short, 'State'),
  zipCode: emptyableText(20, 'ZIP code'),
  trainingGoals: emptyableText(MAX.text, 'Training goals'),
  parentGuardianName: nullableText(MAX.short, 'Parent/guardian name'),
  parentGuardianEmail: optionalEmail(),
  parentGuardianRelationship: nullableText(MAX.short, 'Parent/guardian relationship'),
  photoConsent: booleanField('Photo consent').optional(),
  equipmentBundle: booleanField('Equipment bundle').optional(),
  shirtSize: shirtSize.nullish(),
};

/**
 * Body of POST /api/register (the public registration dialog). Payment and registration status are
 * not taken from the visitor: the server sets them.
 */
export const PublicRegistrationSchema = z.object({
  ...personalFields,
  programId,
  programName: nullableText(MAX.line, 'Program name'),
  phone: requiredText(PHONE_MIN, 'Phone number must be at least 10 characters', MAX.phone, 'Phone number'),
  experienceLevel,
  officiatedLevels: officiatedLevels.optional(),
  emergencyContactName: requiredText(1, 'Emergency contact name is required', MAX.short, 'Emergency contact name'),
  emergencyContactPhone: requiredText(PHONE_MIN, 'Emergency contact phone must be at least 10 characters', MAX.phone, 'Emergency contact phone'),
  emergencyContactRelationship: requiredText(1, 'Emergency contact relationship is required', MAX.short, 'Emergency contact relationship'),
  parentGuardianPhone: optionalPhone('Parent/guardian phone'),
  liabilityWaiver: z.literal(true, { error: 'You must agree to the liability waiver' }),
  paymentAmount: paymentAmount('Payment amount cannot be negative'),
  /** A waitlist offer's token (issue 16): the registration takes the seat the offer holds. */
  offerToken: z.string({ error: 'The offer token must be text' }).max(100, 'The offer token is too long').optional(),
});
export type PublicRegistration = z.infer<typeof PublicRegistrationSchema>;

/** Body of POST and PUT /api/registrations (the admin form). */
export const AdminRegistrationSchema = z.object({
  ...personalFields,
  programId,
  programName: requiredText(1, 'Program name is required', MAX.line, 'Program name'),
  phone: requiredText(1, 'Phone number is required', MAX.phone, 'Phone number'),
  // SPEC section 5 (admin form): "Experience level is required" (issue 27: on the API too).
  experienceLevel,
  officiatedLevels: officiatedLevels.optional(),
  emergencyContactName: emptyableText(MAX.short, 'Emergency contact name'),
  emergencyContactPhone: emptyableText(MAX.phone, 'Emergency contact phone'),
  emergencyContactRelationship: emptyableText(MAX.short, 'Emergency contact relationship'),
  parentGuardianPhone: nullableText(MAX.phone, 'Parent/guardian phone'),
  liabilityWaiver: booleanField('Liability waiver').optional(),
  paymentAmount: paymentAmount('Payment amount cannot be negative'),
  paymentStatus: oneOf(PAYMENT_STATUSES, 'Payment status').optional(),
  /**
   * Issue 27: how the money came in when staff mark it paid (default cash): cash, check or other is
   * entered in the ledger; stripe records nothing (Stripe's own payment, brought in by Check Stripe).
   */
  paymentMethod: oneOf(PAYMENT_METHODS, 'Payment method').optional(),
  registrationStatus: oneOf(REGISTRATION_STATUSES, 'Registration status').optional(),
  notes: emptyableText(MAX.text, 'Notes'),
  /** Issue 27: staff saw the warning that this person is registered for the program already and keep both. */
  confirmDuplicate: booleanField('Confirm duplicate').optional(),
});
export const UpdateRegistrationSchema = AdminRegistrationSchema.partial();
export type AdminRegistration = z.infer<typeof AdminRegistrationSchema>;
export type UpdateRegistration = z.infer<typeof UpdateRegistrationSchema>;

/**
 * A registration as the admin API returns it (SPEC section 3). The payment token is the registrant's
 * alone: it is never part of this answer.
 */
export const RegistrationSchema = row({
  programId: rowId(),
  programName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  officiatedLevels: z.array(z.string()),
  trainingGoals: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  emergencyContactRelationship: z.string(),
  parentGuardianName: z.string().nullable(),
  parentGuardianEmail: z.string().nullable(),
  parentGuardianPhone: z.string().nullable(),
  parentGuardianRelationship: z.string().nullable(),
  liabilityWaiver: z.boolean(),
  photoConsent: z.boolean(),
  equipmentBundle: z.boolean(),
  shirtSize: z.string().nullable(),
  paymentAmount: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  contactId: z.number().int().nullable(),
  notes: z.string(),
  stripePaymentIntentId: z.string().nullable(),
  stripeCheckoutSessionId: z.string().nullable(),
  paidAt: timestamp().nullable(),
  /** Refunded so far of the registration's payment, in cents (a partial refund leaves it paid). */
  refundedCents: z.number().int(),
  /** A cardholder disputes its payment (open or lost). */
  disputed: z.boolean(),
  /** A minor's guardian consent: not needed, awaited, or signed (the signature: GuardianConsentSchema). */
  consentStatus: z.enum(CONSENT_STATUSES),
  /** When the registrant cancelled it from their own page. */
  cancelledAt: timestamp().nullable(),
  /** A self-cancellation's refund waiting for staff approval, in cents. */
  refundDueCents: z.number().int().nullable(),
  /** Issue 27: paid after its seat hold lapsed while the program was full; staff add a seat or refund (null: not overbooked). */
  overbookedAt: timestamp().nullable(),
});
export type Registration = Json<z.infer<typeof RegistrationSchema>>;

/** What a new registration holds of the fields the form does not fill (staff, payments and the registrant's page set them later). */
export const UNTOUCHED_REGISTRATION = {
  contactId: null,
  notes: '',
  stripePaymentIntentId: null,
  stripeCheckoutSessionId: null,
  paidAt: null,
  refundedCents: 0,
  disputed: false,
  cancelledAt: null,
  refundDueCents: null,
} as const satisfies Partial<Registration>;

/** A guardian's signed consent (GET /api/registrations/{id}/consent): who, how to reach them, what they agreed to, when and from where. */
export const GuardianConsentSchema = z.object({
  guardianName: z.string(),
  relationship: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The name typed as the signature. */
  signature: z.string(),
  photoConsent: z.boolean(),
  /** The SHA-256 (hex) of the waiver text the guardian was shown. */
  waiverHash: z.string(),
  ipAddress: z.string(),
  signedAt: timestamp(),
});
export type GuardianConsent = Json<z.infer<typeof GuardianConsentSchema>>;

/** One registration as staff open it (GET /api/registrations/{id}): with its payment token, for a pay link. */
export const RegistrationDetailSchema = RegistrationSchema.extend({ paymentToken: z.string() });
export type RegistrationDetail = Json<z.infer<typeof RegistrationDetailSchema>>;

/** What POST /api/register answers the registrant: their own registration and its payment token. */
export const RegisteredSchema = z.object({
  id: rowId(),
  programId: rowId(),
  programName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  paymentAmount: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentToken: z.string(),
});
export type Registered = z.infer<typeof RegisteredSchema>;

/** SPEC section 5: the admin form's amount is typed as text; what is not a number counts as 0. */
export function paymentAmountFromText(text: string): number {
  const amount = Number(text.trim());
  return Number.isFinite(amount) ? amount : 0;
}

const admin = AdminRegistrationSchema.shape;

/**
 * The admin registration form (SPEC section 5): the admin input's rules and messages, with the program
 * chosen in a select (its id as text) and the amount typed as text. A shirt size counts only with
 * the bundle.
 */
export const RegistrationFormSchema = AdminRegistrationSchema.extend({
  programId: z.string().transform(Number).pipe(admin.programId),
  experienceLevel: admin.experienceLevel,
  shirtSize: z.string().transform((size) => size || null).pipe(shirtSize.nullable()),
  liabilityWaiver: admin.liabilityWaiver.unwrap(),
  photoConsent: admin.photoConsent.unwrap(),
  equipmentBundle: admin.equipmentBundle.unwrap(),
  paymentAmount: z.string().transform(paymentAmountFromText).pipe(admin.paymentAmount),
  paymentStatus: admin.paymentStatus.unwrap(),
  registrationStatus: admin.registrationStatus.unwrap(),
}).transform(({ shirtSize: size, ...values }) => ({ ...values, shirtSize: values.equipmentBundle ? size : null }));
export type RegistrationFormValues = z.input<typeof RegistrationFormSchema>;

/** The form as it opens: the registration's values, or a new one's defaults (SPEC section 9). */
export const registrationFormValues = (registration?: Registration | null): RegistrationFormValues => ({
  ...textFields(registration, [
    'programName', 'firstName', 'lastName', 'dateOfBirth', 'email', 'phone', 'address', 'city', 'state', 'zipCode',
    'trainingGoals', 'emergencyContactName', 'emergencyContactPhone', 'emergencyContactRelationship',
    'parentGuardianName', 'parentGuardianEmail', 'parentGuardianPhone', 'parentGuardianRelationship', 'shirtSize',
    'notes',
  ]),
  programId: registration ? String(registration.programId) : '',
  // Editing a registration with no experience level defaults it to beginner.
  experienceLevel: registration?.experienceLevel ?? 'beginner',
  officiatedLevels: registration?.officiatedLevels ?? [],
  liabilityWaiver: registration?.liabilityWaiver ?? true,
  photoConsent: registration?.photoConsent ?? false,
  equipmentBundle: registration?.equipmentBundle ?? false,
  paymentAmount: String(registration?.paymentAmount ?? 0),
  paymentStatus: registration?.paymentStatus ?? 'pending',
  paymentMethod: 'cash',
  registrationStatus: registration?.registrationStatus ?? 'active',
});
