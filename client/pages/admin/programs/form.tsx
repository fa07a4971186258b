// The fields of a program, shared by the add and edit dialogs and the Create Officiating Program
// page: SPEC section 3's program with its features and price tiers as lists of rows.
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PROGRAM_LEVELS } from '../../../../common/constants';
import { PROGRAM_LEVEL_LABELS } from '../../../../common/labels';
import type { ProgramFormValues } from '../../../../common/schemas/program-form';
import { CheckboxField, SelectField, TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { CertificationFields } from './certification-fields';
import { HeadlinePriceField } from './headline-price';
import { ProgramStartFields, SessionRows } from './session-rows';

const LEVEL_OPTIONS = PROGRAM_LEVELS.map((level) => [level, PROGRAM_LEVEL_LABELS[level]] as const);

export function ProgramFields() {
  return (
    <>
      <TextField<ProgramFormValues> name="name" label="Name" required />
      <TextField<ProgramFormValues> name="description" label="Description" required rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<ProgramFormValues> name="level" label="Level" options={LEVEL_OPTIONS} />
        <TextField<ProgramFormValues> name="duration" label="Duration" required placeholder="e.g. 8 weeks" />
        <HeadlinePriceField />
        <TextField<ProgramFormValues> name="imageUrl" label="Image URL" type="url" placeholder="https://..." />
        <TextField<ProgramFormValues> name="location" label="Location (address)" />
        <TextField<ProgramFormValues> name="locationName" label="Venue" />
        <ProgramStartFields />
        <TextField<ProgramFormValues> name="capacity" label="Capacity" type="number" inputMode="numeric" min={1} step={1} placeholder="Unlimited" />
      </div>
      <SessionRows />
      <TextField<ProgramFormValues> name="whatToBring" label="What to Bring" rows={3} hint="Shown in the session reminder emails, e.g. whistle, black court shoes, water bottle." />
      <CheckboxField<ProgramFormValues> name="active" label="Active (shown on the website)" />
      <FeatureRows />
      <PriceTierRows />
      <CertificationFields />
    </>
  );
}

function FeatureRows() {
  const { fields, append, remove } = useFieldArray<ProgramFormValues, 'features'>({ name: 'features' });
  return (
    <RowList legend="Features" name="features" empty={fields.length === 0 && 'No features yet.'} onAdd={() => append({ value: '' })} addLabel="Add Feature">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <RowInput name={`features.${index}.value`} idName={`feature-${index}`} label={`Feature ${index + 1}`} className="flex-1" />
          <RemoveButton label={`Remove feature ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
    </RowList>
  );
}

function PriceTierRows() {
  const { fields, append, remove } = useFieldArray<ProgramFormValues, 'priceTiers'>({ name: 'priceTiers' });
  return (
    <RowList
      legend="Price tiers"
      name="priceTiers"
      empty={fields.length === 0 && 'No price tiers.'}
      onAdd={() => append({ name: '', price: '', description: '' })}
      addLabel="Add Tier"
      className="gap-3"
    >
      {fields.map((field, index) => {
        const tier = (part: string) => ({ name: `priceTiers.${index}.${part}`, idName: `tier-${index}-${part}`, label: `Tier ${index + 1} ${part}` });
        return (
          // The name has a line of its own, so a full name ("Experienced Official + Equipment Bundle") shows whole.
          <div key={field.id} className="grid grid-cols-[7rem_minmax(0,1fr)_auto] items-end gap-2 border-b pb-3 last:border-0 last:pb-0">
            <RowInput {...tier('name')} caption="Name" placeholder="e.g. New Official" className="col-span-2" multiline />
            <RemoveButton label={`Remove tier ${index + 1}`} onClick={() => remove(index)} />
            <RowInput {...tier('price')} caption="Price" placeholder="0" type="number" inputMode="numeric" min={0} step={1} />
            <RowInput {...tier('description')} caption="Description" placeholder="Optional" className="col-span-2" />
          </div>
        );
      })}
    </RowList>
  );
}

interface RowListProps {
  legend: string;
  /** The list's field, whose own message (e.g. too many rows) shows under the rows. */
  name: 'features' | 'priceTiers';
  empty: ReactNode;
  onAdd: () => void;
  addLabel: string;
  className?: string;
  children: ReactNode;
}

/** A bordered group of rows with an add button. */
function RowList({ legend, name, empty, onAdd, addLabel, className, children }: RowListProps) {
  // The resolver files a list's own message under `root`, beside its rows' messages.
  const error = useFieldError(`${name}.root`);
  return (
    <fieldset className={cn('grid gap-2 rounded-md border p-3', className)}>
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {empty && <p className="text-sm text-muted-foreground">{empty}</p>}
      {children}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

interface RowInputProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: string;
  /** The element id's field part (`{prefix}-{idName}`). */
  idName: string;
  /** The accessible name (with the row's number). */
  label: string;
  /** A visible column label above the input; the accessible name stays `label`, which contains it. */
  caption?: string;
  /** One line of text that wraps instead of scrolling, so a long value shows whole on a phone. */
  multiline?: boolean;
}

function RowInput({ name, idName, label, caption, multiline = false, className, ...inputProps }: RowInputProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(idName);
  return (
    <div className={cn('grid gap-1', className)}>
      {caption && (
        <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
          {caption}
        </span>
      )}
      {multiline ? (
        <Textarea
          {...fieldA11y(id, error)}
          aria-label={label}
          rows={1}
          placeholder={inputProps.placeholder}
          className="min-h-9 resize-none py-1.5 field-sizing-content"
          // Still one line of text: Enter submits nothing and breaks nothing.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          {...register(name)}
        />
      ) : (
        <Input {...fieldA11y(id, error)} aria-label={label} {...inputProps} {...register(name)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
