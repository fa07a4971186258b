// SPEC section 2 "Testimonials (admin)": table Name, Position, Testimonial, Status (Featured/Standard),
// Actions (star toggle sending only `featured`, edit, delete); create, edit and delete dialogs.
import { Plus, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { DataTable as CrudTable, type ColumnDef as Column } from '../shared/data-table';
import { PageHeader } from '../shared/page-header';
import { RowActions } from '../shared/row-actions';
import { useCrud } from '../shared/use-crud';
import { TestimonialFormDialog, type Testimonial, type TestimonialValues } from './testimonial-form-dialog';

const LIST = '/api/testimonials';
// The public page reads the featured list; it refreshes with every change here.
const INVALIDATES = [LIST, '/api/testimonials/featured'];

export function TestimonialsScreen() {
  const testimonials = useAdminQuery<Testimonial[]>(LIST);
  const crud = useCrud<Testimonial, TestimonialValues>({ path: LIST, noun: 'Testimonial', invalidates: INVALIDATES });
  const toggleFeatured = useAdminMutation<{ id: number; featured: boolean }>({
    method: 'PUT',
    path: ({ id }) => `${LIST}/${id}`,
    // SPEC section 4: the star sends only the featured flag.
    body: ({ featured }) => ({ featured }),
    success: 'Testimonial featured status updated',
    failure: 'Failed to update featured status',
    invalidates: INVALIDATES,
  });

  const togglingId = toggleFeatured.isPending ? toggleFeatured.variables?.id : undefined;

  const columns: Column<Testimonial>[] = [
    { header: 'Name', className: 'font-medium', cell: (testimonial) => testimonial.name },
    { header: 'Position', cell: (testimonial) => testimonial.position },
    {
      header: 'Testimonial',
      className: 'max-w-md',
      cell: (testimonial) => (
        <p className="line-clamp-2" title={testimonial.quote}>
          {testimonial.quote}
        </p>
      ),
    },
    {
      header: 'Status',
      cell: (testimonial) => <Badge variant={testimonial.featured ? 'default' : 'outline'}>{testimonial.featured ? 'Featured' : 'Standard'}</Badge>,
    },
    {
      header: 'Actions',
      headClassName: 'text-right',
      cell: (testimonial) => (
        <RowActions name={testimonial.name} onEdit={() => crud.startEdit(testimonial)} onDelete={() => crud.startDelete(testimonial)}>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={testimonial.featured ? `Remove ${testimonial.name} from featured` : `Feature ${testimonial.name}`}
                aria-pressed={testimonial.featured}
                disabled={togglingId === testimonial.id}
                onClick={() => toggleFeatured.mutate({ id: testimonial.id, featured: !testimonial.featured })}
              >
                <Star aria-hidden="true" className={cn(testimonial.featured ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{testimonial.featured ? 'Remove from featured' : 'Mark as featured'}</TooltipContent>
          </Tooltip>
        </RowActions>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Testimonials"
        description="Manage what officials say about the training; featured testimonials appear on the home page."
        actions={
          <Button onClick={crud.startCreate}>
            <Plus aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />

      <CrudTable
        query={testimonials}
        label="Testimonials"
        className="min-w-[44rem]"
        loadingLabel="Loading testimonials"
        error="Error loading testimonials. Please try again."
        emptyText="No testimonials found"
        columns={columns}
      />

      <TestimonialFormDialog {...crud.createDialog} />
      <TestimonialFormDialog {...crud.editDialog} testimonial={crud.editing} />
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        title="Delete Testimonial"
        description={crud.deleting ? `Are you sure you want to delete the testimonial from ${crud.deleting.name}? This action cannot be undone.` : ''}
      />
    </div>
  );
}
