import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

export interface ConfirmDialogProps extends Omit<DialogFrameProps, 'className' | 'children'> {
  confirmLabel: string;
  /** The confirm button's text while the action runs, e.g. "Restoring...". */
  pendingLabel: string;
  variant?: 'default' | 'destructive';
  pending?: boolean;
  onConfirm: () => void;
  /** Shown between the description and the buttons, e.g. a warning. */
  children?: ReactNode;
}

/** Asks before an action: Cancel closes, the confirm button runs it; both are disabled while it runs. */
export function ConfirmDialog({ confirmLabel, pendingLabel, variant = 'default', pending, onConfirm, children, ...frame }: ConfirmDialogProps) {
  return (
    <DialogFrame {...frame} className="sm:max-w-md">
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={() => frame.onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
