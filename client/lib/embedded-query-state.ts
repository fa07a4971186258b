// The query cache the server embedded in the page, read as plain answers: what the first screen
// renders with before the query library has loaded (page-query.ts), and what fills the library's cache
// once it has (query-runtime.tsx).
import type { DehydratedState } from '@tanstack/react-query';
import { DEHYDRATED_STATE_ID } from '../../common/ssr';

/** A query as the factories of lib/queries.ts make it: the key is the API path, `select` unwraps. */
export interface PageQuery<T> {
  queryKey: readonly unknown[];
  select?: (body: never) => T;
}

export interface PageQueryResult<T> {
  data: T | undefined;
  /** No answer yet: neither from the page nor from a fetch. */
  isPending: boolean;
}

/** The page's query answers (the raw response bodies), by query key. */
export type PageData = ReadonlyMap<string, unknown>;

export const pageDataKey = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** The answers of a dehydrated query cache: successful ones only, as the cache itself keeps them. */
export function pageDataOf(state: DehydratedState | null): PageData {
  const answers = (state?.queries ?? []).filter((query) => query.state.status === 'success');
  return new Map(answers.map((query) => [pageDataKey(query.queryKey), query.state.data]));
}

let embedded: DehydratedState | null | undefined;

/** The query cache the server embedded in this page, read once (null on a page without one). */
export function embeddedQueryState(): DehydratedState | null {
  if (embedded === undefined) {
    const text = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
    embedded = text ? (JSON.parse(text) as DehydratedState) : null;
  }
  return embedded;
}
