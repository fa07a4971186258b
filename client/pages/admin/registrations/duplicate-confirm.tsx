// Issue 27: saving a second active registration of one person in a program, the server warns (a 409
// whose errors.confirmDuplicate says who is registered already); staff confirm here and the save is
// sent again with confirmDuplicate, or they cancel and the form stays open as they left it.
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../shared/confirm-dialog';

interface Warning {
  message: string;
  resend: (done: { onSuccess: () => void; onError: () => void }) => void;
}

/** The warning, and the failure handler that shows it instead of an error toast. */
export function useDuplicateConfirm() {
  const [warning, setWarning] = useState<Warning | null>(null);
  return {
    warning,
    close: () => setWarning(null),
    /** True (handled) when the failure is the server's duplicate warning: `resend` saves again, confirmed. */
    asks(error: Error, resend: Warning['resend']): boolean {
      const message = error instanceof ApiError && error.status === 409 ? error.fieldErrors.confirmDuplicate : undefined;
      if (!message) return false;
      setWarning({ message, resend });
      return true;
    },
  };
}

export function DuplicateConfirmDialog({ confirm, pending, onSaved }: { confirm: ReturnType<typeof useDuplicateConfirm>; pending: boolean; onSaved: () => void }) {
  const { warning, close } = confirm;
  return (
    <ConfirmDialog
      open={warning !== null}
      onOpenChange={(open) => !open && !pending && close()}
      title="Already registered"
      description={warning?.message ?? ''}
      confirmLabel="Save anyway"
      pendingLabel="Saving..."
      pending={pending}
      onConfirm={() => warning?.resend({ onSuccess: () => { close(); onSaved(); }, onError: close })}
    />
  );
}
