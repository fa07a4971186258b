// The staff's game calls (issue 30): the games of a period, one game, who may work one of its positions.
// Every game query's key starts with GAMES_PATH, so a change to a game refreshes the list, the game and
// its officials together.
import type { PositionOfficial } from '../../../../common/schemas/game-officials';
import { useAdminQuery } from '../shared/admin-api';
import { GAMES_PATH, gamesSearch, type GameRow, type GamesFilter } from './crew';

export const useGames = (filter: GamesFilter) => {
  const search = gamesSearch(filter);
  return useAdminQuery<GameRow[]>(`${GAMES_PATH}${search}`, { queryKey: [GAMES_PATH, 'list', search] });
};

export const useGame = (id: number) => useAdminQuery<GameRow>(`${GAMES_PATH}/${id}`, { queryKey: [GAMES_PATH, id] });

/** Who may work the position (read afresh each time it is chosen: availability and other games change). */
export const usePositionOfficials = (gameId: number, positionId: number) =>
  useAdminQuery<PositionOfficial[]>(`${GAMES_PATH}/${gameId}/officials?positionId=${positionId}`, { queryKey: [GAMES_PATH, gameId, 'officials', positionId], staleTime: 0 });
