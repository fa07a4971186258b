import type { ComponentProps } from 'react';
import { Button } from '../ui/button';

export interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'children' | 'type' | 'disabled'> {
  pending: boolean;
  label: string;
  /** What it says while the form is being sent. */
  pendingLabel?: string;
}

/** A form's submit button, disabled while the form is being sent and then saying so ("Saving..."). */
export function SubmitButton({ pending, label, pendingLabel = 'Saving...', ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
