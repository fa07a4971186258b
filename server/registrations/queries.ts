import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import type { QueuedEmail } from '../email/index.js';
import { programs } from '../programs/index.js';
import { registrations, type Registration } from './tables.js';
import { createRegistrationWriter, type PublicRegistrationValues } from './insert-registration.js';
import { activeRegistrationOf, noticeAfterConflict } from './people-queries.js';
import { allRegistrations, registrationsPage } from './list-queries.js';
import type { RegistrationExportQuery, RegistrationListQuery } from '../../common/schemas/registration-list.js';
import type { ProgramRegistrationCounts } from '../../common/schemas/program-delete.js';

export type NewRegistration = typeof registrations.$inferInsert;
export type RegistrationChanges = Partial<Omit<NewRegistration, 'id' | 'createdAt' | 'updatedAt'>>;
/** Written in the change's transaction, with the row before (null for a new one) and after (issue 27: money staff record by hand). */
export type AlongWithChange = (tx: Tx, before: Registration | null, after: Registration) => Promise<void>;

/** A program's registrations, locked until the transaction ends (none can be paid or changed meanwhile). */
export const lockProgramRegistrations = (tx: Tx, programId: number): Promise<Registration[]> =>
  tx.select().from(registrations).where(eq(registrations.programId, programId)).orderBy(asc(registrations.id)).for('update');

export function createRegistrationsRepository(db: Db) {
  const writer = createRegistrationWriter(db);
  return {
    list(): Promise<Registration[]> {
      return db.select().from(registrations).orderBy(desc(registrations.createdAt), desc(registrations.id));
    },

    /** Issue 28: one page of the admin list, searched, filtered and sorted in SQL (list-queries.ts). */
    page: (query: RegistrationListQuery) => registrationsPage(db, query),
    /** Issue 28: every row the admin list's query matches, in its order (the CSV files). */
    matching: (query: RegistrationExportQuery) => allRegistrations(db, query),

    async findById(id: number): Promise<Registration | null> {
      const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
      return row ?? null;
    },

    async create(values: NewRegistration, along?: AlongWithChange): Promise<Registration> {
      const insert = async (executor: Db | Tx) => {
        const [row] = await executor.insert(registrations).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      };
      if (!along) return insert(db);
      return db.transaction(async (tx) => {
        const row = await insert(tx);
        await along(tx, null, row);
        return row;
      });
    },

    /** A visitor's registration and the emails it causes; null when the program is not active (see registration-insert.ts). */
    createForActiveProgram: (values: PublicRegistrationValues, emails: QueuedEmail[]) => writer.insert(values, emails),

    /** Issue 27: the person's active registration in the program, other than `exceptId` (registration-people.ts). */
    activePerson: (programId: number, key: string, exceptId?: number) => activeRegistrationOf(db, programId, key, exceptId),

    /** Issue 27: after the person index refused a visitor, the stored registration's email; true when queued. */
    noticeAlreadyRegistered: (programId: number, key: string, now: Date) => noticeAfterConflict(db, programId, key, now),

    async update(id: number, changes: RegistrationChanges, along?: AlongWithChange): Promise<Registration | null> {
      if (Object.keys(changes).length === 0) return this.findById(id);
      // No longer paid, or no longer active: it holds no seat over the capacity (issue 27).
      const unmarked = (changes.paymentStatus && changes.paymentStatus !== 'paid') || (changes.registrationStatus && changes.registrationStatus !== 'active');
      const set = { ...changes, ...(unmarked && { overbookedAt: null }) };
      if (!along) {
        const [row] = await db.update(registrations).set(set).where(eq(registrations.id, id)).returning();
        return row ?? null;
      }
      return db.transaction(async (tx) => {
        // The program's row first, as every seat decision takes it (seats/seats.ts): the hook may count
        // the program's seats, and a payment applied meanwhile takes the locks in that order too.
        await tx.select({ id: programs.id }).from(programs)
          .where(inArray(programs.id, tx.select({ programId: registrations.programId }).from(registrations).where(eq(registrations.id, id)))).for('update');
        const [before] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
        if (!before) return null;
        const [row] = await tx.update(registrations).set(set).where(eq(registrations.id, id)).returning();
        if (!row) return null;
        await along(tx, before, row);
        // As the hook left it (a refund it settled changed the row).
        const [after] = await tx.select().from(registrations).where(eq(registrations.id, id));
        return after ?? null;
      });
    },

    /** How many registrations program `programId` has and how many of them are paid; null for no such program. */
    async countsOfProgram(programId: number): Promise<ProgramRegistrationCounts | null> {
      const [row] = await db
        .select({
          id: programs.id,
          registrations: sql<number>`count(${registrations.id})::int`,
          paid: sql<number>`(count(${registrations.id}) filter (where ${registrations.paymentStatus} = 'paid'))::int`,
        })
        .from(programs)
        .leftJoin(registrations, eq(registrations.programId, programs.id))
        .where(eq(programs.id, programId))
        .groupBy(programs.id);
      return row ? { registrations: row.registrations, paid: row.paid } : null;
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
      return deleted.length > 0;
    },
  };
}
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
