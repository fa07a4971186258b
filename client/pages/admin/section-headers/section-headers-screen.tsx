// SPEC section 2 "Section Headers (admin)": one tab per public section. SPEC section 4: when the
// header's GET succeeded it is updated (PUT), when it answered 404 it is created (POST).
import { SECTION_HEADER_DEFAULTS } from '../../../../common/content-defaults';
import {
  SectionHeaderFormSchema, sectionHeaderFormValues, type CreateSectionHeader, type SectionHeader, type SectionHeaderFormValues,
} from '../../../../common/schemas/section-header';
import { TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api';
import { SavingFieldset } from '../content/single-record-screen';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { PageHeader } from '../shared/page-header';
import { SectionCard } from '../shared/section-card';

type SectionId = keyof typeof SECTION_HEADER_DEFAULTS;

const SECTIONS: { id: SectionId; label: string; description: string }[] = [
  { id: 'services', label: 'Services Section', description: 'The heading above the list of services.' },
  { id: 'programs', label: 'Programs Section', description: 'The heading above the training programs.' },
  { id: 'testimonials', label: 'Testimonials Section', description: 'The heading above the testimonials.' },
];

const SUCCESS = 'Section header updated successfully';
const FAILURE = 'Failed to update section header';

export function SectionHeadersScreen() {
  return (
    <div className="grid gap-2">
      <PageHeader title="Section Headers" description="Titles and subtitles of the home page's sections." />
      <Tabs defaultValue="services">
        <TabsList className="grid h-auto w-full grid-cols-1 gap-1 sm:flex sm:w-fit">
          {SECTIONS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map((section) => (
          <TabsContent key={section.id} value={section.id}>
            <SectionHeaderPanel {...section} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function SectionHeaderPanel({ id, label, description }: { id: SectionId; label: string; description: string }) {
  const path = `/api/section-headers/${id}`;
  const header = useAdminQuery<SectionHeader>(path, { retry: false });
  const notFound = header.error instanceof ApiError && header.error.status === 404;

  return (
    <SectionCard title={label} description={description}>
      {header.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-8" />
        </div>
      ) : header.isError && !notFound ? (
        <Alert variant="destructive">
          <AlertDescription>Error loading section header. Please try again.</AlertDescription>
        </Alert>
      ) : (
        <SectionHeaderForm
          // A fresh form when the stored header appears (after a create) or changes.
          key={header.data ? `${header.data.title}\u0000${header.data.subtitle ?? ''}` : 'new'}
          sectionId={id}
          path={path}
          exists={!notFound}
          initial={header.data ?? SECTION_HEADER_DEFAULTS[id]}
        />
      )}
    </SectionCard>
  );
}

const Field = TextField<SectionHeaderFormValues>;

function SectionHeaderForm({ sectionId, path, exists, initial }: { sectionId: SectionId; path: string; exists: boolean; initial: Pick<SectionHeader, 'title' | 'subtitle'> }) {
  const form = useSchemaForm(SectionHeaderFormSchema, sectionHeaderFormValues(initial));
  const update = useAdminMutation<CreateSectionHeader>({ method: 'PUT', path, success: SUCCESS, failure: FAILURE, invalidates: [path] });
  // The server's message on a create is "... created ...": SPEC's toast is the same for both.
  const create = useAdminMutation<CreateSectionHeader>({ method: 'POST', path: '/api/section-headers', success: SUCCESS, failure: FAILURE, invalidates: [path] });
  const pending = update.isPending || create.isPending;

  return (
    <SchemaForm form={form} idPrefix={`${sectionId}-header`} onSubmit={(values) => (exists ? update : create).mutate({ ...values, sectionId })}>
      <SavingFieldset pending={pending} className="grid gap-4">
        <Field name="title" label="Section Title" required />
        <Field name="subtitle" label="Section Subtitle" rows={3} />
      </SavingFieldset>
    </SchemaForm>
  );
}
