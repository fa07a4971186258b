// Form fields bound to react-hook-form's context, for every form of the site (the registration
// dialog and the admin forms): a label bound to the control, aria-invalid, and the schema's message
// under the field. Element ids are `{prefix}-{name}`, the prefix set once per form by <FormIds>.
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { FormField, FieldError, fieldA11y } from '../ui/form-field';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { cn } from '../../lib/utils';

const FormIdContext = createContext('form');

/** Names the form's element ids: `{prefix}-{field}`, so two forms on a page never share one. */
export function FormIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FormIdContext.Provider value={prefix}>{children}</FormIdContext.Provider>;
}

/** The element id of a field of the surrounding form. */
export function useFieldId(name: string): string {
  return `${useContext(FormIdContext)}-${name}`;
}

/** The schema's message for a field (nested names such as `priceTiers.0.name` too). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** Focuses the first of these fields in page order (react-hook-form's own choice follows registration order). */
export function focusFirstField(ids: readonly string[]) {
  const first = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  // A radio group is one field: focus its chosen (or first open) option.
  const target = first?.getAttribute('role') === 'radiogroup'
    ? first.querySelector<HTMLElement>('[data-state="checked"], button:not(:disabled)')
    : first;
  target?.focus();
}

interface FieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

type TextFieldProps<Values extends FieldValues> = FieldProps<Values> & Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  /** A textarea instead of a one-line input (of `rows` rows when given). */
  multiline?: boolean;
  rows?: number;
  /** Something beside the input, e.g. a preview. */
  addon?: ReactNode;
  /** Classes of the input or textarea itself (`className` styles the field around it). */
  controlClassName?: string;
};

export function TextField<Values extends FieldValues = FieldValues>({
  name, label, hint, required, className, multiline, rows, addon, controlClassName, ...inputProps
}: TextFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const a11y = { ...fieldA11y(id, error, !!hint), 'aria-required': required || undefined };
  const control = multiline || rows
    ? <Textarea {...a11y} rows={rows} className={controlClassName} {...register(name)} />
    : <Input {...a11y} {...inputProps} className={controlClassName} {...register(name)} />;
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {addon ? <div className="flex items-center gap-2">{control}{addon}</div> : control}
    </FormField>
  );
}

interface CheckboxFieldProps<Values extends FieldValues> extends FieldProps<Values> {
  onCheckedChange?: (checked: boolean) => void;
}

/** A checkbox with its label (and hint) beside it and the message underneath. */
export function CheckboxField<Values extends FieldValues = FieldValues>({ name, label, hint, required, className, onCheckedChange }: CheckboxFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const text = (
    <Label htmlFor={id} className={cn('leading-snug font-normal', error && 'text-destructive')}>
      <span>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}*
          </span>
        )}
      </span>
    </Label>
  );
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              {...fieldA11y(id, error, !!hint)}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              disabled={field.disabled}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                onCheckedChange?.(checked === true);
              }}
              aria-required={required || undefined}
              className="mt-0.5"
            />
          )}
        />
        {hint ? (
          <div className="grid gap-1">
            {text}
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
        ) : (
          text
        )}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps<Values extends FieldValues> extends FieldProps<Values> {
  /** [value, label] pairs; SPEC: no item may have an empty value. */
  options: readonly (readonly [string, string])[];
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

/** A select (Radix) whose trigger is named by the field's label. */
export function SelectField<Values extends FieldValues = FieldValues>({
  name, label, hint, required, className, options, placeholder, onValueChange,
}: SelectFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
            disabled={field.disabled}
          >
            <SelectTrigger
              {...fieldA11y(id, error, !!hint)}
              aria-labelledby={`${id}-label`}
              aria-required={required || undefined}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectOptions options={options} />
          </Select>
        )}
      />
    </FormField>
  );
}
