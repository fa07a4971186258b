// Every session at a glance: registrants as rows (their name column stays put), sessions as columns
// that scroll sideways on a phone, each registrant's total at the end and each session's at the foot.
// The frame is `relative` so that the cells' screen-reader text (absolutely placed) scrolls inside it
// instead of widening the page.
import { Check } from 'lucide-react';
import { ATTENDANCE_LABELS } from '../../../../common/attendance';
import type { AttendanceStatus } from '../../../../common/constants';
import { formatTime12h } from '../../../../common/format';
import type { AttendanceGrid } from '../../../../common/schemas/attendance';
import { cn } from '../../../lib/utils';
import { statusOf } from './grid-update';
import { shortDate } from './session-labels';

const LETTER: Record<AttendanceStatus, { letter: string; className: string }> = {
  present: { letter: 'P', className: 'text-green-700 dark:text-green-400' },
  absent: { letter: 'A', className: 'text-red-700 dark:text-red-400' },
  excused: { letter: 'E', className: 'text-amber-700 dark:text-amber-300' },
};

const STICKY = 'sticky left-0 z-10 bg-card';

export function AttendanceTable({ grid, selectedSessionId }: { grid: AttendanceGrid; selectedSessionId: number | undefined }) {
  const meeting = new Set(grid.certification?.meeting ?? []);
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" tabIndex={0} role="region" aria-label="Attendance of every session">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Attendance by registrant and session: P present, A absent, E excused</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={cn(STICKY, 'min-w-32 px-3 py-2 text-left font-medium')}>Registrant</th>
            {grid.sessions.map((session) => (
              <th key={session.id} scope="col" className={cn('px-2 py-2 text-center font-medium whitespace-nowrap', session.id === selectedSessionId && 'bg-accent')}>
                {shortDate(session.date)}
                <span className="block text-xs font-normal text-muted-foreground">{formatTime12h(session.startTime)}</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">Present</th>
            {grid.certification && <th scope="col" className="px-3 py-2 text-center font-medium whitespace-nowrap">Rule {grid.certification.minAttendancePercent}%</th>}
          </tr>
        </thead>
        <tbody>
          {grid.registrants.map((person) => {
            const totals = grid.registrantTotals.find((row) => row.registrationId === person.id);
            return (
              <tr key={person.id} className="border-b last:border-b-0">
                <th scope="row" className={cn(STICKY, 'max-w-40 truncate px-3 py-2 text-left font-normal')}>{person.name}</th>
                {grid.sessions.map((session) => {
                  const status = statusOf(grid, person.id, session.id);
                  return (
                    <td key={session.id} className={cn('px-2 py-2 text-center font-semibold', session.id === selectedSessionId && 'bg-accent')}>
                      {status ? (
                        <>
                          <span aria-hidden="true" className={LETTER[status].className}>{LETTER[status].letter}</span>
                          <span className="sr-only">{ATTENDANCE_LABELS[status]}</span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">·</span>
                          <span className="sr-only">Not marked</span>
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {totals?.present ?? 0} · {totals?.percent ?? 0}%
                </td>
                {grid.certification && (
                  <td className="px-3 py-2 text-center">
                    {meeting.has(person.id) ? (
                      <>
                        <Check aria-hidden="true" className="inline size-4 text-green-700 dark:text-green-400" />
                        <span className="sr-only">Meets the rule</span>
                      </>
                    ) : (
                      <span className="sr-only">Does not meet the rule yet</span>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t">
            <th scope="row" className={cn(STICKY, 'px-3 py-2 text-left font-medium')}>Present</th>
            {grid.sessionTotals.map((totals) => (
              <td key={totals.sessionId} className="px-2 py-2 text-center tabular-nums">{totals.present}/{grid.registrants.length}</td>
            ))}
            <td />
            {grid.certification && <td />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
