// Officials' sign-in links (issue 29). A request is stored at once; its token is made when the email
// is composed (never in the outbox), kept as a SHA-256 only, and works once within its minutes.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../kernel/db/columns.js';

export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    /** Lowercased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_links_created_idx').on(table.createdAt)],
);
