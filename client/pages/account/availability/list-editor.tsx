// A list the official adds to and removes from (blocked dates, teams): one input with an Add button
// (Enter adds too, without sending the form), then the items, each with a Remove button and the
// server's message under it when it refuses one.
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { addable, type AvailabilityFormValues } from './availability-form';

type ListName = 'blockedDates' | 'affiliations';

interface ListEditorProps {
  name: ListName;
  legend: string;
  hint: ReactNode;
  inputLabel: string;
  inputType: 'date' | 'text';
  /** The Add button's words, e.g. "Add date". */
  addLabel: string;
  /** What an item is called on its Remove button and in the list. */
  show: (item: string) => string;
  empty: string;
}

function Item({ name, index, text, onRemove }: { name: ListName; index: number; text: string; onRemove: () => void }) {
  const error = useFieldError(`${name}.${index}`);
  const id = useFieldId(`${name}.${index}`);
  return (
    <li className="grid gap-1">
      <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-1">
        <span id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="text-sm font-medium break-words">
          {text}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${text}`}>
          Remove
        </Button>
      </div>
      <FieldError id={id} error={error} />
    </li>
  );
}

export function ListEditor({ name, legend, hint, inputLabel, inputType, addLabel, show, empty }: ListEditorProps) {
  const { control, setValue, clearErrors } = useFormContext<AvailabilityFormValues>();
  const items = useWatch({ control, name });
  const [typed, setTyped] = useState('');
  const inputId = useFieldId(`${name}-new`);
  const error = useFieldError(name);
  const set = (next: string[]) => {
    clearErrors(name);
    setValue(name, next, { shouldDirty: true });
  };
  function add() {
    const value = addable(items, typed);
    if (value !== null) set([...items, value]);
    setTyped('');
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-lg font-semibold">{legend}</legend>
      <p id={`${inputId}-hint`} className="-mt-2 text-sm text-muted-foreground">
        {hint}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{inputLabel}</Label>
        <div className="flex gap-2">
          <Input
            type={inputType}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            className="min-w-0 flex-1"
            {...fieldA11y(inputId, error, true)}
          />
          <Button type="button" variant="outline" onClick={add}>
            {addLabel}
          </Button>
        </div>
        <FieldError id={inputId} error={error} />
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2" aria-label={legend}>
          {items.map((item, index) => (
            <Item key={item} name={name} index={index} text={show(item)} onRemove={() => set(items.filter((_, place) => place !== index))} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
