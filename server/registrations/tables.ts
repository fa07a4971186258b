// Registrations (SPEC section 3). Defaults live here so every writer (API, seed, restore) gets the same ones.
import { sql } from 'drizzle-orm';
import { boolean, index, uniqueIndex, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONSENT_STATUSES, EXPERIENCE_LEVELS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../common/constants.js';
import { createdAt, updatedAt } from '../kernel/db/columns.js';
import { programRow } from '../programs/index.js';

export const experienceLevel = pgEnum('experience_level', EXPERIENCE_LEVELS);

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);

export const consentStatus = pgEnum('consent_status', CONSENT_STATUSES);

export const registrations = pgTable(
  'registrations',
  {
    ...programRow(),
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
    /** The fee in cents (SPEC's `paymentAmount` is whole dollars: registrations/registration-amount.ts). */
    paymentAmountCents: integer('payment_amount_cents').notNull(),
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
    // Issue 28: the admin list's keyset order (created_at, id), and date ranges.
    index('registrations_created_idx').on(table.createdAt, table.id),
    index('registrations_payment_intent_idx').on(table.stripePaymentIntentId),
  ],
);

export type Registration = typeof registrations.$inferSelect;
