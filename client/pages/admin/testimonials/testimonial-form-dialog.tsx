// The create and edit dialogs of a testimonial: SPEC section 5 through the shared schemas (the edit
// form uses the partial schema, as the server does).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateTestimonialSchema, UpdateTestimonialSchema } from '../../../../common/schemas/testimonial';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { FormDialog } from '../shared/form-dialog';

export interface Testimonial {
  id: number;
  name: string;
  position: string;
  quote: string;
  featured: boolean;
  createdAt?: string;
  updatedAt?: string;
}

type FormInput = z.input<typeof UpdateTestimonialSchema>;
export type TestimonialValues = z.output<typeof UpdateTestimonialSchema>;

const EMPTY = { name: '', position: '', quote: '', featured: false };

interface TestimonialFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The testimonial being edited; absent when creating. */
  testimonial?: Testimonial | null;
  pending: boolean;
  onSubmit: (values: TestimonialValues) => void;
}

export function TestimonialFormDialog({ open, onOpenChange, testimonial, pending, onSubmit }: TestimonialFormDialogProps) {
  const editing = !!testimonial;
  const form = useForm<FormInput, unknown, TestimonialValues>({
    resolver: zodResolver(editing ? UpdateTestimonialSchema : CreateTestimonialSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(
        testimonial
          ? { name: testimonial.name, position: testimonial.position, quote: testimonial.quote, featured: testimonial.featured }
          : EMPTY,
      );
    }
  }, [open, testimonial, form]);

  const prefix = editing ? 'edit-testimonial' : 'new-testimonial';
  const id = (field: string) => `${prefix}-${field}`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Testimonial' : 'Add Testimonial'}
      description={editing ? 'Update the testimonial details.' : 'Add a new testimonial to show on the website.'}
      pending={pending}
      submitLabel={editing ? 'Save Changes' : 'Add Testimonial'}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField id={id('name')} label="Name" error={errors.name?.message} required={!editing}>
        <Input {...fieldA11y(id('name'), errors.name?.message)} {...form.register('name')} autoComplete="off" />
      </FormField>
      <FormField id={id('position')} label="Position" error={errors.position?.message} required={!editing}>
        <Input {...fieldA11y(id('position'), errors.position?.message)} {...form.register('position')} autoComplete="off" placeholder="e.g. High School Official" />
      </FormField>
      <FormField id={id('quote')} label="Testimonial" error={errors.quote?.message} required={!editing}>
        <Textarea {...fieldA11y(id('quote'), errors.quote?.message)} {...form.register('quote')} rows={5} />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <Checkbox id={id('featured')} checked={!!field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
          )}
        />
        <Label htmlFor={id('featured')}>Featured (shown on the home page)</Label>
      </div>
    </FormDialog>
  );
}
