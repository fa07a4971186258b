// The admin program form (the add and edit dialogs, the Create Officiating Program page): what its
// inputs hold (prices as text, features and price tiers as rows) checked by CreateProgramSchema's own
// rules, with SPEC section 5's admin-form messages where they differ; the output is the API body.
// Beside program.ts rather than in it: the default tiers come from prices.ts, which imports program.ts.
import { z } from 'zod';
import { DEFAULT_PROGRAM_LEVEL } from '../constants.js';
import { DEFAULT_PRICE_TIERS } from '../prices.js';
import { numberText, requiredField, textFields } from './fields.js';
import { CreateProgramSchema, PriceTierInputSchema, type PriceTier, type Program } from './program.js';
import { CertificationFormSchema, certificationFormValues } from './certification.js';
import { SessionRowsSchema, sessionRows, sessionsOrStart } from './program-sessions-form.js';

const PRICE_MESSAGE = 'Price must be non-negative';
const notNegative = (text: string) => !(Number(text) < 0);

/** A tier as typed: the input's tier rules, SPEC's admin message for a missing or negative price. */
const TierSchema = z.object({
  name: PriceTierInputSchema.shape.name,
  price: z.string().trim().refine((text) => text !== '' && notNegative(text), PRICE_MESSAGE).pipe(numberText(PriceTierInputSchema.shape.price)),
  description: PriceTierInputSchema.shape.description,
});

/** One price tier row: a row left wholly blank is dropped, any other is a tier. */
const TierRowSchema = z
  .object({ name: z.string(), price: z.string(), description: z.string() })
  .transform((row): z.input<typeof TierSchema> | undefined => (row.name.trim() || row.price.trim() || row.description.trim() ? row : undefined))
  .pipe(TierSchema.optional());

const PriceTiers = CreateProgramSchema.shape.priceTiers.unwrap();

export const ProgramFormSchema = CreateProgramSchema.extend({
  name: requiredField('Name is required', CreateProgramSchema.shape.name),
  description: requiredField('Description is required', CreateProgramSchema.shape.description),
  // Empty is null, not "not given": an edit that empties the price clears it.
  price: z
    .string()
    .trim()
    .refine(notNegative, PRICE_MESSAGE)
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(CreateProgramSchema.shape.price.unwrap()),
  // Rows are objects, as react-hook-form's field arrays need; each is checked by the input's rule for
  // one feature (so its message lands on its own row), then the list by the input's, which drops blanks.
  features: z
    .array(z.object({ value: CreateProgramSchema.shape.features.unwrap().in.element }))
    .transform((rows) => rows.map((row) => row.value))
    .pipe(CreateProgramSchema.shape.features.unwrap()),
  // Each row is checked where it stands (so its messages land on its inputs), then the list by the input's rule.
  priceTiers: z
    .array(TierRowSchema)
    .transform((rows): z.input<typeof PriceTiers> => rows.filter((row) => row !== undefined))
    .pipe(PriceTiers),
  // Empty is unlimited (null), so an edit that empties it lifts the limit.
  capacity: z.string().trim().transform((text) => (text === '' ? null : Number(text))).pipe(CreateProgramSchema.shape.capacity.unwrap()),
  certification: CertificationFormSchema,
  sessions: SessionRowsSchema,
}).transform(sessionsOrStart);
export type ProgramFormValues = z.input<typeof ProgramFormSchema>;

const tierRow = (tier: PriceTier) => ({ name: tier.name, price: String(tier.price), description: tier.description ?? '' });

/** A program's values in the form; a new program has SPEC section 9's default level and price tiers. */
export const programFormValues = (program?: Program | null): ProgramFormValues => ({
  ...textFields(program, ['name', 'description', 'duration', 'imageUrl', 'location', 'locationName', 'startDate', 'startTime', 'whatToBring']),
  level: program?.level ?? DEFAULT_PROGRAM_LEVEL,
  price: program?.price == null ? '' : String(program.price),
  active: program?.active ?? true,
  features: (program?.features ?? []).map((value) => ({ value })),
  priceTiers: (program ? program.priceTiers : DEFAULT_PRICE_TIERS).map(tierRow),
  capacity: program?.capacity == null ? '' : String(program.capacity),
  certification: certificationFormValues(program?.certification),
  sessions: sessionRows(program?.sessions),
});
