// SPEC section 2 "Testimonials (admin)": table Name, Position, Testimonial, Status (Featured/Standard),
// Actions (star toggle sending only `featured`, edit, delete); create, edit and delete dialogs.
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { PageHeader } from '../shared/page-header';
import { TestimonialFormDialog, type Testimonial, type TestimonialValues } from './testimonial-form-dialog';

const LIST = '/api/testimonials';
// The public page reads the featured list; it refreshes with every change here.
const INVALIDATES = [LIST, '/api/testimonials/featured'];

export function TestimonialsScreen() {
  const testimonials = useAdminQuery<Testimonial[]>(LIST);
  const [creating, setCreating] = useState(false);
  // The dialog keeps showing the last edited testimonial while it animates closed.
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  function startEdit(testimonial: Testimonial) {
    setEditing(testimonial);
    setEditOpen(true);
  }
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const create = useAdminMutation<TestimonialValues>({
    method: 'POST',
    path: LIST,
    success: 'Testimonial created successfully',
    failure: 'Failed to create testimonial',
    invalidates: INVALIDATES,
    onSuccess: () => setCreating(false),
  });
  const update = useAdminMutation<{ id: number; values: TestimonialValues }>({
    method: 'PUT',
    path: ({ id }) => `${LIST}/${id}`,
    body: ({ values }) => values,
    success: 'Testimonial updated successfully',
    failure: 'Failed to update testimonial',
    invalidates: INVALIDATES,
    onSuccess: () => setEditOpen(false),
  });
  const toggleFeatured = useAdminMutation<{ id: number; featured: boolean }>({
    method: 'PUT',
    path: ({ id }) => `${LIST}/${id}`,
    // SPEC section 4: the star sends only the featured flag.
    body: ({ featured }) => ({ featured }),
    success: 'Testimonial featured status updated',
    failure: 'Failed to update featured status',
    invalidates: INVALIDATES,
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${LIST}/${id}`,
    success: 'Testimonial deleted successfully',
    failure: 'Failed to delete testimonial',
    invalidates: INVALIDATES,
    onSuccess: () => setDeleting(null),
  });

  const togglingId = toggleFeatured.isPending ? toggleFeatured.variables?.id : undefined;

  return (
    <div>
      <PageHeader
        title="Testimonials"
        description="Manage what officials say about the training; featured testimonials appear on the home page."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />

      {testimonials.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading testimonials" className="size-8 text-primary" />
        </div>
      ) : testimonials.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Error loading testimonials. Please try again.</AlertDescription>
        </Alert>
      ) : (
        <Table aria-label="Testimonials" className="min-w-[44rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Position</TableHead>
              <TableHead>Testimonial</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {testimonials.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                  No testimonials found
                </TableCell>
              </TableRow>
            ) : (
              testimonials.data.map((testimonial) => {
                const starLabel = testimonial.featured ? `Remove ${testimonial.name} from featured` : `Feature ${testimonial.name}`;
                return (
                  <TableRow key={testimonial.id}>
                    <TableCell className="font-medium">{testimonial.name}</TableCell>
                    <TableCell>{testimonial.position}</TableCell>
                    <TableCell className="max-w-md">
                      <p className="line-clamp-2" title={testimonial.quote}>
                        {testimonial.quote}
                      </p>
                    </TableCell>
                    <TableCell>
                      <Badge variant={testimonial.featured ? 'default' : 'outline'}>{testimonial.featured ? 'Featured' : 'Standard'}</Badge>
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={starLabel}
                              aria-pressed={testimonial.featured}
                              disabled={togglingId === testimonial.id}
                              onClick={() => toggleFeatured.mutate({ id: testimonial.id, featured: !testimonial.featured })}
                            >
                              <Star aria-hidden="true" className={cn(testimonial.featured ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
                            </Button>
                          </TooltipTrigger>
                          <TooltipContent>{testimonial.featured ? 'Remove from featured' : 'Mark as featured'}</TooltipContent>
                        </Tooltip>
                        <Button variant="ghost" size="icon" aria-label={`Edit ${testimonial.name}`} onClick={() => startEdit(testimonial)}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${testimonial.name}`}
                          className="text-destructive hover:text-destructive"
                          onClick={() => setDeleting(testimonial)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}

      <TestimonialFormDialog open={creating} onOpenChange={setCreating} pending={create.isPending} onSubmit={(values) => create.mutate(values)} />
      <TestimonialFormDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        testimonial={editing}
        pending={update.isPending}
        onSubmit={(values) => editing && update.mutate({ id: editing.id, values })}
      />
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Testimonial"
        description={deleting ? `Are you sure you want to delete the testimonial from ${deleting.name}? This action cannot be undone.` : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
