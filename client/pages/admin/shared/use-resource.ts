// One hook per admin resource: its list, and create / update / remove. SPEC section 8's failure
// fallbacks follow one pattern ("Failed to create service"); the success toast is the server's message.
import { useState } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../../common/api';
import { useAdminMutation, useAdminQuery } from './admin-api';

export interface ResourceOptions<Row> {
  /** The list's API path; rows live at `${path}/${id}`. */
  path: string;
  /** As the toasts name a row, e.g. "service". */
  noun: string;
  /** Other API paths whose answers change with this list (e.g. the public one). */
  refreshes?: readonly string[];
  list?: Partial<UseQueryOptions<ApiSuccess<Row[]>, Error, Row[]>>;
}

/** Failures of a save the screen answers itself (no error toast), e.g. a warning staff confirm. */
export interface HandledFailures<Create, Update> {
  create?: (error: Error, input: Create) => boolean;
  update?: (error: Error, input: { id: number; values: Update }) => boolean;
}

export function useResource<Row extends { id: number }, Create, Update = Partial<Create>>(
  { path, noun, refreshes = [], list }: ResourceOptions<Row>, handled: HandledFailures<Create, Update> = {},
) {
  const invalidates = [path, ...refreshes];
  return {
    list: useAdminQuery<Row[]>(path, list),
    create: useAdminMutation<Create>({ method: 'POST', path, failure: `Failed to create ${noun}`, invalidates, ...(handled.create && { handled: handled.create }) }),
    update: useAdminMutation<{ id: number; values: Update }>({
      method: 'PUT',
      path: ({ id }) => `${path}/${id}`,
      body: ({ values }) => values,
      failure: `Failed to update ${noun}`,
      invalidates,
      ...(handled.update && { handled: handled.update }),
    }),
    remove: useAdminMutation<number>({ method: 'DELETE', path: (id) => `${path}/${id}`, failure: `Failed to delete ${noun}`, invalidates }),
  };
}

/** Which row the add, edit and delete dialogs of a list are open for. */
export function useRowDialogs<Row>() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  return {
    creating,
    editing,
    deleting,
    startCreate: () => setCreating(true),
    startEdit: (row: Row) => setEditing(row),
    startDelete: (row: Row) => setDeleting(row),
    /** Closes whichever dialog is open. */
    close: () => {
      setCreating(false);
      setEditing(null);
      setDeleting(null);
    },
  };
}
export type RowDialogs<Row> = ReturnType<typeof useRowDialogs<Row>>;
