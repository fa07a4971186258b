// An admin list paged on the server (issue 28): the screen's filters go in the query string, a page at
// a time comes back with the total, and Next / Previous walk the pages by the server's cursors. Each
// page is cached under the list's own path (e.g. '/api/registrations'), so what refreshes that list
// (a save, a refund) refreshes the page shown. A CSV export asks the list's export call for every row
// the same filters match.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiSuccess } from '../../../../common/api';
import type { Page } from '../../../../common/schemas/paging';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/** The query string's values; empty ones are left out. */
export type ListParams = Record<string, string | number | undefined>;

export interface PagedListOptions {
  /** The paged endpoint, e.g. '/api/admin/registrations/page'. */
  path: string;
  /** Every matching row at once, e.g. '/api/admin/registrations/export' (for a CSV file). */
  exportPath?: string;
  /** The query key's root: the list's path that saves refresh. */
  key: string;
  params: ListParams;
  limit: number;
  /** How a call is made (the registrations list has SPEC's own error texts); a plain GET by default. */
  fetchJson?: <T>(url: string) => Promise<ApiSuccess<T>>;
  retry?: number;
  enabled?: boolean;
}

export function pageUrl(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const getJson = <T>(url: string) => apiRequest<ApiSuccess<T>>(url);

export function usePagedList<Item, Answer extends Page<Item> = Page<Item>>({
  path, exportPath, key, params, limit, fetchJson = getJson, retry, enabled = true,
}: PagedListOptions) {
  const { status } = useAuth();
  // The cursors of the pages walked so far: the first page has none; Next pushes, Previous pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const paramsKey = JSON.stringify(params);
  const [shownFor, setShownFor] = useState(paramsKey);
  if (shownFor !== paramsKey) {
    // New filters start at their first page.
    setShownFor(paramsKey);
    setCursors([]);
  }
  const cursor = cursors.at(-1);
  const query = useQuery({
    queryKey: [key, 'page', params, limit, cursor ?? null],
    queryFn: () => fetchJson<Answer>(pageUrl(path, { ...params, limit, cursor })),
    select: (body) => body.data,
    enabled: enabled && status === 'authenticated',
    // The rows shown stay until the next ones arrive (no flash of a spinner between pages).
    placeholderData: keepPreviousData,
    ...(retry !== undefined && { retry }),
  });

  const page = cursors.length + 1;
  const data = query.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  // A page emptied by a delete (its last row gone) goes back one.
  const emptied = !query.isPlaceholderData && data !== undefined && data.items.length === 0 && cursors.length > 0;
  useEffect(() => {
    if (emptied) setCursors((walked) => walked.slice(0, -1));
  }, [emptied]);

  return {
    query,
    page,
    pageCount,
    /** Rows shown: "Showing {first}–{last} of {total}". */
    first: data && data.items.length > 0 ? (page - 1) * limit + 1 : 0,
    last: data ? (page - 1) * limit + data.items.length : 0,
    total,
    /** Next or Previous, as the pager asks by page number. */
    goTo(target: number) {
      if (target === page + 1 && data?.nextCursor) setCursors([...cursors, data.nextCursor]);
      else if (target === page - 1) setCursors(cursors.slice(0, -1));
    },
    /** Every row the filters match, in the list's order (for a CSV file). */
    async fetchAll(): Promise<Item[]> {
      if (!exportPath) throw new Error(`${path} has no export`);
      return (await fetchJson<Item[]>(pageUrl(exportPath, params))).data;
    },
  };
}
