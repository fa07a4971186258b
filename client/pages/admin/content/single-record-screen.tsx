// The single-record screens (SPEC section 2, "Single-record forms"): load the record from its public
// GET (spinner, red box on failure), edit it in a form checked by the schema from common/, and PUT it
// back (the PUT replaces the record). Each screen is a definition read by SingleRecordScreen.
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';

export interface SingleRecord<Row, Values extends FieldValues, Output> {
  title: string;
  description: string;
  /** The record's name: GET /api/{id} (public) reads it, PUT replaces it; the fields' ids are `{id}-{name}`. */
  id: string;
  /** SPEC section 8's words for the record: "Failed to update {noun}", "Error loading {noun}. Please try again." */
  noun: string;
  /** The failure toast when it is not "Failed to update {noun}". */
  failure?: string;
  schema: z.ZodType<Output, Values>;
  /** What the fields hold, from the stored record (null before the first save). */
  values: (record: Row | null) => Values;
  /** The fields, bound by the shared form controls. */
  fields: ReactNode;
}

export function SingleRecordScreen<Row, Values extends FieldValues, Output>({ record }: { record: SingleRecord<Row, Values, Output> }) {
  const stored = useAdminQuery<Row | null>(`/api/${record.id}`);
  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <PageHeader title={record.title} description={record.description} />
      <QueryStates query={stored} loadingLabel={`Loading ${record.noun}`} spinnerClassName="size-8" error={`Error loading ${record.noun}. Please try again.`}>
        {(row) => <RecordForm record={record} values={record.values(row)} />}
      </QueryStates>
    </div>
  );
}

function RecordForm<Row, Values extends FieldValues, Output>({ record, values }: { record: SingleRecord<Row, Values, Output>; values: Values }) {
  const form = useSchemaForm(record.schema, values as DefaultValues<Values>);
  const path = `/api/${record.id}`;
  // The success toast is the server's message (SPEC section 8's words).
  const save = useAdminMutation<Output>({ method: 'PUT', path, failure: record.failure ?? `Failed to update ${record.noun}`, invalidates: [path] });
  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <SchemaForm form={form} idPrefix={record.id} onSubmit={(body) => save.mutate(body)}>
          <fieldset disabled={save.isPending} className="grid gap-6">
            {record.fields}
            <div className="flex justify-end">
              <SaveButton pending={save.isPending} />
            </div>
          </fieldset>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending && <Spinner className="size-4" label="Saving" />}
      {pending ? 'Saving...' : 'Save Changes'}
    </Button>
  );
}
