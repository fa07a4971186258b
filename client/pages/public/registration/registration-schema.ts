// The registration form validates with the server's own PublicRegistrationSchema. The visitor picks a
// package rather than typing an experience level or an amount, so those (and the program) are filled in
// from the choice when the body is built.
import { z } from 'zod';
import { ORGANISATION_TIME_ZONE } from '../../../../common/constants';
import { ageOn, dateInTimeZone, isIsoDate } from '../../../../common/dates';
import { DEFAULT_SHIRT_SIZE, PACKAGE_TYPES, YOUTH_AGE_LIMIT, registrationAmount, type PackageType } from '../../../../common/prices';
import { PublicRegistrationSchema, type PublicRegistration } from '../../../../common/schemas/registration';
import type { Program } from '../../../../common/schemas/program';

export const WAIVER_MESSAGE = 'You must agree to the liability waiver';
const FUTURE_BIRTH_MESSAGE = 'Date of birth cannot be in the future';

/** Today's date in Phoenix, as the server counts it for the under-18 rule. */
export const organisationToday = () => dateInTimeZone(new Date(), ORGANISATION_TIME_ZONE);

/** True or false once the date of birth is a real date; null while it is not. */
export function isMinor(dateOfBirth: string | undefined, today: string): boolean | null {
  if (!dateOfBirth || !isIsoDate(dateOfBirth)) return null;
  return ageOn(dateOfBirth, today) < YOUTH_AGE_LIMIT;
}

export const RegistrationFormSchema = PublicRegistrationSchema.omit({
  programId: true,
  programName: true,
  experienceLevel: true,
  paymentAmount: true,
}).extend({
  packageType: z.enum(PACKAGE_TYPES),
  dateOfBirth: PublicRegistrationSchema.shape.dateOfBirth.refine((value) => value <= organisationToday(), FUTURE_BIRTH_MESSAGE),
  // The checkbox starts unticked, which the server's literal(true) cannot describe as a default.
  liabilityWaiver: z.boolean().refine((value) => value, WAIVER_MESSAGE),
});
export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationFormValues = z.output<typeof RegistrationFormSchema>;
export type RegistrationFieldName = keyof RegistrationFormInput;

export const PARENT_GUARDIAN_FIELDS = [
  'parentGuardianName',
  'parentGuardianEmail',
  'parentGuardianPhone',
  'parentGuardianRelationship',
] as const satisfies readonly RegistrationFieldName[];

export const REGISTRATION_DEFAULTS: RegistrationFormInput = {
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

/** SPEC section 9: youth and new officials are sent as beginners, experienced ones as advanced. */
export const experienceFor = (packageType: PackageType) => (packageType === 'experienced' ? 'advanced' : 'beginner');

/** What POST /api/register receives. Status fields are ignored by the server and kept for the record. */
export function registrationBody(values: RegistrationFormValues, program: Pick<Program, 'id' | 'name'>) {
  const { packageType, equipmentBundle = false, shirtSize, ...personal } = values;
  const body: PublicRegistration & { paymentStatus: 'pending'; registrationStatus: 'active' } = {
    ...personal,
    programId: program.id,
    programName: program.name,
    experienceLevel: experienceFor(packageType),
    equipmentBundle,
    // Without the bundle no shirt size is sent.
    ...(equipmentBundle && { shirtSize: shirtSize ?? DEFAULT_SHIRT_SIZE }),
    liabilityWaiver: true,
    paymentAmount: registrationAmount(packageType, equipmentBundle),
    paymentStatus: 'pending',
    registrationStatus: 'active',
  };
  return body;
}
