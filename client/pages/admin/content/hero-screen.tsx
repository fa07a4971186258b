import { SaveHeroSchema, heroFormValues, type HeroFormValues } from '../../../../common/schemas/site-content';
import { TextField } from '../../../components/form/form-controls';
import { ButtonFields, FeatureBoxFields } from './record-fields';
import { SingleRecordScreen } from './single-record-screen';

const Field = TextField<HeroFormValues>;

export const HeroScreen = () => (
  <SingleRecordScreen id="hero" schema={SaveHeroSchema} values={heroFormValues}>
    <Field name="heading" label="Heading" required />
    <Field name="subheading" label="Subheading" rows={3} required />
    <ButtonFields linkHint="A section anchor (#programs), a path (/checkout) or a full URL." />
    <Field name="backgroundImage" label="Background Image URL" type="url" hint="Optional: https://... or a site path." />
    <FeatureBoxFields
      iconHint={<>A Font Awesome class, e.g. <code>fas fa-users</code>.</>}
      iconPlaceholders={['fas fa-users', 'fas fa-graduation-cap', 'fas fa-calendar-check']}
    />
  </SingleRecordScreen>
);
