// A registration's private links sent by email (issue 15): the registrant's page and the guardian's
// consent form.
import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LINK_PURPOSES } from '../../common/constants.js';
import { createdAt, ownedBy } from '../kernel/db/columns.js';
import { registrations } from './tables.js';

export const linkPurpose = pgEnum('link_purpose', LINK_PURPOSES);

/**
 * A link's token is random and shown only in the email that carries it; the table keeps its SHA-256.
 * Each serves one purpose, expires, and can be revoked; a consent link is also used up by signing.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: serial('id').primaryKey(),
    registrationId: ownedBy('registration_id', () => registrations.id),
    purpose: linkPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('registration_links_registration_idx').on(table.registrationId)],
);

export type RegistrationLink = typeof registrationLinks.$inferSelect;
