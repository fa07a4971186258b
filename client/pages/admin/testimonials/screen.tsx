// SPEC section 2 "Testimonials (admin)": the table with the featured star (SPEC section 4: it sends
// only `featured`), add, edit and delete dialogs.
import {
  CreateTestimonialSchema, UpdateTestimonialSchema, testimonialFormValues, type CreateTestimonial, type Testimonial,
} from '../../../../common/schemas/testimonial';
import { useAdminMutation } from '../shared/admin-api';
import { DataTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { ResourceDialogs } from '../shared/resource-dialogs';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { testimonialColumns } from './columns';
import { TestimonialFields } from './form';

const PATH = '/api/testimonials';
// The public page reads the featured list: it refreshes with every change here.
const FEATURED = '/api/testimonials/featured';

const useTestimonials = () => useResource<Testimonial, CreateTestimonial>({ path: PATH, noun: 'testimonial', refreshes: [FEATURED] });

const useFeaturedToggle = () =>
  useAdminMutation<Pick<Testimonial, 'id' | 'featured'>>({
    method: 'PUT',
    path: ({ id }) => `${PATH}/${id}`,
    body: ({ featured }) => ({ featured }),
    success: 'Testimonial featured status updated',
    failure: 'Failed to update featured status',
    invalidates: [PATH, FEATURED],
  });

export function TestimonialsScreen() {
  const testimonials = useTestimonials();
  const featured = useFeaturedToggle();
  const dialogs = useRowDialogs<Testimonial>();
  const star = {
    toggle: (testimonial: Testimonial) => featured.mutate({ id: testimonial.id, featured: !testimonial.featured }),
    pendingId: featured.isPending ? featured.variables?.id : undefined,
  };

  return (
    <div>
      <PageHeader
        title="Testimonials"
        description="Manage what officials say about the training; featured testimonials appear on the home page."
        actions={<AddButton onClick={dialogs.startCreate}>Add Testimonial</AddButton>}
      />

      <DataTable
        query={testimonials.list}
        plural="Testimonials"
        className="min-w-[44rem]"
        columns={testimonialColumns(dialogs, star)}
      />

      <ResourceDialogs
        resource={testimonials}
        dialogs={dialogs}
        schema={CreateTestimonialSchema}
        editSchema={UpdateTestimonialSchema}
        values={testimonialFormValues}
        fields={(testimonial) => <TestimonialFields required={!testimonial} />}
        add={{ title: 'Add Testimonial', description: 'Add a new testimonial to show on the website.', idPrefix: 'new-testimonial', submitLabel: 'Add Testimonial' }}
        edit={{ title: 'Edit Testimonial', description: 'Update the testimonial details.', idPrefix: 'edit-testimonial', submitLabel: 'Save Changes' }}
        delete={{
          title: 'Delete Testimonial',
          description: (testimonial) => `Are you sure you want to delete the testimonial from ${testimonial.name}? This action cannot be undone.`,
        }}
      />
    </div>
  );
}
