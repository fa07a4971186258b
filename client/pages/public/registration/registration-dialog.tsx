// The registration form in its dialog: package, personal details, agreements, then POST /api/register.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { dateInTimeZone } from '../../../../common/calendar/zone';
import { programPrices, type PackageType } from '../../../../common/prices';
import type { Program } from '../../../../common/schemas/program';
import {
  PARENT_GUARDIAN_FIELDS, PUBLIC_REGISTRATION_FORM_DEFAULTS, isMinor, publicRegistrationFormSchema,
  type PublicRegistrationFormBody, type PublicRegistrationFormField, type PublicRegistrationFormValues,
} from '../../../../common/schemas/public-registration-form';
import { FormIds, focusFirstField } from '../../../components/form/form-controls';
import { SubmitButton } from '../../../components/form/submit-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../hooks/use-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { organisationTimeZone } from '../../../lib/organisation-zone';
import { PackageChoice, RunningTotal } from './package-choice';
import {
  AgreementFields, EmergencyContactFields, ExperienceFields, ParentGuardianFields, PersonalFields,
} from './registration-fields';
import { DeclineOffer } from './decline-offer';
import type { WaitlistOfferPrefill } from './offer-prefill';
import { isWaitlisted, submitRegistration, type RegistrationOutcome } from './submit-registration';

const ID_PREFIX = 'registration';
const fieldId = (name: string) => `${ID_PREFIX}-${name}`;

// Server errors on fields the visitor does not type land on the package they chose.
const SERVER_FIELD_ALIASES: Record<string, PublicRegistrationFormField> = { experienceLevel: 'packageType', paymentAmount: 'packageType' };

/** The form field a server error's path names, if the visitor can see it. */
function formField(path: string): PublicRegistrationFormField | undefined {
  const field = path.split('.')[0] ?? path;
  return SERVER_FIELD_ALIASES[field] ?? (field in PUBLIC_REGISTRATION_FORM_DEFAULTS ? (field as PublicRegistrationFormField) : undefined);
}

interface RegistrationDialogProps {
  program: Pick<Program, 'id' | 'name' | 'priceTiers'>;
  /** A waitlist offer being taken up: its answers fill the form and its token holds the seat. */
  offer?: WaitlistOfferPrefill | null | undefined;
  /** The program is full: the form joins its waitlist, so it names that and shows no total to pay. */
  waitlist?: boolean;
  onRegistered: (outcome: RegistrationOutcome) => void;
  onClose: () => void;
}

export function RegistrationDialog({ program, offer, waitlist = false, onRegistered, onClose }: RegistrationDialogProps) {
  // The organisation's date, as the server judges ages and "in the future".
  const [timeZone] = useState(organisationTimeZone);
  const [today] = useState(() => dateInTimeZone(new Date(), timeZone));
  const prices = useMemo(() => programPrices(program.priceTiers), [program.priceTiers]);
  const schema = useMemo(() => publicRegistrationFormSchema(program.priceTiers, timeZone), [program.priceTiers, timeZone]);
  const form = useForm<PublicRegistrationFormValues, unknown, PublicRegistrationFormBody>({
    resolver: zodResolver(schema),
    defaultValues: offer?.values ?? PUBLIC_REGISTRATION_FORM_DEFAULTS,
    // Focus goes to the first invalid field in page order (below), not in registration order.
    shouldFocusError: false,
  });
  const { control, setValue, getValues, clearErrors, setError, handleSubmit, formState } = form;
  const adultPackage = useRef<PackageType>('new');
  // Prefilled answers (a waitlist offer) keep their parent/guardian fields when the form opens.
  const keepPrefill = useRef(!!offer);

  const minor = isMinor(useWatch({ control, name: 'dateOfBirth' }), today);
  // SPEC section 4: under 18 forces the youth package; the parent/guardian fields start empty whenever
  // they appear or disappear.
  useEffect(() => {
    if (keepPrefill.current) {
      keepPrefill.current = false;
      return;
    }
    PARENT_GUARDIAN_FIELDS.forEach((name) => setValue(name, ''));
    clearErrors([...PARENT_GUARDIAN_FIELDS, 'packageType']);
    if (minor === true) setValue('packageType', 'youth');
    else if (minor === false && getValues('packageType') === 'youth') setValue('packageType', adultPackage.current);
  }, [minor, setValue, getValues, clearErrors]);

  // The package an adult last chose comes back if a date of birth under 18 is corrected.
  function rememberAdultPackage(value: PackageType) {
    if (value !== 'youth') adultPackage.current = value;
  }

  async function register(body: PublicRegistrationFormBody) {
    try {
      const registered = await submitRegistration(body, program, offer?.token);
      if (isWaitlisted(registered)) return onRegistered(registered);
      toast({
        title: 'Registration Successful',
        description: registered.paymentAmount > 0 ? 'Continue to payment to complete your registration' : 'No payment is needed for this registration',
      });
      onRegistered(registered);
    } catch (error) {
      toast({ title: 'Registration Failed', description: errorMessage(error, 'An error occurred during registration.'), variant: 'destructive' });
      const names: PublicRegistrationFormField[] = [];
      for (const [path, message] of Object.entries(error instanceof ApiError ? error.fieldErrors : {})) {
        const name = formField(path);
        if (name) {
          setError(name, { type: 'server', message });
          names.push(name);
        }
      }
      focusFirstField(names.map(fieldId));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !formState.isSubmitting && onClose()}>
      <DialogContent
        className="flex max-h-[92dvh] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl sm:p-0"
        // A click outside (a toast, the backdrop) must not throw away a half-filled form; Escape and Close still work.
        onInteractOutside={(event) => event.preventDefault()}
        // Focus goes back to what opened the flow: RegistrationProvider decides, not Radix.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader className="border-b p-4 pr-12 text-left sm:px-6">
          <DialogTitle>{program.name}</DialogTitle>
          <DialogDescription>
            {offer
              ? 'A seat is held for you: check your answers, agree to the waiver and register. '
              : waitlist
                ? 'This program is full. Join the waitlist and we will email you a link to register when a seat opens; nothing is charged now. '
                : 'Register for this program. '}
            Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <FormIds prefix={ID_PREFIX}>
            <form
              noValidate
              onSubmit={handleSubmit(register, (errors) => focusFirstField(Object.keys(errors).map(fieldId)))}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="grid gap-8 overflow-y-auto p-4 sm:px-6">
                <PackageChoice minor={minor} prices={prices} onPackageChange={rememberAdultPackage} />
                <PersonalFields today={today} />
                {minor && <ParentGuardianFields />}
                <ExperienceFields />
                <EmergencyContactFields />
                <AgreementFields />
                {offer && <DeclineOffer token={offer.token} onDeclined={onClose} />}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t p-4 sm:px-6">
                {waitlist ? <p className="text-sm text-muted-foreground">Nothing to pay now</p> : <RunningTotal prices={prices} />}
                <SubmitButton
                  pending={formState.isSubmitting}
                  label={waitlist ? 'Join the waitlist' : 'Complete Registration'}
                  pendingLabel="Submitting..."
                />
              </div>
            </form>
          </FormIds>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
