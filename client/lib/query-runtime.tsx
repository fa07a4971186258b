// The query library in the browser, loaded with the first part of the page that needs it (the landing
// page's lower sections, the popup, any other screen), never with the landing page's first screen
// (page-query.ts). One query cache for the whole page, filled from the server's embedded answers.
import { hydrate, QueryClientContext, QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { embeddedQueryState, type PageQuery, type PageQueryResult } from './embedded-query-state';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

function pageQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    const state = embeddedQueryState();
    if (state) hydrate(browserClient, state);
  }
  return browserClient;
}

/**
 * The component inside the page's query cache. The server's render gives its own cache (one per
 * request) from above; in the browser there is none above, and the page's one is used.
 */
export function withQueries<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithQueries(props: Props) {
    const serverClient = useContext(QueryClientContext);
    return (
      <QueryClientProvider client={serverClient ?? pageQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}

/** Follows a first-screen query (page-query.ts) through the page's cache; returns the unsubscribe. */
export function observeQuery<T>(query: PageQuery<T>, onResult: (result: PageQueryResult<T>) => void): () => void {
  const observer = new QueryObserver(pageQueryClient(), query as never);
  const report = ({ data, isPending }: { data: unknown; isPending: boolean }) => onResult({ data: data as T | undefined, isPending });
  report(observer.getCurrentResult());
  return observer.subscribe(report);
}
