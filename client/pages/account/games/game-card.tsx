// One of the official's games: its state (not confirmed yet, confirmed, requested, cancelled), the
// facts, the crew, and what they can do now (accept or decline); once played, whether they worked it
// (the crew chief marks it here) and the observer's evaluation.
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TermList } from '../../../components/ui/term-list';
import { CARD_TERMS, ListCard } from '../list-card';
import { CrewWorked } from './crew-worked';
import { DeclineDialog } from './decline-dialog';
import { declineButtonId, GameFactList, teamsOf } from './game-facts';
import { acceptGame, type MyGame } from './games-api';
import { useGameAction } from './use-game-action';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** Before the game, the answer's state; after it, whether the official worked it. */
function stateOf(game: MyGame, past: boolean): { label: string; variant: BadgeVariant } {
  if (game.game.status === 'cancelled') return { label: 'Cancelled', variant: 'destructive' };
  if (past && game.status !== 'accepted') return { label: 'Not confirmed', variant: 'outline' };
  if (past && game.worked === null) return { label: 'Worked: not marked yet', variant: 'outline' };
  if (past) return game.worked ? { label: 'Worked', variant: 'default' } : { label: 'Did not work', variant: 'secondary' };
  if (game.status === 'accepted') return { label: 'Confirmed', variant: 'default' };
  if (game.status === 'assigned') return { label: 'Not confirmed yet', variant: 'outline' };
  return { label: 'Requested', variant: 'secondary' };
}

function Crew({ crew }: { crew: MyGame['crew'] }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Crew</h4>
      <ul className="grid gap-1 text-sm">
        {crew.map((member) => (
          <li key={member.position} className="flex flex-wrap gap-x-2">
            <span className="text-muted-foreground">{member.position}:</span>
            <span className="font-medium">{member.name ?? 'Open'}</span>
            {member.name && <span className="text-muted-foreground">({member.confirmed ? 'confirmed' : 'not confirmed yet'})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Evaluation({ evaluation }: { evaluation: NonNullable<MyGame['evaluation']> }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Evaluation by {evaluation.observer}</h4>
      <TermList
        classes={CARD_TERMS}
        items={[
          ['Mechanics', `${evaluation.mechanics} of 5`],
          ['Positioning', `${evaluation.positioning} of 5`],
          ['Communication', `${evaluation.communication} of 5`],
        ]}
      />
      {evaluation.comments && <p className="text-sm break-words whitespace-pre-line">{evaluation.comments}</p>}
    </div>
  );
}

function Answers({ game }: { game: MyGame }) {
  const accept = useGameAction(acceptGame, 'The game could not be accepted. Please try again.');
  if (game.status === 'requested') return <p className="text-sm text-muted-foreground">Waiting for the office to answer your request.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {game.status === 'assigned' && (
        <Button
          size="sm"
          // Accept leaves with the answer: the focus goes on to Decline.
          onClick={() => accept.mutate(game.assignmentId, { onSuccess: () => document.getElementById(declineButtonId(game.assignmentId))?.focus() })}
          disabled={accept.isPending}
          aria-label={`Accept ${teamsOf(game.game)}`}
        >
          {accept.isPending ? 'Accepting…' : 'Accept'}
        </Button>
      )}
      <DeclineDialog game={game} />
    </div>
  );
}

/** `past`: the game has started; the card then tells what was worked (the crew chief marks it) instead of offering answers. */
export function GameCard({ game, past }: { game: MyGame; past: boolean }) {
  const state = stateOf(game, past);
  const cancelled = game.game.status === 'cancelled';
  return (
    <ListCard title={teamsOf(game.game)} badge={<Badge variant={state.variant}>{state.label}</Badge>} className="grid gap-4">
      {cancelled && <p className="text-sm font-medium text-destructive">This game is cancelled: you are not expected there.</p>}
      <GameFactList game={game.game} position={game.position} feeCents={game.feeCents} />
      {!cancelled && (past && game.crewChief ? <CrewWorked game={game} /> : <Crew crew={game.crew} />)}
      {game.evaluation && <Evaluation evaluation={game.evaluation} />}
      {!past && !cancelled && <Answers game={game} />}
    </ListCard>
  );
}
