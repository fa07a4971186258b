// Seats left on the program cards (issue 16). GET /api/programs is cached for visitors and changes
// only with admin writes, so seats come from their own small uncached call, asked only when a program
// on the page has a capacity, and refreshed like the programs.
import { useQuery } from '@tanstack/react-query';
import type { Program } from '../../../../common/schemas/program';
import type { SeatsAnswer } from '../../../../common/schemas/waitlist';

export interface SeatsShown {
  seatsLeft: number;
  shownFrom: number;
}

export const SEATS_QUERY_KEY = ['/api/programs/seats'];

/** Each limited program's seats left, by program id (empty until loaded, or when no program has a capacity). */
export function useProgramSeats(programs: readonly Program[] | undefined): Map<number, SeatsShown> {
  const limited = programs?.some((program) => program.capacity != null) ?? false;
  const { data } = useQuery({
    queryKey: SEATS_QUERY_KEY,
    enabled: limited,
    refetchInterval: 30_000,
    select: (body: unknown) => {
      const answer = body as SeatsAnswer;
      return new Map(answer.data.map((row) => [row.programId, { seatsLeft: row.seatsLeft, shownFrom: answer.seatsLeftShownFrom }]));
    },
  });
  return data ?? new Map();
}

/** "Full — join the waitlist" at zero, "N seats left" from the threshold down, nothing otherwise. */
export function seatsText(seats: SeatsShown | undefined): string | null {
  if (!seats) return null;
  if (seats.seatsLeft <= 0) return 'Full — join the waitlist';
  if (seats.seatsLeft > seats.shownFrom) return null;
  return seats.seatsLeft === 1 ? '1 seat left' : `${seats.seatsLeft} seats left`;
}

export function SeatsLine({ seats }: { seats: SeatsShown | undefined }) {
  const text = seatsText(seats);
  if (!text) return null;
  const full = (seats?.seatsLeft ?? 0) <= 0;
  return (
    <p
      data-testid="program-seats"
      className={full
        ? 'mt-3 w-fit rounded-md bg-destructive/10 px-2 py-1 text-sm font-semibold text-destructive dark:bg-destructive/20 dark:text-red-300'
        : 'mt-3 w-fit rounded-md bg-primary/10 px-2 py-1 text-sm font-semibold text-primary dark:text-orange-300'}
    >
      {text}
    </p>
  );
}
