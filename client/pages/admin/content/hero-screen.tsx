import { SaveHeroSchema, heroFormValues, type Hero, type HeroFormValues, type SaveHero } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { ButtonFields, FeatureBoxFields } from './record-fields';
import { SingleRecordScreen, type SingleRecord } from './single-record-screen';

const Field = TextField<HeroFormValues>;

const HERO: SingleRecord<Hero, HeroFormValues, SaveHero> = {
  id: 'hero',
  title: 'Hero Section',
  description: 'The first thing visitors see on the home page.',
  noun: 'hero content',
  schema: SaveHeroSchema,
  values: heroFormValues,
  fields: (
    <>
      <Field name="heading" label="Heading" required />
      <Field name="subheading" label="Subheading" rows={3} required />
      <ButtonFields linkHint="A section anchor (#programs), a path (/checkout) or a full URL." />
      <Field name="backgroundImage" label="Background Image URL" type="url" hint="Optional: https://... or a site path." />
      <FeatureBoxFields
        iconHint={<>A Font Awesome class, e.g. <code>fas fa-users</code>.</>}
        iconPlaceholders={['fas fa-users', 'fas fa-graduation-cap', 'fas fa-calendar-check']}
      />
    </>
  ),
};

export const HeroScreen = () => <SingleRecordScreen record={HERO} />;
