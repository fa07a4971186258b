import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './kernel/db/client.js';
import { about, companyInfo, cta, hero, marketingPopup, services, testimonials } from './content/tables.js';
import { contacts } from './contacts/tables.js';
import { users } from './auth/tables.js';
import { insertWithEmails } from './email/insert-with-emails.js';
import { CONTACT_EMAILS } from './contacts/emails.js';
import { createCrudRepository, createSingleRecordRepository } from './kernel/db/crud.js';
import { createLedgerRepository } from './payments/ledger-queries.js';
import { createProgramsRepository } from './programs/queries.js';
import { createRegistrationsRepository } from './registrations/queries.js';
import { createSectionHeadersRepository } from './content/section-headers-queries.js';

export function createRepositories(db: Db) {
  return {
    programs: createProgramsRepository(db),
    registrations: createRegistrationsRepository(db),
    ledger: createLedgerRepository(db),
    services: createCrudRepository(db, services, [asc(services.displayOrder), asc(services.id)]),
    testimonials: createCrudRepository(db, testimonials, [desc(testimonials.createdAt), desc(testimonials.id)]),
    contacts: {
      ...createCrudRepository(db, contacts, [desc(contacts.createdAt), desc(contacts.id)]),
      /** A visitor's inquiry and the office's notice of it, stored together. */
      createWithEmails: (values: typeof contacts.$inferInsert) => insertWithEmails(db, { table: contacts, values, emails: CONTACT_EMAILS }),
      /** Marks it responded; the first marking's time stays (the reports' response time), a repeat changes nothing. */
      async markResponded(id: number, at: Date) {
        const [row] = await db.update(contacts).set({ responded: true, respondedAt: sql`coalesce(${contacts.respondedAt}, ${at.toISOString()}::timestamptz)` }).where(eq(contacts.id, id)).returning();
        return row ?? null;
      },
    },
    users: createCrudRepository(db, users, [asc(users.id)]),
    sectionHeaders: createSectionHeadersRepository(db),
    companyInfo: createSingleRecordRepository(db, companyInfo),
    about: createSingleRecordRepository(db, about),
    cta: createSingleRecordRepository(db, cta),
    hero: createSingleRecordRepository(db, hero),
    marketingPopup: createSingleRecordRepository(db, marketingPopup),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** What the public page may see of each collection. */
export const publicFilters = { services: eq(services.active, true), testimonials: eq(testimonials.featured, true) };
