// Tables the server keeps for itself, not a domain's: request counters, the email outbox and small
// facts about the database.
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '../../../common/constants.js';
import { createdAt } from './columns.js';

/** Requests counted per limit and key (client address or a hash of an email) in a fixed window. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const outboxStatus = pgEnum('outbox_status', OUTBOX_STATUSES);

/** Ids and small numbers by name (paymentId, sessionId, daysBefore): numbers only, so no personal data fits. */
export type OutboxPayload = Record<string, number>;

/**
 * Emails to send, written in the same transaction as the record that causes them and sent by the
 * outbox worker of any instance. A row names what to render (template, recipient role, record), never
 * an address: the address is read from the record when the message is sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    /** Who receives it: registrant, guardian or admin. */
    recipient: text('recipient').notNull(),
    // No foreign key: its check costs more than the rest of a registration's insert on PGlite. A message
    // whose record was deleted is skipped when its turn comes.
    /** The record the message is about; the template's registered kind says which (server/email/registry.ts). */
    subjectId: integer('subject_id'),
    /** A few more ids or small numbers the kind needs (a refund's ledger row, a reminder's session): never personal data. */
    payload: jsonb('payload').$type<OutboxPayload>().notNull().default({}),
    status: outboxStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim's lease; a worker that died mid-send leaves it to expire. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The transport step that delivered it (primary, secondary, file). */
    deliveredBy: text('delivered_by'),
    /** What went wrong on the last try, without addresses. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Small key/value facts about this database, e.g. which seed version has been applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type OutboxRow = typeof emailOutbox.$inferSelect;
