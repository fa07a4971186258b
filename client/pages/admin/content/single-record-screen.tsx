// The single-record screens (SPEC section 2, "Single-record forms"): load the record from its public
// GET (spinner, red box on failure), edit it in a form checked by the schema from common/, and PUT it
// back (the PUT replaces the record). Each screen gives SingleRecordScreen its schema and fields.
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

/** Each screen's heading and description, and SPEC section 8's words for its record ("Failed to update {noun}"). */
const RECORDS = {
  hero: { title: 'Hero Section', description: 'The first thing visitors see on the home page.', noun: 'hero content' },
  about: { title: 'About Content', description: 'The About section of the home page.', noun: 'about content' },
  cta: { title: 'Call to Action', description: 'The call-to-action banner of the home page.', noun: 'CTA content' },
  'company-info': { title: 'Company Information', description: 'Contact details shown on the home page and in the footer.', noun: 'company information' },
  'marketing-popup': {
    title: 'Marketing Popup', description: 'The event announcement that pops up on the home page.', noun: 'marketing popup settings', failure: 'Failed to update marketing popup settings.',
  },
} satisfies Record<string, { title: string; description: string; noun: string; failure?: string }>;

interface SingleRecordProps<Row, Values extends FieldValues, Output> {
  /** The record's name: GET /api/{id} (public) reads it, PUT replaces it; the fields' ids are `{id}-{name}`. */
  id: keyof typeof RECORDS;
  schema: z.ZodType<Output, Values>;
  /** What the fields hold, from the stored record (null before the first save). */
  values: (record: Row | null) => Values;
  /** The fields, bound by the shared form controls. */
  children: ReactNode;
}

export function SingleRecordScreen<Row, Values extends FieldValues, Output>(props: SingleRecordProps<Row, Values, Output>) {
  const { title, description, noun } = RECORDS[props.id];
  const stored = useAdminQuery<Row | null>(`/api/${props.id}`);
  return (
    <div className="grid gap-2">
      <PageHeader title={title} description={description} />
      <QueryStates query={stored} loadingLabel={`Loading ${noun}`} spinnerClassName="size-8" error={`Error loading ${noun}. Please try again.`}>
        {(row) => <RecordForm {...props} initial={props.values(row)} />}
      </QueryStates>
    </div>
  );
}

function RecordForm<Row, Values extends FieldValues, Output>({ id, schema, initial, children }: SingleRecordProps<Row, Values, Output> & { initial: Values }) {
  const form = useSchemaForm(schema, initial as DefaultValues<Values>);
  const path = `/api/${id}`;
  const record: { noun: string; failure?: string } = RECORDS[id];
  // The success toast is the server's message (SPEC section 8's words).
  const save = useAdminMutation<Output>({ method: 'PUT', path, failure: record.failure ?? `Failed to update ${record.noun}`, invalidates: [path] });
  return (
    <Card>
      <CardContent className="px-4 sm:px-6">
        <SchemaForm form={form} idPrefix={id} onSubmit={(body) => save.mutate(body)}>
          <SavingFieldset pending={save.isPending}>{children}</SavingFieldset>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

/** A single-record form's fields, disabled while saving, with Save Changes at the end. */
export function SavingFieldset({ pending, className = 'grid gap-6', children }: { pending: boolean; className?: string; children: ReactNode }) {
  return (
    <fieldset disabled={pending} className={className}>
      {children}
      <div className="flex justify-end">
        <SaveButton pending={pending} />
      </div>
    </fieldset>
  );
}

function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending && <Spinner className="size-4" label="Saving" />}
      {pending ? 'Saving...' : 'Save Changes'}
    </Button>
  );
}
