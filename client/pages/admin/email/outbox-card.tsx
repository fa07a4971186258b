// The Email Outbox card of Email Testing Tools: every email the site sends is written to the outbox
// and sent by a background worker. Counts per state, the newest messages (failed first) and a Retry
// for a failed one. While something waits to be sent the list refreshes itself.
import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import type { OutboxAnswer, OutboxCounts } from '../../../../common/schemas/email-outbox';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/utils';
import { useAdminMutation } from '../shared/admin-api';
import { RowsTable } from '../shared/data-table';
import { QueryStates } from '../shared/query-states';
import { STATUS_LABELS, outboxColumns } from './outbox-columns';

const PATH = '/api/email-outbox';
/** How often the list is read again while a message is queued or being sent. */
const BUSY_REFRESH_MS = 1_500;

const busy = (answer: OutboxAnswer | undefined) => !!answer && answer.counts.queued + answer.counts.sending > 0;

/**
 * The answer carries `counts` and `messages` beside `success` rather than one `data`, so this is
 * useAdminQuery's query without its `select`: the same key (the path), only while signed in.
 */
function useOutbox() {
  const { status } = useAuth();
  return useQuery({
    queryKey: [PATH],
    queryFn: () => apiRequest<OutboxAnswer>(PATH),
    enabled: status === 'authenticated',
    refetchInterval: (query) => (busy(query.state.data) ? BUSY_REFRESH_MS : false),
  });
}

function Counts({ counts }: { counts: OutboxCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {(Object.keys(STATUS_LABELS) as (keyof OutboxCounts)[]).map((status) => {
        const alarm = status === 'failed' && counts.failed > 0;
        return (
          <div key={status} className={cn('rounded-lg border bg-muted/40 px-3 py-2', alarm && 'border-destructive/50 bg-destructive/10')}>
            <dt className="text-xs font-medium text-muted-foreground">{STATUS_LABELS[status]}</dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', alarm && 'text-destructive')}>{counts[status]}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function OutboxCard() {
  const outbox = useOutbox();
  const retry = useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${PATH}/${id}/retry`,
    body: () => ({}),
    failure: 'Failed to retry the email',
    invalidates: [PATH],
  });
  const refreshing = outbox.isFetching && !outbox.isPending;

  return (
    <Card className="mt-4">
      {/* SectionCard's header, with the card's Refresh beside the title. */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-3 px-4 sm:px-6">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2 text-lg">
              <Inbox className="size-5 text-primary" aria-hidden="true" />
              Email Outbox
            </h2>
          </CardTitle>
          <CardDescription>Every email the site sends waits here until a background worker has sent it. The newest 50, failed ones first.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        <QueryStates query={outbox} loadingLabel="Loading the email outbox" error="Error loading the email outbox. Please try again.">
          {(answer) => (
            <>
              <Counts counts={answer.counts} />
              <RowsTable
                rows={answer.messages}
                label="Email outbox"
                columns={outboxColumns({ onRetry: (message) => retry.mutate(message.id), retrying: retry.isPending ? retry.variables : undefined })}
                emptyText="No emails yet."
              />
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
