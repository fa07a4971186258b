// SPEC section 2 "Admin Programs": every program, active or not, with add, edit and delete dialogs,
// and the way to the Create Officiating Program page.
import type { CreateProgram, Program } from '../../../../common/schemas/program';
import { ProgramFormSchema, programFormValues } from '../../../../common/schemas/program-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { DataTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { ResourceDialogs } from '../shared/resource-dialogs';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { programColumns } from './columns';
import { DeleteProgramDialog } from './delete-dialog';
import { ProgramFields } from './form';

export const usePrograms = () => useResource<Program, CreateProgram>({ path: '/api/programs', noun: 'program' });

/** SPEC section 8: "Error fetching programs: {status} {statusText}". */
const loadError = (error: Error) =>
  `Error fetching programs: ${error instanceof ApiError ? `${error.status} ${error.statusText}` : error.message}`;

export function ProgramsScreen() {
  const programs = usePrograms();
  const dialogs = useRowDialogs<Program>();

  return (
    <div>
      <PageHeader
        title="Programs"
        description="Manage the training programs shown on the website."
        actions={
          <>
            <AddButton onClick={dialogs.startCreate}>Add Program</AddButton>
            {/* SPEC: a full page load, not a client-side navigation. */}
            <Button variant="outline" asChild>
              <a href="/admin/create-officiating-program">Create Officiating Program</a>
            </Button>
          </>
        }
      />

      <DataTable
        query={programs.list}
        plural="Programs"
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
        columns={programColumns(dialogs)}
      />

      <ResourceDialogs
        resource={programs}
        dialogs={dialogs}
        schema={ProgramFormSchema}
        values={programFormValues}
        fields={() => <ProgramFields />}
        className="sm:max-w-2xl"
        add={{
          title: 'Add Program',
          description: 'Create a new training program.',
          idPrefix: 'create-program',
          submitLabel: 'Create Program',
          pendingLabel: 'Creating...',
        }}
        edit={{ title: 'Edit Program', description: "Update the program's details.", idPrefix: 'edit-program', submitLabel: 'Save Changes' }}
      />
      <DeleteProgramDialog program={dialogs.deleting} onClose={dialogs.close} />
    </div>
  );
}
