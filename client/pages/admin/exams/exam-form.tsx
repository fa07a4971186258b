// The new exam dialog's fields (issue 29): title, the program it serves (or none: open to every
// account), what each attempt draws (rows of a bank category and a count), pass mark, time limit,
// attempts allowed and the wait between them, the open-book note, and whether a review is shown.
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { NO_PROGRAM, type ExamFormValues } from '../../../../common/schemas/exam-form';
import { CheckboxField, SelectField, TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '../../../components/ui/select';

type Values = ExamFormValues;
const Field = TextField<Values>;
/** The draw's limit in the API's schema. */
const MAX_DRAW_ROWS = 50;

export interface BankCategory {
  name: string;
  count: number;
}

export function ExamFields({ programs, categories }: { programs: readonly (readonly [string, string])[]; categories: readonly BankCategory[] }) {
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  return (
    <>
      <Field name="title" label="Title" required autoComplete="off" />
      <SelectField<Values> name="programId" label="Program" options={[[NO_PROGRAM, 'None: any account'], ...programs]} hint="Only those registered for the program may take the exam; with none, every official with an account may." />
      <DrawRows categories={categories} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field name="passPercent" label="Pass mark (%)" required min={1} max={100} {...number} />
        <Field name="timeLimitMinutes" label="Time limit (minutes)" required min={1} {...number} />
        <Field name="attemptsAllowed" label="Attempts allowed" required min={1} {...number} />
        <Field name="waitHours" label="Waiting time between attempts (hours)" required min={0} {...number} />
      </div>
      <Field name="openBookNote" label="Open-book note" rows={2} hint="Shown to officials with the exam, e.g. which books may be used. Optional." />
      <CheckboxField<Values> name="showReview" label="After submitting, show each question's correct answer and explanation" />
    </>
  );
}

function DrawRows({ categories }: { categories: readonly BankCategory[] }) {
  const { fields, append, remove } = useFieldArray<Values, 'draw'>({ name: 'draw' });
  // The list's own messages (none drawn; the server's refusals of the draw) under `root` or the list's name.
  const listError = useFieldError('draw.root');
  const fieldError = useFieldError('draw');
  const error = listError ?? fieldError;
  const options = categories.map(({ name, count }) => [name, `${name} (${count} ${count === 1 ? 'question' : 'questions'})`] as const);
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Questions per attempt</legend>
      <p className="text-sm text-muted-foreground">
        {categories.length === 0 ? 'The bank has no questions yet: add some on the Question bank tab first.' : 'Each attempt draws this many questions at random from each category of the bank.'}
      </p>
      {fields.map((field, index) => (
        <DrawRow key={field.id} index={index} options={options} removable={fields.length > 1} onRemove={() => remove(index)} />
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= Math.min(categories.length, MAX_DRAW_ROWS)}
        onClick={() => append({ category: '', count: '1' })}
      >
        <Plus aria-hidden="true" />
        Add category
      </Button>
    </fieldset>
  );
}

type DrawPart = 'category' | 'count';

/**
 * One input of a draw row: its caption above (hidden from assistive technology, which hears the
 * numbered label the control carries) and its message below.
 */
function DrawCell({ index, part, caption, control }: { index: number; part: DrawPart; caption: string; control: (a11y: ReturnType<typeof fieldA11y>) => ReactNode }) {
  const error = useFieldError(`draw.${index}.${part}`);
  const id = useFieldId(`draw-${index}-${part}`);
  return (
    <div className="grid min-w-0 gap-1">
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
        {caption}
      </span>
      {control(fieldA11y(id, error))}
      <FieldError id={id} error={error} />
    </div>
  );
}

function DrawRow({ index, options, removable, onRemove }: { index: number; options: readonly (readonly [string, string])[]; removable: boolean; onRemove: () => void }) {
  const { control, register } = useFormContext<Values>();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] items-start gap-2">
      <DrawCell
        index={index} part="category" caption="Category"
        control={(a11y) => (
          <Controller
            control={control}
            name={`draw.${index}.category`}
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={field.disabled || options.length === 0}>
                <SelectTrigger {...a11y} aria-label={`Category ${index + 1}`} onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue placeholder="Choose" />
                </SelectTrigger>
                <SelectOptions options={options} />
              </Select>
            )}
          />
        )}
      />
      <DrawCell
        index={index} part="count" caption="Count"
        control={(a11y) => <Input {...a11y} aria-label={`Questions from category ${index + 1}`} type="number" inputMode="numeric" min={1} step={1} {...register(`draw.${index}.count`)} />}
      />
      <Button type="button" variant="ghost" size="icon" className="mt-5" aria-label={`Remove category ${index + 1}`} disabled={!removable} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
