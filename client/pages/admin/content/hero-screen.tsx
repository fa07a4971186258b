import { SaveHeroSchema } from '../../../../common/schemas/site-content';
import { FeatureBoxFields, FieldGrid, SingleRecordScreen, TextField } from './single-record-form';

const EMPTY = {
  heading: '',
  subheading: '',
  buttonText: '',
  buttonLink: '',
  backgroundImage: '',
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

export function HeroScreen() {
  return (
    <SingleRecordScreen
      title="Hero Section"
      description="The first thing visitors see on the home page."
      path="/api/hero"
      schema={SaveHeroSchema}
      empty={EMPTY}
      success="Hero section updated successfully"
      failure="Failed to update hero content"
      loadError="Error loading hero content. Please try again."
    >
      {(form) => (
        <>
          <TextField form={form} name="heading" label="Heading" required />
          <TextField form={form} name="subheading" label="Subheading" rows={3} required />
          <FieldGrid>
            <TextField form={form} name="buttonText" label="Button Text" required />
            <TextField form={form} name="buttonLink" label="Button Link" required hint="A section anchor (#programs), a path (/checkout) or a full URL." />
          </FieldGrid>
          <TextField form={form} name="backgroundImage" label="Background Image URL" type="url" hint="Optional: https://... or a site path." />
          <FeatureBoxFields
            form={form}
            iconHint={<>A Font Awesome class, e.g. <code>fas fa-users</code>.</>}
            iconPlaceholders={['fas fa-users', 'fas fa-graduation-cap', 'fas fa-calendar-check']}
          />
        </>
      )}
    </SingleRecordScreen>
  );
}
