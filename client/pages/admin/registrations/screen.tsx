// SPEC section 2 "Program Registrations": the list with search, filters, date sort and paging done on
// the client, CSV export of the filtered rows, and the create / details / edit / delete dialogs. A load
// failure (after two retries, SPEC section 7) shows its own screen.
import { useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { AlertTriangle, Download, FileSpreadsheet, RefreshCw } from 'lucide-react';
import type { ApiSuccess } from '../../../../common/api';
import { fullName } from '../../../../common/format';
import {
  RegistrationFormSchema, registrationFormValues, type AdminRegistration, type Registration,
} from '../../../../common/schemas/registration';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiRequest, readToken } from '../../../lib/api';
import { RowsTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { Pager } from '../shared/pager';
import { ResourceDialogs } from '../shared/resource-dialogs';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { registrationColumns } from './columns';
import { RegistrationDetailsDialog } from './details';
import { DuplicateConfirmDialog, useDuplicateConfirm } from './duplicate-confirm';
import { NO_FILTERS, RegistrationFiltersBar, filterRegistrations, filtersFromSearch, isFiltering, type RegistrationFilters } from './filters';
import { RegistrationFields } from './form';
import { downloadRegistrationsCsv } from './registrations-csv';

const PATH = '/api/registrations';
const PAGE_SIZE = 25;

/** SPEC sections 6 and 8: no stored token, or a failed response, each have their own message. */
async function fetchRegistrations() {
  if (!readToken()) throw new Error('Authentication token not found. Please log in again.');
  try {
    return await apiRequest<ApiSuccess<Registration[]>>(PATH);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to fetch registrations: ${error.status} ${error.statusText}`.trim(), { cause: error });
    throw error;
  }
}

/** The list and its saves; a save the server warns is a duplicate person is asked about (issue 27). */
function useRegistrations(duplicate: ReturnType<typeof useDuplicateConfirm>) {
  const resource = useResource<Registration, AdminRegistration>({ path: PATH, noun: 'registration', list: { queryFn: fetchRegistrations, retry: 2 } }, {
    create: (error, input) => duplicate.asks(error, (done) => resource.create.mutate({ ...input, confirmDuplicate: true }, done)),
    update: (error, { id, values }) => duplicate.asks(error, (done) => resource.update.mutate({ id, values: { ...values, confirmDuplicate: true } }, done)),
  });
  return resource;
}

function LoadFailure({ query }: { query: UseQueryResult<Registration[], Error> }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center" role="alert">
      <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Failed to Load Registrations</h1>
      <p className="max-w-md text-muted-foreground">{query.error?.message}</p>
      <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
        {query.isFetching ? 'Retrying...' : 'Retry Loading'}
      </Button>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">{children}</CardContent>
    </Card>
  );
}

/** The registration to show first, from ?view={id}. */
function viewParam(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('view'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function RegistrationsScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const duplicate = useDuplicateConfirm();
  const registrations = useRegistrations(duplicate);
  const { list } = registrations;
  const dialogs = useRowDialogs<Registration>();
  // The details follow the list (a refund made in them changes the row); /admin/registrations?view={id}
  // (the reconciliation panel's Open registration) opens them on arrival.
  const [viewingId, setViewingId] = useState<number | null>(() => viewParam(search));
  const [filters, setFilters] = useState<RegistrationFilters>(() => filtersFromSearch(search));
  const [page, setPage] = useState(1);

  const rows = list.data;
  const viewing = useMemo(() => rows?.find((row) => row.id === viewingId) ?? null, [rows, viewingId]);
  const filtered = useMemo(() => filterRegistrations(rows ?? [], filters), [rows, filters]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = useMemo(() => filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE), [filtered, currentPage]);
  const filtering = isFiltering(filters);
  const refreshing = list.isFetching && !list.isLoading;
  const refresh = () => void list.refetch();

  const setFilter = <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const closeDetails = () => {
    setViewingId(null);
    // Closed, the details do not come back with a reload.
    if (viewParam(search) !== null) navigate('/admin/registrations', { replace: true });
  };
  const clearFilters = () => {
    setFilters(NO_FILTERS);
    setPage(1);
  };

  // A failed refresh keeps the rows already shown.
  if (list.isError && !rows) return <LoadFailure query={list} />;

  const first = filtered.length === 0 ? 0 : (currentPage - 1) * PAGE_SIZE + 1;
  const last = Math.min(currentPage * PAGE_SIZE, filtered.length);

  return (
    <div>
      <PageHeader
        title="Program Registrations"
        description="View and manage registrations for all programs."
        actions={
          <>
            <AddButton onClick={dialogs.startCreate}>Add Registration</AddButton>
            <Button variant="outline" onClick={() => downloadRegistrationsCsv(filtered)} disabled={!rows || filtered.length === 0}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button
              variant="outline"
              title="Export CSV's columns plus amount, bundle, shirt size, parent/guardian contact, consent and emergency contact"
              onClick={() => downloadRegistrationsCsv(filtered, 'full')}
              disabled={!rows || filtered.length === 0}
            >
              <FileSpreadsheet aria-hidden="true" />
              Full export
            </Button>
            <Button variant="outline" onClick={refresh} disabled={list.isFetching}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      <RegistrationFiltersBar rows={rows ?? []} filters={filters} onChange={setFilter} />

      {!rows ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading registrations" />
        </div>
      ) : rows.length === 0 ? (
        <Empty>
          <p className="font-medium">No registrations yet</p>
          <p className="text-sm text-muted-foreground">Registrations appear here as soon as people sign up for a program.</p>
          <Button variant="outline" onClick={refresh} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </Empty>
      ) : filtered.length === 0 ? (
        <Empty>
          <p className="font-medium">No registrations match your search</p>
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        </Empty>
      ) : (
        <>
          <RowsTable
            rows={visible}
            label={`Program registrations${filtering ? ' (filtered)' : ''}`}
            columns={registrationColumns(dialogs, (registration) => setViewingId(registration.id))}
            emptyText="No registrations match your search"
          />
          <Pager label="Registrations pages" page={currentPage} pageCount={pageCount} onPage={setPage}>
            Showing {first}–{last} of {filtered.length}
            {filtering && rows.length !== filtered.length ? ` (filtered from ${rows.length})` : ''}
          </Pager>
        </>
      )}

      <ResourceDialogs
        resource={registrations}
        dialogs={dialogs}
        schema={RegistrationFormSchema}
        values={registrationFormValues}
        fields={(registration) => <RegistrationFields registration={registration} />}
        className="sm:max-w-2xl"
        add={{
          title: 'Create Registration',
          description: 'Add a registration on behalf of a registrant. Fields marked * are required.',
          idPrefix: 'registration',
          submitLabel: 'Create Registration',
        }}
        edit={{
          title: 'Edit Registration',
          description: 'Update the registration details below. Fields marked * are required.',
          idPrefix: 'registration',
          submitLabel: 'Update Registration',
        }}
        delete={{
          title: 'Delete Registration',
          description: (registration) =>
            `Are you sure you want to delete the registration of ${fullName(registration)} for ${registration.programName}? This action cannot be undone.`,
          holdWhilePending: true,
        }}
      />
      <DuplicateConfirmDialog confirm={duplicate} pending={registrations.create.isPending || registrations.update.isPending} onSaved={dialogs.close} />
      <RegistrationDetailsDialog
        registration={viewing}
        onClose={closeDetails}
        onEdit={(registration) => {
          closeDetails();
          dialogs.startEdit(registration);
        }}
      />
    </div>
  );
}
