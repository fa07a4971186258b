import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

interface FormDialogProps extends Omit<DialogFrameProps, 'className'> {
  pending: boolean;
  /** The submit button's text while not saving, e.g. "Add Service" or "Save Changes". */
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
}

/** An add or edit dialog: the fields, then Cancel and the submit button ("Saving..." while pending). */
export function FormDialog({ pending, submitLabel, onSubmit, children, ...frame }: FormDialogProps) {
  return (
    <DialogFrame {...frame}>
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => frame.onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
