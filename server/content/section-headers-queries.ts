import { eq } from 'drizzle-orm';
import type { CreateSectionHeader } from '../../common/schemas/section-header.js';
import type { Db } from '../kernel/db/client.js';
import { sectionHeaders } from './tables.js';

type SectionHeader = typeof sectionHeaders.$inferSelect;
/** What a create or an update sets; the section id is the key. */
type Fields = Omit<CreateSectionHeader, 'sectionId'>;

export function createSectionHeadersRepository(db: Db) {
  return {
    async find(sectionId: string): Promise<SectionHeader | null> {
      const [row] = await db.select().from(sectionHeaders).where(eq(sectionHeaders.sectionId, sectionId));
      return row ?? null;
    },

    /** Null when the section already has a header (the unique key decides, also under concurrency). */
    async create(sectionId: string, fields: Fields): Promise<SectionHeader | null> {
      const [row] = await db.insert(sectionHeaders).values({ sectionId, ...fields }).onConflictDoNothing().returning();
      return row ?? null;
    },

    async update(sectionId: string, fields: Fields): Promise<SectionHeader | null> {
      const [row] = await db.update(sectionHeaders).set(fields).where(eq(sectionHeaders.sectionId, sectionId)).returning();
      return row ?? null;
    },
  };
}
