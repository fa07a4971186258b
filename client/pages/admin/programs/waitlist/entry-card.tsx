// One waitlist entry on the staff's waitlist screen: its place, the person, the offer's state and the
// actions that fit it (move within the line, offer a seat, remove). A card, not a table row, so that
// everything fits a phone held in one hand.
import { ArrowDown, ArrowUp, Send, Trash2 } from 'lucide-react';
import { formatDateMedium, fullName } from '../../../../../common/format';
import { PACKAGE_NAMES } from '../../../../../common/labels';
import type { WaitlistEntry } from '../../../../../common/schemas/waitlist';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';

const STATUS_LABELS: Record<WaitlistEntry['status'], string> = {
  waiting: 'Waiting', offered: 'Seat offered', accepted: 'Registered', expired: 'Offer expired', removed: 'Removed',
};

const when = (value: string) => `${formatDateMedium(value)} ${new Date(value).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export interface EntryActions {
  move: (entry: WaitlistEntry, direction: 'up' | 'down') => void;
  offer: (entry: WaitlistEntry) => void;
  remove: (entry: WaitlistEntry) => void;
  pending: boolean;
}

interface EntryCardProps {
  entry: WaitlistEntry;
  /** Its place in the line (1 = next), or null once it left the line. */
  place: number | null;
  first: boolean;
  last: boolean;
  actions: EntryActions;
}

export function EntryCard({ entry, place, first, last, actions }: EntryCardProps) {
  const name = fullName(entry);
  const inLine = place !== null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 text-card-foreground sm:flex-row sm:items-center" data-testid="waitlist-entry">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold" aria-label={inLine ? `Number ${place} in line` : 'Not in line'}>
          {inLine ? place : '–'}
        </span>
        <div className="min-w-0">
          <p className="font-medium">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{entry.email}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={entry.status === 'offered' ? 'default' : entry.status === 'waiting' ? 'outline' : 'secondary'}>{STATUS_LABELS[entry.status]}</Badge>
            <span>
              {PACKAGE_NAMES[entry.packageType as keyof typeof PACKAGE_NAMES] ?? entry.packageType}
              {entry.equipmentBundle ? ' + bundle' : ''}
            </span>
            {entry.status === 'offered' && entry.offerExpiresAt && <span>until {when(entry.offerExpiresAt)}</span>}
            {entry.status === 'accepted' && entry.registrationId && <span>registration #{entry.registrationId}</span>}
            {!inLine && entry.status !== 'accepted' && <span>joined {formatDateMedium(entry.createdAt)}</span>}
          </div>
        </div>
      </div>
      {(inLine || entry.status === 'expired') && (
        <div className="flex flex-wrap justify-end gap-1">
          {inLine && (
            <>
              <Button variant="outline" size="icon" aria-label={`Move ${name} up`} disabled={first || actions.pending} onClick={() => actions.move(entry, 'up')}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button variant="outline" size="icon" aria-label={`Move ${name} down`} disabled={last || actions.pending} onClick={() => actions.move(entry, 'down')}>
                <ArrowDown aria-hidden="true" />
              </Button>
            </>
          )}
          {entry.status !== 'offered' && (
            <Button variant="outline" size="sm" disabled={actions.pending} onClick={() => actions.offer(entry)} aria-label={`Offer seat to ${name}`}>
              <Send aria-hidden="true" />
              Offer seat
            </Button>
          )}
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={actions.pending} onClick={() => actions.remove(entry)} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
