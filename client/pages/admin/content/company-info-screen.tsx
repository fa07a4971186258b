import { SaveCompanyInfoSchema, companyInfoFormValues, type CompanyInfoFormValues } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { FieldGrid } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

const Field = TextField<CompanyInfoFormValues>;

export const CompanyInfoScreen = () => (
  <SingleRecordScreen id="company-info" schema={SaveCompanyInfoSchema} values={companyInfoFormValues}>
    <FieldGrid>
    <Field name="name" label="Company Name" required />
    <Field name="website" label="Website" required />
    <Field name="phone" label="Phone" type="tel" required />
    <Field name="phoneHours" label="Phone Hours" required hint="e.g. Mon-Fri, 9am-5pm" />
    <Field name="email" label="Email" type="email" required />
    <Field name="emailResponse" label="Email Response" required hint="e.g. We respond within 24 hours" />
    <Field name="location" label="Location" required />
    <Field name="locationDetail" label="Location Detail" required hint="e.g. Serving all of Arizona" />
    </FieldGrid>
  </SingleRecordScreen>
);
