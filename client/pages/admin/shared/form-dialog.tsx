// An add or edit dialog bound to react-hook-form: the schema from common/ checks the fields (bound by
// the shared form controls, which read the form from context); Cancel and the submit button
// ("Saving..." while pending) close it.
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { DialogFormFooter } from './dialog-form-footer';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

interface FormDialogProps<Values extends FieldValues, Output> extends Omit<DialogFrameProps, 'children'> {
  /** Element ids of the fields are `{idPrefix}-{name}`. */
  idPrefix: string;
  schema: z.ZodType<Output, Values>;
  /** What the fields hold when the dialog opens. */
  values: DefaultValues<Values>;
  pending: boolean;
  /** The submit button's text while not saving, e.g. "Add Service" or "Save Changes". */
  submitLabel: string;
  /** Its text while saving, e.g. "Creating..."; "Saving..." unless given. */
  pendingLabel?: string;
  onSubmit: (values: Output) => void;
  /** The form's fields. */
  children: ReactNode;
}

export function FormDialog<Values extends FieldValues, Output>({
  idPrefix, schema, values, pending, submitLabel, pendingLabel, onSubmit, children, ...frame
}: FormDialogProps<Values, Output>) {
  return (
    <DialogFrame {...frame} onOpenChange={(open) => !pending && frame.onOpenChange(open)}>
      {/* Mounted while open, so each opening starts from `values`. */}
      <DialogForm idPrefix={idPrefix} schema={schema} values={values} onSubmit={onSubmit}>
        <fieldset disabled={pending} className="contents">
          {children}
        </fieldset>
        <DialogFormFooter onCancel={() => frame.onOpenChange(false)} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
      </DialogForm>
    </DialogFrame>
  );
}

type DialogFormProps<Values extends FieldValues, Output> = Pick<FormDialogProps<Values, Output>, 'idPrefix' | 'schema' | 'values' | 'onSubmit' | 'children'>;

function DialogForm<Values extends FieldValues, Output>({ idPrefix, schema, values, onSubmit, children }: DialogFormProps<Values, Output>) {
  const form = useSchemaForm(schema, values);
  return (
    <SchemaForm form={form} idPrefix={idPrefix} onSubmit={onSubmit} className="grid gap-4">
      {children}
    </SchemaForm>
  );
}
