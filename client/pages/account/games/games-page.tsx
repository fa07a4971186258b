// /account/games (issue 30, points 4 to 6): the official's coming games with Accept and Decline and each
// game's crew, the open positions they may ask for, their private calendar link, and their history
// (games played, whether they worked them, evaluations).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { placeTime } from '../../../../common/calendar/zone';
import { ACCOUNT_QUERY_KEY, fetchAccount } from '../account-api';
import { Section } from '../list-card';
import { SignedInPage } from '../signed-in-page';
import { CalendarFeed } from './calendar-feed';
import { GameCard } from './game-card';
import { GAMES_HEADING_ID } from './game-facts';
import { fetchGames, GAMES_QUERY_KEY, type Games } from './games-api';
import { OpenPositionCard } from './open-position-card';

const LINK = 'font-medium text-primary underline underline-offset-4';

function GamesContent({ data, timeZone }: { data: Games; timeZone: string | undefined }) {
  const now = Date.now();
  // A game that has started can no longer be declined (the server says so): it is history.
  const upcoming = data.games.filter((game) => Date.parse(game.game.startsAt) > now);
  const past = data.games.filter((game) => Date.parse(game.game.startsAt) <= now).reverse();
  const zoneNote = timeZone ? `Times are ${placeTime(timeZone)}.` : undefined;
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 id={GAMES_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
          Your games
        </h1>
        <p className="text-sm text-muted-foreground">
          The office offers you games in the hours you set in{' '}
          <Link href="/account/availability" className={LINK}>
            your availability
          </Link>
          .
        </p>
      </header>
      <Section title="Coming up" note={upcoming.length > 0 ? zoneNote : undefined} empty={upcoming.length === 0 ? 'No games coming up.' : null}>
        {upcoming.map((game) => (
          <GameCard key={game.assignmentId} game={game} past={false} />
        ))}
      </Section>
      <Section
        title="Open positions"
        note={data.openPositions.length > 0 ? 'Positions of the coming weeks you may work. Request one and the office answers by email.' : undefined}
        empty={data.openPositions.length === 0 ? 'No open positions for you right now.' : null}
      >
        {data.openPositions.map((spot) => (
          <OpenPositionCard key={spot.positionId} spot={spot} />
        ))}
      </Section>
      <section aria-labelledby="calendar-heading" className="grid gap-3">
        <h2 id="calendar-heading" className="text-lg font-semibold">
          Calendar
        </h2>
        <CalendarFeed hasFeed={data.hasFeed} />
      </section>
      <Section title="Past games" empty={past.length === 0 ? 'No past games yet.' : null}>
        {past.map((game) => (
          <GameCard key={game.assignmentId} game={game} past />
        ))}
      </Section>
    </div>
  );
}

export function GamesPage() {
  const games = useQuery({ queryKey: GAMES_QUERY_KEY, queryFn: fetchGames });
  // The organisation's zone, for the line that says in which zone the times are.
  const account = useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: fetchAccount });
  return (
    <SignedInPage title="Your games" query={games} loading="Loading your games" failure="Your games could not be loaded. Please try again.">
      {(data) => <GamesContent data={data} timeZone={account.data?.timeZone} />}
    </SignedInPage>
  );
}
