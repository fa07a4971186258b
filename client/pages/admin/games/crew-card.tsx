// A game's crew on its assignment screen (issue 30, point 4): each position with its fee and required
// certification, its holder (confirmed or not, the override reason when staff assigned them anyway,
// Remove) and the officials' open requests (Approve, Refuse); "Find officials" lists who may work it.
import { Check, Search, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../common/money';
import type { Position } from '../../../../common/schemas/game';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowButton } from '../shared/row-actions';
import { SectionCard } from '../shared/section-card';
import { useAssign, useTakeOff, type Placement } from './assign-api';
import { crewState, crewSummary, HOLDER_LABELS, type GameRow, type Holder } from './crew';
import { NEW_OFFICIAL_GAMES } from '../../../../common/schemas/game-officials';

interface CrewCardProps {
  game: GameRow;
  /** The position whose officials are listed. */
  chosen: number | null;
  onChoose: (positionId: number) => void;
  /** An official refused as ineligible: staff may assign them anyway. */
  onIneligible: (placement: Placement) => void;
}

function HolderLine({ holder, position, onRemove }: { holder: Holder; position: Position; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-0.5">
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium">{holder.name}</span>
          <Badge variant={holder.status === 'accepted' ? 'default' : 'outline'}>{HOLDER_LABELS[holder.status] ?? holder.status}</Badge>
          {holder.gamesWorked < NEW_OFFICIAL_GAMES && <Badge variant="secondary" title="In their first five games: pair them with an experienced partner">New official</Badge>}
        </span>
        <span className="text-xs break-all text-muted-foreground">{holder.email}</span>
        {holder.overrideReason && <span className="text-sm break-words">Assigned anyway: {holder.overrideReason}</span>}
      </div>
      <RowButton icon={UserMinus} destructive onClick={onRemove} aria-label={`Remove ${holder.name} from ${position.name}`}>
        Remove
      </RowButton>
    </div>
  );
}

function PositionItem({ game, position, chosen, onChoose, onIneligible }: Omit<CrewCardProps, 'chosen'> & { position: Position; chosen: boolean }) {
  const [removing, setRemoving] = useState<Holder | null>(null);
  const assign = useAssign(game.id, onIneligible);
  const takeOff = useTakeOff(game.id, false);
  const refuse = useTakeOff(game.id, true);
  const open = game.status === 'scheduled';
  const approve = (request: Holder) => assign.mutate({ positionId: position.id, positionName: position.name, email: request.email, name: request.name });
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{position.name}</h3>
          <p className="text-sm text-muted-foreground">
            {formatMoney(position.feeCents)} · {position.certification ? `Requires ${position.certification}` : 'No certification required'}
          </p>
        </div>
        {open && !position.holder && (
          <Button variant={chosen ? 'default' : 'outline'} size="sm" aria-pressed={chosen} onClick={() => onChoose(position.id)}>
            <Search aria-hidden="true" />
            Find officials<span className="sr-only"> for {position.name}</span>
          </Button>
        )}
      </div>
      {position.holder ? (
        <HolderLine holder={position.holder} position={position} onRemove={() => setRemoving(position.holder)} />
      ) : (
        <p className="text-sm text-muted-foreground">Open</p>
      )}
      {position.requests.length > 0 && (
        <ul aria-label={`Requests for ${position.name}`} className="grid gap-2 border-t pt-3">
          {position.requests.map((request) => (
            <li key={request.assignmentId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm">
                Requested by <span className="font-medium">{request.name}</span>
              </span>
              <span className="flex gap-1">
                <RowButton icon={Check} disabled={!open || !!position.holder || assign.isPending} onClick={() => approve(request)} aria-label={`Approve ${request.name}'s request`}>
                  Approve
                </RowButton>
                <RowButton icon={X} destructive disabled={refuse.isPending} onClick={() => refuse.mutate(request.assignmentId)} aria-label={`Refuse ${request.name}'s request`}>
                  Refuse
                </RowButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          open onOpenChange={(next) => !next && setRemoving(null)} title="Remove official"
          description={`Take ${removing.name} off ${position.name}? They are emailed, and the position is open again.`}
          confirmLabel="Remove" pendingLabel="Removing..." variant="destructive" pending={takeOff.isPending}
          onConfirm={() => takeOff.mutate(removing.assignmentId, { onSuccess: () => setRemoving(null) })}
        />
      )}
    </li>
  );
}

export function CrewCard({ game, chosen, ...props }: CrewCardProps) {
  return (
    <SectionCard title="Crew" description={crewSummary(crewState(game))}>
      <ul className="grid gap-3">
        {game.positions.map((position) => <PositionItem key={position.id} game={game} position={position} chosen={chosen === position.id} {...props} />)}
      </ul>
    </SectionCard>
  );
}
