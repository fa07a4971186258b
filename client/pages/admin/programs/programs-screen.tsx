// Admin Programs (SPEC section 2): every program, active or not, with create / edit / delete dialogs.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Program } from '../../../../common/schemas/program';
import { formatUsd } from '../../../../common/format';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { DataTable as CrudTable, type ColumnDef as Column } from '../shared/data-table';
import { DialogFrame } from '../shared/dialog-frame';
import { PageHeader } from '../shared/page-header';
import { RowActions } from '../shared/row-actions';
import { useAdminQuery } from '../shared/admin-api';
import { PROGRAMS_PATH, programsLoadError, useCreateProgram, useDeleteProgram, useUpdateProgram } from './program-api';
import { LEVEL_LABELS, NewProgramForm, ProgramForm } from './program-form';
import { programValues } from './program-form-schema';

export function ProgramsScreen() {
  const programs = useAdminQuery<Program[]>(PROGRAMS_PATH);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);

  const create = useCreateProgram(() => setCreating(false));
  const update = useUpdateProgram(() => setEditing(null));
  const remove = useDeleteProgram(() => setDeleting(null));

  const columns: Column<Program>[] = [
    { header: 'Name', className: 'min-w-48 font-medium', cell: (program) => program.name },
    { header: 'Level', className: 'whitespace-nowrap', cell: (program) => LEVEL_LABELS[program.level] ?? program.level },
    { header: 'Duration', className: 'whitespace-nowrap', cell: (program) => program.duration },
    {
      header: 'Price',
      className: 'whitespace-nowrap',
      cell: (program) => (program.price === null || program.price === undefined ? '—' : formatUsd(program.price)),
    },
    {
      header: 'Status',
      cell: (program) => <Badge variant={program.active ? 'default' : 'secondary'}>{program.active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      header: 'Actions',
      headClassName: 'text-right',
      cell: (program) => <RowActions name={program.name} onEdit={() => setEditing(program)} onDelete={() => setDeleting(program)} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Programs"
        description="Manage the training programs shown on the website."
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Add Program
            </Button>
            {/* SPEC: a full page load, not a client-side navigation. */}
            <Button variant="outline" asChild>
              <a href="/admin/create-officiating-program">Create Officiating Program</a>
            </Button>
          </>
        }
      />

      <CrudTable
        query={programs}
        label="Programs"
        loadingLabel="Loading programs"
        spinnerClassName="size-8"
        errorTitle="Could not load programs"
        error={(error) => (
          <>
            <p>{programsLoadError(error)}</p>
            <Button variant="outline" size="sm" onClick={() => void programs.refetch()}>
              Retry
            </Button>
          </>
        )}
        emptyText="No programs found"
        columns={columns}
      />

      <DialogFrame
        open={creating}
        onOpenChange={(open) => !create.isPending && setCreating(open)}
        title="Add Program"
        description="Create a new training program."
        className="sm:max-w-2xl"
      >
        {creating && (
          <NewProgramForm
            idPrefix="create-program"
            create={create}
            cancel={
              <Button type="button" variant="outline" onClick={() => setCreating(false)} disabled={create.isPending}>
                Cancel
              </Button>
            }
          />
        )}
      </DialogFrame>

      <DialogFrame
        open={editing !== null}
        onOpenChange={(open) => !open && !update.isPending && setEditing(null)}
        title="Edit Program"
        description="Update the program's details."
        className="sm:max-w-2xl"
      >
        {editing && (
          <ProgramForm
            key={editing.id}
            idPrefix="edit-program"
            defaultValues={programValues(editing)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            onSubmit={(body) => update.mutate({ id: editing.id, body })}
            cancel={
              <Button type="button" variant="outline" onClick={() => setEditing(null)} disabled={update.isPending}>
                Cancel
              </Button>
            }
          />
        )}
      </DialogFrame>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete Program"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
