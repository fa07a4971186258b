import { formatDateMedium } from '../../../../common/format';
import { EXPERIENCE_OPTIONS, PROGRAM_OPTIONS } from '../../public/contact/contact-options';

export interface ContactInquiry {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  program: string | null;
  experience: string | null;
  message: string | null;
  responded: boolean;
  createdAt: string;
  updatedAt?: string;
}

/** SPEC section 8: the contacts list shows "Invalid date" for a date it cannot read. */
export function contactDate(value: string | null | undefined): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return 'Invalid date';
  return formatDateMedium(value);
}

export const programLabel = (value: string | null) =>
  value ? (PROGRAM_OPTIONS.find((option) => option.value === value)?.label ?? value) : 'Not specified';

export const experienceLabel = (value: string | null) =>
  value ? (EXPERIENCE_OPTIONS.find((option) => option.value === value)?.label ?? value) : 'Not specified';
