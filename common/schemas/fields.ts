// Building blocks for the entity schemas. Messages follow SPEC section 5; where the spec names a rule
// without a message, the message follows the same wording pattern.
import { z } from 'zod';
import { isIsoDate, isTime24h } from '../calendar/days.js';

export const MAX = { short: 100, line: 300, text: 5000, html: 50_000, email: 254, phone: 30, url: 2000 } as const;

/**
 * Half an emoji (a lone UTF-16 surrogate, e.g. from text cut short) becomes U+FFFD, as UTF-8 storage
 * makes it anyway: PGlite 0.5 miscounts the bytes of a lone low surrogate and stores the text cut short.
 */
export const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) => (match.length === 2 ? match : '\uFFFD'));

/** A required string: missing or wrong type reports `requiredMessage`, too short `minMessage`. */
export function requiredText(min: number, minMessage: string, max: number = MAX.line, label = 'This field') {
  return z
    .string({ error: minMessage })
    .overwrite(wellFormed)
    .trim()
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text, trimmed and bounded; absent and null stay as they are. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(wellFormed)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();

/** Optional text stored as null when absent or empty. */
export const nullableText = (max: number = MAX.line, label = 'This field') =>
  optionalText(max, label).transform((value) => (value === '' ? null : value));

/** Optional text stored as '' (columns whose default is empty); null clears it. */
export const emptyableText = (max: number = MAX.line, label = 'This field') =>
  optionalText(max, label).transform((value) => (value === null ? '' : value));

const EMAIL_MESSAGE = 'Please enter a valid email address';
export const email = () => z.string({ error: EMAIL_MESSAGE }).trim().max(MAX.email, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));

/** An optional email: empty or null stores null, anything else must be valid. */
export const optionalEmail = () =>
  z
    .union([z.literal(''), email()], { error: EMAIL_MESSAGE })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** An http(s) URL, a site-relative path, or empty (stored as null). */
export function imageUrl(message = 'Please enter a valid image URL') {
  return z
    .string({ error: message })
    .trim()
    .max(MAX.url, message)
    .refine((value) => value === '' || isSafeUrl(value), message)
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/** A button target: #anchor, /path or an absolute http(s) / mailto / tel link, never javascript:. */
export function buttonLink() {
  return z
    .string({ error: 'Button link is required' })
    .trim()
    .min(1, 'Button link is required')
    .max(MAX.url, `Button link must be at most ${MAX.url} characters`)
    .refine(
      (value) => value.startsWith('#') || isSafeUrl(value) || /^(mailto|tel):/i.test(value),
      'Button link must start with #, / or http(s)://',
    );
}

// A path is resolved as a browser would (which reads "/\\evil.com" as "//evil.com"): it must stay on the site.
const SITE = 'https://site.invalid';

function isSafeUrl(value: string): boolean {
  try {
    if (value.startsWith('/')) return new URL(value, SITE).origin === SITE;
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function wholeNumber(label: string, { min, max, minMessage }: { min: number; max: number; minMessage: string }) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max}`);
}

export function isoDate(label: string, requiredMessage = `${label} must be a date in YYYY-MM-DD format`) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, `${label} must be a valid date in YYYY-MM-DD format`);
}

export const optionalIsoDate = (label: string) =>
  z
    .union([z.literal(''), isoDate(label)], { error: `${label} must be a valid date in YYYY-MM-DD format` })
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const optionalTime24h = (label: string) =>
  z
    .string({ error: `${label} must be in HH:MM (24-hour) format` })
    .trim()
    .refine((value) => value === '' || isTime24h(value), `${label} must be in HH:MM (24-hour) format`)
    .nullish()
    .transform((value) => (value === '' ? null : value));

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string, message?: string) {
  return z.enum(values, { error: message ?? `${label} must be one of: ${values.join(', ')}` });
}

/** An optional choice where '' means "not chosen" (select widgets send it). */
export function optionalOneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .union([z.literal(''), oneOf(values, label)], { error: `${label} must be one of: ${values.join(', ')}` })
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

export const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A call-to-action button's text and target, used by hero and CTA. */
export const buttonFields = () => ({
  buttonText: requiredText(2, 'Button text must be at least 2 characters', MAX.short, 'Button text'),
  buttonLink: buttonLink(),
});

/** Three feature boxes (title, text, icon), all optional, used by hero and about. */
export function featureBoxFields() {
  const box = (n: 1 | 2 | 3) => ({
    [`featureBox${n}Title`]: nullableText(MAX.short, `Feature box ${n} title`),
    [`featureBox${n}Text`]: nullableText(MAX.line, `Feature box ${n} text`),
    [`featureBox${n}Icon`]: nullableText(MAX.short, `Feature box ${n} icon`),
  });
  return { ...box(1), ...box(2), ...box(3) } as Record<FeatureBoxKey, ReturnType<typeof nullableText>>;
}
export type FeatureBoxKey = `featureBox${1 | 2 | 3}${'Title' | 'Text' | 'Icon'}`;

const ID_MESSAGE = 'id must be a positive whole number';

/**
 * Path parameter `{id}`: a positive whole number within the database's integer range, written in
 * decimal digits only (Number() would also take "1e3", "0x10" or "+5" as ids).
 */
export const IdParams = z.object({
  id: z
    .string({ error: ID_MESSAGE })
    .regex(/^\d+$/, ID_MESSAGE)
    .transform(Number)
    .pipe(z.number({ error: 'id is out of range' }).max(2_147_483_647, 'id is out of range').int(ID_MESSAGE).positive(ID_MESSAGE)),
});

/** A query-string id (a whole number from 1 up to the database's integer range). */
export const positiveId = (label: string) =>
  z.coerce.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).positive(`${label} must be a whole number`).max(2_147_483_647, `${label} must be a whole number`);

// Row schemas (what the API answers) are plain: no transforms, so the server's serializer can check
// and write them. Timestamps are dates on the server and ISO strings in JSON (see Json in common/api).
export const rowId = () => z.number().int();
export const timestamp = () => z.date();

/** A stored row as the API answers it: its fields between the id and the timestamps every table adds. */
export const row = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object({ id: rowId(), ...fields, createdAt: timestamp(), updatedAt: timestamp() });

/** Content that exists once (and section headers): the id and the last change, no creation time. */
export const record = <Shape extends z.ZodRawShape>(fields: Shape) => z.object({ id: rowId(), ...fields, updatedAt: timestamp() });

/** Whole-number columns that are never null, as a row schema answers them. */
export function storedWholeNumbers<const Key extends string>(...keys: Key[]) {
  return Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<Key, z.ZodNumber>;
}

/** Text columns that are never null, as a row schema answers them. */
export function storedTexts<const Key extends string>(...keys: Key[]) {
  return Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<Key, z.ZodString>;
}

/** The three feature boxes of a stored hero or about. */
export function featureBoxRowFields() {
  const keys = [1, 2, 3].flatMap((n) => ['Title', 'Text', 'Icon'].map((part) => `featureBox${n}${part}`)) as FeatureBoxKey[];
  return Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as Record<FeatureBoxKey, z.ZodNullable<z.ZodString>>;
}

/**
 * A number typed into a form's text input, checked by the input schema's own number rule: '' is
 * "not given" (undefined), anything else goes through Number().
 */
export function numberText<Inner extends z.ZodType<unknown, number | undefined>>(inner: Inner) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(inner);
}

/** An admin form's text field: empty shows the form's "... is required" message, else the input's own rule applies. */
export const requiredField = (message: string, inner: z.ZodType<string, string>) => z.string().trim().min(1, message).pipe(inner);

/** A form's text fields as a stored row holds them: each key's text, or '' (a new row, an empty column). */
export function textFields<Key extends string>(row: object | null | undefined, keys: readonly Key[]): Record<Key, string> {
  const stored: Record<string, unknown> = { ...row };
  return Object.fromEntries(keys.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : ''])) as Record<Key, string>;
}

/** Every field of a form whose fields are all text. */
export const textValues = <Schema extends z.ZodObject>(schema: Schema, row: object | null | undefined) =>
  textFields(row, Object.keys(schema.shape) as (keyof Schema['shape'] & string)[]);
