// Admin Programs (SPEC section 2): every program, active or not, with create / edit / delete dialogs.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { Program } from '../../../lib/content-types';
import { formatUsd } from '../../../lib/format';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { PageHeader } from '../shared/page-header';
import { useAdminQuery } from '../shared/admin-api';
import { PROGRAMS_PATH, programsLoadError, useCreateProgram, useDeleteProgram, useUpdateProgram } from './program-api';
import { LEVEL_LABELS, ProgramForm } from './program-form';
import { newProgramValues, programValues } from './program-form-schema';

export function ProgramsScreen() {
  const programs = useAdminQuery<Program[]>(PROGRAMS_PATH);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);

  const create = useCreateProgram(() => setCreating(false));
  const update = useUpdateProgram(() => setEditing(null));
  const remove = useDeleteProgram(() => setDeleting(null));

  return (
    <div>
      <PageHeader
        title="Programs"
        description="Manage the training programs shown on the website."
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Add Program
            </Button>
            {/* SPEC: a full page load, not a client-side navigation. */}
            <Button variant="outline" asChild>
              <a href="/admin/create-officiating-program">Create Officiating Program</a>
            </Button>
          </>
        }
      />

      {programs.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading programs" />
        </div>
      ) : programs.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load programs</AlertTitle>
          <AlertDescription>
            <p>{programsLoadError(programs.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void programs.refetch()}>
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Table aria-label="Programs">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Level</TableHead>
              <TableHead>Duration</TableHead>
              <TableHead>Price</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {programs.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                  No programs found
                </TableCell>
              </TableRow>
            ) : (
              programs.data.map((program) => (
                <TableRow key={program.id}>
                  <TableCell className="min-w-48 font-medium">{program.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{LEVEL_LABELS[program.level] ?? program.level}</TableCell>
                  <TableCell className="whitespace-nowrap">{program.duration}</TableCell>
                  <TableCell className="whitespace-nowrap">{program.price === null || program.price === undefined ? '—' : formatUsd(program.price)}</TableCell>
                  <TableCell>
                    <Badge variant={program.active ? 'default' : 'secondary'}>{program.active ? 'Active' : 'Inactive'}</Badge>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${program.name}`} onClick={() => setEditing(program)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${program.name}`} onClick={() => setDeleting(program)}>
                      <Trash2 className="text-destructive" aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}

      <Dialog open={creating} onOpenChange={(open) => !create.isPending && setCreating(open)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add Program</DialogTitle>
            <DialogDescription>Create a new training program.</DialogDescription>
          </DialogHeader>
          {creating && (
            <ProgramForm
              idPrefix="create-program"
              defaultValues={newProgramValues()}
              submitLabel="Create Program"
              pendingLabel="Creating..."
              pending={create.isPending}
              onSubmit={(body) => create.mutate(body)}
              cancel={
                <Button type="button" variant="outline" onClick={() => setCreating(false)} disabled={create.isPending}>
                  Cancel
                </Button>
              }
            />
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && !update.isPending && setEditing(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit Program</DialogTitle>
            <DialogDescription>Update the program&apos;s details.</DialogDescription>
          </DialogHeader>
          {editing && (
            <ProgramForm
              key={editing.id}
              idPrefix="edit-program"
              defaultValues={programValues(editing)}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              pending={update.isPending}
              onSubmit={(body) => update.mutate({ id: editing.id, body })}
              cancel={
                <Button type="button" variant="outline" onClick={() => setEditing(null)} disabled={update.isPending}>
                  Cancel
                </Button>
              }
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete Program"
        description={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
