// Choices of the public contact form: values from common/constants (what ContactSchema accepts),
// labels from SPEC section 9 ("contact form" experience labels).
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../../../../common/constants';

type Options<T extends readonly string[]> = { value: T[number]; label: string }[];

const PROGRAM_LABELS: Record<(typeof CONTACT_PROGRAMS)[number], string> = {
  'high-school': 'High School',
  college: 'College',
  'pro-development': 'Pro Development',
  youth: 'Youth',
  other: 'Other',
};

const EXPERIENCE_LABELS: Record<(typeof CONTACT_EXPERIENCE)[number], string> = {
  none: 'None',
  beginner: 'Beginner (0-2 years)',
  intermediate: 'Intermediate (3-5 years)',
  advanced: 'Advanced (5+ years)',
};

export const PROGRAM_OPTIONS: Options<typeof CONTACT_PROGRAMS> = CONTACT_PROGRAMS.map((value) => ({
  value,
  label: PROGRAM_LABELS[value],
}));

export const EXPERIENCE_OPTIONS: Options<typeof CONTACT_EXPERIENCE> = CONTACT_EXPERIENCE.map((value) => ({
  value,
  label: EXPERIENCE_LABELS[value],
}));

/** The form's fields in page order: errors are focused in this order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'program', 'experience', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_SUCCESS = 'Thank you for your submission! We will contact you shortly.';
export const CONTACT_FAILURE = 'Something went wrong. Please try again.';
