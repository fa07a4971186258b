// The columns of Admin Programs (SPEC section 2): name, level, duration, price, status, actions.
import { formatUsd } from '../../../../common/format';
import { PROGRAM_LEVEL_LABELS } from '../../../../common/labels';
import type { Program } from '../../../../common/schemas/program';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { RowActions } from '../shared/row-actions';
import type { RowDialogs } from '../shared/use-resource';

export const programColumns = (dialogs: RowDialogs<Program>): ColumnDef<Program>[] => [
  { header: 'Name', className: 'min-w-48 font-medium', cell: (program) => program.name },
  { header: 'Level', className: 'whitespace-nowrap', cell: (program) => PROGRAM_LEVEL_LABELS[program.level] ?? program.level },
  { header: 'Duration', className: 'whitespace-nowrap', cell: (program) => program.duration },
  { header: 'Price', className: 'whitespace-nowrap', cell: (program) => (program.price === null ? '—' : formatUsd(program.price)) },
  {
    header: 'Status',
    cell: (program) => <Badge variant={program.active ? 'default' : 'secondary'}>{program.active ? 'Active' : 'Inactive'}</Badge>,
  },
  actionsColumn((program) => <RowActions name={program.name} onEdit={() => dialogs.startEdit(program)} onDelete={() => dialogs.startDelete(program)} />),
];
