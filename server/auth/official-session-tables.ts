// Officials' sessions (issue 29), apart from staff sessions: an official is known by an email address
// (their registrations and certificates), not by a user row. The table holds only the token's SHA-256.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../kernel/db/columns.js';

export const officialSessions = pgTable(
  'official_sessions',
  {
    sid: text('sid').primaryKey(),
    /** Lowercased. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('official_sessions_email_idx').on(table.email), index('official_sessions_expires_idx').on(table.expiresAt)],
);
