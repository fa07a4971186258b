// The add, edit and delete dialogs of an admin list, wired to its resource: each saves through
// create / update / remove and closes on success (the toasts come from the resource).
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormDialog } from './form-dialog';
import type { RowDialogs, useResource } from './use-resource';

type Resource<Row extends { id: number }, Create, Update> = ReturnType<typeof useResource<Row, Create, Update>>;

interface FormTexts {
  title: string;
  description: string;
  /** Element ids of the fields are `{idPrefix}-{name}`. */
  idPrefix: string;
  submitLabel: string;
  /** The submit button's text while saving; "Saving..." unless given. */
  pendingLabel?: string;
}

// A created row's input is also a valid update (Update is usually Partial<Create>).
interface ResourceDialogsProps<Row extends { id: number }, Values extends FieldValues, Create extends Update, Update> {
  resource: Resource<Row, Create, Update>;
  dialogs: RowDialogs<Row>;
  /** Checks the add form, and the edit form unless `editSchema` is given. */
  schema: z.ZodType<Create, Values>;
  /** The edit form's own check, when it asks less (e.g. every field optional). */
  editSchema?: z.ZodType<Update, Values>;
  /** What the fields hold when a dialog opens: the edited row's values, or a new row's (null). */
  values: (row: Row | null) => DefaultValues<Values>;
  /** The form's fields, for the edited row or a new one (null). */
  fields: (row: Row | null) => ReactNode;
  /** The form dialogs' width, e.g. "sm:max-w-2xl". */
  className?: string;
  add: FormTexts;
  edit: FormTexts;
  /** Absent when the screen draws its own delete confirmation (programs). */
  delete?: {
    title: string;
    description: (row: Row) => string;
    /** Keeps the confirmation open until the deletion ends. */
    holdWhilePending?: boolean;
  };
}

export function ResourceDialogs<Row extends { id: number }, Values extends FieldValues, Create extends Update, Update>({
  resource, dialogs, schema, editSchema, values, fields, className, add, edit, delete: remove,
}: ResourceDialogsProps<Row, Values, Create, Update>) {
  const { editing, deleting } = dialogs;
  const close = { onSuccess: dialogs.close };
  const onOpenChange = (open: boolean) => !open && dialogs.close();
  const deletePending = resource.remove.isPending;

  return (
    <>
      <FormDialog
        {...add}
        open={dialogs.creating}
        onOpenChange={onOpenChange}
        className={className}
        schema={schema}
        values={values(null)}
        pending={resource.create.isPending}
        onSubmit={(input) => resource.create.mutate(input, close)}
      >
        {fields(null)}
      </FormDialog>
      <FormDialog<Values, Update>
        {...edit}
        open={editing !== null}
        onOpenChange={onOpenChange}
        className={className}
        schema={editSchema ?? schema}
        values={values(editing)}
        pending={resource.update.isPending}
        onSubmit={(input) => editing && resource.update.mutate({ id: editing.id, values: input }, close)}
      >
        {fields(editing)}
      </FormDialog>
      {remove && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          onOpenChange={(open) => !(remove.holdWhilePending && deletePending) && onOpenChange(open)}
          title={remove.title}
          description={deleting ? remove.description(deleting) : ''}
          pending={deletePending}
          onConfirm={() => deleting && resource.remove.mutate(deleting.id, close)}
        />
      )}
    </>
  );
}
