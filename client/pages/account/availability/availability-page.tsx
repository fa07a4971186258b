// /account/availability (issue 30, point 2): when the official can work (weekly hours, blocked dates, a
// daily game limit), where they live (for the distance staff see) and the teams they are tied to. Save
// replaces it all; the server's messages show under their fields.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Json } from '../../../../common/api';
import { formatDateLong } from '../../../../common/format';
import type { Availability, AvailabilityInput } from '../../../../common/schemas/game';
import { focusFirstField, TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { toast } from '../../../hooks/use-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { GAMES_QUERY_KEY } from '../games/games-api';
import { SignedInPage } from '../signed-in-page';
import { AVAILABILITY_QUERY_KEY, fetchAvailability, saveAvailability } from './availability-api';
import { AvailabilityFormSchema, availabilityFormValues, serverFieldErrors, type AvailabilityFormValues } from './availability-form';
import { ListEditor } from './list-editor';
import { WeeklyHours } from './weekly-hours';

const ID_PREFIX = 'availability';
const Field = TextField<AvailabilityFormValues>;
const LINK = 'font-medium text-primary underline underline-offset-4';

function AvailabilityForm({ saved }: { saved: Json<Availability> }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(AvailabilityFormSchema, availabilityFormValues(saved));
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (answer) => {
      queryClient.setQueryData(AVAILABILITY_QUERY_KEY, answer.data);
      // Open positions follow availability.
      void queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY });
      form.reset(availabilityFormValues(answer.data));
      toast({ title: answer.message ?? 'Availability saved' });
    },
    onError: (error) => {
      const fields = serverFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
      for (const [path, message] of fields) form.setError(path as keyof AvailabilityFormValues, { type: 'server', message });
      focusFirstField(fields.map(([path]) => `${ID_PREFIX}-${path}`));
      toast({ title: errorMessage(error, 'Your availability could not be saved. Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <SchemaForm form={form} idPrefix={ID_PREFIX} onSubmit={(input: AvailabilityInput) => save.mutate(input)} className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-semibold">Weekly hours</legend>
        <p className="-mt-2 text-sm text-muted-foreground">The hours you can work each week. A game must fit inside them, start to end.</p>
        <WeeklyHours />
      </fieldset>
      <ListEditor
        name="blockedDates"
        legend="Blocked dates"
        hint="Days you cannot work at all, whatever your weekly hours."
        inputLabel="A date you cannot work"
        inputType="date"
        addLabel="Add date"
        show={formatDateLong}
        empty="No blocked dates."
      />
      <Field
        name="dailyLimit"
        label="Most games a day"
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        hint="From 1 to 10; leave it empty for no limit."
        controlClassName="max-w-32"
      />
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-lg font-semibold">Home</legend>
        <p className="-mt-3 text-sm text-muted-foreground">
          For travel between games. Staff see only the distance from your ZIP code to a game, never your address.
        </p>
        <Field name="homeAddress" label="Home address" autoComplete="street-address" />
        <Field name="homePostalCode" label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} controlClassName="max-w-32" />
      </fieldset>
      <ListEditor
        name="affiliations"
        legend="Teams you are tied to"
        hint="Teams you play for, coach or have family on: you are not placed on their games."
        inputLabel="Team name"
        inputType="text"
        addLabel="Add team"
        show={(team) => team}
        empty="No teams."
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={save.isPending} label="Save availability" />
        <Link href="/account/games" className={`text-sm ${LINK}`}>
          Your games
        </Link>
      </div>
    </SchemaForm>
  );
}

export function AvailabilityPage() {
  const availability = useQuery({ queryKey: AVAILABILITY_QUERY_KEY, queryFn: fetchAvailability });
  return (
    <SignedInPage title="Your availability" query={availability} loading="Loading your availability" failure="Your availability could not be loaded. Please try again.">
      {(saved) => (
        <div className="grid gap-6">
          <header className="grid gap-2">
            <h1 className="text-2xl font-bold">Your availability</h1>
            <p className="text-sm text-muted-foreground">
              The office offers you games only inside your weekly hours, never on a blocked date, and no more a day than your limit.
            </p>
          </header>
          <AvailabilityForm saved={saved} />
        </div>
      )}
    </SignedInPage>
  );
}
