// "Assign anyway" (issue 30, point 4): an official who is not eligible is placed only with staff's written
// reason, which is stored and shown with the assignment. The dialog names each reason in words.
import { TextField } from '../../../components/form/form-controls';
import { FormDialog } from '../shared/form-dialog';
import type { Placement } from './assign-api';
import { OverrideFormSchema, type OverrideFormValues } from './game-form-schema';

interface OverrideDialogProps {
  placement: Placement;
  pending: boolean;
  onAssign: (reason: string) => void;
  onClose: () => void;
}

export function OverrideDialog({ placement, pending, onAssign, onClose }: OverrideDialogProps) {
  return (
    <FormDialog
      open onOpenChange={(next) => !next && onClose()} className="sm:max-w-lg" idPrefix="override" schema={OverrideFormSchema} values={{ reason: '' }}
      title="Assign anyway"
      description={`${placement.name} is not eligible for ${placement.positionName}. Say why they should work it: the reason is stored and shown with the assignment.`}
      submitLabel="Assign anyway" pendingLabel="Assigning..." pending={pending} onSubmit={({ reason }) => onAssign(reason)}
    >
      <ul aria-label="Reasons" className="grid list-disc gap-1 pl-5 text-sm text-destructive">
        {(placement.reasons ?? []).map((reason) => <li key={reason}>{reason}</li>)}
      </ul>
      <TextField<OverrideFormValues> name="reason" label="Reason to assign anyway" required rows={3} />
    </FormDialog>
  );
}
