// One session's roll call: a big row per registrant with Present / Absent / Excused, each a 44 px
// toggle (aria-pressed) a thumb can hit; tapping the chosen one again clears the mark.
import { Check } from 'lucide-react';
import { ATTENDANCE_LABELS } from '../../../../common/attendance';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '../../../../common/constants';
import { PAYMENT_STATUS_LABELS } from '../../../../common/labels';
import type { AttendanceGrid } from '../../../../common/schemas/attendance';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { statusOf } from './grid-update';

type Session = AttendanceGrid['sessions'][number];

const PRESSED: Record<AttendanceStatus, string> = {
  present: 'border-green-700 bg-green-700 text-white dark:border-green-400',
  absent: 'border-red-700 bg-red-700 text-white dark:border-red-400',
  excused: 'border-amber-500 bg-amber-400 text-black dark:border-amber-200',
};

interface RollCallProps {
  grid: AttendanceGrid;
  session: Session;
  sessionName: string;
  onMark: (registrationId: number, status: AttendanceStatus | null) => void;
}

export function RollCall({ grid, session, sessionName, onMark }: RollCallProps) {
  const meeting = new Set(grid.certification?.meeting ?? []);
  // Issue 27: a session more than a day ahead takes no marks yet (one saved earlier may still be cleared;
  // the screen says why above the list).
  const locked = !session.markable;
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={`Roll call, ${sessionName}`}>
      {grid.registrants.map((person) => {
        const current = statusOf(grid, person.id, session.id);
        const totals = grid.registrantTotals.find((row) => row.registrationId === person.id);
        return (
          <li key={person.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between" data-registrant={person.id}>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-base font-medium">
                <span className="break-words">{person.name}</span>
                {person.paymentStatus === 'pending' && <Badge variant="outline">{PAYMENT_STATUS_LABELS.pending}</Badge>}
                {grid.certification && meeting.has(person.id) && (
                  <Badge className="bg-green-700 text-white">
                    <Check aria-hidden="true" />
                    Meets rule
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="registrant-total">
                {totals?.present ?? 0} of {grid.sessions.length} present · {totals?.percent ?? 0}%
              </p>
            </div>
            <div role="group" aria-label={`${person.name}, ${sessionName}`} className="grid grid-cols-3 gap-2 sm:w-80">
              {ATTENDANCE_STATUSES.map((status) => {
                const pressed = current === status;
                return (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={pressed}
                    disabled={locked && !pressed}
                    onClick={() => onMark(person.id, pressed ? null : status)}
                    className={cn(
                      'min-h-11 rounded-md border px-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
                      pressed ? PRESSED[status] : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    {ATTENDANCE_LABELS[status]}
                  </button>
                );
              })}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
