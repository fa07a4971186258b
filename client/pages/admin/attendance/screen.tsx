// /admin/programs/{id}/attendance (issue 16): roll call in a gym, on a phone. Staff pick the session
// (today's by default) and tap Present / Absent / Excused on one big row per registrant; each tap is
// saved at once. Below, the registrants × sessions table with totals; Export CSV saves the whole grid.
import { ArrowLeft, CalendarClock, Download } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { AttendanceStatus } from '../../../../common/constants';
import { dateInTimeZone } from '../../../../common/calendar/zone';
import type { AttendanceGrid } from '../../../../common/schemas/attendance';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { useTimeZone } from '../shared/use-time-zone';
import { AttendanceTable } from './attendance-table';
import { downloadAttendanceCsv } from './attendance-csv';
import { RollCall } from './roll-call';
import { defaultSessionId, sessionLabel } from './session-labels';
import { useAttendanceGrid, useMarkAttendance } from './use-attendance';

const BACK = [{ href: '/admin/programs', label: 'Back to Programs', icon: ArrowLeft }];

function Empty({ title, children }: { title: string; children: string }) {
  return (
    <Alert>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

function SessionTotalsLine({ grid, sessionId }: { grid: AttendanceGrid; sessionId: number }) {
  const totals = grid.sessionTotals.find((row) => row.sessionId === sessionId);
  const parts = [['Present', totals?.present], ['Absent', totals?.absent], ['Excused', totals?.excused], ['Unmarked', totals?.unmarked]] as const;
  return (
    <dl className="grid grid-cols-4 gap-2 text-center" aria-label="This session's totals" data-testid="session-totals">
      {parts.map(([label, value]) => (
        <div key={label} className="rounded-md border bg-card px-1 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

function RollCallScreen({ grid }: { grid: AttendanceGrid }) {
  const [chosen, setChosen] = useState<number | undefined>();
  const mark = useMarkAttendance(grid.program.id);
  const today = dateInTimeZone(new Date(), useTimeZone());
  if (grid.sessions.length === 0) {
    return <Empty title="No sessions yet">Add the program's sessions on its form in Programs; then take attendance here.</Empty>;
  }
  if (grid.registrants.length === 0) {
    return <Empty title="No registrants yet">Registrations for this program that are not cancelled are listed here.</Empty>;
  }
  const session = grid.sessions.find((row) => row.id === chosen) ?? grid.sessions.find((row) => row.id === defaultSessionId(grid.sessions, today))!;
  const onMark = (registrationId: number, status: AttendanceStatus | null) => mark.mutate({ registrationId, sessionId: session.id, status });
  const rule = grid.certification;
  return (
    // A column of flex items (not grid cells, whose min-content width would widen the page): the
    // table's frame scrolls sideways inside it.
    <div className="flex min-w-0 flex-col gap-4">
      {rule && (
        <p className="rounded-md border bg-card p-3 text-sm" data-testid="certification-rule">
          <span className="font-medium">{rule.name}</span> ({rule.level}) needs {rule.minAttendancePercent}% of sessions present: {rule.meeting.length} of{' '}
          {grid.registrants.length} meet it.
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor="attendance-session">Session</Label>
        <select
          id="attendance-session"
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base sm:max-w-sm"
          value={session.id}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {grid.sessions.map((row) => (
            <option key={row.id} value={row.id}>
              {sessionLabel(row)}
              {row.venueName ? ` · ${row.venueName}` : ''}
            </option>
          ))}
        </select>
      </div>
      <SessionTotalsLine grid={grid} sessionId={session.id} />
      {!session.markable && (
        <Alert data-testid="session-not-open">
          <CalendarClock aria-hidden="true" />
          <AlertTitle>Not open yet</AlertTitle>
          <AlertDescription>This session starts more than a day from now: attendance can be marked from 24 hours before it starts.</AlertDescription>
        </Alert>
      )}
      <RollCall grid={grid} session={session} sessionName={sessionLabel(session)} onMark={onMark} />
      <h2 className="mt-4 text-lg font-semibold">All sessions</h2>
      <AttendanceTable grid={grid} selectedSessionId={session.id} />
    </div>
  );
}

export function AttendanceScreen() {
  const params = useParams<{ id: string }>();
  const programId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const grid = useAttendanceGrid(programId);
  const timeZone = useTimeZone();
  return (
    <div>
      <PageHeader
        title="Attendance"
        description={grid.data?.program.name}
        links={BACK}
        actions={
          <Button variant="outline" className="min-h-11" onClick={() => grid.data && downloadAttendanceCsv(grid.data, timeZone)} disabled={!grid.data || grid.data.registrants.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <QueryStates query={grid} loadingLabel="Loading attendance" errorTitle="Error" error={(error) => errorMessage(error, 'Failed to load attendance')}>
        {(data) => <RollCallScreen grid={data} />}
      </QueryStates>
    </div>
  );
}
