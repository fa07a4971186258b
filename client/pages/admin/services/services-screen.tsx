// SPEC section 2 "Manage Services": numbered table (#, Title, Icon, Description, Order, Status) with
// add, edit and delete dialogs; a red box when the list cannot be loaded (SPEC section 8).
import { Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { serviceIcon } from '../../public/icons';
import { useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { CrudTable, type Column } from '../shared/crud-table';
import { PageHeader } from '../shared/page-header';
import { RowActions } from '../shared/row-actions';
import { useCrud } from '../shared/use-crud';
import { ServiceFormDialog, type Service, type ServiceValues } from './service-form-dialog';

const LIST = '/api/services';
// The public page reads the active list; it refreshes with every change here.
const INVALIDATES = [LIST, '/api/services/active'];

function ServiceIcon({ name }: { name: string }) {
  const Icon = serviceIcon(name);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      {name}
    </span>
  );
}

export function ServicesScreen() {
  const services = useAdminQuery<Service[]>(LIST);
  const crud = useCrud<Service, ServiceValues>({ path: LIST, noun: 'Service', invalidates: INVALIDATES });

  const columns: Column<Service>[] = [
    { header: '#', headClassName: 'w-12', className: 'text-muted-foreground', cell: (_, index) => index + 1 },
    { header: 'Title', className: 'font-medium', cell: (service) => service.title },
    { header: 'Icon', cell: (service) => <ServiceIcon name={service.icon} /> },
    {
      header: 'Description',
      className: 'max-w-sm',
      cell: (service) => (
        <p className="line-clamp-2" title={service.description}>
          {service.description}
        </p>
      ),
    },
    { header: 'Order', cell: (service) => service.displayOrder },
    {
      header: 'Status',
      cell: (service) => <Badge variant={service.active ? 'default' : 'secondary'}>{service.active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      header: 'Actions',
      headClassName: 'text-right',
      cell: (service) => <RowActions name={service.title} onEdit={() => crud.startEdit(service)} onDelete={() => crud.startDelete(service)} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Manage Services"
        description="The services listed on the website, in display order."
        actions={
          <Button onClick={crud.startCreate}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        }
      />

      <CrudTable
        query={services}
        label="Services"
        className="min-w-[48rem]"
        loadingLabel="Loading services"
        error="Error loading services. Please try again."
        emptyText="No services found"
        columns={columns}
      />

      <ServiceFormDialog {...crud.createDialog} />
      <ServiceFormDialog {...crud.editDialog} service={crud.editing} />
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        title="Delete Service"
        description={crud.deleting ? `Are you sure you want to delete the service "${crud.deleting.title}"? This action cannot be undone.` : ''}
      />
    </div>
  );
}
