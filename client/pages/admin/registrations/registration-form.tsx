// The admin registration form (create and edit) of SPEC section 5: react-hook-form + zod with the
// admin messages; choosing a program sets programId and programName; the amount text becomes a number.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../../../common/constants';
import { SHIRT_SIZES } from '../../../../common/prices';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminQuery } from '../shared/admin-api';
import {
  EXPERIENCE_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS, type Registration,
} from './registration-model';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const text = z.string();

export const RegistrationFormSchema = z.object({
  programId: z.number({ error: 'Please select a program' }).int('Please select a program').positive('Please select a program'),
  programName: z.string().trim().min(1, 'Program name is required'),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  dateOfBirth: z.string().trim().min(1, 'Date of birth is required'),
  email: z.string().trim().pipe(z.email(EMAIL_MESSAGE)),
  phone: z.string().trim().min(1, 'Phone number is required'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'Experience level is required' }),
  address: text,
  city: text,
  state: text,
  zipCode: text,
  trainingGoals: text,
  emergencyContactName: text,
  emergencyContactPhone: text,
  emergencyContactRelationship: text,
  parentGuardianName: text,
  parentGuardianEmail: z.union([z.literal(''), z.string().trim().pipe(z.email(EMAIL_MESSAGE))], { error: EMAIL_MESSAGE }),
  parentGuardianPhone: text,
  parentGuardianRelationship: text,
  liabilityWaiver: z.boolean(),
  photoConsent: z.boolean(),
  equipmentBundle: z.boolean(),
  shirtSize: text,
  paymentAmount: z
    .number({ error: 'Payment amount must be a number' })
    .int('Payment amount must be a whole number')
    .min(0, 'Payment amount cannot be negative')
    .max(100_000, 'Payment amount must be at most 100000'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  notes: text,
});
export type RegistrationFormValues = z.infer<typeof RegistrationFormSchema>;

/** The body of POST/PUT /api/registrations: optional text stays '', cleared optional values are null. */
export function registrationBody(values: RegistrationFormValues, existing?: Registration) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...values,
    parentGuardianName: orNull(values.parentGuardianName),
    parentGuardianEmail: orNull(values.parentGuardianEmail),
    parentGuardianPhone: orNull(values.parentGuardianPhone),
    parentGuardianRelationship: orNull(values.parentGuardianRelationship),
    shirtSize: values.equipmentBundle ? orNull(values.shirtSize) : null,
    officiatedLevels: existing?.officiatedLevels ?? [],
  };
}
export type RegistrationBody = ReturnType<typeof registrationBody>;

function defaults(registration?: Registration): RegistrationFormValues {
  return {
    programId: registration?.programId ?? 0,
    programName: registration?.programName ?? '',
    firstName: registration?.firstName ?? '',
    lastName: registration?.lastName ?? '',
    dateOfBirth: registration?.dateOfBirth ?? '',
    email: registration?.email ?? '',
    phone: registration?.phone ?? '',
    // SPEC section 9: editing a registration with no experience level defaults it to beginner.
    experienceLevel: registration?.experienceLevel ?? 'beginner',
    address: registration?.address ?? '',
    city: registration?.city ?? '',
    state: registration?.state ?? '',
    zipCode: registration?.zipCode ?? '',
    trainingGoals: registration?.trainingGoals ?? '',
    emergencyContactName: registration?.emergencyContactName ?? '',
    emergencyContactPhone: registration?.emergencyContactPhone ?? '',
    emergencyContactRelationship: registration?.emergencyContactRelationship ?? '',
    parentGuardianName: registration?.parentGuardianName ?? '',
    parentGuardianEmail: registration?.parentGuardianEmail ?? '',
    parentGuardianPhone: registration?.parentGuardianPhone ?? '',
    parentGuardianRelationship: registration?.parentGuardianRelationship ?? '',
    liabilityWaiver: registration?.liabilityWaiver ?? true,
    photoConsent: registration?.photoConsent ?? false,
    equipmentBundle: registration?.equipmentBundle ?? false,
    shirtSize: registration?.shirtSize ?? '',
    paymentAmount: registration?.paymentAmount ?? 0,
    paymentStatus: registration?.paymentStatus ?? 'pending',
    registrationStatus: registration?.registrationStatus ?? 'active',
    notes: registration?.notes ?? '',
  };
}

/** "12" -> 12; anything that is not a number -> 0 (SPEC section 5). */
const toAmount = (value: string) => {
  const amount = Number(value.trim());
  return Number.isFinite(amount) ? amount : 0;
};

interface Program {
  id: number;
  name: string;
}

interface RegistrationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The registration to edit; none to create one. */
  registration?: Registration;
  pending: boolean;
  onSubmit: (body: RegistrationBody) => void;
}

export function RegistrationFormDialog({ open, onOpenChange, registration, pending, onSubmit }: RegistrationFormDialogProps) {
  const editing = !!registration;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Registration' : 'Create Registration'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Update the registration details below.' : 'Add a registration on behalf of a registrant.'} Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the registration's current values. */}
        <RegistrationForm registration={registration} pending={pending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RegistrationForm({ registration, pending, onSubmit, onCancel }: Omit<RegistrationFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const programs = useAdminQuery<Program[]>('/api/programs');
  const form = useForm<RegistrationFormValues>({ resolver: zodResolver(RegistrationFormSchema), defaultValues: defaults(registration) });
  const { register, control, handleSubmit, watch, setValue, formState: { errors } } = form;
  const bundle = watch('equipmentBundle');
  const programOptions = [...(programs.data ?? [])];
  // A program renamed or missing from the list still shows what the registration holds.
  if (registration && !programOptions.some((program) => program.id === registration.programId)) {
    programOptions.push({ id: registration.programId, name: registration.programName });
  }

  const textField = (name: keyof RegistrationFormValues & string, label: string, options: { type?: string; required?: boolean; autoComplete?: string; className?: string } = {}) => {
    const error = errors[name]?.message;
    const id = `registration-${name}`;
    return (
      <FormField id={id} label={label} error={error} required={options.required} className={options.className}>
        <Input {...fieldA11y(id, error)} type={options.type ?? 'text'} autoComplete={options.autoComplete ?? 'off'} {...register(name)} disabled={pending} />
      </FormField>
    );
  };

  const programError = errors.programId?.message ?? errors.programName?.message;
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(registrationBody(values, registration)))} className="grid gap-6">
      <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Program</legend>
        <FormField id="registration-program" label="Program" error={programError} required className="sm:col-span-2">
          <Controller
            control={control}
            name="programId"
            render={({ field }) => (
              <Select
                value={field.value > 0 ? String(field.value) : ''}
                onValueChange={(value) => {
                  const program = programOptions.find((option) => String(option.id) === value);
                  field.onChange(Number(value));
                  setValue('programName', program?.name ?? '', { shouldValidate: form.formState.isSubmitted });
                }}
                disabled={pending}
              >
                <SelectTrigger {...fieldA11y('registration-program', programError)} onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue placeholder={programs.isLoading ? 'Loading programs...' : 'Select a program'} />
                </SelectTrigger>
                <SelectContent>
                  {programOptions.map((program) => (
                    <SelectItem key={program.id} value={String(program.id)}>
                      {program.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Personal Information</legend>
        {textField('firstName', 'First Name', { required: true, autoComplete: 'off' })}
        {textField('lastName', 'Last Name', { required: true })}
        {textField('dateOfBirth', 'Date of Birth', { type: 'date', required: true })}
        {textField('email', 'Email', { type: 'email', required: true })}
        {textField('phone', 'Phone', { type: 'tel', required: true })}
        <FormField id="registration-experienceLevel" label="Experience Level" error={errors.experienceLevel?.message} required>
          <Controller
            control={control}
            name="experienceLevel"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                <SelectTrigger {...fieldA11y('registration-experienceLevel', errors.experienceLevel?.message)} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EXPERIENCE_LEVELS.map((level) => (
                    <SelectItem key={level} value={level}>
                      {EXPERIENCE_LABELS[level]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        {textField('address', 'Address', { className: 'sm:col-span-2' })}
        {textField('city', 'City')}
        {textField('state', 'State')}
        {textField('zipCode', 'ZIP Code')}
        <FormField id="registration-trainingGoals" label="Training Goals" className="sm:col-span-2">
          <Textarea id="registration-trainingGoals" rows={2} {...register('trainingGoals')} />
        </FormField>
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Payment and Status</legend>
        <FormField id="registration-paymentAmount" label="Payment Amount ($)" error={errors.paymentAmount?.message} hint="Whole US dollars" required>
          <Controller
            control={control}
            name="paymentAmount"
            render={({ field }) => (
              <Input
                {...fieldA11y('registration-paymentAmount', errors.paymentAmount?.message, true)}
                inputMode="numeric"
                value={String(field.value)}
                onChange={(event) => field.onChange(toAmount(event.target.value))}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </FormField>
        <StatusSelect control={control} name="paymentStatus" label="Payment Status" options={PAYMENT_STATUS_LABELS} disabled={pending} />
        <StatusSelect control={control} name="registrationStatus" label="Registration Status" options={REGISTRATION_STATUS_LABELS} disabled={pending} />
        <div className="flex items-center sm:h-full sm:pt-6">
          <CheckboxField control={control} name="equipmentBundle" label="Whistle/Ref Shirt Bundle" disabled={pending} />
        </div>
        {bundle && (
          <FormField id="registration-shirtSize" label="Shirt Size">
            <Controller
              control={control}
              name="shirtSize"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                  <SelectTrigger id="registration-shirtSize" ref={field.ref}>
                    <SelectValue placeholder="Select a size (default L)" />
                  </SelectTrigger>
                  <SelectContent>
                    {SHIRT_SIZES.map((size) => (
                      <SelectItem key={size} value={size}>
                        {size}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
        )}
        <div className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2">
          <CheckboxField control={control} name="liabilityWaiver" label="Liability waiver signed" disabled={pending} />
          <CheckboxField control={control} name="photoConsent" label="Photo consent" disabled={pending} />
        </div>
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-3" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Emergency Contact</legend>
        {textField('emergencyContactName', 'Name')}
        {textField('emergencyContactPhone', 'Phone', { type: 'tel' })}
        {textField('emergencyContactRelationship', 'Relationship')}
      </fieldset>

      <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Parent/Guardian (if under 18)</legend>
        {textField('parentGuardianName', 'Parent/Guardian Name')}
        {textField('parentGuardianRelationship', 'Relationship to Registrant')}
        {textField('parentGuardianEmail', 'Parent/Guardian Email', { type: 'email' })}
        {textField('parentGuardianPhone', 'Parent/Guardian Phone', { type: 'tel' })}
      </fieldset>

      <FormField id="registration-notes" label="Notes">
        <Textarea id="registration-notes" rows={3} {...register('notes')} disabled={pending} />
      </FormField>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : registration ? 'Update Registration' : 'Create Registration'}
        </Button>
      </DialogFooter>
    </form>
  );
}

type FormControl = ReturnType<typeof useForm<RegistrationFormValues>>['control'];

function StatusSelect<Name extends 'paymentStatus' | 'registrationStatus'>({ control, name, label, options, disabled }: {
  control: FormControl;
  name: Name;
  label: string;
  options: Record<RegistrationFormValues[Name], string>;
  disabled: boolean;
}) {
  const id = `registration-${name}`;
  return (
    <FormField id={id} label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger id={id} ref={field.ref}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.entries(options) as [string, string][]).map(([value, optionLabel]) => (
                <SelectItem key={value} value={value}>
                  {optionLabel}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

function CheckboxField({ control, name, label, disabled }: {
  control: FormControl;
  name: 'equipmentBundle' | 'liabilityWaiver' | 'photoConsent';
  label: string;
  disabled: boolean;
}) {
  const id = `registration-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox id={id} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} disabled={disabled} ref={field.ref} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
