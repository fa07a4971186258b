// The admin program form (SPEC section 5, "Program" — ADMIN FORM messages). The form works on text
// inputs; the schema's output is the API body of POST/PUT /api/programs (prices as numbers, blank
// features dropped, tiers only with a name). The server re-checks everything with CreateProgramSchema.
import { z } from 'zod';
import { PROGRAM_LEVELS, DEFAULT_PROGRAM_LEVEL } from '../../../../common/constants';
import { DEFAULT_PRICE_TIERS } from '../../../../common/prices';
import type { Program } from '../../../../common/schemas/program';

const PRICE_MESSAGE = 'Price must be non-negative';

/** '' (no price) or a whole number >= 0, typed into a text/number input. */
const priceText = z
  .string()
  .trim()
  .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0), PRICE_MESSAGE)
  .refine((value) => value === '' || Number.isInteger(Number(value)), 'Price must be a whole number');

const tierRow = z.object({ name: z.string(), price: z.string(), description: z.string() });

const featureRow = z.object({ value: z.string() });

export const ProgramFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .min(3, 'Program name must be at least 3 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .min(10, 'Description must be at least 10 characters'),
    level: z.enum(PROGRAM_LEVELS),
    duration: z.string().trim().min(1, 'Duration is required'),
    price: priceText,
    imageUrl: z.string().trim(),
    location: z.string().trim(),
    locationName: z.string().trim(),
    startDate: z.string().trim(),
    startTime: z.string().trim(),
    active: z.boolean(),
    features: z.array(featureRow),
    priceTiers: z.array(tierRow).superRefine((tiers, ctx) => {
      tiers.forEach((tier, index) => {
        const blank = !tier.name.trim() && !tier.price.trim() && !tier.description.trim();
        if (blank) return; // an untouched row is simply dropped
        if (!tier.name.trim()) ctx.addIssue({ code: 'custom', message: 'Name is required', path: [index, 'name'] });
        const price = tier.price.trim();
        if (price === '' || !Number.isFinite(Number(price)) || Number(price) < 0) {
          ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE, path: [index, 'price'] });
        } else if (!Number.isInteger(Number(price))) {
          ctx.addIssue({ code: 'custom', message: 'Price must be a whole number', path: [index, 'price'] });
        }
      });
    }),
  })
  .transform((values) => ({
    name: values.name,
    description: values.description,
    level: values.level,
    duration: values.duration,
    price: values.price === '' ? null : Number(values.price),
    imageUrl: values.imageUrl,
    location: values.location,
    locationName: values.locationName,
    startDate: values.startDate,
    startTime: values.startTime,
    active: values.active,
    features: values.features.map((feature) => feature.value.trim()).filter((feature) => feature !== ''),
    priceTiers: values.priceTiers
      .filter((tier) => tier.name.trim() !== '')
      .map((tier) => ({
        name: tier.name.trim(),
        price: Number(tier.price),
        description: tier.description.trim() || null,
      })),
  }));

/** What the inputs hold. */
export type ProgramFormValues = z.input<typeof ProgramFormSchema>;
/** The POST/PUT /api/programs body. */
export type ProgramBody = z.output<typeof ProgramFormSchema>;

/** A new program: default level high-school and the six default price tiers (SPEC section 9). */
export function newProgramValues(): ProgramFormValues {
  return {
    name: '',
    description: '',
    level: DEFAULT_PROGRAM_LEVEL,
    duration: '',
    price: '',
    imageUrl: '',
    location: '',
    locationName: '',
    startDate: '',
    startTime: '',
    active: true,
    features: [],
    priceTiers: DEFAULT_PRICE_TIERS.map((tier) => ({ name: tier.name, price: String(tier.price), description: tier.description ?? '' })),
  };
}

/** An existing program in the form's text shape. */
export function programValues(program: Program): ProgramFormValues {
  return {
    name: program.name,
    description: program.description,
    level: program.level,
    duration: program.duration,
    price: program.price === null || program.price === undefined ? '' : String(program.price),
    imageUrl: program.imageUrl ?? '',
    location: program.location ?? '',
    locationName: program.locationName ?? '',
    startDate: program.startDate ?? '',
    startTime: program.startTime ?? '',
    active: program.active,
    features: (program.features ?? []).map((value) => ({ value })),
    priceTiers: (program.priceTiers ?? []).map((tier) => ({
      name: tier.name,
      price: String(tier.price),
      description: tier.description ?? '',
    })),
  };
}
