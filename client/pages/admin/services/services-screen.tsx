// SPEC section 2 "Manage Services": numbered table (#, Title, Icon, Description, Order, Status) with
// add, edit and delete dialogs; a red box when the list cannot be loaded (SPEC section 8).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { serviceIcon } from '../../public/icons';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { PageHeader } from '../shared/page-header';
import { ServiceFormDialog, type Service, type ServiceValues } from './service-form-dialog';

const LIST = '/api/services';
// The public page reads the active list; it refreshes with every change here.
const INVALIDATES = [LIST, '/api/services/active'];

export function ServicesScreen() {
  const services = useAdminQuery<Service[]>(LIST);
  const [creating, setCreating] = useState(false);
  // The dialog keeps showing the last edited service while it animates closed.
  const [editing, setEditing] = useState<Service | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  function startEdit(service: Service) {
    setEditing(service);
    setEditOpen(true);
  }
  const [deleting, setDeleting] = useState<Service | null>(null);

  const create = useAdminMutation<ServiceValues>({
    method: 'POST',
    path: LIST,
    success: 'Service created successfully',
    failure: 'Failed to create service',
    invalidates: INVALIDATES,
    onSuccess: () => setCreating(false),
  });
  const update = useAdminMutation<{ id: number; values: ServiceValues }>({
    method: 'PUT',
    path: ({ id }) => `${LIST}/${id}`,
    body: ({ values }) => values,
    success: 'Service updated successfully',
    failure: 'Failed to update service',
    invalidates: INVALIDATES,
    onSuccess: () => setEditOpen(false),
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${LIST}/${id}`,
    success: 'Service deleted successfully',
    failure: 'Failed to delete service',
    invalidates: INVALIDATES,
    onSuccess: () => setDeleting(null),
  });

  return (
    <div>
      <PageHeader
        title="Manage Services"
        description="The services listed on the website, in display order."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        }
      />

      {services.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading services" className="size-8 text-primary" />
        </div>
      ) : services.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Error loading services. Please try again.</AlertDescription>
        </Alert>
      ) : (
        <Table aria-label="Services" className="min-w-[48rem]">
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Icon</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {services.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                  No services found
                </TableCell>
              </TableRow>
            ) : (
              services.data.map((service, index) => {
                const Icon = serviceIcon(service.icon);
                return (
                  <TableRow key={service.id}>
                    <TableCell className="text-muted-foreground">{index + 1}</TableCell>
                    <TableCell className="font-medium">{service.title}</TableCell>
                    <TableCell>
                      <span className="inline-flex items-center gap-2 whitespace-nowrap">
                        <Icon className="size-4 text-primary" aria-hidden="true" />
                        {service.icon}
                      </span>
                    </TableCell>
                    <TableCell className="max-w-sm">
                      <p className="line-clamp-2" title={service.description}>
                        {service.description}
                      </p>
                    </TableCell>
                    <TableCell>{service.displayOrder}</TableCell>
                    <TableCell>
                      <Badge variant={service.active ? 'default' : 'secondary'}>{service.active ? 'Active' : 'Inactive'}</Badge>
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${service.title}`} onClick={() => startEdit(service)}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${service.title}`}
                          className="text-destructive hover:text-destructive"
                          onClick={() => setDeleting(service)}
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

      <ServiceFormDialog open={creating} onOpenChange={setCreating} pending={create.isPending} onSubmit={(values) => create.mutate(values)} />
      <ServiceFormDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        service={editing}
        pending={update.isPending}
        onSubmit={(values) => editing && update.mutate({ id: editing.id, values })}
      />
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Service"
        description={deleting ? `Are you sure you want to delete the service "${deleting.title}"? This action cannot be undone.` : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
