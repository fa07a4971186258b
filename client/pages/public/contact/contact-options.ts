// Choices of the public contact form: values from common/constants (what CreateContactSchema accepts),
// labels from common/labels (SPEC section 9's "contact form" experience labels).
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../../../../common/constants';
import { CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS } from '../../../../common/labels';
import type { CreateContact } from '../../../../common/schemas/contact';

type Options<T extends readonly string[]> = { value: T[number]; label: string }[];

export const PROGRAM_OPTIONS: Options<typeof CONTACT_PROGRAMS> = CONTACT_PROGRAMS.map((value) => ({
  value,
  label: CONTACT_PROGRAM_LABELS[value],
}));

export const EXPERIENCE_OPTIONS: Options<typeof CONTACT_EXPERIENCE> = CONTACT_EXPERIENCE.map((value) => ({
  value,
  label: CONTACT_EXPERIENCE_LABELS[value],
}));

/** The form's fields in page order: errors are focused in this order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'program', 'experience', 'message'] as const satisfies readonly (keyof CreateContact)[];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_SUCCESS = 'Thank you for your submission! We will contact you shortly.';
export const CONTACT_FAILURE = 'Something went wrong. Please try again.';
