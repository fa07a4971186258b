import { MarketingPopupFormSchema, marketingPopupFormValues, type MarketingPopupFormValues } from '../../../../common/schemas/marketing-popup';
import { CheckboxField, TextField } from '../../../components/form/form-controls';
import { FieldGrid } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

const Field = TextField<MarketingPopupFormValues>;

export const MarketingPopupScreen = () => (
  <SingleRecordScreen id="marketing-popup" schema={MarketingPopupFormSchema} values={marketingPopupFormValues}>
    <Field name="title" label="Title" required />
    <FieldGrid>
      <Field name="date" label="Date" required hint="Free text, e.g. Saturday, March 14" />
      <Field name="location" label="Location" required />
      <Field name="startTime" label="Start Time" required placeholder="9:00 AM" />
      <Field name="endTime" label="End Time" required placeholder="3:00 PM" />
    </FieldGrid>
    <CheckboxField<MarketingPopupFormValues> name="active" label="Active" hint="Show the popup on the home page." />
  </SingleRecordScreen>
);
