import {
  MarketingPopupFormSchema, marketingPopupFormValues, type MarketingPopup, type MarketingPopupFormValues, type SaveMarketingPopup,
} from '../../../../common/schemas/marketing-popup';
import { CheckboxField, TextField } from '../../../components/form/form-controls';
import { FieldGrid } from './record-fields';
import { SingleRecordScreen, type SingleRecord } from './single-record-screen';

const Field = TextField<MarketingPopupFormValues>;

const MARKETING_POPUP: SingleRecord<MarketingPopup, MarketingPopupFormValues, SaveMarketingPopup> = {
  id: 'marketing-popup',
  title: 'Marketing Popup',
  description: 'The event announcement that pops up on the home page.',
  noun: 'marketing popup settings',
  failure: 'Failed to update marketing popup settings.',
  schema: MarketingPopupFormSchema,
  values: marketingPopupFormValues,
  fields: (
    <>
      <Field name="title" label="Title" required />
      <FieldGrid>
        <Field name="date" label="Date" required hint="Free text, e.g. Saturday, March 14" />
        <Field name="location" label="Location" required />
        <Field name="startTime" label="Start Time" required placeholder="9:00 AM" />
        <Field name="endTime" label="End Time" required placeholder="3:00 PM" />
      </FieldGrid>
      <CheckboxField<MarketingPopupFormValues> name="active" label="Active" hint="Show the popup on the home page." />
    </>
  ),
};

export const MarketingPopupScreen = () => <SingleRecordScreen record={MARKETING_POPUP} />;
