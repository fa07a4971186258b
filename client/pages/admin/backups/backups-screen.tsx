// SPEC section 2 "Registration Backups": Back to Admin, Create Backup, the list with Download, Restore
// and Delete per backup, Refresh. Toast titles and durations of SPEC sections 8 and 9 (success of create
// and delete 3 s; restore and every error 5 s); the list is cached 30 s.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download, Plus, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { formatDateMedium } from '../../../../common/format';
import { useAdminQuery } from '../shared/admin-api';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { BACK_TO_ADMIN, PageHeader } from '../shared/page-header';
import { RowButton } from '../shared/row-actions';
import { formatSize } from '../../../../common/format';

const LIST = '/api/admin/backups';
const REGISTRATIONS = '/api/registrations';
const SUCCESS_DURATION = 3000;
const LONG_DURATION = 5000;

export interface BackupFile {
  filename: string;
  timestamp: string;
  size: number;
  count?: number;
}

interface ActionResponse {
  success?: boolean;
  message?: string;
}

interface RestoreResponse extends ActionResponse {
  importedCount?: number;
}

const fileUrl = (action: 'restore' | 'download' | '', filename: string) =>
  `${LIST}/${action ? `${action}/` : ''}${encodeURIComponent(filename)}`;

/** A 2xx answer may still say `success: false`: treat it as a failure carrying the server's message. */
class ActionFailed extends Error {}

async function act<T extends ActionResponse>(path: string, method: 'POST' | 'DELETE'): Promise<T> {
  const body = await apiRequest<T | null>(path, { method });
  if (body?.success === false) throw new ActionFailed(body.message ?? '');
  return body ?? ({} as T);
}

/** The server's message, else SPEC's fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof ActionFailed) return error.message || fallback;
  return fallback;
}

function loadErrorText(error: Error): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
  return `Failed to load backups: ${message || 'Unknown error'}`;
}

/** The backup's date and time; the raw value when it is not a date. */
function backupDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return `${formatDateMedium(timestamp)}, ${date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`;
}

function failToast(title: string, error: unknown, fallback: string) {
  toast({ title, description: failureText(error, fallback), variant: 'destructive', duration: LONG_DURATION });
}

export function BackupsScreen() {
  const queryClient = useQueryClient();
  const backups = useAdminQuery<BackupFile[]>(LIST, { staleTime: 30_000 });
  const [deleting, setDeleting] = useState<BackupFile | null>(null);
  const [restoring, setRestoring] = useState<BackupFile | null>(null);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: [LIST] });

  const create = useMutation({
    mutationFn: () => act<ActionResponse & { data?: { filename?: string } }>(`${LIST}/create`, 'POST'),
    onSuccess: async (body) => {
      toast({
        title: 'Backup Created',
        description: body.message || (body.data?.filename ? `Backup ${body.data.filename} created.` : undefined),
        duration: SUCCESS_DURATION,
      });
      await refreshList();
    },
    onError: (error) => failToast('Backup Failed', error, 'An error occurred while creating the backup.'),
  });

  const remove = useMutation({
    mutationFn: (filename: string) => act(fileUrl('', filename), 'DELETE'),
    onSuccess: async (body) => {
      setDeleting(null);
      toast({ title: 'Backup Deleted', description: body.message || undefined, duration: SUCCESS_DURATION });
      await refreshList();
    },
    onError: (error) => failToast('Delete Failed', error, 'An error occurred while deleting the backup.'),
  });

  const restore = useMutation({
    mutationFn: (filename: string) => act<RestoreResponse>(fileUrl('restore', filename), 'POST'),
    onSuccess: async (body) => {
      setRestoring(null);
      toast({
        title: 'Backup Restored',
        description: `Successfully restored ${body.importedCount ?? 0} registrations from backup.`,
        duration: LONG_DURATION,
      });
      await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS] });
    },
    onError: (error) => failToast('Restore Failed', error, 'An error occurred while restoring the backup.'),
  });

  const download = (filename: string) => {
    // The session cookie authorises the download; the server answers with an attachment.
    window.open(fileUrl('download', filename), '_blank', 'noopener');
  };

  const list = backups.data ?? [];

  return (
    <div className="mx-auto grid max-w-5xl gap-2">
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

      {backups.isError && (
        <Alert variant="destructive" className="mb-4">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{loadErrorText(backups.error)}</AlertDescription>
        </Alert>
      )}

      {backups.isPending && !backups.isError ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading backups" />
        </div>
      ) : (
        !backups.isError && (
          <section aria-labelledby="backups-heading" className="grid gap-3">
            <h2 id="backups-heading" className="text-lg font-semibold">
              Available Backups <span className="font-normal text-muted-foreground">({list.length})</span>
            </h2>
            <Table aria-labelledby="backups-heading" className="min-w-[44rem]">
              <TableHeader>
                <TableRow>
                  <TableHead>Filename</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Size</TableHead>
                  <TableHead>Registrations</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                      No backups found. Create a backup to get started.
                    </TableCell>
                  </TableRow>
                ) : (
                  list.map((backup) => (
                    <TableRow key={backup.filename}>
                      <TableCell className="max-w-72 truncate font-mono text-xs" title={backup.filename}>
                        {backup.filename}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{backupDate(backup.timestamp)}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatSize(backup.size)}</TableCell>
                      {/* SPEC section 3: registrations per backup show as N/A. */}
                      <TableCell>N/A</TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <RowButton icon={Download} aria-label={`Download ${backup.filename}`} onClick={() => download(backup.filename)}>
                            Download
                          </RowButton>
                          <RowButton icon={RotateCcw} aria-label={`Restore ${backup.filename}`} onClick={() => setRestoring(backup)}>
                            Restore
                          </RowButton>
                          <RowButton icon={Trash2} destructive aria-label={`Delete ${backup.filename}`} onClick={() => setDeleting(backup)}>
                            Delete
                          </RowButton>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </section>
        )
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
