// The state and calls behind an admin list's add, edit and delete dialogs, with SPEC section 8's
// toasts: "{Noun} created successfully", "Failed to create {noun}", and the same for update and delete.
import { useState } from 'react';
import { useAdminMutation } from './admin-api';

interface CrudOptions {
  /** The list's API path; rows live at `${path}/${id}`. */
  path: string;
  /** As the toasts name a row, e.g. "Service". */
  noun: string;
  /** API paths to refresh after every change. */
  invalidates: string[];
}

export function useCrud<Row extends { id: number }, Values>({ path, noun, invalidates }: CrudOptions) {
  const [creating, setCreating] = useState(false);
  // The edit dialog keeps showing the last edited row while it animates closed.
  const [editing, setEditing] = useState<Row | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const lower = noun.toLowerCase();

  const create = useAdminMutation<Values>({
    method: 'POST',
    path,
    success: `${noun} created successfully`,
    failure: `Failed to create ${lower}`,
    invalidates,
    onSuccess: () => setCreating(false),
  });
  const update = useAdminMutation<{ id: number; values: Values }>({
    method: 'PUT',
    path: ({ id }) => `${path}/${id}`,
    body: ({ values }) => values,
    success: `${noun} updated successfully`,
    failure: `Failed to update ${lower}`,
    invalidates,
    onSuccess: () => setEditOpen(false),
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${path}/${id}`,
    success: `${noun} deleted successfully`,
    failure: `Failed to delete ${lower}`,
    invalidates,
    onSuccess: () => setDeleting(null),
  });

  return {
    startCreate: () => setCreating(true),
    startEdit: (row: Row) => {
      setEditing(row);
      setEditOpen(true);
    },
    startDelete: (row: Row) => setDeleting(row),
    editing,
    deleting,
    /** The add dialog's props. */
    createDialog: { open: creating, onOpenChange: setCreating, pending: create.isPending, onSubmit: (values: Values) => create.mutate(values) },
    /** The edit dialog's props (it also shows `editing`). */
    editDialog: {
      open: editOpen,
      onOpenChange: setEditOpen,
      pending: update.isPending,
      onSubmit: (values: Values) => {
        if (editing) update.mutate({ id: editing.id, values });
      },
    },
    /** The delete confirmation's props, but for its title and description. */
    deleteDialog: {
      open: !!deleting,
      onOpenChange: (open: boolean) => {
        if (!open) setDeleting(null);
      },
      pending: remove.isPending,
      onConfirm: () => {
        if (deleting) remove.mutate(deleting.id);
      },
    },
  };
}
