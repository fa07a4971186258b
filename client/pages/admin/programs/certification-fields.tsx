// The program form's Certification section (issue 16): a switch, and when it is on the certification
// the program grants (name, level, validity) and its rule (minimum attendance, optional test score).
import { Switch } from 'radix-ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ProgramFormValues } from '../../../../common/schemas/program-form';
import { TextField, useFieldId } from '../../../components/form/form-controls';

export function CertificationFields() {
  const { control } = useFormContext<ProgramFormValues>();
  const enabled = useWatch<ProgramFormValues, 'certification.enabled'>({ name: 'certification.enabled' });
  const id = useFieldId('certification-enabled');
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Certification</legend>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm leading-snug">
          Grants a certification on completion
          <span className="block text-xs text-muted-foreground">Staff issue it to registrants who meet the rule below.</span>
        </label>
        <Controller
          control={control}
          name="certification.enabled"
          render={({ field }) => (
            <Switch.Root
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </Switch.Root>
          )}
        />
      </div>
      {enabled && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ProgramFormValues> name="certification.name" label="Certification name" required placeholder="e.g. Certified Youth Official" className="sm:col-span-2" />
          <TextField<ProgramFormValues> name="certification.level" label="Certification level" required placeholder="e.g. Level 1" />
          <TextField<ProgramFormValues> name="certification.validityMonths" label="Valid for (months)" required type="number" inputMode="numeric" min={1} step={1} />
          <TextField<ProgramFormValues> name="certification.minAttendancePercent" label="Minimum attendance (%)" required type="number" inputMode="numeric" min={0} max={100} step={1} />
          <TextField<ProgramFormValues>
            name="certification.minTestScore" label="Minimum test score" type="number" inputMode="numeric" min={0} step={1}
            hint="Leave empty when the program has no test."
          />
        </div>
      )}
    </fieldset>
  );
}
