// Games as staff read them (issue 30): the API's paths, a period's search, and each game's crew state
// (filled, confirmed, "not confirmed" officials, open requests). Imports carry .js: the unit tests load
// this file under Node.
import type { Json } from '../../../../common/api.js';
import type { Game, GameStatus, Position } from '../../../../common/schemas/game.js';
import type { AGE_BANDS } from '../../../../common/schemas/game-officials.js';

type AgeBand = (typeof AGE_BANDS)[number];

export const GAMES_PATH = '/api/games';
export const OFFICIALS_PATH = '/api/officials';
export const FEES_PATH = '/api/reports/game-fees';
/** What a change to a game or its crew may change. */
export const GAME_QUERIES = [GAMES_PATH, OFFICIALS_PATH, FEES_PATH] as const;

export type GameRow = Json<Game>;
export type Holder = NonNullable<Position['holder']>;

export interface GamesFilter {
  from: string;
  to: string;
  includeCancelled: boolean;
}

/** `?from=…&to=…&includeCancelled=true`, leaving out what is not set. */
export function gamesSearch({ from, to, includeCancelled }: GamesFilter): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (includeCancelled) params.set('includeCancelled', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A position's hold as staff read it: accepted (confirmed) or assigned and not answered yet. */
export const HOLDER_LABELS: Partial<Record<Holder['status'], string>> = { accepted: 'Confirmed', assigned: 'Not confirmed' };

export interface CrewState {
  positions: number;
  /** Positions with an official on them (assigned or accepted). */
  filled: number;
  /** Of those, the officials who accepted. */
  confirmed: number;
  /** The officials assigned who have not accepted yet. */
  notConfirmed: string[];
  /** Officials' requests waiting for staff. */
  requests: number;
}

export function crewState(game: Pick<GameRow, 'positions'>): CrewState {
  const holders = game.positions.flatMap((position) => (position.holder ? [position.holder] : []));
  return {
    positions: game.positions.length,
    filled: holders.length,
    confirmed: holders.filter((holder) => holder.status === 'accepted').length,
    notConfirmed: holders.filter((holder) => holder.status === 'assigned').map((holder) => holder.name),
    requests: game.positions.reduce((sum, position) => sum + position.requests.length, 0),
  };
}

/** "3 of 3 filled, 2 confirmed". */
export const crewSummary = ({ positions, filled, confirmed }: CrewState) => `${filled} of ${positions} filled, ${confirmed} confirmed`;

/** Whether the crew is full and every official has accepted. */
export const crewReady = (state: CrewState) => state.filled === state.positions && state.confirmed === state.positions;

export const STATUS_LABELS: Record<GameStatus, string> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };

/** "Suns Youth vs Mesa Hawks". */
export const teamsOf = (game: Pick<GameRow, 'homeTeam' | 'awayTeam'>) => `${game.homeTeam} vs ${game.awayTeam}`;

/** Whether the game has started by `now` (its crew may then be marked as having worked it). */
export const hasStarted = (game: Pick<GameRow, 'startsAt'>, now: Date) => new Date(game.startsAt).getTime() <= now.getTime();

export const AGE_BAND_LABELS: Record<AgeBand, string> = { 'under-16': 'Under 16', '16-17': '16–17', adult: 'Adult', unknown: 'Unknown' };

/** "12 mi", or a dash when the official's or the venue's ZIP code is unknown. */
export const distanceLabel = (miles: number | null) => (miles === null ? '—' : `${Math.round(miles)} mi`);
