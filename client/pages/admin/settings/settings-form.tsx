// The settings form: one section per subject, each field with a line saying what it does.
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DEFAULT_TIME_ZONE } from '../../../../common/calendar/zone';
import { SettingsFormSchema, settingsFormField, type SettingsFormField, type SettingsFormValues } from '../../../../common/schemas/settings-form';
import { CheckboxField, SelectField, TextField, focusFirstField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api';
import { SavingFieldset } from '../content/single-record-screen';
import { FieldGrid } from '../content/record-fields';
import { useAdminMutation } from '../shared/admin-api';

/** GET reads the settings, PUT replaces them (admin only). */
export const SETTINGS_PATH = '/api/settings';

type Values = SettingsFormValues;
const Field = TextField<Values>;
const ID_PREFIX = 'settings';

/** Zones offered while typing (any IANA zone this browser knows). */
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
const TIME_ZONE_LIST = `${ID_PREFIX}-time-zones`;

const FEE_KINDS = [['dollars', 'Dollars'], ['percent', 'Percent of the fee']] as const;
const REFUND_MODES = [['automatic', 'Automatic'], ['approval', 'On approval by the office']] as const;

export function SettingsForm({ initial }: { initial: Values }) {
  const form = useSchemaForm(SettingsFormSchema, initial);
  const save = useAdminMutation<unknown>({ method: 'PUT', path: SETTINGS_PATH, failure: 'Failed to save settings', invalidates: [SETTINGS_PATH] });
  const submit = (body: unknown) =>
    save.mutate(body, {
      onError: (error) => {
        const names: SettingsFormField[] = [];
        for (const [path, message] of Object.entries(error instanceof ApiError ? error.fieldErrors : {})) {
          const name = settingsFormField(path);
          if (name && !names.includes(name)) {
            form.setError(name, { type: 'server', message });
            names.push(name);
          }
        }
        focusFirstField(names.map((name) => `${ID_PREFIX}-${name}`));
      },
    });
  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <SchemaForm form={form} idPrefix={ID_PREFIX} onSubmit={submit}>
          <SavingFieldset pending={save.isPending} className="grid min-w-0 gap-8">
            <Section title="Organisation" description="Who the site speaks for and where its notices go.">
              <FieldGrid>
                <Field
                  name="timeZone"
                  label="Time Zone"
                  required
                  list={TIME_ZONE_LIST}
                  autoComplete="off"
                  hint={`The organisation's calendar: ages, the cancellation deadline, reports, emails and calendar files follow this zone, e.g. ${DEFAULT_TIME_ZONE}.`}
                />
                <Field name="emailSenderName" label="Email Sender Name" required hint="The name registrants see as the sender of every email." />
                <Field
                  name="adminNotifyEmail"
                  label="Admin Notification Address"
                  type="email"
                  className="sm:col-span-2"
                  hint="The office's notices go to this address; empty: the email of Company Info."
                />
              </FieldGrid>
              <datalist id={TIME_ZONE_LIST}>
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </Section>

            <Section title="Registrations" description="Who may register.">
              <FieldGrid>
                <Field name="minimumAge" label="Minimum Age" required type="number" inputMode="numeric" min={0} max={99} hint="Registrants younger than this are refused." />
              </FieldGrid>
              <CheckboxField<Values>
                name="guardianConsent"
                label="Guardian consent"
                hint="Registrants under 18 need a parent's or guardian's signed consent before the start."
              />
            </Section>

            <Section title="Cancellations" description="What happens when a registrant cancels.">
              <SelfCancelFields />
              <FieldGrid>
                <Field
                  name="feeKeptAmount"
                  label="Fee Kept"
                  required
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  hint="What the organisation keeps of the fee on a cancellation; 0 refunds it all."
                />
                <SelectField<Values> name="feeKeptKind" label="Fee Kept In" options={FEE_KINDS} hint="Dollars, or a percentage of the fee paid (at most 100)." />
                <SelectField<Values>
                  name="refundMode"
                  label="Refunds"
                  options={REFUND_MODES}
                  className="sm:col-span-2"
                  hint="Automatic: the refund goes back to the card at once. On approval: it waits for the office."
                />
              </FieldGrid>
            </Section>

            <Section title="Reminders" description="Emails before each session.">
              <FieldGrid>
                <Field
                  name="reminderDaysBefore"
                  label="Days Before Each Session"
                  placeholder="7, 1"
                  hint="Reminder emails go this many days before each session, e.g. 7, 1 (at most 5; empty: none)."
                />
              </FieldGrid>
            </Section>

            <Section title="Seats and Waitlist" description="Programs with a capacity.">
              <FieldGrid>
                <Field name="seatHoldMinutes" label="Seat Hold (minutes)" required type="number" inputMode="numeric" min={1} max={1440} hint="An unpaid registration keeps its seat this long; then the seat frees." />
                <Field name="waitlistOfferHours" label="Offer Time (hours)" required type="number" inputMode="numeric" min={1} max={336} hint="A waitlist offer stays open this long, then passes to the next person." />
                <Field name="seatsLeftShownFrom" label="Show Seats Left From" required type="number" inputMode="numeric" min={0} max={1000} hint="The program card shows how many seats are left from this many down." />
              </FieldGrid>
            </Section>

            <Section title="Games" description="Placing officials on games.">
              <FieldGrid>
                <Field name="travelBufferMinutes" label="Travel Time Between Games (minutes)" required type="number" inputMode="numeric" min={0} max={240} hint="An official is not offered a game that starts or ends within this many minutes of another of theirs." />
              </FieldGrid>
            </Section>

            <Section title="Backups" description="The scheduled database backups.">
              <FieldGrid>
                <Field name="backupKeep" label="Backups Kept" required type="number" inputMode="numeric" min={1} max={1000} hint="The newest this many backups stay; older ones are deleted." />
              </FieldGrid>
            </Section>
          </SavingFieldset>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

/** Self-cancel on or off, and until how many days before the start (off: only the office cancels). */
function SelfCancelFields() {
  const allowed = useWatch<Values, 'selfCancelAllowed'>({ name: 'selfCancelAllowed' });
  return (
    <>
      <CheckboxField<Values>
        name="selfCancelAllowed"
        label="Registrants may cancel themselves"
        hint="Off: only the office cancels a registration."
      />
      <FieldGrid>
        <Field
          name="selfCancelUntilDays"
          label="Until Days Before the Start"
          required={allowed}
          disabled={!allowed}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          hint="A registrant may cancel until this many days before the program starts."
        />
      </FieldGrid>
    </>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `${ID_PREFIX}-section-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="grid gap-1 border-b pb-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
