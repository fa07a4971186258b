// The game form's fields (issue 30, point 1): when and how long, where, the level and the teams, a
// minimum age, and the crew: each position with its name, fee in dollars and the certification it requires.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SelectField, TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { MAX_POSITIONS, newPosition, type GameFormValues } from './game-form-schema';

type Values = GameFormValues;
const Field = TextField<Values>;
const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export function GameFields({ certifications }: { certifications: readonly (readonly [string, string])[] }) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field name="date" label="Date" required type="date" />
        <Field name="startTime" label="Start time" required type="time" />
        <Field name="lengthMinutes" label="Length (minutes)" required min={15} max={600} {...number} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field name="venue" label="Venue" required autoComplete="off" />
        <Field name="address" label="Address" required autoComplete="off" hint="With its ZIP code: officials' distance is measured from it." />
        <Field name="homeTeam" label="Home team" required autoComplete="off" />
        <Field name="awayTeam" label="Away team" required autoComplete="off" />
        <Field name="level" label="Level" required autoComplete="off" placeholder="e.g. Varsity" />
        <Field name="minimumAge" label="Minimum age" required min={0} max={99} {...number} hint="0: any age." />
      </div>
      <PositionRows certifications={certifications} />
    </>
  );
}

function PositionRows({ certifications }: { certifications: readonly (readonly [string, string])[] }) {
  const { fields, append, remove } = useFieldArray<Values, 'positions'>({ name: 'positions' });
  // The crew's own messages (none, two of one name) under `root` or the list's name.
  const rootError = useFieldError('positions.root');
  const listError = useFieldError('positions');
  const error = rootError ?? listError;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Crew positions</legend>
      <p className="text-sm text-muted-foreground">Each position's fee, in dollars, and the certification an official needs to work it.</p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid items-start gap-3 border-t pt-3 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)_auto]">
          <legend className="sr-only">Position {index + 1}</legend>
          <Field name={`positions.${index}.name`} label="Position" required autoComplete="off" />
          <Field name={`positions.${index}.fee`} label="Fee ($)" required inputMode="decimal" autoComplete="off" />
          <SelectField<Values> name={`positions.${index}.certification`} label="Certification" options={certifications} />
          <Button
            type="button" variant="ghost" size="icon" className="justify-self-end sm:mt-7" aria-label={`Remove position ${index + 1}`} disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </fieldset>
      ))}
      <FieldError id={useFieldId('positions')} error={error} />
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_POSITIONS} onClick={() => append(newPosition())}>
        <Plus aria-hidden="true" />
        Add position
      </Button>
    </fieldset>
  );
}
