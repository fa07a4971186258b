// The official's game calls (issue 30): their games and the open positions, the answers to an
// assignment, asking for a position, marking who worked as crew chief, and the private calendar link.
import type { ApiMessage, ApiSuccess, Json } from '../../../../common/api';
import type { OfficialGames, WorkedInput } from '../../../../common/schemas/game';
import { apiRequest } from '../../../lib/api';

export const GAMES_QUERY_KEY = ['/api/account/games'] as const;

export type Games = Json<OfficialGames>;
export type MyGame = Games['games'][number];
export type OpenSpot = Games['openPositions'][number];

export const fetchGames = async () => (await apiRequest<ApiSuccess<Games>>('/api/account/games')).data;

export const acceptGame = (assignmentId: number) => apiRequest<ApiMessage>(`/api/account/assignments/${assignmentId}/accept`, { method: 'POST' });

export const declineGame = (assignmentId: number, reason: string) =>
  apiRequest<ApiMessage>(`/api/account/assignments/${assignmentId}/decline`, { method: 'POST', body: { reason } });

export const requestPosition = (gameId: number, positionId: number) =>
  apiRequest<ApiMessage>(`/api/account/games/${gameId}/requests`, { method: 'POST', body: { positionId } });

export const markWorked = (gameId: number, body: WorkedInput) => apiRequest<ApiMessage>(`/api/account/games/${gameId}/worked`, { method: 'PUT', body });

/** A new private calendar address (any earlier one stops working); the server shows it this once. */
export const makeCalendarFeed = async () => (await apiRequest<ApiSuccess<{ url: string }>>('/api/account/calendar-feed', { method: 'POST' })).data.url;

export const turnOffCalendarFeed = () => apiRequest<ApiMessage>('/api/account/calendar-feed', { method: 'DELETE' });
