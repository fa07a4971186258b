// The list / find / create / update / remove shape shared by the simple collections
// (services, testimonials, contacts). Programs and registrations have their own repositories.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table whose primary key is `id`
type TableWithId = PgTableWithColumns<any> & { id: PgColumn };

export function createCrudRepository<T extends TableWithId>(db: Db, table: T, orderBy: SQL[]) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const byId = (id: number) => eq(table.id, id);

  return {
    list(where?: SQL): Promise<Row[]> {
      return db.select().from(table as TableWithId).where(where).orderBy(...orderBy) as Promise<Row[]>;
    },

    async findById(id: number): Promise<Row | null> {
      const [row] = await db.select().from(table as TableWithId).where(byId(id));
      return (row as Row | undefined) ?? null;
    },

    async create(values: Insert): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },

    async update(id: number, changes: Partial<Insert>): Promise<Row | null> {
      if (Object.values(changes).every((value) => value === undefined)) return this.findById(id);
      const rows = (await db.update(table).set(changes).where(byId(id)).returning()) as Row[];
      return rows[0] ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(table).where(byId(id)).returning();
      return deleted.length > 0;
    },

    /** Deletes every row; returns how many. */
    async removeAll(): Promise<number> {
      const deleted = await db.delete(table).where(undefined).returning();
      return deleted.length;
    },
  };
}

/**
 * Content that exists once (hero, about, ...). The record always has id 1, so a save is one atomic
 * upsert and two instances saving at once cannot create a second record.
 */
export function createSingleRecordRepository<T extends TableWithId>(db: Db, table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const SINGLE_ID = 1;
  // `excluded` is the row the insert proposed, defaults included.
  const replaceAll = Object.fromEntries(
    Object.entries(getTableColumns(table) as Record<string, PgColumn>)
      .filter(([key]) => key !== 'id' && key !== 'createdAt')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );

  return {
    async get(): Promise<Row | null> {
      const [row] = await db.select().from(table as TableWithId).where(eq(table.id, SINGLE_ID));
      return (row as Row | undefined) ?? null;
    },

    /**
     * Replaces the record with `values`: a column left out gets its default (or null), as on a first
     * insert, so a PUT that omits an optional field clears it instead of keeping the old value.
     */
    async save(values: Insert): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values({ ...values, id: SINGLE_ID })
        .onConflictDoUpdate({ target: table.id, set: { ...replaceAll, updatedAt: new Date() } })
        .returning();
      return row as Row;
    },
  };
}
