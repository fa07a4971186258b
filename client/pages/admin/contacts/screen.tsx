// SPEC section 2 "Contact Management": three counters, Pending and Responded tables with checkboxes,
// View, Responded (pending rows), Delete (responded rows only), Delete Selected (n), Delete All
// Contacts, and a detail dialog with Mark as Responded. Pending -> responded has no way back.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Contact } from '../../../../common/schemas/contact';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { RowsTable } from '../shared/data-table';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { useResource } from '../shared/use-resource';
import { inquiryColumns, type Selection } from './columns';
import { ContactDetailDialog } from './details';
import { useDeleteSelected, useSelection } from './selection';

const LIST = '/api/contacts';
const CANNOT_UNDO = 'This action cannot be undone.';

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="gap-0 py-4">
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle asChild>
          <p className="text-3xl" data-testid={`counter-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {value ?? '–'}
          </p>
        </CardTitle>
      </CardHeader>
    </Card>
  );
}

/** "3 of the 10 inquiries are still pending (not responded).", from the list on screen. */
function pendingOfAll(pendingCount: number, total: number): string {
  if (pendingCount === 0) return total === 1 ? 'It has been responded to.' : 'All of them have been responded to.';
  if (total === 1) return 'It is still pending (not responded).';
  return `${pendingCount} of the ${total} inquiries ${pendingCount === 1 ? 'is' : 'are'} still pending (not responded).`;
}

type InquiryTableProps = Parameters<typeof inquiryColumns>[0] & { emptyText: string };

/** A titled table of inquiries, named by its heading (which also shows the count). */
function InquiryTable({ emptyText, ...options }: InquiryTableProps) {
  const { title, rows, selection } = options;
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({rows.length})</span>
      </h2>
      <RowsTable
        rows={rows}
        label={title}
        className="min-w-[40rem]"
        columns={inquiryColumns(options)}
        emptyText={emptyText}
        isSelected={(contact) => selection.selected.has(contact.id)}
      />
    </section>
  );
}

export function ContactsScreen() {
  const contacts = useResource<Contact, never>({ path: LIST, noun: 'contact' });
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [confirmSelected, setConfirmSelected] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);

  const all = contacts.list.data ?? [];
  const pending = all.filter((contact) => !contact.responded);
  const responded = all.filter((contact) => contact.responded);
  const { selected, select, drop, clear } = useSelection();
  // Only rows still listed count as selected (a re-read may have dropped some).
  const selectedIds = all.filter((contact) => selected.has(contact.id)).map((contact) => contact.id);
  const selectedPending = pending.filter((contact) => selected.has(contact.id)).length;
  const viewing = all.find((contact) => contact.id === viewingId) ?? null;
  // A bulk delete that succeeded empties the selection and closes its confirmation.
  const clearingAfter = (setOpen: (open: boolean) => void) => ({
    onSuccess: () => {
      clear();
      setOpen(false);
    },
  });

  const respond = useAdminMutation<number>({
    method: 'PUT',
    path: (id) => `${LIST}/${id}/respond`,
    body: () => ({}),
    failure: 'Failed to update contact',
    invalidates: [LIST],
    onSuccess: () => setViewingId(null),
  });
  const removeAll = useAdminMutation({ method: 'DELETE', path: LIST, failure: 'Failed to delete all contacts', invalidates: [LIST] });
  const removeSelected = useDeleteSelected(LIST);

  const respondingId = respond.isPending ? respond.variables : undefined;
  // What both tables share: the one selection and the detail dialog.
  const shared = { selection: { selected, select } satisfies Selection, onView: (contact: Contact) => setViewingId(contact.id) };

  return (
    <div className="grid gap-8">
      <PageHeader
        title="Contact Management"
        description="Inquiries sent through the website's contact form."
        actions={
          <>
            <Button variant="destructive" disabled={selectedIds.length === 0} onClick={() => setConfirmSelected(true)}>
              <Trash2 aria-hidden="true" />
              Delete Selected ({selectedIds.length})
            </Button>
            <Button variant="outline" className="text-destructive hover:text-destructive" disabled={all.length === 0} onClick={() => setConfirmAll(true)}>
              <Trash2 aria-hidden="true" />
              Delete All Contacts
            </Button>
          </>
        }
      />

      <section aria-label="Counters" className="-mt-2 grid grid-cols-3 gap-3 sm:gap-4">
        <Counter label="Total Inquiries" value={contacts.list.data?.length} />
        <Counter label="Pending" value={contacts.list.data ? pending.length : undefined} />
        <Counter label="Responded" value={contacts.list.data ? responded.length : undefined} />
      </section>

      <QueryStates query={contacts.list} loadingLabel="Loading inquiries" error="Error loading contact inquiries. Please try again.">
        {() => (
          <>
            <InquiryTable
              {...shared}
              title="Pending Inquiries"
              emptyText="No pending inquiries"
              rows={pending}
              onRespond={(contact) => respond.mutate(contact.id)}
              {...(respondingId !== undefined && { respondingId })}
            />
            <InquiryTable {...shared} title="Responded Inquiries" emptyText="No responded inquiries" rows={responded} onDelete={setDeleting} />
          </>
        )}
      </QueryStates>

      <ContactDetailDialog
        contact={viewing}
        onClose={() => setViewingId(null)}
        responding={respond.isPending}
        onRespond={(contact) => respond.mutate(contact.id)}
      />
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Contact"
        description={deleting ? `Are you sure you want to delete the inquiry from ${deleting.name}? ${CANNOT_UNDO}` : ''}
        pending={contacts.remove.isPending}
        onConfirm={() =>
          deleting &&
          contacts.remove.mutate(deleting.id, {
            onSuccess: () => {
              drop([deleting.id]);
              setDeleting(null);
            },
          })
        }
      />
      <ConfirmDeleteDialog
        open={confirmSelected}
        onOpenChange={setConfirmSelected}
        title="Delete Selected Contacts"
        description={`Are you sure you want to delete ${selectedIds.length} selected ${selectedIds.length === 1 ? 'contact' : 'contacts'}${
          selectedPending > 0 ? `, including ${selectedPending} pending (not yet responded)` : ''
        }? ${CANNOT_UNDO}`}
        confirmLabel="Delete Selected"
        pending={removeSelected.isPending}
        onConfirm={() => removeSelected.mutate(selectedIds, clearingAfter(setConfirmSelected))}
      />
      <ConfirmDeleteDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Delete All Contacts"
        description={`Are you sure you want to delete ${all.length === 1 ? 'the only contact inquiry' : `all ${all.length} contact inquiries, pending and responded`}? ${pendingOfAll(pending.length, all.length)} ${CANNOT_UNDO}`}
        confirmLabel="Delete All"
        pending={removeAll.isPending}
        onConfirm={() => removeAll.mutate(undefined, clearingAfter(setConfirmAll))}
      />
    </div>
  );
}
