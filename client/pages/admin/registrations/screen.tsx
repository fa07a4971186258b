// SPEC section 2 "Program Registrations": the list with search, filters and date sort, paged on the
// server (issue 28: GET /api/admin/registrations/page), CSV export of every filtered row (…/export), and the
// create / details / edit / delete dialogs. A load failure (after two retries, SPEC section 7) shows its
// own screen.
import { useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { AlertTriangle, Download, FileSpreadsheet, RefreshCw } from 'lucide-react';
import type { ApiSuccess } from '../../../../common/api';
import { fullName } from '../../../../common/format';
import {
  RegistrationFormSchema, registrationFormValues, type AdminRegistration, type Registration,
} from '../../../../common/schemas/registration';
import type { Page } from '../../../../common/schemas/paging';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiRequest, readToken } from '../../../lib/api';
import { toast } from '../../../hooks/use-toast';
import { useAuth } from '../../../lib/auth';
import { RowsTable } from '../shared/data-table';
import { AddButton, PageHeader } from '../shared/page-header';
import { Pager } from '../shared/pager';
import { ResourceDialogs } from '../shared/resource-dialogs';
import { usePagedList } from '../shared/use-paged-list';
import { useResource, useRowDialogs } from '../shared/use-resource';
import { useTimeZone } from '../shared/use-time-zone';
import { registrationColumns } from './columns';
import { RegistrationDetailsDialog } from './details';
import { DuplicateConfirmDialog, useDuplicateConfirm } from './duplicate-confirm';
import { NO_FILTERS, RegistrationFiltersBar, filtersFromSearch, isFiltering, registrationParams, type RegistrationFilters } from './filters';
import { RegistrationFields } from './form';
import { downloadRegistrationsCsv } from './registrations-csv';

const PATH = '/api/registrations';
const PAGE_PATH = '/api/admin/registrations/page';
const EXPORT_PATH = '/api/admin/registrations/export';
const PAGE_SIZE = 25;

type RegistrationPage = Page<Registration> & { unfilteredTotal: number };

/** SPEC sections 6 and 8: no stored token, or a failed response, each have their own message. */
async function fetchRegistrations<T>(url: string) {
  if (!readToken()) throw new Error('Authentication token not found. Please log in again.');
  try {
    return await apiRequest<ApiSuccess<T>>(url);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to fetch registrations: ${error.status} ${error.statusText}`.trim(), { cause: error });
    throw error;
  }
}

/** The saves; a save the server warns is a duplicate person is asked about (issue 27). The rows come a page at a time (useRegistrationsPage). */
function useRegistrations(duplicate: ReturnType<typeof useDuplicateConfirm>) {
  const resource = useResource<Registration, AdminRegistration>({ path: PATH, noun: 'registration', list: { enabled: false } }, {
    create: (error, input) => duplicate.asks(error, (done) => resource.create.mutate({ ...input, confirmDuplicate: true }, done)),
    update: (error, { id, values }) => duplicate.asks(error, (done) => resource.update.mutate({ id, values: { ...values, confirmDuplicate: true } }, done)),
  });
  return resource;
}

/** The registration whose details are open: its row on the page shown, then as the server has it (?view= may name one on another page). */
function useViewedRegistration(id: number | null, shown: readonly Registration[] | undefined) {
  const { status } = useAuth();
  const onPage = shown?.find((row) => row.id === id);
  return useQuery({
    // Under the list's key: what refreshes the list (a refund made in the details) refreshes it too.
    queryKey: [PATH, 'one', id],
    queryFn: () => fetchRegistrations<Registration>(`${PATH}/${id}`),
    select: (body) => body.data,
    enabled: id !== null && status === 'authenticated',
    ...(onPage && { placeholderData: { success: true as const, data: onPage } }),
  });
}

function LoadFailure({ query }: { query: UseQueryResult<RegistrationPage, Error> }) {
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
  const dialogs = useRowDialogs<Registration>();
  // The details follow the list (a refund made in them changes the row); /admin/registrations?view={id}
  // (the reconciliation panel's Open registration) opens them on arrival.
  const [viewingId, setViewingId] = useState<number | null>(() => viewParam(search));
  const [filters, setFilters] = useState<RegistrationFilters>(() => filtersFromSearch(search));
  // The server is asked when typing pauses.
  const typed = useDebouncedValue(filters.search);
  const paged = usePagedList<Registration, RegistrationPage>({
    path: PAGE_PATH, exportPath: EXPORT_PATH, key: PATH, params: registrationParams(filters, typed), limit: PAGE_SIZE, fetchJson: fetchRegistrations, retry: 2,
  });
  const list = paged.query;
  const [exporting, setExporting] = useState(false);
  const timeZone = useTimeZone();

  const rows = list.data?.items;
  const viewing = useViewedRegistration(viewingId, rows).data ?? null;
  const filtering = isFiltering(filters);
  const refreshing = list.isFetching && !list.isLoading;
  const refresh = () => void list.refetch();
  const noneYet = list.data?.unfilteredTotal === 0;
  const exportCsv = async (kind?: 'full') => {
    setExporting(true);
    try {
      downloadRegistrationsCsv(await paged.fetchAll(), timeZone, kind);
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'The export failed. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const setFilter = <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  };
  const closeDetails = () => {
    setViewingId(null);
    // Closed, the details do not come back with a reload.
    if (viewParam(search) !== null) navigate('/admin/registrations', { replace: true });
  };
  const clearFilters = () => setFilters(NO_FILTERS);

  // A failed refresh keeps the rows already shown.
  if (list.isError && !rows) return <LoadFailure query={list} />;

  return (
    <div>
      <PageHeader
        title="Program Registrations"
        description="View and manage registrations for all programs."
        actions={
          <>
            <AddButton onClick={dialogs.startCreate}>Add Registration</AddButton>
            <Button variant="outline" onClick={() => void exportCsv()} disabled={!rows || paged.total === 0 || exporting}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button
              variant="outline"
              title="Export CSV's columns plus amount, bundle, shirt size, parent/guardian contact, consent and emergency contact"
              onClick={() => void exportCsv('full')}
              disabled={!rows || paged.total === 0 || exporting}
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

      <RegistrationFiltersBar filters={filters} onChange={setFilter} />

      {!rows ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading registrations" />
        </div>
      ) : noneYet ? (
        <Empty>
          <p className="font-medium">No registrations yet</p>
          <p className="text-sm text-muted-foreground">Registrations appear here as soon as people sign up for a program.</p>
          <Button variant="outline" onClick={refresh} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </Empty>
      ) : rows.length === 0 ? (
        <Empty>
          <p className="font-medium">No registrations match your search</p>
          <Button variant="outline" onClick={clearFilters}>
            Clear filters
          </Button>
        </Empty>
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <RowsTable
            rows={rows}
            label={`Program registrations${filtering ? ' (filtered)' : ''}`}
            columns={registrationColumns(dialogs, (registration) => setViewingId(registration.id), timeZone)}
            emptyText="No registrations match your search"
          />
          <Pager label="Registrations pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.goTo}>
            Showing {paged.first}–{paged.last} of {paged.total}
            {filtering && list.data && list.data.unfilteredTotal !== paged.total ? ` (filtered from ${list.data.unfilteredTotal})` : ''}
          </Pager>
        </div>
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
