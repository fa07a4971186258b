// The program form's sessions (issue 16): rows of date, start, end, venue and address, and SPEC's Start
// date / Start time inputs, which follow the first session while there are rows (the server sets the
// program's start from it) and are the program's own start when there are none.
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_SESSIONS } from '../../../../common/schemas/program-sessions';
import { emptySessionRow, type SessionRow } from '../../../../common/schemas/program-sessions-form';
import type { ProgramFormValues } from '../../../../common/schemas/program-form';
import { TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** The first row by date, then start (rows still being typed without a date come last). */
function firstRow(rows: SessionRow[]): SessionRow | undefined {
  return rows
    .filter((row) => row.date !== '')
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))[0];
}

/** Start date and Start time: the program's own while there are no sessions, the first session's otherwise. */
export function ProgramStartFields() {
  const { control, setValue } = useFormContext<ProgramFormValues>();
  const rows = useWatch({ control, name: 'sessions' }) ?? [];
  const first = firstRow(rows);
  const following = rows.length > 0;
  const hadRows = useRef(following);
  useEffect(() => {
    if (following) {
      setValue('startDate', first?.date ?? '');
      setValue('startTime', first?.startTime ?? '');
    } else if (hadRows.current) {
      // The last session was removed: the program has no start until one is typed.
      setValue('startDate', '');
      setValue('startTime', '');
    }
    hadRows.current = following;
  }, [following, first?.date, first?.startTime, setValue]);
  const followed = following ? { readOnly: true, hint: 'Follows the first session', controlClassName: 'bg-muted text-muted-foreground' } : {};
  return (
    <>
      <TextField<ProgramFormValues> name="startDate" label="Start date" type="date" {...followed} />
      <TextField<ProgramFormValues> name="startTime" label="Start time" type="time" {...followed} />
    </>
  );
}

export function SessionRows() {
  const { fields, append, remove } = useFieldArray<ProgramFormValues, 'sessions'>({ name: 'sessions' });
  // The resolver files the list's own message (e.g. too many rows) under `root`.
  const listError = useFieldError('sessions.root');
  const fieldError = useFieldError('sessions');
  const error = listError ?? fieldError;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3" aria-label="Sessions">
      <legend className="px-1 text-sm font-medium">Sessions</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No sessions: the program runs from its start date.</p>}
      {fields.map((field, index) => {
        const cell = (part: keyof SessionRow, caption: string) => ({
          name: `sessions.${index}.${part}`, idName: `session-${index}-${part}`, label: `Session ${index + 1} ${caption.toLowerCase()}`, caption,
        });
        return (
          // Date, start and end share a line from the small breakpoint up; on a phone every input has its own.
          <div key={field.id} className="grid gap-2 border-b pb-3 last:border-0 last:pb-0 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <div className="flex items-center justify-between sm:hidden">
              <span className="text-sm font-medium">Session {index + 1}</span>
              <RemoveButton index={index} onClick={() => remove(index)} />
            </div>
            <SessionInput {...cell('date', 'Date')} type="date" />
            <SessionInput {...cell('startTime', 'Start')} type="time" />
            <SessionInput {...cell('endTime', 'End')} type="time" />
            <RemoveButton index={index} onClick={() => remove(index)} className="hidden sm:inline-flex" />
            <SessionInput {...cell('venueName', 'Venue')} placeholder="Optional" />
            <SessionInput {...cell('address', 'Address')} placeholder="Optional" className="sm:col-span-3" />
          </div>
        );
      })}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={fields.length >= MAX_SESSIONS} onClick={() => append(emptySessionRow())}>
        <Plus aria-hidden="true" />
        Add Session
      </Button>
    </fieldset>
  );
}

interface SessionInputProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: string;
  idName: string;
  /** The accessible name, with the session's number. */
  label: string;
  /** The visible label above the input. */
  caption: string;
}

function SessionInput({ name, idName, label, caption, className, ...inputProps }: SessionInputProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(idName);
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
        {caption}
      </span>
      <Input {...fieldA11y(id, error)} aria-label={label} {...inputProps} {...register(name)} />
      <FieldError id={id} error={error} />
    </div>
  );
}

function RemoveButton({ index, onClick, className }: { index: number; onClick: () => void; className?: string }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={`Remove session ${index + 1}`} onClick={onClick} className={className}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
