// The organisation's settings table, re-exported by schema.ts (import it from there).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FEE_KEPT_KINDS, REFUND_MODES } from '../../common/schemas/settings.js';
import { updatedAt } from '../kernel/db/columns.js';

// The organisation's settings (issue 15, /admin/settings): one row, id 1, made on first read from the
// defaults and the environment (server/settings/settings.ts). The fee kept is in hundredths (cents or
// hundredths of a percent) so that two decimals stay exact.
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
    adminNotifyEmail: text('admin_notify_email'),
    emailSenderName: text('email_sender_name').notNull(),
    minimumAge: integer('minimum_age').notNull(),
    guardianConsent: boolean('guardian_consent').notNull(),
    selfCancelUntilDays: integer('self_cancel_until_days'),
    feeKeptKind: text('fee_kept_kind').$type<(typeof FEE_KEPT_KINDS)[number]>().notNull(),
    feeKeptHundredths: integer('fee_kept_hundredths').notNull(),
    refundMode: text('refund_mode').$type<(typeof REFUND_MODES)[number]>().notNull(),
    reminderDaysBefore: jsonb('reminder_days_before').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    backupKeep: integer('backup_keep').notNull(),
    /** How long an unpaid registration holds its seat (issue 16). */
    seatHoldMinutes: integer('seat_hold_minutes').notNull().default(30),
    /** How long a waitlist offer stays open. */
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(48),
    /** The public card shows "N seats left" from this many down. */
    seatsLeftShownFrom: integer('seats_left_shown_from').notNull().default(10),
    /** Minutes kept free between two games an official works (issue 30). */
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(30),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check('settings_fee_kept_kind', sql`${table.feeKeptKind} in ('dollars', 'percent')`),
    check('settings_refund_mode', sql`${table.refundMode} in ('automatic', 'approval')`),
  ],
);

export type SettingsRow = typeof settings.$inferSelect;
