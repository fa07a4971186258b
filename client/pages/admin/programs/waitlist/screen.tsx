// /admin/programs/{id}/waitlist (issue 16): a program's capacity, seats taken and left, and its
// waitlist. Staff move people up or down, remove them, and offer a seat by hand (even when full).
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { TermList, type TermListClasses } from '../../../../components/ui/term-list';
import { fullName } from '../../../../../common/format';
import type { ProgramWaitlist, WaitlistEntry } from '../../../../../common/schemas/waitlist';
import { useAdminMutation, useAdminQuery } from '../../shared/admin-api';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { PageHeader } from '../../shared/page-header';
import { QueryStates } from '../../shared/query-states';
import { SectionCard } from '../../shared/section-card';
import { EntryCard, type EntryActions } from './entry-card';

// One tile a figure, the figure large.
const FIGURE_TILES: TermListClasses = {
  list: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  item: 'rounded-lg border bg-card p-3 text-card-foreground',
  term: 'text-sm text-muted-foreground',
  value: 'text-2xl font-semibold',
};

const IN_LINE = new Set<WaitlistEntry['status']>(['offered', 'waiting']);

function SeatFigures({ waitlist, waiting }: { waitlist: ProgramWaitlist; waiting: number }) {
  const figures = [
    ['Capacity', waitlist.capacity ?? 'Unlimited'],
    ['Seats taken', waitlist.seatsTaken],
    ['Seats left', waitlist.seatsLeft ?? '—'],
    ['Waiting', waiting],
  ] as const;
  return <TermList items={figures} classes={FIGURE_TILES} />;
}

export function WaitlistScreen() {
  const { id } = useParams<{ id: string }>();
  const path = `/api/programs/${id}/waitlist`;
  const query = useAdminQuery<ProgramWaitlist>(path);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const invalidates = [path, '/api/programs'];
  const move = useAdminMutation<{ entry: WaitlistEntry; direction: 'up' | 'down' }>({
    method: 'POST', path: ({ entry }) => `/api/waitlist/${entry.id}/move`, body: ({ direction }) => ({ direction }), failure: 'Failed to move the entry', invalidates,
  });
  const offer = useAdminMutation<WaitlistEntry>({ method: 'POST', path: (entry) => `/api/waitlist/${entry.id}/offer`, body: () => ({}), failure: 'Failed to offer the seat', invalidates });
  const remove = useAdminMutation<WaitlistEntry>({
    method: 'DELETE', path: (entry) => `/api/waitlist/${entry.id}`, failure: 'Failed to remove the entry', invalidates, onSuccess: () => setRemoving(null),
  });
  const actions: EntryActions = {
    move: (entry, direction) => move.mutate({ entry, direction }),
    offer: (entry) => offer.mutate(entry),
    remove: setRemoving,
    pending: move.isPending || offer.isPending || remove.isPending,
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={query.data ? `Waitlist: ${query.data.programName}` : 'Waitlist'}
        description="Seats of the program and the people waiting for one. A freed seat is offered to the next person automatically."
        links={[{ href: '/admin/programs', label: 'Back to Programs', icon: ArrowLeft }]}
      />
      <QueryStates query={query} loadingLabel="Loading the waitlist" error={(error) => error.message || 'Failed to load the waitlist'}>
        {(waitlist) => {
          const line = waitlist.entries.filter((entry) => IN_LINE.has(entry.status));
          const history = waitlist.entries.filter((entry) => !IN_LINE.has(entry.status));
          return (
            <>
              <SeatFigures waitlist={waitlist} waiting={line.filter((entry) => entry.status === 'waiting').length} />
              <SectionCard title="In line" description="Offered seats first, then the waiting people in order.">
                {line.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nobody is waiting.</p>
                ) : (
                  <ol className="grid gap-2">
                    {line.map((entry, index) => (
                      <EntryCard key={entry.id} entry={entry} place={index + 1} first={index === 0} last={index === line.length - 1} actions={actions} />
                    ))}
                  </ol>
                )}
              </SectionCard>
              {history.length > 0 && (
                <SectionCard title="No longer waiting" description="Registered, expired offers and removed entries. An expired offer can be offered again.">
                  <ul className="grid gap-2">
                    {history.map((entry) => <EntryCard key={entry.id} entry={entry} place={null} first last actions={actions} />)}
                  </ul>
                </SectionCard>
              )}
            </>
          );
        }}
      </QueryStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the waitlist"
        description={removing ? `${fullName(removing)} will be taken off the waitlist. An open offer is withdrawn and its seat goes to the next person.` : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
