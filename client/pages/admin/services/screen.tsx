// SPEC section 2 "Manage Services": the numbered table with add, edit and delete dialogs; a red box
// when the list cannot be loaded (SPEC section 8). The example every admin list screen follows.
import { Plus } from 'lucide-react';
import { ServiceFormSchema, serviceFormValues, type CreateService, type Service } from '../../../../common/schemas/service';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { PageHeader } from '../shared/page-header';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { serviceColumns } from './columns';
import { ServiceFields } from './form';

// The public page reads the active list: it refreshes with every change here.
const useServices = () => useResource<Service, CreateService>({ path: '/api/services', noun: 'service', refreshes: ['/api/services/active'] });

export function ServicesScreen() {
  const services = useServices();
  const dialogs = useRowDialogs<Service>();
  const { editing, deleting } = dialogs;
  const close = { onSuccess: dialogs.close };

  return (
    <div>
      <PageHeader
        title="Manage Services"
        description="The services listed on the website, in display order."
        actions={
          <Button onClick={dialogs.startCreate}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        }
      />

      <DataTable
        query={services.list}
        label="Services"
        className="min-w-[48rem]"
        loadingLabel="Loading services"
        error="Error loading services. Please try again."
        emptyText="No services found"
        columns={serviceColumns(dialogs)}
      />

      <FormDialog
        open={dialogs.creating}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Add Service"
        description="Add a new service to show on the website."
        idPrefix="new-service"
        schema={ServiceFormSchema}
        values={serviceFormValues()}
        pending={services.create.isPending}
        submitLabel="Add Service"
        onSubmit={(values) => services.create.mutate(values, close)}
      >
        <ServiceFields required />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Edit Service"
        description="Update the service details."
        idPrefix="edit-service"
        schema={ServiceFormSchema}
        values={serviceFormValues(editing)}
        pending={services.update.isPending}
        submitLabel="Save Changes"
        onSubmit={(values) => editing && services.update.mutate({ id: editing.id, values }, close)}
      >
        <ServiceFields required={false} />
      </FormDialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && dialogs.close()}
        title="Delete Service"
        description={deleting ? `Are you sure you want to delete the service "${deleting.title}"? This action cannot be undone.` : ''}
        pending={services.remove.isPending}
        onConfirm={() => deleting && services.remove.mutate(deleting.id, close)}
      />
    </div>
  );
}
