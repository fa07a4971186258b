import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { QueuedEmail } from '../db/insert-with-emails.js';
import { registrations, type Registration } from '../db/schema.js';
import { createRegistrationWriter, type PublicRegistrationValues } from './registration-insert.js';

export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationChanges = Partial<Omit<NewRegistration, 'id' | 'createdAt' | 'updatedAt'>>;

export function createRegistrationsRepository(db: Db) {
  const writer = createRegistrationWriter(db);
  return {
    list(): Promise<Registration[]> {
      return db.select().from(registrations).orderBy(desc(registrations.createdAt), desc(registrations.id));
    },

    async findById(id: number): Promise<Registration | null> {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
      return row ?? null;
    },

    async create(values: NewRegistration): Promise<Registration> {
      const [row] = await db.insert(registrations).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A visitor's registration and the emails it causes; null when the program is not active (see registration-insert.ts). */
    createForActiveProgram: (values: PublicRegistrationValues, emails: QueuedEmail[]) => writer.insert(values, emails),

    async update(id: number, changes: RegistrationChanges): Promise<Registration | null> {
      if (Object.keys(changes).length === 0) return this.findById(id);
      const [row] = await db.update(registrations).set(changes).where(eq(registrations.id, id)).returning();
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
      return deleted.length > 0;
    },
  };
}
