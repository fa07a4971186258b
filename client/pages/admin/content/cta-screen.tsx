import { SaveCtaSchema, ctaFormValues, type Cta, type CtaFormValues, type SaveCta } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { ButtonFields } from './record-fields';
import { SingleRecordScreen, type SingleRecord } from './single-record-screen';

const Field = TextField<CtaFormValues>;

const CTA: SingleRecord<Cta, CtaFormValues, SaveCta> = {
  id: 'cta',
  title: 'Call to Action',
  description: 'The call-to-action banner of the home page.',
  noun: 'CTA content',
  schema: SaveCtaSchema,
  values: ctaFormValues,
  fields: (
    <>
      <Field name="title" label="Title" required />
      <Field name="content" label="Content" rows={4} required />
      <ButtonFields linkHint="A section anchor (#contact), a path or a full URL." />
    </>
  ),
};

export const CtaScreen = () => <SingleRecordScreen record={CTA} />;
