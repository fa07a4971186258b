// The program delete confirmation. Deleting a program deletes its registrations (SPEC's cascade), so
// the dialog says how many, and how many paid, as the server counts them when it opens; paid ones go
// only once the program's name is typed, which the server checks again (409 otherwise).
import { useState, type FormEvent } from 'react';
import type { Program } from '../../../../common/schemas/program';
import type { ProgramRegistrationCounts } from '../../../../common/schemas/program-delete';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { DialogFrame } from '../shared/dialog-frame';

const LIST = '/api/programs';
const CONFIRM_ID = 'delete-program-confirm-name';

/** "This also deletes 12 registrations, 3 of them paid.", or plainly that there are none. */
function takenWith({ registrations, paid }: ProgramRegistrationCounts): string {
  if (registrations === 0) return 'It has no registrations, so none are deleted with it.';
  if (registrations === 1) return `This also deletes its 1 registration, which is ${paid === 1 ? 'paid' : 'not paid'}.`;
  return `This also deletes ${registrations} registrations, ${paid === 0 ? 'none' : paid} of them paid.`;
}

interface DeleteProgramDialogProps {
  /** The program to delete; null while the dialog is closed. */
  program: Program | null;
  onClose: () => void;
}

export function DeleteProgramDialog({ program, onClose }: DeleteProgramDialogProps) {
  // The last program shown stays in the dialog while it fades out.
  const [shown, setShown] = useState(program);
  if (program && program !== shown) setShown(program);
  const remove = useAdminMutation<{ id: number; confirm?: string }>({
    method: 'DELETE',
    path: ({ id, confirm }) => `${LIST}/${id}${confirm === undefined ? '' : `?confirm=${encodeURIComponent(confirm)}`}`,
    failure: 'Failed to delete program',
    // The registrations and the backup written before the delete change with it.
    invalidates: [LIST, '/api/registrations', '/api/admin/backups'],
  });

  return (
    <DialogFrame
      open={program !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete Program"
      description={shown ? `Are you sure you want to delete "${shown.name}"? This action cannot be undone.` : ''}
      className="sm:max-w-md"
    >
      {shown && <DeleteProgramForm key={shown.id} program={shown} remove={remove} onClose={onClose} />}
    </DialogFrame>
  );
}

interface DeleteProgramFormProps {
  program: Program;
  remove: ReturnType<typeof useAdminMutation<{ id: number; confirm?: string }>>;
  onClose: () => void;
}

function DeleteProgramForm({ program, remove, onClose }: DeleteProgramFormProps) {
  // Counted anew each time the dialog opens: registrations arrive and get paid while staff look.
  const counts = useAdminQuery<ProgramRegistrationCounts>(`${LIST}/${program.id}/registration-counts`, { refetchOnMount: 'always', gcTime: 0 });
  const [typed, setTyped] = useState('');
  // Unknown counts ask for the name too: the server would refuse a paid delete without it.
  const needsName = counts.isError || (counts.data?.paid ?? 0) > 0;
  const counting = counts.isPending || counts.isFetching;
  const blocked = remove.isPending || counting || (needsName && typed !== program.name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    remove.mutate(
      { id: program.id, ...(needsName && { confirm: typed }) },
      // A 409 means the counts changed (a registration was paid meanwhile): show the new ones.
      { onSuccess: onClose, onError: () => void counts.refetch() },
    );
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <p className="text-sm" aria-live="polite" data-testid="delete-program-counts">
        {counts.data && !counts.isFetching
          ? takenWith(counts.data)
          : counts.isError
            ? 'Could not count its registrations.'
            : 'Counting its registrations...'}
      </p>
      {needsName && (
        <div className="grid min-w-0 gap-2 rounded-md border border-destructive/60 p-3">
          <p className="text-sm text-muted-foreground">
            Paid registrations are backed up before they are deleted (see Backups), then removed with the program.
          </p>
          <Label htmlFor={CONFIRM_ID} className="block leading-snug break-words">
            Type the program&apos;s name, <span className="font-semibold">{program.name}</span>, to confirm
          </Label>
          <Input
            id={CONFIRM_ID}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={remove.isPending}
          />
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={blocked}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogFooter>
    </form>
  );
}
