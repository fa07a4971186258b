// Programs (SPEC section 3) and running their season (issue 16): sessions, the certification a program
// grants, reminders sent.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PROGRAM_LEVELS } from '../../common/constants.js';
import type { PriceTierInCents } from '../../common/prices.js';
import { users } from '../auth/index.js';
import { createdAt, ownedBy, updatedAt } from '../kernel/db/columns.js';

export const programLevel = pgEnum('program_level', PROGRAM_LEVELS);

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  level: programLevel('level').notNull().default('high-school'),
  duration: text('duration').notNull(),
  /** The headline price in cents (SPEC's `price` is whole dollars: programs/program-prices.ts). */
  priceCents: integer('price_cents'),
  /** Each tier's price in cents, as `priceCents` (SPEC's tier `price` is whole dollars). */
  priceTiers: jsonb('price_tiers').$type<PriceTierInCents[]>().notNull().default(sql`'[]'::jsonb`),
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

/** The first columns of a row that belongs to a program: its own id, and its program's (it goes with the program). */
export const programRow = () => ({
  id: serial('id').primaryKey(),
  programId: ownedBy('program_id', () => programs.id),
});

export const programFeatures = pgTable(
  'program_features',
  {
    ...programRow(),
    feature: text('feature').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('program_features_program_idx').on(table.programId)],
);

export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    programId: ownedBy('program_id', () => programs.id),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('program_enrollments_program_idx').on(table.programId), index('program_enrollments_user_idx').on(table.userId)],
);

// Staff accounts and their sessions are in auth-schema.ts; the server's own bookkeeping (Stripe events,
// counters, the email outbox, app facts) is in
// bookkeeping-schema.ts, the organisation's settings in settings-schema.ts; everything imports the
// tables from here. Private links and guardian signatures (self-service-schema.ts) refer to
// registrations, so they are imported from their own file.
export type Program = typeof programs.$inferSelect;


/** One meeting of a program. The first (by date, then start) is the program's startDate/startTime. */
export const programSessions = pgTable(
  'program_sessions',
  {
    ...programRow(),
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

export type ProgramSession = typeof programSessions.$inferSelect;

export type ProgramCertification = typeof programCertifications.$inferSelect;
