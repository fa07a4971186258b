// Fields of the registration form, wired to react-hook-form's context: a label bound to the control,
// aria-invalid, and the schema's message under the field.
import type { ComponentProps, ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import type { RegistrationFormInput } from './registration-schema';

export const fieldId = (name: string) => `registration-${name}`;

/** Focuses the first of these fields in page order (react-hook-form's own choice follows registration order). */
export function focusFirstField(names: readonly string[]) {
  const first = names
    .map((name) => document.getElementById(fieldId(name)))
    .filter((element) => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  // A radio group is one field: focus its chosen (or first open) option.
  const target = first?.getAttribute('role') === 'radiogroup'
    ? first.querySelector<HTMLElement>('[data-state="checked"], button:not(:disabled)')
    : first;
  target?.focus();
}

type Input = RegistrationFormInput;
type TextName = { [K in keyof Input]-?: Input[K] extends string | null | undefined ? K : never }[keyof Input];
type BooleanName = { [K in keyof Input]-?: Input[K] extends boolean | undefined ? K : never }[keyof Input];

export function useFieldError(name: keyof Input): string | undefined {
  const { formState } = useFormContext<Input>();
  return formState.errors[name]?.message;
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: TextName;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
}

export function TextField({ name, label, hint, required, multiline, className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<RegistrationFormInput>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const a11y = { ...fieldA11y(id, error, !!hint), 'aria-required': required || undefined };
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {multiline ? <Textarea {...a11y} {...register(name)} /> : <Input {...a11y} {...inputProps} {...register(name)} />}
    </FormField>
  );
}

interface CheckboxFieldProps {
  name: BooleanName;
  label: ReactNode;
  required?: boolean;
  className?: string;
  onCheckedChange?: (checked: boolean) => void;
}

/** A checkbox with its label beside it and the message underneath. */
export function CheckboxField({ name, label, required, className, onCheckedChange }: CheckboxFieldProps) {
  const { control } = useFormContext<RegistrationFormInput>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              {...fieldA11y(id, error)}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
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
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
