// The landing page's first screen (header and hero) reads its data without the query library: the
// answers the server rendered the page with travel in it (the dehydrated query cache), and are read
// here as plain data. The library comes later, with the sections that need it (query-runtime.tsx);
// only when the page holds no answer for a query is it loaded at once, to fetch it.
import { createContext, useContext, useEffect, useState } from 'react';
import { pageDataKey, type PageData, type PageQuery, type PageQueryResult } from './embedded-query-state';

const PageDataContext = createContext<PageData>(new Map());
export const PageDataProvider = PageDataContext.Provider;

/**
 * A query's data for the first screen: the page's answer when it has one (on the server and when the
 * browser hydrates, so both render the same), else fetched through the query cache.
 */
export function usePageQuery<T>(query: PageQuery<T>): PageQueryResult<T> {
  const key = pageDataKey(query.queryKey);
  const body = useContext(PageDataContext).get(key);
  const [fetched, setFetched] = useState<PageQueryResult<T>>({ data: undefined, isPending: true });

  useEffect(() => {
    if (body !== undefined) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('./query-runtime').then(({ observeQuery }) => {
      if (active) stop = observeQuery(query, setFetched);
    });
    return () => {
      active = false;
      stop?.();
    };
    // The key names the query: a new factory call with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, body]);

  if (body === undefined) return fetched;
  return { data: query.select ? query.select(body as never) : (body as T), isPending: false };
}
