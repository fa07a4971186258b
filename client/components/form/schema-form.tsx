// A form checked by a zod schema from common/: react-hook-form holds what the inputs hold, the schema
// turns it into what is sent. The form is put in context for the shared form controls.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormIds } from './form-controls';

export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  values: DefaultValues<Values>,
  options: { shouldFocusError?: boolean } = {},
) {
  return useForm<Values, unknown, Output>({
    // The resolver's overloads cannot follow a schema whose types are parameters.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: values,
    ...options,
  });
}

interface SchemaFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Element ids of the fields are `{idPrefix}-{name}`. */
  idPrefix: string;
  onSubmit: (values: Output) => unknown;
  className?: string;
  children: ReactNode;
}

export function SchemaForm<Values extends FieldValues, Output>({ form, idPrefix, onSubmit, className, children }: SchemaFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <FormIds prefix={idPrefix}>
        <form noValidate className={className} onSubmit={form.handleSubmit(onSubmit)}>
          {children}
        </form>
      </FormIds>
    </FormProvider>
  );
}
