// A dialog form's footer: Cancel, kept off while the form is being sent, then the submit button.
import { SubmitButton, type SubmitButtonProps } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';

export function DialogFormFooter({ onCancel, pending, ...submit }: SubmitButtonProps & { onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton pending={pending} {...submit} />
    </DialogFooter>
  );
}
