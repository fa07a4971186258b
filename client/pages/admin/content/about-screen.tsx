import { SaveAboutSchema } from '../../../../common/schemas/site-content';
import { FeatureBoxFields, FieldGrid, SingleRecordScreen, TextField } from './single-record-form';

const EMPTY = {
  title: '',
  subtitle: '',
  content: '',
  imageUrl: '',
  featureBox1Title: '',
  featureBox1Text: '',
  featureBox1Icon: '',
  featureBox2Title: '',
  featureBox2Text: '',
  featureBox2Icon: '',
  featureBox3Title: '',
  featureBox3Text: '',
  featureBox3Icon: '',
};

export function AboutScreen() {
  return (
    <SingleRecordScreen
      title="About Content"
      description="The About section of the home page."
      path="/api/about"
      schema={SaveAboutSchema}
      empty={EMPTY}
      success="About content updated successfully"
      failure="Failed to update about content"
      loadError="Error loading about content. Please try again."
    >
      {(form) => (
        <>
          <FieldGrid>
            <TextField form={form} name="title" label="Title" required />
            <TextField form={form} name="subtitle" label="Subtitle" />
          </FieldGrid>
          <TextField
            form={form}
            name="content"
            label="Content"
            rows={10}
            required
            controlClassName="font-mono text-sm md:text-xs"
            hint="HTML is allowed (paragraphs, lists, links, emphasis). Scripts and other unsafe markup are removed when saved."
          />
          <TextField form={form} name="imageUrl" label="Image URL" type="url" hint="Optional: https://... or a site path." />
          <FeatureBoxFields
            form={form}
            iconHint={<>An icon name: <code>medal</code>, <code>graduation-cap</code> or <code>trophy</code>.</>}
            iconPlaceholders={['medal', 'graduation-cap', 'trophy']}
          />
        </>
      )}
    </SingleRecordScreen>
  );
}
