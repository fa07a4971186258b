// The admin program form's values and messages as the form tests read them (common/schemas/program-form.ts).
import { ProgramFormSchema, programFormValues, type ProgramFormValues } from '../../common/schemas/program-form.js';

/** A new program's form with its required text filled in, `changes` laid over. */
export const filledProgramForm = (changes: Partial<ProgramFormValues> = {}): ProgramFormValues => ({
  ...programFormValues(),
  name: 'Mechanics Clinic',
  description: 'Two-person and three-person mechanics.',
  duration: '6 weeks',
  ...changes,
});

/** The form schema's messages for `values`, each as [field path, message]. */
export const programFormMessages = (values: ProgramFormValues) =>
  (ProgramFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
