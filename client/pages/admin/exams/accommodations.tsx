// Per-official accommodations at one exam (issue 29, point 3): extra minutes on each attempt and extra
// attempts, for the email the official signs in with. Saving zero and zero removes one; Edit puts a
// row back in the form.
import { Pencil, Trash2 } from 'lucide-react';
import type { Accommodation, AccommodationInput } from '../../../../common/schemas/exam';
import { AccommodationFormSchema, accommodationFormValues } from '../../../../common/schemas/exam-form';
import { TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { actionsColumn, RowsTable, type ColumnDef } from '../shared/data-table';
import { QueryStates } from '../shared/query-states';
import { RowButton, RowButtons } from '../shared/row-actions';
import { SectionCard } from '../shared/section-card';

const ID_PREFIX = 'accommodation';
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

const columns = (onEdit: (row: Accommodation) => void, onRemove: (row: Accommodation) => void): ColumnDef<Accommodation>[] => [
  { header: 'Email', pin: 'start', className: 'min-w-40 break-all font-medium', cell: (row) => row.email },
  { header: 'Extra time', className: 'whitespace-nowrap', cell: (row) => minutes(row.extraMinutes) },
  { header: 'Extra attempts', className: 'whitespace-nowrap', cell: (row) => row.extraAttempts },
  actionsColumn((row) => (
    <RowButtons>
      <RowButton icon={Pencil} onClick={() => onEdit(row)} aria-label={`Edit the accommodation of ${row.email}`}>
        Edit
      </RowButton>
      <RowButton icon={Trash2} destructive onClick={() => onRemove(row)} aria-label={`Remove the accommodation of ${row.email}`}>
        Remove
      </RowButton>
    </RowButtons>
  )),
];

export function Accommodations({ examId }: { examId: number }) {
  const path = `/api/exams/${examId}/accommodations`;
  const list = useAdminQuery<Accommodation[]>(path);
  const form = useSchemaForm(AccommodationFormSchema, accommodationFormValues());
  const save = useAdminMutation<AccommodationInput>({
    method: 'PUT', path, failure: 'Failed to save the accommodation', invalidates: [path], onSuccess: () => form.reset(accommodationFormValues()),
  });
  const remove = useAdminMutation<Accommodation>({
    method: 'PUT', path, body: ({ email }) => ({ email, extraMinutes: 0, extraAttempts: 0 }), success: 'Accommodation removed', failure: 'Failed to remove the accommodation', invalidates: [path],
  });
  const edit = (row: Accommodation) => {
    form.reset({ email: row.email, extraMinutes: String(row.extraMinutes), extraAttempts: String(row.extraAttempts) });
    form.setFocus('extraMinutes');
  };
  return (
    <SectionCard
      title="Accommodations"
      description="Extra time on each attempt and extra attempts for one official, by the email they sign in with. Saving zero and zero removes an accommodation."
      contentClassName="grid min-w-0 gap-4"
    >
      <SchemaForm form={form} idPrefix={ID_PREFIX} onSubmit={(input) => save.mutate(input)}>
        <fieldset disabled={save.isPending} className="grid grid-cols-2 items-start gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto]">
          <legend className="sr-only">Set an accommodation</legend>
          <TextField name="email" label="Official's email" required type="email" autoComplete="off" className="col-span-2 sm:col-span-1" />
          <TextField name="extraMinutes" label="Extra minutes" type="number" inputMode="numeric" min={0} step={1} />
          <TextField name="extraAttempts" label="Extra attempts" type="number" inputMode="numeric" min={0} step={1} />
          {/* Level with the inputs, below their labels. */}
          <SubmitButton pending={save.isPending} label="Save" className="w-fit sm:mt-5.5" />
        </fieldset>
      </SchemaForm>
      <QueryStates query={list} loadingLabel="Loading accommodations" error="Error loading accommodations. Please try again.">
        {(rows) => <RowsTable label="Accommodations" rows={rows} rowKey={(row) => row.email} columns={columns(edit, (row) => remove.mutate(row))} emptyText="No accommodations" />}
      </QueryStates>
    </SectionCard>
  );
}
