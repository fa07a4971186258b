// The waitlist of a full program (issue 16).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WAITLIST_STATUSES } from '../../common/constants.js';
import { createdAt, updatedAt } from '../kernel/db/columns.js';
import { programRow } from '../programs/index.js';
import { registrations } from '../registrations/index.js';

export const waitlistStatus = pgEnum('waitlist_status', WAITLIST_STATUSES);

/**
 * Someone who asked for a seat in a full program. `answers` keeps the registration form's answers (not
 * the agreements), so that an offer opens the registration filled in. An offer's link token is shown
 * only in its email; the entry keeps its SHA-256.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    ...programRow(),
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

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
