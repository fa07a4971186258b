// Guardians' signatures (issue 15), kept with the registration they consent to.
import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { registrations } from '../registrations/index.js';
import { ownedBy } from '../kernel/db/columns.js';

/** A parent's or guardian's signed consent for a minor's registration: who, when, from where, to which text. */
export const guardianConsents = pgTable('guardian_consents', {
  id: serial('id').primaryKey(),
  registrationId: ownedBy('registration_id', () => registrations.id).unique(),
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

export type GuardianConsent = typeof guardianConsents.$inferSelect;
