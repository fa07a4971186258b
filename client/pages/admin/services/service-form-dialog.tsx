// The add and edit dialogs of a service: SPEC section 5 through the shared schemas. The icon is a
// name (SPEC section 3's six have pictures; any other shows an alert icon), display order a number.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_ICONS } from '../../../../common/constants';
import { CreateServiceSchema, UpdateServiceSchema } from '../../../../common/schemas/service';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { serviceIcon } from '../../public/icons';
import { FormDialog } from '../shared/form-dialog';

export interface Service {
  id: number;
  title: string;
  description: string;
  icon: string;
  displayOrder: number;
  active: boolean;
  createdAt?: string;
  updatedAt?: string;
}

type FormInput = z.input<typeof UpdateServiceSchema>;
export type ServiceValues = z.output<typeof UpdateServiceSchema>;

const EMPTY: FormInput = { title: '', description: '', icon: '', displayOrder: 0, active: true };

/** The number input's text as a number; empty stays undefined (the field is optional). */
const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

interface ServiceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service being edited; absent when adding. */
  service?: Service | null;
  pending: boolean;
  onSubmit: (values: ServiceValues) => void;
}

export function ServiceFormDialog({ open, onOpenChange, service, pending, onSubmit }: ServiceFormDialogProps) {
  const editing = !!service;
  const form = useForm<FormInput, unknown, ServiceValues>({
    resolver: zodResolver(editing ? UpdateServiceSchema : CreateServiceSchema) as Resolver<FormInput, unknown, ServiceValues>,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const icon = useWatch({ control: form.control, name: 'icon' }) ?? '';
  const Icon = serviceIcon(icon.trim());

  useEffect(() => {
    if (open) {
      form.reset(
        service
          ? { title: service.title, description: service.description, icon: service.icon, displayOrder: service.displayOrder, active: service.active }
          : EMPTY,
      );
    }
  }, [open, service, form]);

  const prefix = editing ? 'edit-service' : 'new-service';
  const id = (field: string) => `${prefix}-${field}`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Service' : 'Add Service'}
      description={editing ? 'Update the service details.' : 'Add a new service to show on the website.'}
      pending={pending}
      submitLabel={editing ? 'Save Changes' : 'Add Service'}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField id={id('title')} label="Title" error={errors.title?.message} required={!editing}>
        <Input {...fieldA11y(id('title'), errors.title?.message)} {...form.register('title')} autoComplete="off" />
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message} required={!editing}>
        <Textarea {...fieldA11y(id('description'), errors.description?.message)} {...form.register('description')} rows={4} />
      </FormField>
      <FormField
        id={id('icon')}
        label="Icon"
        error={errors.icon?.message}
        required={!editing}
        hint={<>Icon names with pictures: {SERVICE_ICONS.join(', ')}. Any other name shows an alert icon.</>}
      >
        <div className="flex items-center gap-2">
          <Input
            {...fieldA11y(id('icon'), errors.icon?.message, true)}
            {...form.register('icon')}
            list={id('icon-names')}
            autoComplete="off"
            placeholder="e.g. graduation-cap"
          />
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md border text-primary" title="Icon preview">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <datalist id={id('icon-names')}>
          {SERVICE_ICONS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormField>
      <FormField id={id('displayOrder')} label="Display Order" error={errors.displayOrder?.message} hint="Lower numbers are shown first.">
        <Input
          {...fieldA11y(id('displayOrder'), errors.displayOrder?.message, true)}
          {...form.register('displayOrder', { setValueAs: toNumber })}
          type="number"
          inputMode="numeric"
          step={1}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Checkbox id={id('active')} checked={!!field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
          )}
        />
        <Label htmlFor={id('active')}>Active (shown on the website)</Label>
      </div>
    </FormDialog>
  );
}
