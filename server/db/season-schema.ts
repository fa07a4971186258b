// Running the season (issue 16): a program's sessions, its waitlist, attendance, the certification it
// grants and the certificates issued, reminders sent and staff announcements. They refer to programs
// and registrations, so they live beside schema.ts (like self-service-schema.ts).
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_KINDS, ATTENDANCE_STATUSES, WAITLIST_STATUSES } from '../../common/constants.js';
import { createdAt, updatedAt } from './columns.js';
import { programs, registrations } from './schema.js';

export const waitlistStatus = pgEnum('waitlist_status', WAITLIST_STATUSES);
export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const announcementKind = pgEnum('announcement_kind', ANNOUNCEMENT_KINDS);

/** One meeting of a program. The first (by date, then start) is the program's startDate/startTime. */
export const programSessions = pgTable(
  'program_sessions',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, in the organisation's time zone. */
    date: text('date').notNull(),
    /** HH:MM, 24 h. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time'),
    venueName: text('venue_name'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [index('program_sessions_program_idx').on(table.programId, table.date, table.startTime)],
);

/**
 * Someone who asked for a seat in a full program. `answers` keeps the registration form's answers (not
 * the agreements), so that an offer opens the registration filled in. An offer's link token is shown
 * only in its email; the entry keeps its SHA-256.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
    /** Lower goes first; staff reorder by changing it. */
    position: integer('position').notNull(),
    status: waitlistStatus('status').notNull().default('waiting'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    packageType: text('package_type').notNull(),
    equipmentBundle: boolean('equipment_bundle').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    offerTokenHash: text('offer_token_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The registration the accepted offer became. */
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('waitlist_entries_program_idx').on(table.programId, table.status, table.position)],
);

/** A registrant's roll call for one session. */
export const attendance = pgTable(
  'attendance',
  {
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull().references(() => programSessions.id, { onDelete: 'cascade' }),
    status: attendanceStatus('status').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionId] }), index('attendance_session_idx').on(table.sessionId)],
);

/** The certification a program grants on completion, and its rule. */
export const programCertifications = pgTable('program_certifications', {
  programId: integer('program_id').primaryKey().references(() => programs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  level: text('level').notNull(),
  validityMonths: integer('validity_months').notNull(),
  /** Share of the program's sessions attended (present), 0–100. */
  minAttendancePercent: integer('min_attendance_percent').notNull(),
  /** A test score the official must reach, when the program has a test. */
  minTestScore: integer('min_test_score'),
  updatedAt: updatedAt(),
});

/**
 * A certificate issued to an official. It copies what it certifies (names, dates) so that it can be
 * verified after its registration or program is gone; the public page shows only those facts.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** The verification code printed on the certificate and in its QR code (random, unique). */
    code: text('code').notNull().unique(),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    officialName: text('official_name').notNull(),
    /** Where the certificate and the renewal reminder go. */
    email: text('email').notNull(),
    certificationName: text('certification_name').notNull(),
    level: text('level').notNull(),
    programName: text('program_name').notNull(),
    testScore: integer('test_score'),
    /** YYYY-MM-DD, in the organisation's time zone. */
    issuedOn: text('issued_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** Issue 27: staff issued it although a rule refused (fee, consent, attendance): their written reason (not on the PDF). */
    overrideReason: text('override_reason'),
    renewalSentAt: timestamp('renewal_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One certificate in force per registration; a revoked one may be reissued.
    uniqueIndex('certificates_registration_live_idx').on(table.registrationId).where(sql`${table.revokedAt} is null`),
    index('certificates_expires_idx').on(table.expiresOn),
  ],
);

/** Which reminders went out: each (registration, session, days before) once. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').notNull().references(() => programSessions.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionId, table.daysBefore] })],
);

/** A custom notification staff sent to a program's registrants (SPEC's schedule changes and announcements). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
  kind: announcementKind('kind').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

export type ProgramSession = typeof programSessions.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type AttendanceRow = typeof attendance.$inferSelect;
export type ProgramCertification = typeof programCertifications.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
