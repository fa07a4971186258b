// The words the site shows for stored values (SPEC sections 3, 4 and 9), used by the client, the
// emails, the CSV export and the tests. No zod here: the landing page's bundle imports this.
import type {
  CONSENT_STATUSES, CONTACT_EXPERIENCE, CONTACT_PROGRAMS, ExperienceLevel, PaymentStatus, ProgramLevel, RegistrationStatus,
} from './constants.js';
import type { PackageType } from './prices.js';

export const PROGRAM_LEVEL_LABELS: Readonly<Record<ProgramLevel, string>> = {
  'high-school': 'High School',
  college: 'College',
  professional: 'Professional',
  youth: 'Youth',
  all: 'All Levels',
};

/** SPEC section 9, registration: "Beginner 0-1 years, Intermediate 2-4, Advanced 5+". */
export const EXPERIENCE_NAMES: Readonly<Record<ExperienceLevel, string>> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const EXPERIENCE_YEARS: Readonly<Record<ExperienceLevel, string>> = { beginner: '0-1 years', intermediate: '2-4 years', advanced: '5+ years' };
export const EXPERIENCE_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  beginner: `${EXPERIENCE_NAMES.beginner} (${EXPERIENCE_YEARS.beginner})`,
  intermediate: `${EXPERIENCE_NAMES.intermediate} (${EXPERIENCE_YEARS.intermediate})`,
  advanced: `${EXPERIENCE_NAMES.advanced} (${EXPERIENCE_YEARS.advanced})`,
};
/** SPEC section 9: a registration with no experience level counts as beginner. */
export const experienceLabel = (level: ExperienceLevel | null | undefined) => EXPERIENCE_LABELS[level ?? 'beginner'] ?? String(level);

/** SPEC section 9, contact form: "Beginner 0-2, Intermediate 3-5, Advanced 5+". */
export const CONTACT_EXPERIENCE_LABELS: Readonly<Record<(typeof CONTACT_EXPERIENCE)[number], string>> = {
  none: 'None',
  beginner: 'Beginner (0-2 years)',
  intermediate: 'Intermediate (3-5 years)',
  advanced: 'Advanced (5+ years)',
};

export const CONTACT_PROGRAM_LABELS: Readonly<Record<(typeof CONTACT_PROGRAMS)[number], string>> = {
  'high-school': 'High School',
  college: 'College',
  'pro-development': 'Pro Development',
  youth: 'Youth',
  other: 'Other',
};

/** A contact's optional choice as shown to staff. */
export const contactChoiceLabel = (labels: Readonly<Record<string, string>>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : 'Not specified';

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = { pending: 'Pending', paid: 'Paid', refunded: 'Refunded', free: 'Free' };
export const REGISTRATION_STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };
/** A minor's guardian consent (issue 15): the filter's choices and the full export's column. */
export const CONSENT_STATUS_LABELS: Readonly<Record<(typeof CONSENT_STATUSES)[number], string>> = {
  'not-needed': 'Not needed',
  'awaiting-guardian': 'Awaiting guardian',
  signed: 'Signed',
};

/** The registration packages (SPEC section 9) by their short names: the dialog's choices, the program cards. */
export const PACKAGE_NAMES: Readonly<Record<PackageType, string>> = { youth: 'Youth', new: 'New Official', experienced: 'Experienced Official' };

/** The checkout's order-summary line per package (SPEC section 2, Checkout). */
export const PACKAGE_ORDER_LABELS: Readonly<Record<PackageType, string>> = {
  youth: 'Youth Registration (Under 18)',
  new: 'New Official Registration',
  experienced: 'Experienced Official Registration',
};
export const BUNDLE_LINE_LABEL = 'Whistle/Ref Shirt Bundle';
