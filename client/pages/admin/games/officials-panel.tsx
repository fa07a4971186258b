// Who may work a position (issue 30, point 3), from GET /api/games/{id}/officials: the eligible first
// (fewest games this season, then nearest, as the server sorts them) with Assign; then each ineligible
// official with their reasons in words and "Assign anyway", which asks for a written reason.
import { CircleCheck, UserPlus } from 'lucide-react';
import { REASON_WORDS, type Position } from '../../../../common/schemas/game';
import { NEW_OFFICIAL_GAMES, type PositionOfficial } from '../../../../common/schemas/game-officials';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, RowsTable, type ColumnDef } from '../shared/data-table';
import { QueryStates } from '../shared/query-states';
import { RowButton } from '../shared/row-actions';
import { SectionCard } from '../shared/section-card';
import { useAssign, type Placement } from './assign-api';
import { AGE_BAND_LABELS, distanceLabel, type GameRow } from './crew';
import { usePositionOfficials } from './games-api';

type Assign = (official: PositionOfficial) => void;

function Eligibility({ official }: { official: PositionOfficial }) {
  return official.eligible ? (
    <span className="inline-flex items-center gap-1.5">
      <CircleCheck className="size-4 text-primary" aria-hidden="true" />
      Eligible
    </span>
  ) : (
    <ul className="grid gap-1 text-destructive">
      {official.reasons.map((reason) => <li key={reason}>{REASON_WORDS[reason]}</li>)}
    </ul>
  );
}

const columns = (assign: Assign, filled: boolean): ColumnDef<PositionOfficial>[] => [
  {
    header: 'Official', pin: 'start', className: 'min-w-36', cell: (official) => (
      <>
        <span className="block font-medium">{official.name}</span>
        <span className="block text-xs break-all text-muted-foreground">{official.email}</span>
        {official.holdsPosition && <Badge variant="secondary" className="mt-1">Holds this position</Badge>}
        {official.gamesWorked < NEW_OFFICIAL_GAMES && <Badge variant="outline" className="mt-1" title="In their first five games: pair them with an experienced partner">New official</Badge>}
        {/* On a phone the figures and the reasons sit under the name, so the row needs no sideways scroll. */}
        <div className="mt-1 grid gap-1 text-xs sm:hidden">
          <span className="text-muted-foreground">
            {official.gamesThisSeason} {official.gamesThisSeason === 1 ? 'game' : 'games'} this season · {distanceLabel(official.distanceMiles)}
          </span>
          <Eligibility official={official} />
        </div>
      </>
    ),
  },
  { header: 'Games this season', from: 'sm', headClassName: 'text-right', className: 'text-right tabular-nums', cell: (official) => official.gamesThisSeason },
  { header: 'Distance', from: 'sm', className: 'whitespace-nowrap tabular-nums', cell: (official) => distanceLabel(official.distanceMiles) },
  { header: 'Age', from: 'md', className: 'whitespace-nowrap', cell: (official) => AGE_BAND_LABELS[official.ageBand] },
  { header: 'Eligibility', from: 'sm', className: 'min-w-48', cell: (official) => <Eligibility official={official} /> },
  actionsColumn((official) =>
    official.holdsPosition || filled ? null : (
      <div className="flex justify-end">
        <RowButton icon={UserPlus} onClick={() => assign(official)} aria-label={official.eligible ? `Assign ${official.name}` : `Assign anyway: ${official.name}`}>
          {official.eligible ? 'Assign' : 'Assign anyway'}
        </RowButton>
      </div>
    ),
  ),
];

interface OfficialsPanelProps {
  game: GameRow;
  position: Position;
  /** An ineligible official chosen: staff write why they should work it anyway. */
  onIneligible: (placement: Placement) => void;
}

export function OfficialsPanel({ game, position, onIneligible }: OfficialsPanelProps) {
  const officials = usePositionOfficials(game.id, position.id);
  const assign = useAssign(game.id, onIneligible);
  const choose: Assign = (official) => {
    const placement = { positionId: position.id, positionName: position.name, email: official.email, name: official.name };
    if (official.eligible) assign.mutate(placement);
    else onIneligible({ ...placement, reasons: official.reasons.map((reason) => REASON_WORDS[reason]) });
  };
  const filled = position.holder !== null || assign.isPending;
  return (
    <SectionCard title={`Officials for ${position.name}`} description="Eligible officials first, fewest games this season first, then the nearest. Distance is from their home ZIP code to the venue's.">
      <QueryStates query={officials} loadingLabel="Loading the officials" error="Error loading the officials. Please try again.">
        {(rows) => (
          <div className="grid min-w-0 gap-6">
            {[true, false].map((eligible) => {
              const shown = rows.filter((official) => official.eligible === eligible);
              const label = eligible ? 'Eligible officials' : 'Not eligible';
              return (
                <div key={label} className="grid min-w-0 gap-2">
                  <h3 className="font-semibold">{label} ({shown.length})</h3>
                  <RowsTable label={label} scrollLabel={`${label} (table)`} rows={shown} rowKey={(official) => official.email} columns={columns(choose, filled)} emptyText={eligible ? 'No official is eligible' : 'Every official is eligible'} className="sm:min-w-[40rem]" />
                </div>
              );
            })}
          </div>
        )}
      </QueryStates>
    </SectionCard>
  );
}
