// The columns of the Pending and Responded Inquiries tables (SPEC section 2 "Contact Management"): a
// checkbox (select all in the header), Name, Email, Program, Date, and View / Responded / Delete.
import { CheckCircle2, Eye, Trash2 } from 'lucide-react';
import { formatContactDate } from '../../../../common/format';
import { CONTACT_PROGRAM_LABELS, contactChoiceLabel } from '../../../../common/labels';
import type { Contact } from '../../../../common/schemas/contact';
import { Checkbox } from '../../../components/ui/checkbox';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { RowButton, RowButtons } from '../shared/row-actions';

export interface Selection {
  selected: ReadonlySet<number>;
  select: (ids: number[], checked: boolean) => void;
}

interface InquiryColumnsOptions {
  /** The table's title, e.g. "Pending Inquiries": names the select-all checkbox. */
  title: string;
  rows: Contact[];
  selection: Selection;
  onView: (contact: Contact) => void;
  /** Pending rows only: marks the inquiry as responded. */
  onRespond?: (contact: Contact) => void;
  respondingId?: number;
  /** Responded rows only (SPEC section 4). */
  onDelete?: (contact: Contact) => void;
}

function SelectAll({ title, rows, selection }: Pick<InquiryColumnsOptions, 'title' | 'rows' | 'selection'>) {
  const selectedHere = rows.filter((contact) => selection.selected.has(contact.id)).length;
  const checked = rows.length > 0 && selectedHere === rows.length ? true : selectedHere > 0 ? 'indeterminate' : false;
  return (
    <span className="flex items-center">
      <Checkbox
        aria-label={`Select all ${title.toLowerCase()}`}
        checked={checked}
        disabled={rows.length === 0}
        onCheckedChange={(value) => selection.select(rows.map((contact) => contact.id), value === true)}
      />
    </span>
  );
}

export const inquiryColumns = ({ title, rows, selection, onView, onRespond, respondingId, onDelete }: InquiryColumnsOptions): ColumnDef<Contact>[] => [
  {
    header: 'Select',
    head: <SelectAll title={title} rows={rows} selection={selection} />,
    headClassName: 'w-10',
    pin: 'start',
    cell: (contact) => (
      <span className="flex items-center">
        <Checkbox
          aria-label={`Select ${contact.name}`}
          checked={selection.selected.has(contact.id)}
          onCheckedChange={(checked) => selection.select([contact.id], checked === true)}
        />
      </span>
    ),
  },
  { header: 'Name', className: 'font-medium', pin: 'start', cell: (contact) => contact.name },
  { header: 'Email', className: 'max-w-56 truncate', cell: (contact) => <span title={contact.email}>{contact.email}</span> },
  { header: 'Program', className: 'whitespace-nowrap', cell: (contact) => contactChoiceLabel(CONTACT_PROGRAM_LABELS, contact.program) },
  { header: 'Date', className: 'whitespace-nowrap', cell: (contact) => formatContactDate(contact.createdAt) },
  actionsColumn((contact) => (
    <RowButtons>
      <RowButton icon={Eye} aria-label={`View ${contact.name}`} onClick={() => onView(contact)}>
        View
      </RowButton>
      {onRespond && (
        <RowButton icon={CheckCircle2} aria-label={`Mark ${contact.name} as responded`} disabled={respondingId === contact.id} onClick={() => onRespond(contact)}>
          Responded
        </RowButton>
      )}
      {onDelete && (
        <RowButton icon={Trash2} destructive aria-label={`Delete ${contact.name}`} onClick={() => onDelete(contact)}>
          Delete
        </RowButton>
      )}
    </RowButtons>
  )),
];
