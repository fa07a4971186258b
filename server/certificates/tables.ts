// Certificates issued (issue 16).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../kernel/db/columns.js';
import { programs } from '../programs/index.js';
import { registrations } from '../registrations/index.js';

/**
 * A certificate issued to an official. It copies what it certifies (names, dates) so that it can be
 * verified after its registration or program is gone; the public page shows only those facts.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** The verification code printed on the certificate and in its QR code (random, unique). */
    code: text('code').notNull().unique(),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    officialName: text('official_name').notNull(),
    /** Where the certificate and the renewal reminder go. */
    email: text('email').notNull(),
    certificationName: text('certification_name').notNull(),
    level: text('level').notNull(),
    programName: text('program_name').notNull(),
    testScore: integer('test_score'),
    /** Issue 29: where the score came from: the official's passed exam attempt, or typed by staff. */
    testScoreSource: text('test_score_source').$type<'exam' | 'typed'>(),
    /** YYYY-MM-DD, in the organisation's time zone. */
    issuedOn: text('issued_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** Issue 27: staff issued it although a rule refused (fee, consent, attendance): their written reason (not on the PDF). */
    overrideReason: text('override_reason'),
    renewalSentAt: timestamp('renewal_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One certificate in force per registration; a revoked one may be reissued.
    uniqueIndex('certificates_registration_live_idx').on(table.registrationId).where(sql`${table.revokedAt} is null`),
    index('certificates_expires_idx').on(table.expiresOn),
    // Issue 28: the list's keyset order (issued_on, id).
    index('certificates_issued_idx').on(table.issuedOn, table.id),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
