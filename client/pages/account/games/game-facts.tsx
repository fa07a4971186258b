// What a game is, as its cards show it: the teams as the card's title, then when, where, the level,
// the position and its fee; and the ids the focus moves to when a card's control goes.
import { formatDateLong, formatTime12h } from '../../../../common/format';
import { formatMoney } from '../../../../common/money';
import { TermList } from '../../../components/ui/term-list';
import { CARD_TERMS } from '../list-card';
import type { MyGame } from './games-api';

type GameFacts = MyGame['game'];

/** The page's h1, where the focus goes when the control it was on leaves the page. */
export const GAMES_HEADING_ID = 'games-heading';

export const declineButtonId = (assignmentId: number) => `decline-${assignmentId}`;

export const teamsOf = (game: GameFacts) => `${game.homeTeam} vs ${game.awayTeam}`;

export const whenOf = (game: GameFacts) => `${formatDateLong(game.date)}, ${formatTime12h(game.startTime)}`;

export function GameFactList({ game, position, feeCents }: { game: GameFacts; position: string; feeCents: number }) {
  return (
    <TermList
      classes={CARD_TERMS}
      items={[
        ['When', whenOf(game)],
        ['Where', `${game.venue}, ${game.address}`],
        ['Level', game.level],
        ['Position', position],
        ['Fee', formatMoney(feeCents)],
      ]}
    />
  );
}
