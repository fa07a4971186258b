// The roll call's data: the grid of one program, and a mark saved at each tap. The tap shows at once
// (optimistic); a failed save puts that one mark back as it was and says why in a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../../common/api';
import type { AttendanceGrid, SaveAttendance } from '../../../../common/schemas/attendance';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAdminQuery } from '../shared/admin-api';
import { applyMark, statusOf } from './grid-update';

const MUTATION_KEY = ['attendance-mark'];

export const attendancePath = (programId: number) => `/api/programs/${programId}/attendance`;

// Another staff member may have marked since: reopening the screen reads the grid again.
export const useAttendanceGrid = (programId: number) => useAdminQuery<AttendanceGrid>(attendancePath(programId), { staleTime: 0 });

export function useMarkAttendance(programId: number) {
  const queryClient = useQueryClient();
  const queryKey = [attendancePath(programId)];
  const update = (change: (grid: AttendanceGrid) => AttendanceGrid) =>
    queryClient.setQueryData<ApiSuccess<AttendanceGrid>>(queryKey, (old) => old && { ...old, data: change(old.data) });

  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (input: SaveAttendance) => apiRequest('/api/attendance', { method: 'PUT', body: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const grid = queryClient.getQueryData<ApiSuccess<AttendanceGrid>>(queryKey)?.data;
      const before = grid ? statusOf(grid, input.registrationId, input.sessionId) : null;
      update((current) => applyMark(current, input.registrationId, input.sessionId, input.status));
      return { before };
    },
    onError: (error, input, context) => {
      // Only this mark goes back, and only if no later tap changed it since.
      update((current) =>
        statusOf(current, input.registrationId, input.sessionId) === input.status
          ? applyMark(current, input.registrationId, input.sessionId, context?.before ?? null)
          : current,
      );
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save attendance'), variant: 'destructive' });
    },
    // Once the last tap in a row has settled, the server's grid replaces the guesses.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
