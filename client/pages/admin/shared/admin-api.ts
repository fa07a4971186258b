// Admin data: queries run only when logged in (SPEC section 6); every mutation shows a toast and
// refreshes the lists it touched. The success toast is the server's `message` (the routes hold SPEC's
// texts); the failure toast is the server's message too, else SPEC's fallback.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../../common/api';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/** GET an admin path's `data`, only while authenticated. */
export function useAdminQuery<T>(path: string, options: Partial<UseQueryOptions<ApiSuccess<T>, Error, T>> = {}) {
  const { status } = useAuth();
  return useQuery<ApiSuccess<T>, Error, T>({
    queryKey: [path],
    queryFn: () => apiRequest<ApiSuccess<T>>(path),
    select: (body) => body.data,
    enabled: status === 'authenticated',
    ...options,
  });
}

export interface MutationOptions<Input> {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string | ((input: Input) => string);
  /** The success toast when the server's message is not the one SPEC shows (e.g. the featured star). */
  success?: string;
  /** The failure fallback, e.g. "Failed to create service"; the server's message wins when present. */
  failure: string;
  /** Query keys (API paths) to refresh afterwards. */
  invalidates: readonly string[];
  body?: (input: Input) => unknown;
  onSuccess?: () => void;
  /** A failure the screen answers itself (e.g. a warning to confirm): true means no error toast. */
  handled?: (error: Error, input: Input) => boolean;
}

export function useAdminMutation<Input = void>(options: MutationOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<{ message?: string }>(typeof options.path === 'function' ? options.path(input) : options.path, {
        method: options.method,
        ...(options.method !== 'DELETE' && { body: options.body ? options.body(input) : input }),
      }),
    onSuccess: async (response) => {
      toast({ title: 'Success', description: options.success ?? response?.message });
      await Promise.all(options.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      options.onSuccess?.();
    },
    onError: (error, input) => {
      if (options.handled?.(error, input)) return;
      toast({ title: 'Error', description: errorMessage(error, options.failure), variant: 'destructive' });
    },
  });
}
