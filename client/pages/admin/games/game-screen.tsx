// One game (/admin/games/{id}, issue 30, points 4 and 6): its details with Edit and Cancel game; its crew,
// position by position (holder, requests); the officials who may work a chosen position; and after the
// game, who worked it and the evaluations.
import { ArrowLeft, Ban, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatDateLong, formatTime12h } from '../../../../common/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TermList } from '../../../components/ui/term-list';
import { errorMessage } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { SectionCard } from '../shared/section-card';
import { AfterGame } from './after-game';
import { useAssign, type Placement } from './assign-api';
import { whenOf } from './columns';
import { CrewCard } from './crew-card';
import { GAME_QUERIES, GAMES_PATH, hasStarted, STATUS_LABELS, teamsOf, type GameRow } from './crew';
import { GameDialog } from './game-dialog';
import { useGame } from './games-api';
import { OfficialsPanel } from './officials-panel';
import { OverrideDialog } from './override-dialog';

const BACK = [{ href: '/admin/games', label: 'Back to Games', icon: ArrowLeft }];

function Details({ game }: { game: GameRow }) {
  const items = [
    ['Date', formatDateLong(game.date)],
    ['Start time', formatTime12h(game.startTime)],
    ['Length', `${game.lengthMinutes} minutes`],
    ['Venue', game.venue],
    ['Address', game.address],
    ['Level', game.level],
    ['Minimum age', game.minimumAge === 0 ? 'Any age' : game.minimumAge],
    ['Status', <Badge key="status" variant={game.status === 'cancelled' ? 'destructive' : 'outline'}>{STATUS_LABELS[game.status]}</Badge>],
  ] as const;
  return (
    <SectionCard title="Details">
      <TermList items={items} classes={{ list: 'grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4', item: 'grid min-w-0 gap-0.5', term: 'text-sm text-muted-foreground', value: 'break-words' }} />
    </SectionCard>
  );
}

function GameParts({ game }: { game: GameRow }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [overriding, setOverriding] = useState<Placement | null>(null);
  const override = useAssign(game.id, setOverriding, () => setOverriding(null));
  const position = game.positions.find((candidate) => candidate.id === chosen && !candidate.holder);
  return (
    <>
      <Details game={game} />
      <CrewCard game={game} chosen={position?.id ?? null} onChoose={(id) => setChosen((current) => (current === id ? null : id))} onIneligible={setOverriding} />
      {position && game.status === 'scheduled' && <OfficialsPanel game={game} position={position} onIneligible={setOverriding} />}
      {game.status === 'scheduled' && hasStarted(game, new Date()) && <AfterGame game={game} />}
      {overriding && (
        <OverrideDialog
          placement={overriding} pending={override.isPending} onClose={() => setOverriding(null)}
          onAssign={(overrideReason) => override.mutate({ ...overriding, overrideReason })}
        />
      )}
    </>
  );
}

export function GameScreen() {
  const { id } = useParams<{ id: string }>();
  const gameId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useGame(gameId);
  const game = query.data;
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useAdminMutation<void>({
    method: 'POST', path: `${GAMES_PATH}/${gameId}/cancel`, body: () => ({}), failure: 'Failed to cancel the game', invalidates: GAME_QUERIES, onSuccess: () => setCancelling(false),
  });
  const scheduled = game?.status === 'scheduled';
  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <PageHeader
          title={game ? teamsOf(game) : 'Game'}
          description={game ? `${whenOf(game)} at ${game.venue}` : 'The game, its crew and who may work each position.'}
          links={BACK}
          actions={scheduled && (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit game
              </Button>
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setCancelling(true)}>
                <Ban aria-hidden="true" />
                Cancel game
              </Button>
            </>
          )}
        />
      </div>
      <QueryStates query={query} loadingLabel="Loading the game" error={(error) => errorMessage(error, 'Error loading the game. Please try again.')}>
        {(loaded) => <GameParts game={loaded} />}
      </QueryStates>
      {game && editing && <GameDialog game={game} open onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={cancelling} onOpenChange={setCancelling} title="Cancel game"
        description="The game is kept, marked as cancelled, and its crew is emailed once. This cannot be undone."
        confirmLabel="Cancel game" pendingLabel="Cancelling..." variant="destructive" pending={cancel.isPending} onConfirm={() => cancel.mutate()}
      />
    </div>
  );
}
