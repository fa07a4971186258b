// The certification a program grants (issue 16): what the program's JSON carries, what Create/Update
// accept (null removes it) and what the admin form's inputs hold.
import { z } from 'zod';
import { MAX, requiredField, requiredText, wholeNumber } from './fields.js';

const MAX_VALIDITY_MONTHS = 120;
const MAX_TEST_SCORE = 1000;

export const CertificationInputSchema = z.object(
  {
    name: requiredText(1, 'Certification name is required', MAX.line, 'Certification name'),
    level: requiredText(1, 'Certification level is required', MAX.short, 'Certification level'),
    validityMonths: wholeNumber('Validity (months)', { min: 1, max: MAX_VALIDITY_MONTHS, minMessage: 'Validity must be at least 1 month' }),
    minAttendancePercent: wholeNumber('Minimum attendance', { min: 0, max: 100, minMessage: 'Minimum attendance cannot be negative' }),
    minTestScore: wholeNumber('Minimum test score', { min: 0, max: MAX_TEST_SCORE, minMessage: 'Minimum test score cannot be negative' }).nullish().transform((value) => value ?? null),
  },
  { error: 'Certification must be an object (or null to remove it)' },
);
export type CertificationInput = z.infer<typeof CertificationInputSchema>;

/** In CreateProgramSchema: absent leaves it as it is, null removes it. */
export const certificationField = () => CertificationInputSchema.nullable().optional();

/** As the program's JSON carries it. */
export const CertificationSchema = z.object({
  name: z.string(),
  level: z.string(),
  validityMonths: z.number().int(),
  minAttendancePercent: z.number().int(),
  minTestScore: z.number().int().nullable(),
});
export type Certification = z.infer<typeof CertificationSchema>;

const shape = CertificationInputSchema.shape;
/** A required number typed as text: empty says so, anything else meets the input's own rule. */
const numberInput = (message: string, inner: z.ZodType<number, number>) => z.string().trim().min(1, message).transform(Number).pipe(inner);
const optionalNumber = z.string().trim().transform((text): number | null | undefined => (text === '' ? null : Number(text))).pipe(shape.minTestScore);

const CertificationFieldsSchema = z.object({
  name: requiredField('Certification name is required', shape.name),
  level: requiredField('Certification level is required', shape.level),
  validityMonths: numberInput('Validity is required', shape.validityMonths),
  minAttendancePercent: numberInput('Minimum attendance is required', shape.minAttendancePercent),
  minTestScore: optionalNumber,
});

/** The form's section: a switch, then text inputs; switched off the program grants none (null). */
export const CertificationFormSchema = z
  .object({
    enabled: z.boolean(),
    name: z.string(),
    level: z.string(),
    validityMonths: z.string(),
    minAttendancePercent: z.string(),
    minTestScore: z.string(),
  })
  .transform((form, context): CertificationInput | null => {
    if (!form.enabled) return null;
    const parsed = CertificationFieldsSchema.safeParse(form);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type CertificationFormValues = z.input<typeof CertificationFormSchema>;

export const certificationFormValues = (certification: Certification | null | undefined): CertificationFormValues => ({
  enabled: !!certification,
  name: certification?.name ?? '',
  level: certification?.level ?? '',
  validityMonths: certification ? String(certification.validityMonths) : '12',
  minAttendancePercent: certification ? String(certification.minAttendancePercent) : '80',
  minTestScore: certification?.minTestScore == null ? '' : String(certification.minTestScore),
});
