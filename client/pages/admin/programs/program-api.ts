// The admin programs calls (SPEC section 7) with SPEC section 8's toasts and load error text.
import { ApiError } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import type { ProgramBody } from './program-form-schema';

export const PROGRAMS_PATH = '/api/programs';

/** SPEC section 8: "Error fetching programs: {status} {statusText}". */
export function programsLoadError(error: Error): string {
  if (error instanceof ApiError) return `Error fetching programs: ${error.status} ${error.statusText}`;
  return `Error fetching programs: ${error.message}`;
}

/** POST /api/programs with the full form body (features and price tiers included). */
export function useCreateProgram(onSuccess?: () => void) {
  return useAdminMutation<ProgramBody>({
    method: 'POST',
    path: PROGRAMS_PATH,
    success: 'Program created successfully',
    failure: 'Failed to create program',
    invalidates: [PROGRAMS_PATH],
    onSuccess,
  });
}

export function useUpdateProgram(onSuccess?: () => void) {
  return useAdminMutation<{ id: number; body: ProgramBody }>({
    method: 'PUT',
    path: ({ id }) => `${PROGRAMS_PATH}/${id}`,
    body: ({ body }) => body,
    success: 'Program updated successfully',
    failure: 'Failed to update program',
    invalidates: [PROGRAMS_PATH],
    onSuccess,
  });
}

export function useDeleteProgram(onSuccess?: () => void) {
  return useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${PROGRAMS_PATH}/${id}`,
    success: 'Program deleted successfully',
    failure: 'Failed to delete program',
    invalidates: [PROGRAMS_PATH],
    onSuccess,
  });
}
