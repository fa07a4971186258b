// The columns of Admin Programs (SPEC section 2): name, level, duration, price, status, actions; and
// the start date. On a phone the name, the status and the actions stay in view (pinned).
import { formatDateMDY } from '../../../../common/format';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import { PROGRAM_LEVEL_LABELS } from '../../../../common/labels';
import type { Program } from '../../../../common/schemas/program';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { EmailRegistrantsAction } from './email-registrants-dialog';
import { RowActions } from '../shared/row-actions';
import type { RowDialogs } from '../shared/use-resource';
import { ProgramScreenLink } from './program-screen-links';

const StatusBadge = ({ program }: { program: Program }) => (
  <Badge variant={program.active ? 'default' : 'secondary'}>{program.active ? 'Active' : 'Inactive'}</Badge>
);

export const programColumns = (dialogs: RowDialogs<Program>): ColumnDef<Program>[] => [
  {
    header: 'Name',
    className: 'min-w-32 font-medium sm:min-w-48',
    pin: 'start',
    cell: (program) => program.name,
  },
  { header: 'Level', className: 'whitespace-nowrap', cell: (program) => PROGRAM_LEVEL_LABELS[program.level] ?? program.level },
  { header: 'Duration', className: 'whitespace-nowrap', cell: (program) => program.duration },
  { header: 'Price', className: 'whitespace-nowrap', cell: (program) => (program.price === null ? '—' : formatMoney(centsFromDollars(program.price))) },
  { header: 'Start Date', className: 'whitespace-nowrap', cell: (program) => (program.startDate ? formatDateMDY(program.startDate) : '—') },
  { header: 'Status', pin: 'end', cell: (program) => <StatusBadge program={program} /> },
  actionsColumn((program) => (
    <RowActions name={program.name} onEdit={() => dialogs.startEdit(program)} onDelete={() => dialogs.startDelete(program)} wrap>
      <ProgramScreenLink program={program} screen="attendance" />
      <ProgramScreenLink program={program} screen="waitlist" />
      <EmailRegistrantsAction program={program} />
      {program.certification && <ProgramScreenLink program={program} screen="certificates" />}
    </RowActions>
  )),
];
