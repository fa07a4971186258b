// The public registration dialog's form (SPEC section 5, "Public registration form"): the fields of
// PublicRegistrationSchema with its rules and messages, except that the visitor picks a package
// (SPEC section 9) instead of typing an experience level and an amount. The schema turns the form into
// the body of POST /api/register, less the program, which the dialog adds.
import { z } from 'zod';
import type { ExperienceLevel } from '../constants.js';
import { ageOn, isIsoDate } from '../calendar/days.js';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../calendar/zone.js';
import { DEFAULT_SHIRT_SIZE, PACKAGE_TYPES, YOUTH_AGE_LIMIT, programFee, type PackageType } from '../prices.js';
import type { PriceTier } from './program.js';
import { PublicRegistrationSchema } from './registration.js';

/** True or false once the date of birth is a real date; null while it is not. */
export function isMinor(dateOfBirth: string | undefined, today: string): boolean | null {
  if (!dateOfBirth || !isIsoDate(dateOfBirth)) return null;
  return ageOn(dateOfBirth, today) < YOUTH_AGE_LIMIT;
}

/** SPEC section 9: youth and new officials are sent as beginners, experienced ones as advanced. */
const experienceFor = (packageType: PackageType): ExperienceLevel => (packageType === 'experienced' ? 'advanced' : 'beginner');

const { dateOfBirth, liabilityWaiver } = PublicRegistrationSchema.shape;

/**
 * The form for a program with these price tiers: the amount sent is that program's fee (SPEC's constants
 * without tiers); "today" is the date in the organisation's zone, as the server counts it.
 */
export const publicRegistrationFormSchema = (priceTiers: readonly PriceTier[] | undefined, timeZone: string) => PublicRegistrationSchema.omit({
  programId: true,
  programName: true,
  experienceLevel: true,
  paymentAmount: true,
})
  .extend({
    packageType: z.enum(PACKAGE_TYPES),
    // The server says the same after the round trip; the form says it before.
    dateOfBirth: dateOfBirth.refine((value) => value <= dateInTimeZone(new Date(), timeZone), 'Date of birth cannot be in the future'),
    // The checkbox starts unticked, which the server's literal(true) cannot hold as a form value.
    liabilityWaiver: z.boolean().pipe(liabilityWaiver),
  })
  .transform(({ packageType, equipmentBundle = false, shirtSize, ...personal }) => ({
    ...personal,
    experienceLevel: experienceFor(packageType),
    equipmentBundle,
    // Without the bundle no shirt size is sent.
    ...(equipmentBundle && { shirtSize: shirtSize ?? DEFAULT_SHIRT_SIZE }),
    paymentAmount: programFee(priceTiers, packageType, equipmentBundle),
    // Ignored by the server (it sets both), sent for the record as the original site did.
    paymentStatus: 'pending' as const,
    registrationStatus: 'active' as const,
  }));
/** The form with SPEC's constants in a fresh database's zone: its types, and the tests of its rules. */
export const PublicRegistrationFormSchema = publicRegistrationFormSchema(undefined, DEFAULT_TIME_ZONE);
export type PublicRegistrationFormValues = z.input<typeof PublicRegistrationFormSchema>;
/** The body of POST /api/register, less the program. */
export type PublicRegistrationFormBody = z.output<typeof PublicRegistrationFormSchema>;
export type PublicRegistrationFormField = keyof PublicRegistrationFormValues;

export const PARENT_GUARDIAN_FIELDS = [
  'parentGuardianName',
  'parentGuardianEmail',
  'parentGuardianPhone',
  'parentGuardianRelationship',
] as const satisfies readonly PublicRegistrationFormField[];

/** The form as it opens: the new-official package, the bundle's size ready at L, everything else empty. */
export const PUBLIC_REGISTRATION_FORM_DEFAULTS: PublicRegistrationFormValues = {
  packageType: 'new',
  equipmentBundle: false,
  shirtSize: DEFAULT_SHIRT_SIZE,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  officiatedLevels: [],
  trainingGoals: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelationship: '',
  parentGuardianName: '',
  parentGuardianEmail: '',
  parentGuardianPhone: '',
  parentGuardianRelationship: '',
  liabilityWaiver: false,
  photoConsent: false,
};
