// Keyset paging (issue 28) over a sort column and the row id: rows ordered by (value, id), a page
// starting strictly after the cursor's (value, id), read through an index on (value, id); and the search
// that lists share (every typed word somewhere in the row's text, any case).
import { asc, desc, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodeCursor, type Cursor, type Page, type SortDirection, type SortValueKind } from '../../../common/schemas/paging.js';

export interface SortKey {
  column: AnyColumn;
  kind: SortValueKind;
}

export interface PageRequest {
  limit: number;
  cursor?: Cursor | undefined;
  sort: string;
  dir: SortDirection;
}

// The sort value as a cursor carries it: a timestamp in UTC to the microsecond (what PostgreSQL stores), text as it is.
const cursorText = ({ column, kind }: SortKey): SQL<string> =>
  kind === 'timestamp' ? sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql<string>`${column}::text`;

/** The ORDER BY, the condition "after the cursor", and the column to select as `cursor` for the page's last row. */
export function keyset(key: SortKey, id: AnyColumn, { cursor, dir }: Pick<PageRequest, 'cursor' | 'dir'>) {
  const order = dir === 'desc' ? desc : asc;
  const value = cursor && (key.kind === 'timestamp' ? sql`${cursor.value}::timestamptz` : sql`${cursor.value}`);
  return {
    orderBy: [order(key.column), order(id)],
    after: cursor ? sql`(${key.column}, ${id}) ${sql.raw(dir === 'desc' ? '<' : '>')} (${value}, ${cursor.id})` : undefined,
    cursor: cursorText(key),
  };
}

/** The page from `limit + 1` rows read after the cursor: the first `limit`, and the cursor of the last when more follow. */
export function pageFrom<Row extends { id: number; cursor: string }>(rows: Row[], total: number, { limit, sort, dir }: PageRequest): Page<Omit<Row, 'cursor'>> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(({ cursor: _cursor, ...item }) => item),
    total,
    nextCursor: rows.length > limit && last ? encodeCursor({ sort, dir, value: last.cursor, id: last.id }) : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const MAX_TERMS = 8;

/** Every word of `q` (at most 8) somewhere in `text`, any case; undefined for an empty search. */
export function everyWordIn(text: SQL, q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  if (words.length === 0) return undefined;
  return sql`(${sql.join(words.map((word) => ilike(text, `%${escapeLike(word)}%`)), sql` AND `)})`;
}
