import { SaveAboutSchema, aboutFormValues, type AboutFormValues } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { FeatureBoxFields, FieldGrid } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

const Field = TextField<AboutFormValues>;

export const AboutScreen = () => (
  <SingleRecordScreen id="about" schema={SaveAboutSchema} values={aboutFormValues}>
    <FieldGrid>
      <Field name="title" label="Title" required />
      <Field name="subtitle" label="Subtitle" />
    </FieldGrid>
    <Field
      name="content"
      label="Content"
      rows={10}
      required
      controlClassName="font-mono text-sm md:text-xs"
      hint="HTML is allowed (paragraphs, lists, links, emphasis). Scripts and other unsafe markup are removed when saved."
    />
    <Field name="imageUrl" label="Image URL" type="url" hint="Optional: https://... or a site path." />
    <FeatureBoxFields
      iconHint={<>An icon name: <code>medal</code>, <code>graduation-cap</code> or <code>trophy</code>.</>}
      iconPlaceholders={['medal', 'graduation-cap', 'trophy']}
    />
  </SingleRecordScreen>
);
