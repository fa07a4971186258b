// Placing officials on a game's positions (issue 30, point 4): assign (an approved request is the same
// call), take off, refuse a request. An ineligible official is answered 409 with each reason in words
// (`errors`, keyed by its code): the screen then asks staff for a written reason to assign anyway.
import { ELIGIBILITY_REASONS } from '../../../../common/schemas/game';
import { ApiError } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { GAME_QUERIES, GAMES_PATH } from './crew';

export interface Placement {
  positionId: number;
  positionName: string;
  email: string;
  name: string;
  /** The reasons in words when the official is not eligible; set for "Assign anyway". */
  reasons?: string[];
}

/** The reasons in words of a 409 that refuses an ineligible official, or null for any other failure. */
export function ineligibleReasons(error: Error): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const words = Object.entries(error.fieldErrors).filter(([code]) => (ELIGIBILITY_REASONS as readonly string[]).includes(code)).map(([, text]) => text);
  return words.length > 0 ? words : null;
}

/** Assigns; an ineligible official (refused with reasons) goes to `onIneligible` instead of a toast. */
export function useAssign(gameId: number, onIneligible: (placement: Placement) => void, onDone?: () => void) {
  return useAdminMutation<Placement & { overrideReason?: string }>({
    method: 'POST',
    path: `${GAMES_PATH}/${gameId}/assignments`,
    body: ({ positionId, email, overrideReason }) => ({ positionId, email, ...(overrideReason && { overrideReason }) }),
    failure: 'Failed to assign the official',
    invalidates: GAME_QUERIES,
    onSuccess: onDone,
    handled: (error, placement) => {
      const reasons = placement.overrideReason ? null : ineligibleReasons(error);
      if (reasons) onIneligible({ ...placement, reasons });
      return reasons !== null;
    },
  });
}

/** Takes an official off a position, or refuses their request (`refuse`). */
export const useTakeOff = (gameId: number, refuse: boolean) =>
  useAdminMutation<number>({
    method: refuse ? 'POST' : 'DELETE',
    path: (assignmentId) => (refuse ? `${GAMES_PATH}/${gameId}/requests/${assignmentId}/refuse` : `${GAMES_PATH}/${gameId}/assignments/${assignmentId}`),
    body: () => ({}),
    failure: refuse ? 'Failed to refuse the request' : 'Failed to take the official off',
    invalidates: GAME_QUERIES,
  });
