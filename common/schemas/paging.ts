// Lists paged on the server (issue 28): a page's query (limit, keyset cursor, sort and direction) and
// its answer `{ items, total, nextCursor }`. The cursor is opaque to the client: the server writes the
// last row's sort value and id into it, and the next page starts after that row, so a page costs the
// same at the end of a long list as at its start.
import { z } from 'zod';
import { successSchema } from '../api.js';

export const PAGE_LIMIT_DEFAULT = 50;
/** A page of 50 registrations is about 58 KB (each page under 100 KB, with room for long notes). */
export const PAGE_LIMIT_MAX = 50;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** How a sort key's value travels in a cursor: a timestamp to the microsecond in UTC, or text as stored. */
export type SortValueKind = 'timestamp' | 'text';

export interface Cursor {
  sort: string;
  dir: SortDirection;
  value: string;
  id: number;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'cursor is not valid: pass the nextCursor of the previous page, with the same sort and dir';
const MAX_CURSOR = 500;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** 2026-06-15T19:00:00.123456Z, a real moment (no 30 February, no 25 o'clock). */
const isTimestamp = (value: string) => {
  if (!TIMESTAMP.test(value)) return false;
  const date = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === value.slice(0, 23);
};
const VALUE_CHECKS: Record<SortValueKind, (value: string) => boolean> = { timestamp: isTimestamp, text: () => true };

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

export const encodeCursor = ({ sort, dir, value, id }: Cursor): string => toBase64Url(JSON.stringify({ s: sort, d: dir, v: value, i: id }));

/** The cursor a page's nextCursor holds, or null for anything else. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  const { s, d, v, i } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof s !== 'string' || !SORT_DIRECTIONS.includes(d as SortDirection) || typeof v !== 'string') return null;
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > 2_147_483_647) return null;
  return { sort: s, dir: d as SortDirection, value: v, id: i };
}

const sortNames = <Sorts extends Record<string, SortValueKind>>(sorts: Sorts) => Object.keys(sorts) as [keyof Sorts & string, ...(keyof Sorts & string)[]];

/** A list's filters, sort (one of `sorts`, the first by default) and dir (desc by default): the CSV export's query. */
export function listQuerySchema<const Sorts extends Record<string, SortValueKind>, Shape extends z.ZodRawShape>(sorts: Sorts, filters: Shape) {
  const names = sortNames(sorts);
  return z.object({
    ...filters,
    sort: z.enum(names, { error: `sort must be one of: ${names.join(', ')}` }).default(names[0]),
    dir: z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).default('desc'),
  });
}

/**
 * A list's page query: the list query above, with limit (1–50, default 50) and cursor. A cursor written
 * for another sort or direction is refused.
 */
export function pageQuerySchema<const Sorts extends Record<string, SortValueKind>, Shape extends z.ZodRawShape>(sorts: Sorts, filters: Shape) {
  return listQuerySchema(sorts, filters)
    .extend({
      limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(PAGE_LIMIT_MAX, LIMIT_MESSAGE).default(PAGE_LIMIT_DEFAULT),
      cursor: z
        .string({ error: CURSOR_MESSAGE })
        .max(MAX_CURSOR, CURSOR_MESSAGE)
        .transform((text, context) => {
          const cursor = decodeCursor(text);
          if (cursor) return cursor;
          context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
          return z.NEVER;
        })
        .optional(),
    })
    .superRefine((query, context) => {
      const { cursor, sort, dir } = query as { cursor?: Cursor; sort: keyof Sorts & string; dir: SortDirection };
      if (cursor && (cursor.sort !== sort || cursor.dir !== dir || !VALUE_CHECKS[sorts[sort] as SortValueKind](cursor.value))) {
        context.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE });
      }
    });
}

/** A page's fields beside the rows: how many rows match the filters, and where the next page starts (null: this is the last). */
const pageFields = { total: z.number().int(), nextCursor: z.string().nullable() };

export const pageSchema = <Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(item: Item, extra?: Extra) =>
  z.object({ items: z.array(item), ...pageFields, ...(extra ?? ({} as Extra)) });

/** The answer of a paged list: `{ success, data: { items, total, nextCursor, ...extra } }`. */
export const pageAnswerSchema = <Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(item: Item, extra?: Extra) =>
  successSchema(pageSchema(item, extra));

export interface Page<Item> {
  items: Item[];
  total: number;
  nextCursor: string | null;
}
