// The one program form used by the create and edit dialogs and the Create Officiating Program page.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { PROGRAM_LEVELS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { useCreateProgram } from './program-api';
import { newProgramValues, ProgramFormSchema, type ProgramBody, type ProgramFormValues } from './program-form-schema';

export const LEVEL_LABELS: Record<(typeof PROGRAM_LEVELS)[number], string> = {
  'high-school': 'High School',
  college: 'College',
  professional: 'Professional',
  youth: 'Youth',
  all: 'All Levels',
};

interface ProgramFormProps {
  /** Prefix for element ids, so two forms never share one. */
  idPrefix: string;
  defaultValues: ProgramFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending?: boolean;
  onSubmit: (body: ProgramBody) => void;
  /** The Cancel control (a button closing a dialog, or a link back). */
  cancel: ReactNode;
}

export function ProgramForm({ idPrefix, defaultValues, submitLabel, pendingLabel, pending, onSubmit, cancel }: ProgramFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProgramFormValues, unknown, ProgramBody>({ resolver: zodResolver(ProgramFormSchema), defaultValues });
  const features = useFieldArray({ control, name: 'features' });
  const tiers = useFieldArray({ control, name: 'priceTiers' });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id={id('name')} label="Name" error={errors.name?.message} required>
        <Input {...fieldA11y(id('name'), errors.name?.message)} {...register('name')} disabled={pending} />
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message} required>
        <Textarea {...fieldA11y(id('description'), errors.description?.message)} rows={4} {...register('description')} disabled={pending} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('level')} label="Level" error={errors.level?.message}>
          <Controller
            control={control}
            name="level"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                <SelectTrigger
                  {...fieldA11y(id('level'), errors.level?.message)}
                  aria-labelledby={`${id('level')}-label`}
                  onBlur={field.onBlur}
                  ref={field.ref}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PROGRAM_LEVELS.map((level) => (
                    <SelectItem key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id={id('duration')} label="Duration" error={errors.duration?.message} required>
          <Input {...fieldA11y(id('duration'), errors.duration?.message)} placeholder="e.g. 8 weeks" {...register('duration')} disabled={pending} />
        </FormField>
        <FormField id={id('price')} label="Price (USD)" error={errors.price?.message}>
          <Input {...fieldA11y(id('price'), errors.price?.message)} type="number" inputMode="numeric" min={0} step={1} {...register('price')} disabled={pending} />
        </FormField>
        <FormField id={id('imageUrl')} label="Image URL" error={errors.imageUrl?.message}>
          <Input {...fieldA11y(id('imageUrl'), errors.imageUrl?.message)} type="url" placeholder="https://..." {...register('imageUrl')} disabled={pending} />
        </FormField>
        <FormField id={id('location')} label="Location (address)" error={errors.location?.message}>
          <Input {...fieldA11y(id('location'), errors.location?.message)} {...register('location')} disabled={pending} />
        </FormField>
        <FormField id={id('locationName')} label="Venue" error={errors.locationName?.message}>
          <Input {...fieldA11y(id('locationName'), errors.locationName?.message)} {...register('locationName')} disabled={pending} />
        </FormField>
        <FormField id={id('startDate')} label="Start date" error={errors.startDate?.message}>
          <Input {...fieldA11y(id('startDate'), errors.startDate?.message)} type="date" {...register('startDate')} disabled={pending} />
        </FormField>
        <FormField id={id('startTime')} label="Start time" error={errors.startTime?.message}>
          <Input {...fieldA11y(id('startTime'), errors.startTime?.message)} type="time" {...register('startTime')} disabled={pending} />
        </FormField>
      </div>

      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={id('active')}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={pending}
            />
            <Label htmlFor={id('active')}>Active (shown on the website)</Label>
          </div>
        )}
      />

      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Features</legend>
        {features.fields.length === 0 && <p className="text-sm text-muted-foreground">No features yet.</p>}
        {features.fields.map((field, index) => (
          <div key={field.id} className="flex items-center gap-2">
            <Input aria-label={`Feature ${index + 1}`} {...register(`features.${index}.value`)} disabled={pending} />
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove feature ${index + 1}`} onClick={() => features.remove(index)} disabled={pending}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => features.append({ value: '' })} disabled={pending}>
          <Plus aria-hidden="true" />
          Add Feature
        </Button>
      </fieldset>

      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Price tiers</legend>
        {tiers.fields.length === 0 && <p className="text-sm text-muted-foreground">No price tiers.</p>}
        {tiers.fields.map((field, index) => {
          const tierErrors = errors.priceTiers?.[index];
          const nameId = id(`tier-${index}-name`);
          const priceId = id(`tier-${index}-price`);
          const descriptionId = id(`tier-${index}-description`);
          return (
            <div key={field.id} className="grid gap-2 border-b pb-3 last:border-0 last:pb-0 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-start">
              <div className="grid gap-1">
                <Input
                  {...fieldA11y(nameId, tierErrors?.name?.message)}
                  aria-label={`Tier ${index + 1} name`}
                  placeholder="Tier name"
                  {...register(`priceTiers.${index}.name`)}
                  disabled={pending}
                />
                {tierErrors?.name?.message && (
                  <p id={`${nameId}-error`} role="alert" className="text-sm text-destructive">
                    {tierErrors.name.message}
                  </p>
                )}
              </div>
              <div className="grid gap-1">
                <Input
                  {...fieldA11y(priceId, tierErrors?.price?.message)}
                  aria-label={`Tier ${index + 1} price`}
                  placeholder="Price"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...register(`priceTiers.${index}.price`)}
                  disabled={pending}
                />
                {tierErrors?.price?.message && (
                  <p id={`${priceId}-error`} role="alert" className="text-sm text-destructive">
                    {tierErrors.price.message}
                  </p>
                )}
              </div>
              <Input
                id={descriptionId}
                aria-label={`Tier ${index + 1} description`}
                placeholder="Description (optional)"
                {...register(`priceTiers.${index}.description`)}
                disabled={pending}
              />
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove tier ${index + 1}`} onClick={() => tiers.remove(index)} disabled={pending}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => tiers.append({ name: '', price: '', description: '' })}
          disabled={pending}
        >
          <Plus aria-hidden="true" />
          Add Tier
        </Button>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface NewProgramFormProps extends Pick<ProgramFormProps, 'idPrefix' | 'cancel'> {
  create: ReturnType<typeof useCreateProgram>;
}

/** The form of a new program (the Add Program dialog, the Create Officiating Program page). */
export function NewProgramForm({ idPrefix, create, cancel }: NewProgramFormProps) {
  return (
    <ProgramForm
      idPrefix={idPrefix}
      defaultValues={newProgramValues()}
      submitLabel="Create Program"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={(body) => create.mutate(body)}
      cancel={cancel}
    />
  );
}
