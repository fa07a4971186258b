// A call that changes the official's games: the server's message as a toast (its reason when it
// refuses), then the games read again, so that the page shows what the server now holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiMessage } from '../../../../common/api';
import { toast } from '../../../hooks/use-toast';
import { errorMessage } from '../../../lib/api';
import { GAMES_QUERY_KEY } from './games-api';

export function useGameAction<Input>(call: (input: Input) => Promise<ApiMessage>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: (error) => toast({ title: errorMessage(error, failure), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
  });
}
