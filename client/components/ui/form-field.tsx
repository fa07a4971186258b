import type { ReactNode } from 'react';
import { Label } from './label';
import { cn } from '../../lib/utils';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error for one field. Spread `fieldA11y(id, error, !!hint)` on the control. */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" data-invalid={error ? true : undefined} className={cn('grid gap-2', className)}>
      <Label id={`${id}-label`} htmlFor={id} className={error ? 'text-destructive' : undefined}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, named by the control through fieldA11y's `${id}-error`; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

export function fieldA11y(id: string, error?: string, hasHint = false) {
  const describedBy = [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': !!error || undefined,
    'aria-describedby': describedBy || undefined,
  };
}
