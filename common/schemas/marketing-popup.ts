import { z } from 'zod';
import type { Json } from '../api.js';
import { MAX, booleanField, requiredField, requiredText, row, storedTexts, textFields } from './fields.js';

const PROGRAM_ID_MESSAGE = 'Program must be a program id or null (the first program)';

/** The program Register Now opens; absent or null is SPEC's "program 1". */
const popupProgramId = z
  .number({ error: PROGRAM_ID_MESSAGE })
  .int(PROGRAM_ID_MESSAGE)
  .positive(PROGRAM_ID_MESSAGE)
  .max(2_147_483_647, PROGRAM_ID_MESSAGE)
  .nullish()
  .transform((value) => value ?? null);

/** The select's value for "no program chosen" (a select item may not have an empty value, SPEC section 5). */
export const DEFAULT_POPUP_PROGRAM = 'default';

/** Stored schema (server). The admin form uses the "... is required" messages of SPEC section 5. */
export const SaveMarketingPopupSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  date: requiredText(3, 'Date must be at least 3 characters', MAX.short, 'Date'),
  startTime: requiredText(1, 'Start time is required', MAX.short, 'Start time'),
  endTime: requiredText(1, 'End time is required', MAX.short, 'End time'),
  location: requiredText(3, 'Location must be at least 3 characters', MAX.line, 'Location'),
  active: booleanField('Active').optional(),
  programId: popupProgramId,
});
export type SaveMarketingPopup = z.infer<typeof SaveMarketingPopupSchema>;

/** The admin form (SPEC section 5): the stored schema's rules, with the form's messages for empty fields. */
export const MarketingPopupFormSchema = SaveMarketingPopupSchema.extend({
  title: requiredField('Title is required', SaveMarketingPopupSchema.shape.title),
  date: requiredField('Date is required', SaveMarketingPopupSchema.shape.date),
  location: requiredField('Location is required', SaveMarketingPopupSchema.shape.location),
  programId: z
    .string()
    .optional()
    .transform((value): number | null | undefined => (!value || value === DEFAULT_POPUP_PROGRAM ? null : Number(value)))
    .pipe(SaveMarketingPopupSchema.shape.programId),
});
export type MarketingPopupFormValues = z.input<typeof MarketingPopupFormSchema>;

export const MarketingPopupSchema = row({
  ...storedTexts('title', 'date', 'startTime', 'endTime', 'location'),
  active: z.boolean(),
  programId: z.number().int().nullable(),
});
export type MarketingPopup = Json<z.infer<typeof MarketingPopupSchema>>;

/** The form starts from the stored popup; before the first save it is blank and active (SPEC's default). */
export const marketingPopupFormValues = (popup: MarketingPopup | null): MarketingPopupFormValues => ({
  ...textFields(popup, ['title', 'date', 'startTime', 'endTime', 'location']),
  active: popup?.active ?? true,
  programId: popup?.programId == null ? DEFAULT_POPUP_PROGRAM : String(popup.programId),
});
