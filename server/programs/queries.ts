import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { programFeatures, programs } from './tables.js';
import type { CreateProgram, UpdateProgram } from '../../common/schemas/program.js';
import type { Certification } from '../../common/schemas/certification.js';
import { certificationsOf, saveCertification } from './certification-queries.js';
import type { ProgramSession } from '../../common/schemas/program-sessions.js';
import { saveSessions, sessionsOf, startOf } from './session-queries.js';
import { priceColumns } from './program-prices.js';

export type ProgramWithFeatures = typeof programs.$inferSelect & { features: string[]; certification: Certification | null; sessions: ProgramSession[] };
/**
 * Runs inside the delete's transaction, after the program row is locked and before it goes: it may
 * lock and read what the delete's cascade takes, refuse (throw) or keep a copy.
 */
export type BeforeProgramDelete = (program: ProgramWithFeatures, tx: Tx) => Promise<void>;

export function createProgramsRepository(db: Db) {
  async function featuresOf(executor: Db | Tx, programIds: number[]): Promise<Map<number, string[]>> {
    const byProgram = new Map<number, string[]>(programIds.map((id) => [id, []]));
    if (programIds.length === 0) return byProgram;
    const rows = await executor
      .select({ programId: programFeatures.programId, feature: programFeatures.feature })
      .from(programFeatures)
      .where(inArray(programFeatures.programId, programIds))
      .orderBy(asc(programFeatures.id));
    for (const row of rows) byProgram.get(row.programId)?.push(row.feature);
    return byProgram;
  }

  async function replaceFeatures(tx: Tx, programId: number, features: string[]) {
    await tx.delete(programFeatures).where(eq(programFeatures.programId, programId));
    if (features.length > 0) await tx.insert(programFeatures).values(features.map((feature) => ({ programId, feature })));
  }

  async function withFeatures(executor: Db | Tx, rows: (typeof programs.$inferSelect)[]): Promise<ProgramWithFeatures[]> {
    const ids = rows.map((row) => row.id);
    const [features, certifications, sessions] = await Promise.all([featuresOf(executor, ids), certificationsOf(executor, ids), sessionsOf(executor, ids)]);
    return rows.map((row) => ({ ...row, features: features.get(row.id) ?? [], certification: certifications.get(row.id) ?? null, sessions: sessions.get(row.id) ?? [] }));
  }

  return {
    /** Soonest start date first (undated last), then newest; `activeOnly` for the public page. Each carries its features. */
    async list({ activeOnly }: { activeOnly: boolean }): Promise<ProgramWithFeatures[]> {
      const rows = await db
        .select()
        .from(programs)
        .where(activeOnly ? eq(programs.active, true) : undefined)
        .orderBy(asc(programs.startDate), desc(programs.id));
      return withFeatures(db, rows);
    },

    /** The program's own row, without its features (what a registration needs to know). */
    async findRow(id: number): Promise<typeof programs.$inferSelect | null> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id));
      return row ?? null;
    },

    async findById(id: number): Promise<ProgramWithFeatures | null> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id));
      return row ? ((await withFeatures(db, [row]))[0] ?? null) : null;
    },

    async create({ features = [], certification = null, sessions, ...input }: CreateProgram): Promise<ProgramWithFeatures> {
      const fields = priceColumns(input);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(programs).values({ ...fields, ...startOf(sessions) }).returning();
        if (!row) throw new Error('insert returned no row');
        await replaceFeatures(tx, row.id, features);
        if (certification) await saveCertification(tx, row.id, certification);
        return { ...row, features, certification, sessions: await saveSessions(tx, row, { ...fields, sessions }) };
      });
    },

    /** Updates the given fields; `features`, when present, replaces the whole list. */
    async update(id: number, { features, certification, sessions, ...input }: UpdateProgram): Promise<ProgramWithFeatures | null> {
      const fields = priceColumns(input);
      return db.transaction(async (tx) => {
        // A new features list is a change to the program too, so it bumps updatedAt.
        const changes = features || sessions ? { ...fields, ...startOf(sessions), updatedAt: new Date() } : fields;
        const [row] = Object.keys(changes).length
          ? await tx.update(programs).set(changes).where(eq(programs.id, id)).returning()
          : await tx.select().from(programs).where(eq(programs.id, id));
        if (!row) return null;
        if (features) await replaceFeatures(tx, id, features);
        if (certification !== undefined) await saveCertification(tx, id, certification);
        await saveSessions(tx, row, { ...fields, sessions });
        return (await withFeatures(tx, [row]))[0] ?? null;
      });
    },

    /**
     * Deleting a program deletes its features, enrollments and registrations (database cascade).
     * With `before`, the program row is locked first and `before` runs in the transaction; if it
     * throws, nothing is deleted.
     */
    async remove(id: number, before?: BeforeProgramDelete): Promise<boolean> {
      if (!before) {
        const deleted = await db.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id });
        return deleted.length > 0;
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
        if (!row) return false;
        const [program] = await withFeatures(tx, [row]);
        await before(program ?? { ...row, features: [], certification: null, sessions: [] }, tx);
        await tx.delete(programs).where(eq(programs.id, id));
        return true;
      });
    },
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
