import { z } from 'zod';
import type { Json } from '../api.js';
import { MAX, booleanField, requiredText, row, storedTexts } from './fields.js';

export const CreateTestimonialSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', MAX.short, 'Name'),
  position: requiredText(2, 'Position must be at least 2 characters', MAX.line, 'Position'),
  quote: requiredText(10, 'Quote must be at least 10 characters', MAX.text, 'Quote'),
  featured: booleanField('Featured').optional(),
});
/** The edit form (and the star toggle, which sends only `featured`) uses the partial form. */
export const UpdateTestimonialSchema = CreateTestimonialSchema.partial();
export type CreateTestimonial = z.infer<typeof CreateTestimonialSchema>;
export type UpdateTestimonial = z.infer<typeof UpdateTestimonialSchema>;

export const TestimonialSchema = row({
  ...storedTexts('name', 'position', 'quote'),
  featured: z.boolean(),
});
export type Testimonial = Json<z.infer<typeof TestimonialSchema>>;

/**
 * The admin forms hold the input as it is (no text to convert), so the add form checks
 * CreateTestimonialSchema and the edit form UpdateTestimonialSchema (all fields optional, SPEC section 5).
 */
export type TestimonialFormValues = z.input<typeof CreateTestimonialSchema>;

export const testimonialFormValues = (testimonial?: Testimonial | null): TestimonialFormValues => ({
  name: testimonial?.name ?? '',
  position: testimonial?.position ?? '',
  quote: testimonial?.quote ?? '',
  featured: testimonial?.featured ?? false,
});
