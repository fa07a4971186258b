// Enumerations of SPEC section 3, shared by the database schema, the API and the forms.
export const PROGRAM_LEVELS = ['high-school', 'college', 'professional', 'youth', 'all'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];
export const DEFAULT_PROGRAM_LEVEL: ProgramLevel = 'high-school';

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'free'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payments-ledger row records: money Stripe took, gave back, or that a cardholder disputes. */
export const LEDGER_KINDS = ['payment', 'refund', 'dispute'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const REGISTRATION_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A minor's guardian consent (issue 15): not needed (adults, or consent switched off), awaited, or signed. */
export const CONSENT_STATUSES = ['not-needed', 'awaiting-guardian', 'signed'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** What a private link in an email opens: the registrant's own page, or the guardian's consent form. */
export const LINK_PURPOSES = ['my-registration', 'guardian-consent'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const CONTACT_PROGRAMS = ['high-school', 'college', 'pro-development', 'youth', 'other'] as const;
export const CONTACT_EXPERIENCE = ['none', 'beginner', 'intermediate', 'advanced'] as const;

export const USER_ROLES = ['user', 'admin'] as const;

export const SECTION_IDS = ['services', 'programs', 'testimonials'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SERVICE_ICONS = ['graduation-cap', 'school', 'video', 'users', 'clipboard-list', 'briefcase'] as const;
export const ABOUT_ICONS = ['medal', 'graduation-cap', 'trophy'] as const;

/** An outbox email's life: waiting, claimed by a worker, done, or given up after the last try. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** Running the season (issue 16). */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ANNOUNCEMENT_KINDS = ['schedule-change', 'announcement'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** Issue 27: how money staff record by hand moved (the ledger's `method`; Stripe's own rows say `stripe`). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const PAYMENT_METHODS = ['stripe', ...MANUAL_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
