import { SaveCompanyInfoSchema } from '../../../../common/schemas/site-content';
import { FieldGrid, SingleRecordScreen, TextField } from './single-record-form';

const EMPTY = { name: '', phone: '', email: '', website: '', location: '', phoneHours: '', emailResponse: '', locationDetail: '' };

export function CompanyInfoScreen() {
  return (
    <SingleRecordScreen
      title="Company Information"
      description="Contact details shown on the home page and in the footer."
      path="/api/company-info"
      schema={SaveCompanyInfoSchema}
      empty={EMPTY}
      success="Company information updated successfully"
      failure="Failed to update company information"
      loadError="Error loading company information. Please try again."
    >
      {(form) => (
        <FieldGrid>
          <TextField form={form} name="name" label="Company Name" required />
          <TextField form={form} name="website" label="Website" required />
          <TextField form={form} name="phone" label="Phone" type="tel" required />
          <TextField form={form} name="phoneHours" label="Phone Hours" required hint="e.g. Mon-Fri, 9am-5pm" />
          <TextField form={form} name="email" label="Email" type="email" required />
          <TextField form={form} name="emailResponse" label="Email Response" required hint="e.g. We respond within 24 hours" />
          <TextField form={form} name="location" label="Location" required />
          <TextField form={form} name="locationDetail" label="Location Detail" required hint="e.g. Serving all of Arizona" />
        </FieldGrid>
      )}
    </SingleRecordScreen>
  );
}
