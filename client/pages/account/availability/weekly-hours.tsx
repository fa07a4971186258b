// The weekly hours: a fieldset per weekday (its name as the legend) with the day's windows, each a From
// and a To time with a Remove button, and Add hours. A new window's From takes the focus; a removed
// window's day keeps it on its Add hours button.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { DAY_NAMES, windowsByDay, type AvailabilityFormValues } from './availability-form';

function TimeField({ name, label }: { name: `weekly.${number}.from` | `weekly.${number}.to`; label: string }) {
  const { register } = useFormContext<AvailabilityFormValues>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <FormField id={id} label={label} error={error} className="min-w-0 flex-1">
      <Input type="time" {...fieldA11y(id, error)} aria-required {...register(name)} />
    </FormField>
  );
}

interface DayHoursProps {
  day: number;
  /** The day's windows: their place in the form's list and their key. */
  windows: { index: number; key: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
}

function DayHours({ day, windows, onAdd, onRemove }: DayHoursProps) {
  const name = DAY_NAMES[day]!;
  const addId = useFieldId(`add-${day}`);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 font-semibold">{name}</legend>
      {windows.map(({ index, key }, place) => (
        <div key={key} role="group" aria-label={`${name}, hours ${place + 1}`} className="flex flex-wrap items-start gap-2">
          <TimeField name={`weekly.${index}.from`} label="From" />
          <TimeField name={`weekly.${index}.to`} label="To" />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-6"
            aria-label={`Remove ${name} hours ${place + 1}`}
            onClick={() => {
              onRemove(index);
              document.getElementById(addId)?.focus();
            }}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className="flex items-center justify-between gap-2">
        {windows.length === 0 && <p className="text-sm text-muted-foreground">Not available.</p>}
        <Button id={addId} type="button" variant="outline" size="sm" onClick={onAdd} aria-label={`Add hours on ${name}`} className="ml-auto">
          Add hours
        </Button>
      </div>
    </fieldset>
  );
}

export function WeeklyHours() {
  const { control } = useFormContext<AvailabilityFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'weekly' });
  const days = windowsByDay(fields);
  const error = useFieldError('weekly');
  return (
    <div className="grid gap-3">
      {days.map((indices, day) => (
        <DayHours
          key={DAY_NAMES[day]}
          day={day}
          windows={indices.map((index) => ({ index, key: fields[index]!.id }))}
          onAdd={() => append({ day, from: '', to: '' }, { focusName: `weekly.${fields.length}.from` })}
          onRemove={remove}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
