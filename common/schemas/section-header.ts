import { z } from 'zod';
import type { Json } from '../api.js';
import { MAX, nullableText, record, requiredText } from './fields.js';

const SectionIdSchema = z
  .string({ error: 'Section ID must be at least 2 characters' })
  .trim()
  .min(2, 'Section ID must be at least 2 characters')
  .max(50, 'Section ID must be at most 50 characters')
  .regex(/^[a-z0-9-]+$/, 'Section ID may contain only lowercase letters, digits and dashes');

export const CreateSectionHeaderSchema = z.object({
  sectionId: SectionIdSchema,
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  subtitle: nullableText(MAX.text, 'Subtitle'),
});
/** PUT /api/section-headers/{sectionId}: the id comes from the path; a body id must agree. */
export const UpdateSectionHeaderSchema = CreateSectionHeaderSchema.extend({ sectionId: SectionIdSchema.optional() });
export const SectionIdParams = z.object({ sectionId: SectionIdSchema });
export type CreateSectionHeader = z.infer<typeof CreateSectionHeaderSchema>;

export const SectionHeaderSchema = record({
  sectionId: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
});
export type SectionHeader = Json<z.infer<typeof SectionHeaderSchema>>;

/** The admin form: title and subtitle (the section comes from the tab). */
export const SectionHeaderFormSchema = CreateSectionHeaderSchema.omit({ sectionId: true });
export type SectionHeaderFormValues = z.input<typeof SectionHeaderFormSchema>;

export const sectionHeaderFormValues = (header: Pick<SectionHeader, 'title' | 'subtitle'>): SectionHeaderFormValues => ({
  title: header.title,
  subtitle: header.subtitle ?? '',
});
