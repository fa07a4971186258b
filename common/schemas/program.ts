import { z } from 'zod';
import { PROGRAM_LEVELS } from '../constants.js';
import {
  MAX, booleanField, imageUrl, nullableText, oneOf, optionalIsoDate, optionalTime24h, requiredText, row, wellFormed, wholeNumber,
} from './fields.js';
import type { Json } from '../api.js';
import { CertificationSchema, certificationField } from './certification.js';
import { ProgramSessionSchema, ProgramSessionsInputSchema } from './program-sessions.js';


const MAX_PRICE = 1_000_000;
const MAX_CAPACITY = 100_000;

/** Seats in the program (issue 16); null: unlimited, as before. */
export const capacityField = z
  .number({ error: 'Capacity must be a whole number of seats' })
  .int('Capacity must be a whole number of seats')
  .min(1, 'Capacity must be at least 1 (leave it empty for unlimited)')
  .max(MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}`)
  .nullish();

export const PriceTierInputSchema = z.object({
  name: requiredText(1, 'Name is required', MAX.short, 'Tier name'),
  price: wholeNumber('Price', { min: 0, max: MAX_PRICE, minMessage: 'Price cannot be negative' }),
  description: nullableText(MAX.line, 'Tier description'),
});

/** Features arrive as strings; blank ones are dropped (SPEC: a feature only if non-blank after trimming). */
const features = z
  .array(z.string({ error: 'Each feature must be text' }).overwrite(wellFormed).max(MAX.line, `A feature must be at most ${MAX.line} characters`), {
    error: 'Features must be a list of text',
  })
  .max(50, 'A program can have at most 50 features')
  .transform((list) => list.map((feature) => feature.trim()).filter((feature) => feature !== ''));

export const CreateProgramSchema = z.object({
  name: requiredText(3, 'Program name must be at least 3 characters', MAX.line, 'Program name'),
  description: requiredText(10, 'Description must be at least 10 characters', MAX.text, 'Description'),
  level: oneOf(PROGRAM_LEVELS, 'Level').optional(),
  duration: requiredText(1, 'Duration is required', MAX.short, 'Duration'),
  price: wholeNumber('Price', { min: 0, max: MAX_PRICE, minMessage: 'Price cannot be negative' }).nullish(),
  priceTiers: z.array(PriceTierInputSchema, { error: 'Price tiers must be a list' }).max(50, 'A program can have at most 50 price tiers').optional(),
  imageUrl: imageUrl(),
  location: nullableText(MAX.line, 'Location'),
  locationName: nullableText(MAX.line, 'Location name'),
  startDate: optionalIsoDate('Start date'),
  startTime: optionalTime24h('Start time'),
  active: booleanField('Active').optional(),
  features: features.optional(),
  capacity: capacityField,
  /** Issue 16: shown in the session reminders. */
  whatToBring: nullableText(MAX.text, 'What to bring'),
  certification: certificationField(),
  /** Replaces the program's sessions; the first sets startDate and startTime (program-sessions.ts). */
  sessions: ProgramSessionsInputSchema.optional(),
});
export const UpdateProgramSchema = CreateProgramSchema.partial();
export type CreateProgram = z.infer<typeof CreateProgramSchema>;
export type UpdateProgram = z.infer<typeof UpdateProgramSchema>;

/** A price tier as stored and returned. */
const PriceTierSchema = z.object({ name: z.string(), price: z.number().int(), description: z.string().nullish() });
export type PriceTier = z.infer<typeof PriceTierSchema>;

/** A program as the API returns it: the row with its features (SPEC section 3). */
export const ProgramSchema = row({
  name: z.string(),
  description: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  duration: z.string(),
  price: z.number().int().nullable(),
  priceTiers: z.array(PriceTierSchema),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  startDate: z.string().nullable(),
  startTime: z.string().nullable(),
  active: z.boolean(),
  features: z.array(z.string()),
  capacity: z.number().int().nullable(),
  whatToBring: z.string().nullable(),
  certification: CertificationSchema.nullable(),
  sessions: z.array(ProgramSessionSchema),
});
export type Program = Json<z.infer<typeof ProgramSchema>>;
