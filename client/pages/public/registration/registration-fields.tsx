// The personal sections of the registration form, in the order the visitor fills them in.
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { CheckboxField, TextField, useFieldId } from '../../../components/form/form-controls';
import type { PublicRegistrationFormValues } from '../../../../common/schemas/public-registration-form';

const OFFICIATED_LEVELS = [
  'Youth/Recreation',
  'Middle School',
  'High School JV',
  'High School Varsity',
  'College',
  'Adult League',
  'None yet',
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function PersonalFields({ today }: { today: string }) {
  return (
    <Section title="About you">
      <TextField name="firstName" label="First name" required autoComplete="given-name" />
      <TextField name="lastName" label="Last name" required autoComplete="family-name" />
      <TextField name="dateOfBirth" label="Date of birth" required type="date" max={today} autoComplete="bday" />
      <TextField name="email" label="Email" required type="email" autoComplete="email" />
      <TextField name="phone" label="Phone" required type="tel" autoComplete="tel" />
      <TextField name="address" label="Address" autoComplete="street-address" className="sm:col-span-2" />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <div className="grid grid-cols-2 gap-4">
        <TextField name="state" label="State" autoComplete="address-level1" />
        <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" />
      </div>
    </Section>
  );
}

export function ExperienceFields() {
  const { control } = useFormContext<PublicRegistrationFormValues>();
  const levelsId = useFieldId('officiatedLevels');
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-base font-semibold">Levels you have officiated</legend>
        <Controller
          control={control}
          name="officiatedLevels"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <div className="grid gap-3 sm:grid-cols-2">
                {OFFICIATED_LEVELS.map((level, index) => {
                  const id = `${levelsId}-${index}`;
                  return (
                    <div key={level} className="flex items-center gap-3">
                      <Checkbox
                        id={id}
                        ref={index === 0 ? field.ref : undefined}
                        checked={chosen.includes(level)}
                        onCheckedChange={(checked) =>
                          field.onChange(checked === true ? [...chosen, level] : chosen.filter((item) => item !== level))
                        }
                      />
                      <Label htmlFor={id} className="font-normal">
                        {level}
                      </Label>
                    </div>
                  );
                })}
              </div>
            );
          }}
        />
      </fieldset>
      <TextField name="trainingGoals" label="Training goals" multiline hint="What would you like to get out of the training?" />
    </div>
  );
}

export function EmergencyContactFields() {
  return (
    <Section title="Emergency contact">
      <TextField name="emergencyContactName" label="Emergency contact name" required autoComplete="off" />
      <TextField name="emergencyContactPhone" label="Emergency contact phone" required type="tel" autoComplete="off" />
      <TextField name="emergencyContactRelationship" label="Relationship to you" required autoComplete="off" />
    </Section>
  );
}

export function ParentGuardianFields() {
  return (
    <Section title="Parent or guardian">
      <p className="text-sm text-muted-foreground sm:col-span-2">The registrant is under 18: please tell us who their parent or guardian is.</p>
      <TextField name="parentGuardianName" label="Parent/guardian name" autoComplete="off" />
      <TextField name="parentGuardianRelationship" label="Relationship to the registrant" autoComplete="off" />
      <TextField name="parentGuardianEmail" label="Parent/guardian email" type="email" autoComplete="off" />
      <TextField name="parentGuardianPhone" label="Parent/guardian phone" type="tel" autoComplete="off" />
    </Section>
  );
}

export function AgreementFields() {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-base font-semibold">Agreements</legend>
      <CheckboxField
        name="liabilityWaiver"
        required
        label="I agree to the liability waiver for taking part in the training."
      />
      <CheckboxField name="photoConsent" label="I consent to photos taken of me during training being used by the organisation." />
    </fieldset>
  );
}
