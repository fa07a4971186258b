// Visitors' inquiries: stored with the office's notice and the visitor's copy, listed and answered by staff.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { createCrudRepository } from '../kernel/db/crud.js';
import { insertWithEmails } from '../email/index.js';
import { CONTACT_EMAILS } from './emails.js';
import { contacts } from './tables.js';

export function createContactsQueries(db: Db) {
  return {
    ...createCrudRepository(db, contacts, [desc(contacts.createdAt), desc(contacts.id)]),
    /** A visitor's inquiry and the office's notice of it, stored together. */
    createWithEmails: (values: typeof contacts.$inferInsert) => insertWithEmails(db, { table: contacts, values, emails: CONTACT_EMAILS }),
    /** Marks it responded; the first marking's time stays (the reports' response time), a repeat changes nothing. */
    async markResponded(id: number, at: Date) {
      const [row] = await db.update(contacts).set({ responded: true, respondedAt: sql`coalesce(${contacts.respondedAt}, ${at.toISOString()}::timestamptz)` }).where(eq(contacts.id, id)).returning();
      return row ?? null;
    },
  };
}
export type ContactsQueries = ReturnType<typeof createContactsQueries>;
