import {
  SaveCompanyInfoSchema, companyInfoFormValues, type CompanyInfo, type CompanyInfoFormValues, type SaveCompanyInfo,
} from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { FieldGrid } from './record-fields';
import { SingleRecordScreen, type SingleRecord } from './single-record-screen';

const Field = TextField<CompanyInfoFormValues>;

const COMPANY_INFO: SingleRecord<CompanyInfo, CompanyInfoFormValues, SaveCompanyInfo> = {
  id: 'company-info',
  title: 'Company Information',
  description: 'Contact details shown on the home page and in the footer.',
  noun: 'company information',
  schema: SaveCompanyInfoSchema,
  values: companyInfoFormValues,
  fields: (
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
  ),
};

export const CompanyInfoScreen = () => <SingleRecordScreen record={COMPANY_INFO} />;
