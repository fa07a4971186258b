// SPEC section 2 "Manage Services": the numbered table with add, edit and delete dialogs; a red box
// when the list cannot be loaded (SPEC section 8). The example every admin list screen follows.
import { ServiceFormSchema, serviceFormValues, type CreateService, type Service } from '../../../../common/schemas/service';
import { DataTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { ResourceDialogs } from '../shared/resource-dialogs';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { serviceColumns } from './columns';
import { ServiceFields } from './form';

// The public page reads the active list: it refreshes with every change here.
const useServices = () => useResource<Service, CreateService>({ path: '/api/services', noun: 'service', refreshes: ['/api/services/active'] });

export function ServicesScreen() {
  const services = useServices();
  const dialogs = useRowDialogs<Service>();

  return (
    <div>
      <PageHeader
        title="Manage Services"
        description="The services listed on the website, in display order."
        actions={<AddButton onClick={dialogs.startCreate}>Add Service</AddButton>}
      />

      <DataTable
        query={services.list}
        plural="Services"
        className="min-w-[48rem]"
        columns={serviceColumns(dialogs)}
      />

      <ResourceDialogs
        resource={services}
        dialogs={dialogs}
        schema={ServiceFormSchema}
        values={serviceFormValues}
        fields={(service) => <ServiceFields required={!service} />}
        add={{ title: 'Add Service', description: 'Add a new service to show on the website.', idPrefix: 'new-service', submitLabel: 'Add Service' }}
        edit={{ title: 'Edit Service', description: 'Update the service details.', idPrefix: 'edit-service', submitLabel: 'Save Changes' }}
        delete={{
          title: 'Delete Service',
          description: (service) => `Are you sure you want to delete the service "${service.title}"? This action cannot be undone.`,
        }}
      />
    </div>
  );
}
