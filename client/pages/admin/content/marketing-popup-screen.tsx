import { MarketingPopupFormSchema } from '../../../../common/schemas/marketing-popup';
import { CheckboxField, FieldGrid, SingleRecordScreen, TextField } from './single-record-form';

const EMPTY = { title: '', date: '', startTime: '', endTime: '', location: '', active: true };

export function MarketingPopupScreen() {
  return (
    <SingleRecordScreen
      title="Marketing Popup"
      description="The event announcement that pops up on the home page."
      path="/api/marketing-popup"
      schema={MarketingPopupFormSchema}
      empty={EMPTY}
      success="Marketing popup settings have been updated."
      failure="Failed to update marketing popup settings."
      loadError="Error loading marketing popup settings. Please try again."
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="Title" required />
          <FieldGrid>
            <TextField form={form} name="date" label="Date" required hint="Free text, e.g. Saturday, March 14" />
            <TextField form={form} name="location" label="Location" required />
            <TextField form={form} name="startTime" label="Start Time" required placeholder="9:00 AM" />
            <TextField form={form} name="endTime" label="End Time" required placeholder="3:00 PM" />
          </FieldGrid>
          <CheckboxField form={form} name="active" label="Active" hint="Show the popup on the home page." />
        </>
      )}
    </SingleRecordScreen>
  );
}
