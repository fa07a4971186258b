import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** SPEC section 7: the default query is a GET of its key path. */
const getQueryFn: QueryFunction = ({ queryKey }) => apiRequest(String(queryKey[0]));

/** Data-layer defaults of SPEC section 7: no retry, no refetch on focus, data never stale. */
export function createQueryClient(queryFn: QueryFunction = getQueryFn): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn, retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
