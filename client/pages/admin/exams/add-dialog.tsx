// The exam screens' add dialogs (a question, an exam): the form is checked by its schema from common/ as
// every admin form is, and the checks only the server can make (a draw the bank cannot serve, an
// unknown program) come back as per-field messages, shown under the form's own fields as well.
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { focusFirstField } from '../../../components/form/form-controls';
import { ApiError } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { FormDialog } from '../shared/form-dialog';

/** `error`: the last refusal of the form's save (a new one each time), or null. */
function ServerFieldErrors({ error, idPrefix }: { error: Error | null; idPrefix: string }) {
  const { getValues, setError } = useFormContext();
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    const names = Object.keys(getValues());
    const shown: string[] = [];
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const name = path.split('.')[0]!;
      if (!names.includes(name)) continue;
      setError(path, { type: 'server', message });
      shown.push(`${idPrefix}-${name}`);
    }
    focusFirstField(shown);
  }, [error, getValues, setError, idPrefix]);
  return null;
}

interface AddDialogProps<Values extends FieldValues, Output> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Element ids of the fields are `{idPrefix}-{name}`. */
  idPrefix: string;
  schema: z.ZodType<Output, Values>;
  values: DefaultValues<Values>;
  /** POSTed to, and refreshed after. */
  path: string;
  /** The failure toast when the server says nothing, e.g. "Failed to add the question". */
  failure: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

export function AddDialog<Values extends FieldValues, Output>({ open, onClose, path, failure, children, ...form }: AddDialogProps<Values, Output>) {
  const [refusal, setRefusal] = useState<Error | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const create = useAdminMutation<Output>({ method: 'POST', path, failure, invalidates: [path], onSuccess: close });
  return (
    <FormDialog
      {...form}
      open={open}
      onOpenChange={(next) => !next && close()}
      className="sm:max-w-2xl"
      pending={create.isPending}
      onSubmit={(input) => create.mutate(input, { onError: setRefusal })}
    >
      {children}
      <ServerFieldErrors error={refusal} idPrefix={form.idPrefix} />
    </FormDialog>
  );
}
