// The columns of Manage Services (SPEC section 2): #, Title, Icon, Description, Order, Status, actions.
import type { Service } from '../../../../common/schemas/service';
import { serviceIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, clampedColumn, type ColumnDef } from '../shared/data-table';
import { RowActions } from '../shared/row-actions';
import type { RowDialogs } from '../shared/use-resource';

function ServiceIcon({ name }: { name: string }) {
  const Icon = serviceIcon(name);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      {name}
    </span>
  );
}

const StatusBadge = ({ active }: { active: boolean }) => <Badge variant={active ? 'default' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>;

// On a phone the title is the first column (the number is left out), pinned like the status and the actions.
export const serviceColumns = (dialogs: RowDialogs<Service>): ColumnDef<Service>[] => [
  { header: '#', headClassName: 'w-12', className: 'text-muted-foreground', from: 'sm', cell: (_, index) => index + 1 },
  { header: 'Title', className: 'font-medium', pin: 'start', cell: (service) => service.title },
  { header: 'Icon', cell: (service) => <ServiceIcon name={service.icon} /> },
  clampedColumn('Description', (service) => service.description, 'max-w-sm'),
  { header: 'Order', cell: (service) => service.displayOrder },
  { header: 'Status', pin: 'end', cell: (service) => <StatusBadge active={service.active} /> },
  actionsColumn((service) => <RowActions name={service.title} onEdit={() => dialogs.startEdit(service)} onDelete={() => dialogs.startDelete(service)} />),
];
