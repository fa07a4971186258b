// The games list's columns (issue 30, point 1): the game (teams, when, kept in view on a phone), venue,
// level, the crew's state (filled and confirmed, who has not confirmed, open requests), the status, and
// Open for the assignment screen.
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateMDY, formatTime12h } from '../../../../common/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { crewReady, crewState, crewSummary, STATUS_LABELS, teamsOf, type GameRow } from './crew';

/** "12/12/2026, 6:30 PM". */
export const whenOf = (game: Pick<GameRow, 'date' | 'startTime'>) => `${formatDateMDY(game.date)}, ${formatTime12h(game.startTime)}`;

function CrewCell({ game }: { game: GameRow }) {
  const state = crewState(game);
  return (
    <div className="grid gap-0.5">
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {crewSummary(state)}
        {crewReady(state) && <Badge variant="secondary">Ready</Badge>}
      </span>
      {state.notConfirmed.length > 0 && <span className="text-xs text-destructive">Not confirmed: {state.notConfirmed.join(', ')}</span>}
      {state.requests > 0 && <span className="text-xs text-muted-foreground">{state.requests} {state.requests === 1 ? 'request' : 'requests'} to answer</span>}
    </div>
  );
}

export const gameColumns: ColumnDef<GameRow>[] = [
  {
    header: 'Game', pin: 'start', className: 'min-w-40', cell: (game) => (
      <>
        <span className="block font-medium">{teamsOf(game)}</span>
        <span className="block text-xs whitespace-nowrap text-muted-foreground">{whenOf(game)}</span>
        {/* On a phone the crew's state sits under the game, so the row needs no sideways scroll. */}
        <div className="mt-1 text-sm sm:hidden">
          <CrewCell game={game} />
        </div>
      </>
    ),
  },
  { header: 'Venue', from: 'md', className: 'min-w-32', cell: (game) => game.venue },
  { header: 'Level', from: 'lg', className: 'whitespace-nowrap', cell: (game) => game.level },
  { header: 'Crew', from: 'sm', className: 'min-w-44', cell: (game) => <CrewCell game={game} /> },
  { header: 'Status', from: 'sm', cell: (game) => <Badge variant={game.status === 'cancelled' ? 'destructive' : 'outline'}>{STATUS_LABELS[game.status]}</Badge> },
  actionsColumn((game) => (
    <div className="flex justify-end">
      <Button variant="outline" size="sm" asChild>
        <Link href={`/admin/games/${game.id}`} aria-label={`Open ${teamsOf(game)}, ${whenOf(game)}`} title="Crew and assignments">
          <span className="sr-only sm:not-sr-only">Open</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )),
];
