// SPEC section 2 "Contact Management": three counters, Pending and Responded tables with checkboxes,
// View, Responded (pending rows), Delete (responded rows only), Delete Selected (n), Delete All
// Contacts, and a detail dialog with Mark as Responded. Pending -> responded has no way back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Eye, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { RowButton } from '../shared/row-actions';
import { ContactDetailDialog } from './contact-detail-dialog';
import { contactDate, programLabel, type ContactInquiry } from './contact-format';

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

/** Several contacts deleted as one action: one DELETE per id (SPEC section 7), one toast. */
function useDeleteSelected(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(ids.map((id) => apiRequest(`${LIST}/${id}`, { method: 'DELETE' })));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSuccess: () => {
      toast({ title: 'Success', description: 'Selected contacts deleted successfully' });
      onSuccess();
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to delete selected contacts'), variant: 'destructive' });
    },
    // Some may be gone even when one failed: re-read either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIST] }),
  });
}

interface InquiryTableProps {
  title: string;
  emptyText: string;
  contacts: ContactInquiry[];
  selected: Set<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onView: (contact: ContactInquiry) => void;
  onRespond?: (contact: ContactInquiry) => void;
  respondingId?: number;
  onDelete?: (contact: ContactInquiry) => void;
}

function InquiryTable({ title, emptyText, contacts, selected, onSelect, onView, onRespond, respondingId, onDelete }: InquiryTableProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  const selectedHere = contacts.filter((contact) => selected.has(contact.id)).length;
  const allState = contacts.length > 0 && selectedHere === contacts.length ? true : selectedHere > 0 ? 'indeterminate' : false;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({contacts.length})</span>
      </h2>
      <Table aria-labelledby={headingId} className="min-w-[40rem]">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="flex items-center">
                <Checkbox
                  aria-label={`Select all ${title.toLowerCase()}`}
                  checked={allState}
                  disabled={contacts.length === 0}
                  onCheckedChange={(checked) => onSelect(contacts.map((contact) => contact.id), checked === true)}
                />
              </span>
            </TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Program</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {contacts.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            contacts.map((contact) => (
              <TableRow key={contact.id} data-state={selected.has(contact.id) ? 'selected' : undefined}>
                <TableCell>
                  <span className="flex items-center">
                    <Checkbox
                      aria-label={`Select ${contact.name}`}
                      checked={selected.has(contact.id)}
                      onCheckedChange={(checked) => onSelect([contact.id], checked === true)}
                    />
                  </span>
                </TableCell>
                <TableCell className="font-medium">{contact.name}</TableCell>
                <TableCell className="max-w-56 truncate" title={contact.email}>
                  {contact.email}
                </TableCell>
                <TableCell className="whitespace-nowrap">{programLabel(contact.program)}</TableCell>
                <TableCell className="whitespace-nowrap">{contactDate(contact.createdAt)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <RowButton icon={Eye} aria-label={`View ${contact.name}`} onClick={() => onView(contact)}>
                      View
                    </RowButton>
                    {onRespond && (
                      <RowButton
                        icon={CheckCircle2}
                        aria-label={`Mark ${contact.name} as responded`}
                        disabled={respondingId === contact.id}
                        onClick={() => onRespond(contact)}
                      >
                        Responded
                      </RowButton>
                    )}
                    {onDelete && (
                      <RowButton icon={Trash2} destructive aria-label={`Delete ${contact.name}`} onClick={() => onDelete(contact)}>
                        Delete
                      </RowButton>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}

export function ContactsScreen() {
  const contacts = useAdminQuery<ContactInquiry[]>(LIST);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactInquiry | null>(null);
  const [confirmSelected, setConfirmSelected] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);

  const all = useMemo(() => contacts.data ?? [], [contacts.data]);
  const pending = all.filter((contact) => !contact.responded);
  const responded = all.filter((contact) => contact.responded);
  // Only rows still listed count as selected (a re-read may have dropped some).
  const selectedIds = all.filter((contact) => selected.has(contact.id)).map((contact) => contact.id);
  const selectedPending = pending.filter((contact) => selected.has(contact.id)).length;
  const viewing = all.find((contact) => contact.id === viewingId) ?? null;

  const dropFromSelection = (ids: number[]) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next;
    });

  const respond = useAdminMutation<number>({
    method: 'PUT',
    path: (id) => `${LIST}/${id}/respond`,
    body: () => ({}),
    success: 'Contact marked as responded',
    failure: 'Failed to update contact',
    invalidates: [LIST],
    onSuccess: () => setViewingId(null),
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${LIST}/${id}`,
    success: 'Contact deleted successfully',
    failure: 'Failed to delete contact',
    invalidates: [LIST],
    onSuccess: () => {
      if (deleting) dropFromSelection([deleting.id]);
      setDeleting(null);
    },
  });
  const removeAll = useAdminMutation({
    method: 'DELETE',
    path: LIST,
    success: 'All contacts deleted successfully',
    failure: 'Failed to delete all contacts',
    invalidates: [LIST],
    onSuccess: () => {
      setSelected(new Set());
      setConfirmAll(false);
    },
  });
  const removeSelected = useDeleteSelected(() => {
    setSelected(new Set());
    setConfirmSelected(false);
  });

  function select(ids: number[], checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const respondingId = respond.isPending ? respond.variables : undefined;
  // What both tables share: the one selection and the detail dialog.
  const selection = { selected, onSelect: select, onView: (contact: ContactInquiry) => setViewingId(contact.id) };

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
        <Counter label="Total Inquiries" value={contacts.data?.length} />
        <Counter label="Pending" value={contacts.data ? pending.length : undefined} />
        <Counter label="Responded" value={contacts.data ? responded.length : undefined} />
      </section>

      <QueryStates query={contacts} loadingLabel="Loading inquiries" error="Error loading contact inquiries. Please try again.">
        {() => (
          <>
            <InquiryTable
              {...selection}
              title="Pending Inquiries"
              emptyText="No pending inquiries"
              contacts={pending}
              onRespond={(contact) => respond.mutate(contact.id)}
              {...(respondingId !== undefined && { respondingId })}
            />
            <InquiryTable {...selection} title="Responded Inquiries" emptyText="No responded inquiries" contacts={responded} onDelete={setDeleting} />
          </>
        )}
      </QueryStates>

      <ContactDetailDialog
        contact={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        responding={respond.isPending}
        onRespond={(contact) => respond.mutate(contact.id)}
      />
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Contact"
        description={deleting ? `Are you sure you want to delete the inquiry from ${deleting.name}? ${CANNOT_UNDO}` : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
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
        onConfirm={() => removeSelected.mutate(selectedIds)}
      />
      <ConfirmDeleteDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Delete All Contacts"
        description={`Are you sure you want to delete all ${all.length} contact inquiries, pending and responded? ${CANNOT_UNDO}`}
        confirmLabel="Delete All"
        pending={removeAll.isPending}
        onConfirm={() => removeAll.mutate()}
      />
    </div>
  );
}
