// The payments ledger (one row per money movement) and the Stripe events already applied.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../common/constants.js';
import { createdAt, updatedAt } from '../kernel/db/columns.js';
import { registrations } from '../registrations/index.js';

export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);

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
    // Issue 28: the ledger's keyset order (occurred_at, id), and date ranges.
    index('payments_occurred_idx').on(table.occurredAt, table.id),
    check('payments_method', sql`${table.method} in ('stripe', 'cash', 'check', 'other')`),
  ],
);

export type LedgerRow = typeof payments.$inferSelect;

/** Stripe events already applied: each event id once, whatever order or how often it arrives. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  registrationId: integer('registration_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
