import { DEFAULT_POPUP_PROGRAM, MarketingPopupFormSchema, marketingPopupFormValues, type MarketingPopupFormValues } from '../../../../common/schemas/marketing-popup';
import type { Program } from '../../../../common/schemas/program';
import { CheckboxField, SelectField, TextField } from '../../../components/form/form-controls';
import { useAdminQuery } from '../shared/admin-api';
import { FieldGrid } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

type Values = MarketingPopupFormValues;
const Field = TextField<Values>;

export const MarketingPopupScreen = () => (
  <SingleRecordScreen id="marketing-popup" schema={MarketingPopupFormSchema} values={marketingPopupFormValues}>
    <Field name="title" label="Title" required />
    <FieldGrid>
      <Field name="date" label="Date" required hint="Free text, e.g. Saturday, March 14" />
      <Field name="location" label="Location" required />
      <Field name="startTime" label="Start Time" required placeholder="9:00 AM" />
      <Field name="endTime" label="End Time" required placeholder="3:00 PM" />
    </FieldGrid>
    <ProgramField />
    <CheckboxField<Values> name="active" label="Active" hint="Show the popup on the home page." />
  </SingleRecordScreen>
);

/** Which program the popup's Register Now opens: SPEC's first program, or one the admin picks. */
function ProgramField() {
  const programs = useAdminQuery<Pick<Program, 'id' | 'name' | 'active'>[]>('/api/programs');
  const options = [
    [DEFAULT_POPUP_PROGRAM, 'Default (first program)'] as const,
    ...(programs.data ?? []).map(({ id, name, active }) => [String(id), active ? name : `${name} (inactive)`] as const),
  ];
  return (
    <SelectField<Values>
      name="programId"
      label="Register Now Opens"
      options={options}
      hint={
        programs.isError
          ? 'Could not load the programs; Default stays available.'
          : 'The program whose registration form the popup opens. Visitors cannot register for an inactive one: they see the programs section instead.'
      }
    />
  );
}
