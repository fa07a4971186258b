// The fields of the add and edit testimonial dialogs.
import type { TestimonialFormValues } from '../../../../common/schemas/testimonial';
import { CheckboxField, TextField } from '../../../components/form/form-controls';

/** `required` marks the fields a new testimonial must have (in the edit form all are optional). */
export function TestimonialFields({ required }: { required: boolean }) {
  return (
    <>
      <TextField<TestimonialFormValues> name="name" label="Name" required={required} autoComplete="off" />
      <TextField<TestimonialFormValues> name="position" label="Position" required={required} autoComplete="off" placeholder="e.g. High School Official" />
      <TextField<TestimonialFormValues> name="quote" label="Testimonial" required={required} rows={5} />
      <CheckboxField<TestimonialFormValues> name="featured" label="Featured (shown on the home page)" />
    </>
  );
}
