// Admin data: queries run only when logged in (SPEC section 6); every mutation shows SPEC's toast
// and refreshes the lists it touched.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

type Envelope<T> = { success: boolean; data: T };

/** GET an admin path's `data`, only while authenticated. */
export function useAdminQuery<T>(path: string, options: Partial<UseQueryOptions<Envelope<T>, Error, T>> = {}) {
  const { status } = useAuth();
  return useQuery<Envelope<T>, Error, T>({
    queryKey: [path],
    queryFn: () => apiRequest<Envelope<T>>(path),
    select: (body) => body.data,
    enabled: status === 'authenticated',
    ...options,
  });
}

interface MutationOptions<Input> {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string | ((input: Input) => string);
  /** SPEC section 8 success toast, e.g. "Service created successfully". */
  success: string;
  /** The failure fallback, e.g. "Failed to create service"; the server's message wins when present. */
  failure: string;
  /** Query keys (API paths) to refresh afterwards. */
  invalidates: string[];
  body?: (input: Input) => unknown;
  onSuccess?: () => void;
}

export function useAdminMutation<Input = void>(options: MutationOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest(typeof options.path === 'function' ? options.path(input) : options.path, {
        method: options.method,
        ...(options.method !== 'DELETE' && { body: options.body ? options.body(input) : input }),
      }),
    onSuccess: async () => {
      toast({ title: 'Success', description: options.success });
      await Promise.all(options.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      options.onSuccess?.();
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, options.failure), variant: 'destructive' });
    },
  });
}
