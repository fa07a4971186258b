import { SaveCtaSchema } from '../../../../common/schemas/site-content';
import { FieldGrid, SingleRecordScreen, TextField } from './single-record-form';

const EMPTY = { title: '', content: '', buttonText: '', buttonLink: '' };

export function CtaScreen() {
  return (
    <SingleRecordScreen
      title="Call to Action"
      description="The call-to-action banner of the home page."
      path="/api/cta"
      schema={SaveCtaSchema}
      empty={EMPTY}
      success="Call to Action content updated successfully"
      failure="Failed to update CTA content"
      loadError="Error loading CTA content. Please try again."
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="Title" required />
          <TextField form={form} name="content" label="Content" rows={4} required />
          <FieldGrid>
            <TextField form={form} name="buttonText" label="Button Text" required />
            <TextField form={form} name="buttonLink" label="Button Link" required hint="A section anchor (#contact), a path or a full URL." />
          </FieldGrid>
        </>
      )}
    </SingleRecordScreen>
  );
}
