// Registration rows as the admin list returns them, their labels and badges (SPEC sections 3, 4, 9),
// the client-side filtering, and the CSV export of SPEC section 7.
import type { ExperienceLevel, PaymentStatus, RegistrationStatus } from '../../../../common/constants';
import { formatDateMedium } from '../../../../common/format';

export interface Registration {
  id: number;
  programId: number;
  programName: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  experienceLevel: ExperienceLevel | null;
  officiatedLevels: string[];
  trainingGoals: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelationship: string;
  parentGuardianName: string | null;
  parentGuardianEmail: string | null;
  parentGuardianPhone: string | null;
  parentGuardianRelationship: string | null;
  liabilityWaiver: boolean;
  photoConsent: boolean;
  equipmentBundle: boolean;
  shirtSize: string | null;
  paymentAmount: number;
  paymentStatus: PaymentStatus;
  registrationStatus: RegistrationStatus;
  notes: string;
  createdAt: string;
  updatedAt?: string;
}

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  beginner: 'Beginner (0-1 years)',
  intermediate: 'Intermediate (2-4 years)',
  advanced: 'Advanced (5+ years)',
};

export const EXPERIENCE_NAMES: Record<ExperienceLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const EXPERIENCE_YEARS: Record<ExperienceLevel, string> = { beginner: '0-1 years', intermediate: '2-4 years', advanced: '5+ years' };

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Pending', paid: 'Paid', refunded: 'Refunded', free: 'Free' };
export const PAYMENT_STATUS_BADGES: Record<PaymentStatus, BadgeVariant> = { paid: 'default', pending: 'outline', free: 'secondary', refunded: 'destructive' };

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };
export const REGISTRATION_STATUS_BADGES: Record<RegistrationStatus, BadgeVariant> = { active: 'default', completed: 'secondary', cancelled: 'destructive' };

export const experienceLabel = (level: ExperienceLevel | null | undefined) => EXPERIENCE_LABELS[level ?? 'beginner'] ?? String(level);
export const fullName = (registration: Pick<Registration, 'firstName' | 'lastName'>) =>
  `${registration.firstName} ${registration.lastName}`.trim();

export type SortOrder = 'newest' | 'oldest';
export const ALL = 'all';

export interface RegistrationFilters {
  search: string;
  programId: string;
  paymentStatus: string;
  registrationStatus: string;
  sort: SortOrder;
}

export const NO_FILTERS: RegistrationFilters = { search: '', programId: ALL, paymentStatus: ALL, registrationStatus: ALL, sort: 'newest' };

const time = (value: string) => {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? 0 : ms;
};

/** The rows matching the search (name or email) and the filters, sorted by registration date. */
export function filterRegistrations(rows: readonly Registration[], filters: RegistrationFilters): Registration[] {
  const terms = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = rows.filter((row) => {
    if (filters.programId !== ALL && String(row.programId) !== filters.programId) return false;
    if (filters.paymentStatus !== ALL && row.paymentStatus !== filters.paymentStatus) return false;
    if (filters.registrationStatus !== ALL && row.registrationStatus !== filters.registrationStatus) return false;
    if (terms.length === 0) return true;
    const haystack = `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
  const direction = filters.sort === 'newest' ? -1 : 1;
  return matches.sort((a, b) => direction * (time(a.createdAt) - time(b.createdAt) || a.id - b.id));
}

export const CSV_HEADER = [
  'ID', 'Program', 'First Name', 'Last Name', 'Date of Birth', 'Email', 'Phone', 'Experience Level', 'Payment Status', 'Registration Status', 'Created Date',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote, line break or edge spaces (quotes doubled), and
 * defused with a leading apostrophe when a spreadsheet would read it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function registrationsCsv(rows: readonly Registration[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.programName,
      row.firstName,
      row.lastName,
      row.dateOfBirth,
      row.email,
      row.phone,
      row.experienceLevel ?? 'beginner',
      row.paymentStatus,
      row.registrationStatus,
      formatDateMedium(row.createdAt),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Today's local date as YYYY-MM-DD. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Saves `rows` as registrations-YYYY-MM-DD.csv through a Blob download. */
export function downloadRegistrationsCsv(rows: readonly Registration[]): void {
  const blob = new Blob([registrationsCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `registrations-${localIsoDate()}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
