// An open position the official is eligible for: Request asks the office for it (the game then shows
// among their games as "Requested" until the office answers).
import { Button } from '../../../components/ui/button';
import { ListCard } from '../list-card';
import { GameFactList, teamsOf } from './game-facts';
import { requestPosition, type OpenSpot } from './games-api';
import { useGameAction } from './use-game-action';

export function OpenPositionCard({ spot }: { spot: OpenSpot }) {
  const request = useGameAction(() => requestPosition(spot.game.id, spot.positionId), 'The request could not be sent. Please try again.');
  return (
    <ListCard title={teamsOf(spot.game)} className="grid gap-4">
      <GameFactList game={spot.game} position={spot.position} feeCents={spot.feeCents} />
      <div>
        <Button size="sm" onClick={() => request.mutate(undefined)} disabled={request.isPending} aria-label={`Request ${spot.position}, ${teamsOf(spot.game)}`}>
          {request.isPending ? 'Requesting…' : 'Request'}
        </Button>
      </div>
    </ListCard>
  );
}
