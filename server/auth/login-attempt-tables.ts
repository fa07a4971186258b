// Failed sign-in attempts, counted per address and per username.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed login attempts per client, shared by every server instance (see docs/decisions.md). */
export const loginAttempts = pgTable('login_attempts', {
  clientKey: text('client_key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Set when the key is locked out (the per-account limit); past it, attempts are counted again. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
