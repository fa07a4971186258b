// The availability form's values and rules (issue 30, point 2): what the inputs hold (the daily limit as
// typed, everything else as the API has it), checked and turned into the API's input by the server's own
// schema, so that the messages under the fields are the server's.
import { z } from 'zod';
import { AvailabilityInputSchema, type Availability, type AvailabilityInput } from '../../../../common/schemas/game.js';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface AvailabilityFormValues {
  weekly: { day: number; from: string; to: string }[];
  blockedDates: string[];
  /** As typed: empty means no limit. */
  dailyLimit: string;
  homeAddress: string;
  homePostalCode: string;
  affiliations: string[];
}

/** The fields a server message may be about; `weekly.3.to` and `blockedDates.0` are inside them. */
export const AVAILABILITY_FIELDS = ['weekly', 'blockedDates', 'dailyLimit', 'homeAddress', 'homePostalCode', 'affiliations'] as const;

const FormShape = z.object({
  weekly: z.array(z.object({ day: z.number(), from: z.string(), to: z.string() })),
  blockedDates: z.array(z.string()),
  dailyLimit: z.string(),
  homeAddress: z.string(),
  homePostalCode: z.string(),
  affiliations: z.array(z.string()),
});

export const AvailabilityFormSchema: z.ZodType<AvailabilityInput, AvailabilityFormValues> = FormShape.transform((values): z.input<typeof AvailabilityInputSchema> => ({
  ...values,
  dailyLimit: values.dailyLimit.trim() === '' ? null : Number(values.dailyLimit),
})).pipe(AvailabilityInputSchema);

export const availabilityFormValues = (availability: Availability): AvailabilityFormValues => ({
  weekly: availability.weekly.map(({ day, from, to }) => ({ day, from, to })),
  blockedDates: [...availability.blockedDates],
  dailyLimit: availability.dailyLimit === null ? '' : String(availability.dailyLimit),
  homeAddress: availability.homeAddress ?? '',
  homePostalCode: availability.homePostalCode ?? '',
  affiliations: [...availability.affiliations],
});

/** The windows of each weekday (Sunday first), each with its place in the form's `weekly` list. */
export function windowsByDay(weekly: readonly { day: number }[]): number[][] {
  const days: number[][] = DAY_NAMES.map(() => []);
  weekly.forEach((window, index) => days[window.day]?.push(index));
  return days;
}

/** The server's 400 `errors` that belong to a field of the form, as [field path, message]. */
export function serverFieldErrors(errors: Record<string, string>): [string, string][] {
  return Object.entries(errors).filter(([path]) => AVAILABILITY_FIELDS.some((field) => path === field || path.startsWith(`${field}.`)));
}

/** A value added to a list (a blocked date, a team): trimmed; null when empty or already listed (any case). */
export function addable(list: readonly string[], typed: string): string | null {
  const value = typed.trim();
  if (value === '' || list.some((item) => item.toLowerCase() === value.toLowerCase())) return null;
  return value;
}
