// Tables of SPEC section 3. Defaults live here so every writer (API, seed, restore) gets the same ones.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, uniqueIndex, integer, jsonb, pgEnum, pgTable, serial, text, timestamp,
} from 'drizzle-orm/pg-core';
import {
  CONSENT_STATUSES, CONTACT_EXPERIENCE, CONTACT_PROGRAMS, EXPERIENCE_LEVELS, LEDGER_KINDS, PAYMENT_STATUSES, PROGRAM_LEVELS, REGISTRATION_STATUSES,
} from '../../common/constants.js';
import type { PriceTier } from '../../common/schemas/program.js';
import { users } from './auth-schema.js';
import { createdAt, updatedAt } from './columns.js';

export const programLevel = pgEnum('program_level', PROGRAM_LEVELS);
export const experienceLevel = pgEnum('experience_level', EXPERIENCE_LEVELS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);
export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);
export const consentStatus = pgEnum('consent_status', CONSENT_STATUSES);
export const contactProgram = pgEnum('contact_program', CONTACT_PROGRAMS);
export const contactExperience = pgEnum('contact_experience', CONTACT_EXPERIENCE);

const featureBoxes = () => ({
  featureBox1Title: text('feature_box1_title'),
  featureBox1Text: text('feature_box1_text'),
  featureBox1Icon: text('feature_box1_icon'),
  featureBox2Title: text('feature_box2_title'),
  featureBox2Text: text('feature_box2_text'),
  featureBox2Icon: text('feature_box2_icon'),
  featureBox3Title: text('feature_box3_title'),
  featureBox3Text: text('feature_box3_text'),
  featureBox3Icon: text('feature_box3_icon'),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyInfo = pgTable('company_info', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull(),
  location: text('location').notNull(),
  phoneHours: text('phone_hours').notNull(),
  emailResponse: text('email_response').notNull(),
  locationDetail: text('location_detail').notNull(),
  updatedAt: updatedAt(),
});

export const about = pgTable('about', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  ...featureBoxes(),
  updatedAt: updatedAt(),
});

export const hero = pgTable('hero', {
  id: serial('id').primaryKey(),
  heading: text('heading').notNull(),
  subheading: text('subheading').notNull(),
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
  backgroundImage: text('background_image'),
  ...featureBoxes(),
  updatedAt: updatedAt(),
});

export const cta = pgTable('cta', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
  updatedAt: updatedAt(),
});

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  level: programLevel('level').notNull().default('high-school'),
  duration: text('duration').notNull(),
  price: integer('price'),
  priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default(sql`'[]'::jsonb`),
  imageUrl: text('image_url'),
  location: text('location'),
  locationName: text('location_name'),
  startDate: text('start_date'),
  startTime: text('start_time'),
  active: boolean('active').notNull().default(true),
  /** Seats (issue 16); null: no limit. */
  capacity: integer('capacity'),
  /** What to bring to each session, for the reminder emails (issue 16). */
  whatToBring: text('what_to_bring'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const programFeatures = pgTable(
  'program_features',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('program_features_program_idx').on(table.programId)],
);

export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('program_enrollments_program_idx').on(table.programId), index('program_enrollments_user_idx').on(table.userId)],
);

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  program: contactProgram('program'),
  experience: contactExperience('experience'),
  message: text('message'),
  responded: boolean('responded').notNull().default(false),
  /** When it was first marked responded (issue 17's response time); null before that or unknown. */
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sectionHeaders = pgTable('section_headers', {
  id: serial('id').primaryKey(),
  sectionId: text('section_id').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  quote: text('quote').notNull(),
  featured: boolean('featured').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
    programName: text('program_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    experienceLevel: experienceLevel('experience_level').notNull().default('beginner'),
    officiatedLevels: jsonb('officiated_levels').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    trainingGoals: text('training_goals').notNull().default(''),
    emergencyContactName: text('emergency_contact_name').notNull().default(''),
    emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
    emergencyContactRelationship: text('emergency_contact_relationship').notNull().default(''),
    parentGuardianName: text('parent_guardian_name'),
    parentGuardianEmail: text('parent_guardian_email'),
    parentGuardianPhone: text('parent_guardian_phone'),
    parentGuardianRelationship: text('parent_guardian_relationship'),
    liabilityWaiver: boolean('liability_waiver').notNull().default(true),
    photoConsent: boolean('photo_consent').notNull().default(false),
    equipmentBundle: boolean('equipment_bundle').notNull().default(false),
    shirtSize: text('shirt_size'),
    paymentAmount: integer('payment_amount').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    registrationStatus: registrationStatus('registration_status').notNull().default('active'),
    /** A minor's guardian consent (issue 15); the signature is in guardian_consents. */
    consentStatus: consentStatus('consent_status').notNull().default('not-needed'),
    contactId: integer('contact_id'),
    notes: text('notes').notNull().default(''),
    /** Shown only to the registrant (in the registration response): authorises paying for it. */
    paymentToken: text('payment_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Refunded so far of the registration's own payment (the payments ledger's sum), in cents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A cardholder disputes the payment (open or lost): staff must act. */
    disputed: boolean('disputed').notNull().default(false),
    /** When the registrant cancelled it from their own page (null: not cancelled there). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A self-cancellation's refund waiting for staff approval (the policy's "on approval"), in cents. */
    refundDueCents: integer('refund_due_cents'),
    /** Issue 27: when the seat's current hold began (a late payment takes a free seat again); null: createdAt. */
    seatHeldAt: timestamp('seat_held_at', { withTimezone: true }),
    /** Issue 27: paid after its hold lapsed while the program was full; staff add a seat or refund (null: not overbooked). */
    overbookedAt: timestamp('overbooked_at', { withTimezone: true }),
    /**
     * Issue 27: who the registration is for (first name, last name, date of birth; case and spaces
     * ignored, common/person-key.ts), unique among a program's active registrations. Null for a
     * duplicate staff confirmed on purpose.
     */
    personKey: text('person_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('registrations_program_idx').on(table.programId),
    uniqueIndex('registrations_person_active_idx').on(table.programId, table.personKey).where(sql`${table.registrationStatus} = 'active'`),
    index('registrations_created_idx').on(table.createdAt),
    index('registrations_payment_intent_idx').on(table.stripePaymentIntentId),
  ],
);

/**
 * The payments ledger: every money movement Stripe reports, one row per Stripe object (a
 * PaymentIntent, a refund, a dispute), written in the same transaction as the event that reports it.
 * Amounts are in cents. A registration deleted later leaves its money history (registration_id null).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: ledgerKind('kind').notNull(),
    /** pi_... for a payment, re_... for a refund, dp_... for a dispute. */
    stripeId: text('stripe_id').notNull().unique(),
    /** The payment this row belongs to (its own id for a payment). */
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Stripe's status of the object: succeeded; a refund's pending/succeeded/failed/canceled; a dispute's. */
    status: text('status').notNull(),
    /** A second payment for a registration already paid: money to give back. */
    duplicate: boolean('duplicate').notNull().default(false),
    /** A payment with an open or lost dispute. */
    disputed: boolean('disputed').notNull().default(false),
    /** Why: a refund's or dispute's reason. */
    reason: text('reason').notNull().default(''),
    /**
     * Issue 27: how the money moved: `stripe`, or `cash`, `check`, `other` for money staff recorded by
     * hand; a hand-recorded row's stripe_id is our own reference `manual_<random>`.
     */
    method: text('method').notNull().default('stripe'),
    /** Issue 27: the staff's note on money recorded by hand. */
    note: text('note').notNull().default(''),
    /** Issue 27: the staff user who recorded it by hand (null: Stripe reported it). */
    recordedBy: text('recorded_by'),
    /** When Stripe says it happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_intent_idx').on(table.paymentIntentId),
    index('payments_registration_idx').on(table.registrationId),
    index('payments_occurred_idx').on(table.occurredAt),
    check('payments_method', sql`${table.method} in ('stripe', 'cash', 'check', 'other')`),
  ],
);

export const marketingPopup = pgTable('marketing_popup', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  date: text('date').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  location: text('location').notNull(),
  active: boolean('active').notNull().default(true),
  // The program Register Now opens; null is SPEC's "program 1". Deleting that program returns to null.
  programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Staff accounts and their sessions are in auth-schema.ts; the server's own bookkeeping (Stripe events,
// counters, the email outbox, app facts) is in
// bookkeeping-schema.ts, the organisation's settings in settings-schema.ts; everything imports the
// tables from here. Private links and guardian signatures (self-service-schema.ts) refer to
// registrations, so they are imported from their own file.
export * from './auth-schema.js';
export * from './bookkeeping-schema.js';
export * from './settings-schema.js';

export type Program = typeof programs.$inferSelect;
export type Registration = typeof registrations.$inferSelect;
export type LedgerRow = typeof payments.$inferSelect;
