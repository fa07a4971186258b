import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

interface ConfirmDeleteDialogProps extends Omit<ConfirmDialogProps, 'confirmLabel' | 'pendingLabel' | 'variant' | 'children'> {
  /** What will be deleted; SPEC: registrations and contacts say the action cannot be undone. */
  description: string;
  confirmLabel?: string;
}

export function ConfirmDeleteDialog({ confirmLabel = 'Delete', ...props }: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} variant="destructive" confirmLabel={confirmLabel} pendingLabel="Deleting..." />;
}
