import { SaveCtaSchema, ctaFormValues, type CtaFormValues } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { ButtonFields } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

const Field = TextField<CtaFormValues>;

export const CtaScreen = () => (
  <SingleRecordScreen id="cta" schema={SaveCtaSchema} values={ctaFormValues}>
    <Field name="title" label="Title" required />
    <Field name="content" label="Content" rows={4} required />
    <ButtonFields linkHint="A section anchor (#contact), a path or a full URL." />
  </SingleRecordScreen>
);
