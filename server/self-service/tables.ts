// Private links sent by email and guardians' signatures (issue 15). They refer to registrations, so
// they live beside schema.ts rather than in it (schema.ts re-exports the tables that refer to nothing).
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LINK_PURPOSES } from '../../common/constants.js';
import { createdAt } from '../kernel/db/columns.js';
import { registrations } from '../registrations/tables.js';

export const linkPurpose = pgEnum('link_purpose', LINK_PURPOSES);

/**
 * A link's token is random and shown only in the email that carries it; the table keeps its SHA-256.
 * Each serves one purpose, expires, and can be revoked; a consent link is also used up by signing.
 */
export const registrationLinks = pgTable(
  'registration_links',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    purpose: linkPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('registration_links_registration_idx').on(table.registrationId)],
);

/** A parent's or guardian's signed consent for a minor's registration: who, when, from where, to which text. */
export const guardianConsents = pgTable('guardian_consents', {
  id: serial('id').primaryKey(),
  registrationId: integer('registration_id').notNull().unique().references(() => registrations.id, { onDelete: 'cascade' }),
  guardianName: text('guardian_name').notNull(),
  relationship: text('relationship').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** The name typed as the signature. */
  signature: text('signature').notNull(),
  /** The guardian's answer to the photo-consent question. */
  photoConsent: boolean('photo_consent').notNull(),
  /** The SHA-256 of the waiver text shown to the guardian: which version was agreed to. */
  waiverHash: text('waiver_hash').notNull(),
  /** The client address the signature came from. */
  ipAddress: text('ip_address').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RegistrationLink = typeof registrationLinks.$inferSelect;
export type GuardianConsent = typeof guardianConsents.$inferSelect;
