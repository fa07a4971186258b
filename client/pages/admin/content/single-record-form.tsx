// The pattern of the single-record screens (SPEC section 2, "Single-record forms"): load the record from
// its public GET (spinner, red box on failure), edit it in a react-hook-form checked by the shared zod
// schema, and PUT it back (the PUT replaces the record) with SPEC section 8's toasts.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { PageHeader } from '../shared/page-header';

export interface SingleRecordScreenProps<Input extends FieldValues, Output extends FieldValues> {
  title: string;
  description?: string;
  /** API path of the record: GET (public) reads it, PUT replaces it. */
  path: string;
  schema: z.ZodType<Output, Input>;
  /** The blank form: every field, '' for text. A stored record fills it in. */
  empty: Input;
  /** SPEC section 8 toasts. */
  success: string;
  failure: string;
  /** The red box when the record can't be loaded, e.g. "Error loading company information. Please try again." */
  loadError: string;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}

/** The blank form filled with the stored record's values (null stays ''). */
export function toFormValues<Input extends FieldValues>(empty: Input, record: Record<string, unknown> | null | undefined): Input {
  const values: Record<string, unknown> = { ...empty };
  for (const key of Object.keys(empty)) {
    const stored = record?.[key];
    if (typeof stored === typeof empty[key]) values[key] = stored;
  }
  return values as Input;
}

export function SingleRecordScreen<Input extends FieldValues, Output extends FieldValues>(props: SingleRecordScreenProps<Input, Output>) {
  const { title, description, path, loadError } = props;
  const record = useAdminQuery<Record<string, unknown> | null>(path);

  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <PageHeader title={title} description={description} />
      {record.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" />
        </div>
      ) : record.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{loadError}</AlertDescription>
        </Alert>
      ) : (
        <RecordForm {...props} defaultValues={toFormValues(props.empty, record.data)} />
      )}
    </div>
  );
}

function RecordForm<Input extends FieldValues, Output extends FieldValues>({
  path,
  schema,
  success,
  failure,
  defaultValues,
  children,
}: SingleRecordScreenProps<Input, Output> & { defaultValues: Input }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const save = useAdminMutation<Output>({ method: 'PUT', path, success, failure, invalidates: [path] });

  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <fieldset disabled={save.isPending} className="grid gap-6">
            {children(form)}
            <div className="flex justify-end">
              <SaveButton pending={save.isPending} />
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending && <Spinner className="size-4" label="Saving" />}
      {pending ? 'Saving...' : 'Save Changes'}
    </Button>
  );
}

interface FieldProps<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  name: Path<Input>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A text input (or a textarea with `rows`) bound to the form, with its label, hint and message. */
export function TextField<Input extends FieldValues, Output extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  className,
  rows,
  type = 'text',
  placeholder,
  autoComplete,
  controlClassName,
}: FieldProps<Input, Output> & {
  /** Classes of the input or textarea itself. */
  controlClassName?: string;
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  placeholder?: string;
  autoComplete?: string;
}) {
  const id = `field-${name}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const a11y = fieldA11y(id, error, !!hint);
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={cn('content-start', className)}>
      {rows ? (
        <Textarea {...a11y} rows={rows} placeholder={placeholder} className={controlClassName} {...form.register(name)} />
      ) : (
        <Input {...a11y} type={type} placeholder={placeholder} autoComplete={autoComplete} className={controlClassName} {...form.register(name)} />
      )}
    </FormField>
  );
}

/** A checkbox bound to a boolean field. */
export function CheckboxField<Input extends FieldValues, Output extends FieldValues>({ form, name, label, hint }: FieldProps<Input, Output>) {
  const id = `field-${name}`;
  const field = form.register(name);
  const checked = form.watch(name) as unknown as boolean;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name={field.name}
        ref={field.ref}
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={(value) =>
          form.setValue(name, (value === true) as Parameters<typeof form.setValue>[1], { shouldDirty: true })
        }
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The three optional feature boxes of hero and about: title, text and icon each. */
export function FeatureBoxFields<Input extends FieldValues, Output extends FieldValues>({
  form,
  iconHint,
  iconPlaceholders,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  iconHint: ReactNode;
  iconPlaceholders: readonly [string, string, string];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {([1, 2, 3] as const).map((n) => (
        <fieldset key={n} className="grid content-start gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">Feature Box {n}</legend>
          <TextField form={form} name={`featureBox${n}Title` as Path<Input>} label="Title" />
          <TextField form={form} name={`featureBox${n}Text` as Path<Input>} label="Text" rows={3} />
          <TextField
            form={form}
            name={`featureBox${n}Icon` as Path<Input>}
            label="Icon"
            hint={iconHint}
            placeholder={iconPlaceholders[n - 1]}
          />
        </fieldset>
      ))}
    </div>
  );
}

/** Field layout: two columns from the small breakpoint up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
