import { z } from 'zod';
import type { Json } from '../api.js';
import { MAX, booleanField, numberText, requiredText, row, storedTexts, wholeNumber } from './fields.js';

export const CreateServiceSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  description: requiredText(10, 'Description must be at least 10 characters', MAX.text, 'Description'),
  icon: requiredText(2, 'Icon name must be at least 2 characters', MAX.short, 'Icon name'),
  displayOrder: wholeNumber('Display order', { min: -1_000_000, max: 1_000_000, minMessage: 'Display order is too small' }).optional(),
  active: booleanField('Active').optional(),
});
export const UpdateServiceSchema = CreateServiceSchema.partial();
export type CreateService = z.infer<typeof CreateServiceSchema>;
export type UpdateService = z.infer<typeof UpdateServiceSchema>;

export const ServiceSchema = row({
  ...storedTexts('title', 'description', 'icon'),
  displayOrder: z.number().int(),
  active: z.boolean(),
});
export type Service = Json<z.infer<typeof ServiceSchema>>;

/** The admin form: the input's rules, display order typed as text. */
export const ServiceFormSchema = CreateServiceSchema.extend({ displayOrder: numberText(CreateServiceSchema.shape.displayOrder) });
export type ServiceFormValues = z.input<typeof ServiceFormSchema>;

export const serviceFormValues = (service?: Service | null): ServiceFormValues => ({
  title: service?.title ?? '',
  description: service?.description ?? '',
  icon: service?.icon ?? '',
  displayOrder: String(service?.displayOrder ?? 0),
  active: service?.active ?? true,
});
