// SPEC section 2 "Testimonials (admin)": the table with the featured star (SPEC section 4: it sends
// only `featured`), add, edit and delete dialogs.
import { Plus } from 'lucide-react';
import {
  CreateTestimonialSchema, UpdateTestimonialSchema, testimonialFormValues, type CreateTestimonial, type Testimonial,
} from '../../../../common/schemas/testimonial';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { PageHeader } from '../shared/page-header';
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
  const { editing, deleting } = dialogs;
  const close = { onSuccess: dialogs.close };
  const star = {
    toggle: (testimonial: Testimonial) => featured.mutate({ id: testimonial.id, featured: !testimonial.featured }),
    pendingId: featured.isPending ? featured.variables?.id : undefined,
  };

  return (
    <div>
      <PageHeader
        title="Testimonials"
        description="Manage what officials say about the training; featured testimonials appear on the home page."
        actions={
          <Button onClick={dialogs.startCreate}>
            <Plus aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />

      <DataTable
        query={testimonials.list}
        label="Testimonials"
        className="min-w-[44rem]"
        loadingLabel="Loading testimonials"
        error="Error loading testimonials. Please try again."
        emptyText="No testimonials found"
        columns={testimonialColumns(dialogs, star)}
      />

      <FormDialog
        open={dialogs.creating}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Add Testimonial"
        description="Add a new testimonial to show on the website."
        idPrefix="new-testimonial"
        schema={CreateTestimonialSchema}
        values={testimonialFormValues()}
        pending={testimonials.create.isPending}
        submitLabel="Add Testimonial"
        onSubmit={(values) => testimonials.create.mutate(values, close)}
      >
        <TestimonialFields required />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Edit Testimonial"
        description="Update the testimonial details."
        idPrefix="edit-testimonial"
        schema={UpdateTestimonialSchema}
        values={testimonialFormValues(editing)}
        pending={testimonials.update.isPending}
        submitLabel="Save Changes"
        onSubmit={(values) => editing && testimonials.update.mutate({ id: editing.id, values }, close)}
      >
        <TestimonialFields required={false} />
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Delete Testimonial"
        description={deleting ? `Are you sure you want to delete the testimonial from ${deleting.name}? This action cannot be undone.` : ''}
        pending={testimonials.remove.isPending}
        onConfirm={() => deleting && testimonials.remove.mutate(deleting.id, close)}
      />
    </div>
  );
}
