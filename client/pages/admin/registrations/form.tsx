// The fields of the create and edit registration dialogs (SPEC section 5, "Admin registration form"):
// choosing a program sets both its id and its name; the amount converts to a number as it is typed.
import type { ComponentProps, ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { EXPERIENCE_LEVELS, MANUAL_PAYMENT_METHODS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../../../common/constants';
import { EXPERIENCE_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../../../common/labels';
import { SHIRT_SIZES } from '../../../../common/prices';
import type { Program } from '../../../../common/schemas/program';
import { PAYMENT_METHOD_LABELS } from '../../../../common/schemas/refund-settlement';
import { paymentAmountFromText, type Registration, type RegistrationFormValues } from '../../../../common/schemas/registration';
import { CheckboxField, SelectField, TextField, useFieldError, useFieldId } from '../../../components/form/form-controls';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAdminQuery } from '../shared/admin-api';

type Values = RegistrationFormValues;

const Text = (props: ComponentProps<typeof TextField<Values>>) => <TextField<Values> autoComplete="off" {...props} />;

const pairs = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) => values.map((value) => [value, labels[value]] as const);

function Group({ legend, columns = 'sm:grid-cols-2', children }: { legend: string; columns?: string; children: ReactNode }) {
  return (
    // min-w-0 (the fieldset, its columns, a select's button): each would be as wide as its widest
    // content, and a long program name would widen the dialog past a phone's screen.
    <fieldset className={`grid min-w-0 grid-cols-1 items-start gap-4 [&_[data-slot=select-trigger]]:min-w-0 ${columns}`}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The programs to choose from; a program renamed or gone still shows what the registration holds. */
function ProgramField({ registration }: { registration?: Registration | null }) {
  const programs = useAdminQuery<Pick<Program, 'id' | 'name'>[]>('/api/programs');
  const { setValue, formState } = useFormContext<Values>();
  const options = (programs.data ?? []).map(({ id, name }) => [String(id), name] as const);
  if (registration && !options.some(([id]) => id === String(registration.programId))) {
    options.push([String(registration.programId), registration.programName]);
  }
  return (
    <SelectField<Values>
      name="programId"
      label="Program"
      required
      className="sm:col-span-2"
      options={options}
      placeholder={programs.isLoading ? 'Loading programs...' : 'Select a program'}
      onValueChange={(id) =>
        setValue('programName', options.find(([value]) => value === id)?.[1] ?? '', { shouldValidate: formState.isSubmitted })
      }
    />
  );
}

/** The shared TextField keeps what is typed; here "abc" must read (and be) 0 at once (SPEC section 5). */
function PaymentAmountField() {
  const { control } = useFormContext<Values>();
  const id = useFieldId('paymentAmount');
  const error = useFieldError('paymentAmount');
  return (
    <FormField id={id} label="Payment Amount ($)" error={error} hint="Whole US dollars" required>
      <Controller
        control={control}
        name="paymentAmount"
        render={({ field }) => (
          <Input
            {...fieldA11y(id, error, true)}
            aria-required
            inputMode="numeric"
            autoComplete="off"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(String(paymentAmountFromText(event.target.value)))}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );
}

const PAID_BY_OPTIONS = [...MANUAL_PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const), ['stripe', 'Card (through Stripe)'] as const];

/**
 * Issue 27: how the money came in, asked when staff mark a registration paid (a new one, or one not
 * paid yet): cash, check or other enters the payments ledger; a card payment is Stripe's own.
 */
function PaidByField({ registration }: { registration?: Registration | null }) {
  const status = useWatch<Values, 'paymentStatus'>({ name: 'paymentStatus' });
  if (status !== 'paid' || registration?.paymentStatus === 'paid') return null;
  return (
    <SelectField<Values>
      name="paymentMethod"
      label="Paid by"
      options={PAID_BY_OPTIONS}
      hint="Cash, check or other is entered in the payments ledger; a card payment comes from Stripe."
    />
  );
}

function ShirtSizeField() {
  const bundle = useWatch<Values, 'equipmentBundle'>({ name: 'equipmentBundle' });
  if (!bundle) return null;
  return <SelectField<Values> name="shirtSize" label="Shirt Size" options={SHIRT_SIZES.map((size) => [size, size] as const)} placeholder="Select a size (default L)" />;
}

export function RegistrationFields({ registration }: { registration?: Registration | null }) {
  return (
    <div className="grid gap-6">
      <Group legend="Program">
        <ProgramField registration={registration} />
      </Group>

      <Group legend="Personal Information">
        <Text name="firstName" label="First Name" required />
        <Text name="lastName" label="Last Name" required />
        <Text name="dateOfBirth" label="Date of Birth" type="date" required />
        <Text name="email" label="Email" type="email" required />
        <Text name="phone" label="Phone" type="tel" required />
        <SelectField<Values> name="experienceLevel" label="Experience Level" required options={pairs(EXPERIENCE_LEVELS, EXPERIENCE_LABELS)} />
        <Text name="address" label="Address" className="sm:col-span-2" />
        <Text name="city" label="City" />
        <Text name="state" label="State" />
        <Text name="zipCode" label="ZIP Code" />
        <Text name="trainingGoals" label="Training Goals" rows={2} className="sm:col-span-2" />
      </Group>

      <Group legend="Payment and Status">
        <PaymentAmountField />
        <SelectField<Values> name="paymentStatus" label="Payment Status" options={pairs(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)} />
        <PaidByField registration={registration} />
        <SelectField<Values> name="registrationStatus" label="Registration Status" options={pairs(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS)} />
        <div className="flex items-center sm:h-full sm:pt-6">
          <CheckboxField<Values> name="equipmentBundle" label="Whistle/Ref Shirt Bundle" />
        </div>
        <ShirtSizeField />
        <div className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2">
          <CheckboxField<Values> name="liabilityWaiver" label="Liability waiver signed" />
          <CheckboxField<Values> name="photoConsent" label="Photo consent" />
        </div>
      </Group>

      <Group legend="Emergency Contact" columns="sm:grid-cols-3">
        <Text name="emergencyContactName" label="Name" />
        <Text name="emergencyContactPhone" label="Phone" type="tel" />
        <Text name="emergencyContactRelationship" label="Relationship" />
      </Group>

      <Group legend="Parent/Guardian (if under 18)">
        <Text name="parentGuardianName" label="Parent/Guardian Name" />
        <Text name="parentGuardianRelationship" label="Relationship to Registrant" />
        <Text name="parentGuardianEmail" label="Parent/Guardian Email" type="email" />
        <Text name="parentGuardianPhone" label="Parent/Guardian Phone" type="tel" />
      </Group>

      <Text name="notes" label="Notes" rows={3} />
    </div>
  );
}
