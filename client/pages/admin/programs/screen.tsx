// SPEC section 2 "Admin Programs": every program, active or not, with add, edit and delete dialogs,
// and the way to the Create Officiating Program page.
import { Plus } from 'lucide-react';
import type { CreateProgram, Program } from '../../../../common/schemas/program';
import { ProgramFormSchema, programFormValues } from '../../../../common/schemas/program-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { PageHeader } from '../shared/page-header';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { programColumns } from './columns';
import { ProgramFields } from './form';

export const usePrograms = () => useResource<Program, CreateProgram>({ path: '/api/programs', noun: 'program' });

/** SPEC section 8: "Error fetching programs: {status} {statusText}". */
const loadError = (error: Error) =>
  `Error fetching programs: ${error instanceof ApiError ? `${error.status} ${error.statusText}` : error.message}`;

export function ProgramsScreen() {
  const programs = usePrograms();
  const dialogs = useRowDialogs<Program>();
  const { editing, deleting } = dialogs;
  const close = { onSuccess: dialogs.close };

  return (
    <div>
      <PageHeader
        title="Programs"
        description="Manage the training programs shown on the website."
        actions={
          <>
            <Button onClick={dialogs.startCreate}>
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

      <DataTable
        query={programs.list}
        label="Programs"
        loadingLabel="Loading programs"
        spinnerClassName="size-8"
        errorTitle="Could not load programs"
        error={(error) => (
          <>
            <p>{loadError(error)}</p>
            <Button variant="outline" size="sm" onClick={() => void programs.list.refetch()}>
              Retry
            </Button>
          </>
        )}
        emptyText="No programs found"
        columns={programColumns(dialogs)}
      />

      <FormDialog
        open={dialogs.creating}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Add Program"
        description="Create a new training program."
        className="sm:max-w-2xl"
        idPrefix="create-program"
        schema={ProgramFormSchema}
        values={programFormValues()}
        pending={programs.create.isPending}
        submitLabel="Create Program"
        pendingLabel="Creating..."
        onSubmit={(values) => programs.create.mutate(values, close)}
      >
        <ProgramFields />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Edit Program"
        description="Update the program's details."
        className="sm:max-w-2xl"
        idPrefix="edit-program"
        schema={ProgramFormSchema}
        values={programFormValues(editing)}
        pending={programs.update.isPending}
        submitLabel="Save Changes"
        onSubmit={(values) => editing && programs.update.mutate({ id: editing.id, values }, close)}
      >
        <ProgramFields />
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !programs.remove.isPending && dialogs.close()}
        title="Delete Program"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={programs.remove.isPending}
        onConfirm={() => deleting && programs.remove.mutate(deleting.id, close)}
      />
    </div>
  );
}
