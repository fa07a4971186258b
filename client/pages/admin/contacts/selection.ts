// The one selection over both inquiry tables, and Delete Selected: one DELETE per id (SPEC section 7)
// with one toast for them all.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';

export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const change = (ids: number[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    selected,
    select: change,
    drop: (ids: number[]) => change(ids, false),
    clear: () => setSelected(new Set()),
  };
}

/** Not useAdminMutation: several requests make one action, and the list is re-read even after a failure. */
export function useDeleteSelected(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(ids.map((id) => apiRequest(`${path}/${id}`, { method: 'DELETE' })));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSuccess: () => toast({ title: 'Success', description: 'Selected contacts deleted successfully' }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to delete selected contacts'), variant: 'destructive' }),
    // Some may be gone even when one failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}
