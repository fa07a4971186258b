// SPEC section 2 "Registration Backups": Back to Admin, Create Backup, the list with Download, Restore
// and Delete per backup, Refresh. Toast titles and durations of SPEC sections 8 and 9 (success of create
// and delete 3 s; restore and every error 5 s); the list is cached 30 s.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ApiMessage, ApiSuccess } from '../../../../common/api';
import type { BackupInfo, CreatedBackup, RestoreAnswer } from '../../../../common/schemas/backup';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RowsTable } from '../shared/data-table';
import { BACK_TO_ADMIN, PageHeader } from '../shared/page-header';
import { backupColumns } from './columns';

const LIST = '/api/admin/backups';
const REGISTRATIONS = '/api/registrations';
const SUCCESS_DURATION = 3000;
const LONG_DURATION = 5000;

const fileUrl = (action: 'restore/' | 'download/' | '', filename: string) => `${LIST}/${action}${encodeURIComponent(filename)}`;

function loadErrorText(error: Error): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
  return `Failed to load backups: ${message || 'Unknown error'}`;
}

/** A backup call with SPEC's failure toast: its title, the server's message or the fallback. */
function useBackupCall<Input, Answer>(request: (input: Input) => Promise<Answer>, onSuccess: (answer: Answer) => Promise<unknown>, failure: [string, string]) {
  return useMutation({
    mutationFn: request,
    onSuccess,
    onError: (error) => toast({ title: failure[0], description: errorMessage(error, failure[1]), variant: 'destructive', duration: LONG_DURATION }),
  });
}

export function BackupsScreen() {
  const queryClient = useQueryClient();
  const backups = useAdminQuery<BackupInfo[]>(LIST, { staleTime: 30_000 });
  const [deleting, setDeleting] = useState<BackupInfo | null>(null);
  const [restoring, setRestoring] = useState<BackupInfo | null>(null);
  const refresh = (path: string) => queryClient.invalidateQueries({ queryKey: [path] });

  const create = useBackupCall(
    () => apiRequest<ApiSuccess<CreatedBackup>>(`${LIST}/create`, { method: 'POST' }),
    (body) => {
      toast({ title: 'Backup Created', description: body.message ?? `Backup ${body.data.filename} created.`, duration: SUCCESS_DURATION });
      return refresh(LIST);
    },
    ['Backup Failed', 'An error occurred while creating the backup.'],
  );
  const remove = useBackupCall(
    (filename: string) => apiRequest<ApiMessage>(fileUrl('', filename), { method: 'DELETE' }),
    (body) => {
      setDeleting(null);
      toast({ title: 'Backup Deleted', description: body.message, duration: SUCCESS_DURATION });
      return refresh(LIST);
    },
    ['Delete Failed', 'An error occurred while deleting the backup.'],
  );
  const restore = useBackupCall(
    (filename: string) => apiRequest<RestoreAnswer>(fileUrl('restore/', filename), { method: 'POST' }),
    (body) => {
      setRestoring(null);
      toast({ title: 'Backup Restored', description: `Successfully restored ${body.importedCount} registrations from backup.`, duration: LONG_DURATION });
      return refresh(REGISTRATIONS);
    },
    ['Restore Failed', 'An error occurred while restoring the backup.'],
  );

  const columns = backupColumns({
    // The session cookie authorises the download; the server answers with an attachment.
    onDownload: (backup) => window.open(fileUrl('download/', backup.filename), '_blank', 'noopener'),
    onRestore: setRestoring,
    onDelete: setDeleting,
  });

  return (
    <div className="grid gap-2">
      <PageHeader
        links={[BACK_TO_ADMIN]}
        title="Registration Backups"
        description="Backups of all registration data, made automatically every 12 hours and on demand."
        actions={
          <>
            <Button variant="outline" onClick={() => void backups.refetch()} disabled={backups.isFetching}>
              <RefreshCw className={backups.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4" label="Creating backup" /> : <Plus aria-hidden="true" />}
              {create.isPending ? 'Creating...' : 'Create Backup'}
            </Button>
          </>
        }
      />

      {backups.isError ? (
        <Alert variant="destructive" className="mb-4">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{loadErrorText(backups.error)}</AlertDescription>
        </Alert>
      ) : backups.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading backups" />
        </div>
      ) : (
        <section aria-labelledby="backups-heading" className="grid gap-3">
          <h2 id="backups-heading" className="text-lg font-semibold">
            Available Backups <span className="font-normal text-muted-foreground">({backups.data.length})</span>
          </h2>
          <RowsTable
            rows={backups.data}
            rowKey={(backup) => backup.filename}
            label="Available Backups"
            className="min-w-[44rem]"
            columns={columns}
            emptyText="No backups found. Create a backup to get started."
          />
        </section>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete Backup"
        description={`Are you sure you want to delete the backup ${deleting?.filename ?? ''}? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.filename)}
      />

      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && !restore.isPending && setRestoring(null)}
        title="Restore Backup"
        description={`Restore the registrations from the backup ${restoring?.filename ?? ''}?`}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => restoring && restore.mutate(restoring.filename)}
      >
        <Alert>
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Warning</AlertTitle>
          <AlertDescription>
            Restoring does not delete existing records and may create duplicates of registrations already in the database.
          </AlertDescription>
        </Alert>
      </ConfirmDialog>
    </div>
  );
}
