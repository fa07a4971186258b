// Program Registrations (SPEC section 2): the list with search, filters, date sort and paging done on
// the client, CSV export of the filtered rows, and the create / details / edit / delete dialogs.
import { useMemo, useState } from 'react';
import { AlertTriangle, ChevronLeft, ChevronRight, Download, Eye, Pencil, Plus, RefreshCw, Search, Trash2 } from 'lucide-react';
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../../../common/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError, apiRequest, readToken } from '../../../lib/api';
import { formatDateMedium } from '../../../../common/format';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { PageHeader } from '../shared/page-header';
import { useAdminMutation, useAdminQuery } from '../shared/admin-api';
import { RegistrationDetailsDialog } from './registration-details';
import { RegistrationFormDialog, type RegistrationBody } from './registration-form';
import {
  ALL, EXPERIENCE_NAMES, EXPERIENCE_YEARS, NO_FILTERS, PAYMENT_STATUS_BADGES, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_BADGES, REGISTRATION_STATUS_LABELS,
  downloadRegistrationsCsv, experienceLabel, filterRegistrations, fullName,
  type Registration, type RegistrationFilters, type SortOrder,
} from './registration-model';

const PATH = '/api/registrations';
const PAGE_SIZE = 25;

/** SPEC sections 6 and 8: no stored token, or a failed response, each have their own message. */
async function fetchRegistrations() {
  if (!readToken()) throw new Error('Authentication token not found. Please log in again.');
  try {
    return await apiRequest<{ success: boolean; data: Registration[] }>(PATH);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to fetch registrations: ${error.status} ${error.statusText}`.trim(), { cause: error });
    throw error;
  }
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'view'; registration: Registration }
  | { kind: 'edit'; registration: Registration }
  | { kind: 'delete'; registration: Registration };

export function RegistrationsScreen() {
  const query = useAdminQuery<Registration[]>(PATH, { queryFn: fetchRegistrations, retry: 2 });
  const [filters, setFilters] = useState<RegistrationFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const create = useAdminMutation<RegistrationBody>({
    method: 'POST', path: PATH, success: 'Registration created successfully', failure: 'Failed to create registration',
    invalidates: [PATH], onSuccess: close,
  });
  const update = useAdminMutation<{ id: number; body: RegistrationBody }>({
    method: 'PUT', path: ({ id }) => `${PATH}/${id}`, body: ({ body }) => body,
    success: 'Registration updated successfully', failure: 'Failed to update registration', invalidates: [PATH], onSuccess: close,
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE', path: (id) => `${PATH}/${id}`,
    success: 'Registration deleted successfully', failure: 'Failed to delete registration', invalidates: [PATH], onSuccess: close,
  });

  const rows = query.data;
  const programs = useMemo(() => {
    const byId = new Map<number, string>();
    for (const row of rows ?? []) if (!byId.has(row.programId)) byId.set(row.programId, row.programName);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [rows]);
  const filtered = useMemo(() => filterRegistrations(rows ?? [], filters), [rows, filters]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = useMemo(() => filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE), [filtered, currentPage]);

  const setFilter = <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtering = filters.search.trim() !== '' || filters.programId !== ALL || filters.paymentStatus !== ALL || filters.registrationStatus !== ALL;
  const refreshing = query.isFetching && !query.isLoading;

  if (query.isError && !rows) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center" role="alert">
        <AlertTriangle className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Failed to Load Registrations</h1>
        <p className="max-w-md text-muted-foreground">{query.error.message}</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {query.isFetching ? 'Retrying...' : 'Retry Loading'}
        </Button>
      </div>
    );
  }

  const first = filtered.length === 0 ? 0 : (currentPage - 1) * PAGE_SIZE + 1;
  const last = Math.min(currentPage * PAGE_SIZE, filtered.length);

  return (
    <div>
      <PageHeader
        title="Program Registrations"
        description="View and manage registrations for all programs."
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden="true" />
              Add Registration
            </Button>
            <Button variant="outline" onClick={() => downloadRegistrationsCsv(filtered)} disabled={!rows || filtered.length === 0}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      <section aria-label="Search and filters" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(8rem,1fr))]">
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor="registrations-search">Search</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="registrations-search"
              type="search"
              placeholder="Name or email"
              className="pl-8"
              value={filters.search}
              onChange={(event) => setFilter('search', event.target.value)}
            />
          </div>
        </div>
        <FilterSelect id="registrations-program" label="Program" value={filters.programId} onChange={(value) => setFilter('programId', value)}
          options={[[ALL, 'All programs'], ...programs.map(({ id, name }): [string, string] => [String(id), name])]} />
        <FilterSelect id="registrations-payment" label="Payment Status" value={filters.paymentStatus} onChange={(value) => setFilter('paymentStatus', value)}
          options={[[ALL, 'All payments'], ...PAYMENT_STATUSES.map((status): [string, string] => [status, PAYMENT_STATUS_LABELS[status]])]} />
        <FilterSelect id="registrations-status" label="Registration Status" value={filters.registrationStatus} onChange={(value) => setFilter('registrationStatus', value)}
          options={[[ALL, 'All statuses'], ...REGISTRATION_STATUSES.map((status): [string, string] => [status, REGISTRATION_STATUS_LABELS[status]])]} />
        <FilterSelect id="registrations-sort" label="Sort by Date" value={filters.sort} onChange={(value) => setFilter('sort', value as SortOrder)}
          options={[['newest', 'Newest first'], ['oldest', 'Oldest first']]} />
      </section>

      {query.isLoading || !rows ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading registrations" />
        </div>
      ) : rows.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-medium">No registrations yet</p>
            <p className="text-sm text-muted-foreground">Registrations appear here as soon as people sign up for a program.</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </CardContent>
        </Card>
      ) : filtered.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-medium">No registrations match your search</p>
            <Button variant="outline" onClick={() => { setFilters(NO_FILTERS); setPage(1); }}>
              Clear filters
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <Table>
            <TableCaption className="sr-only">Program registrations{filtering ? ' (filtered)' : ''}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="px-2">Date</TableHead>
                <TableHead scope="col" className="px-2">Program</TableHead>
                <TableHead scope="col" className="px-2">Registrant</TableHead>
                <TableHead scope="col" className="px-2">Email</TableHead>
                <TableHead scope="col" className="px-2">Experience</TableHead>
                <TableHead scope="col" className="px-2">Status</TableHead>
                <TableHead scope="col" className="px-2">Payment</TableHead>
                <TableHead scope="col" className="px-2 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((registration) => {
                const name = fullName(registration);
                return (
                  <TableRow key={registration.id} data-registration-id={registration.id}>
                    <TableCell className="px-2 whitespace-nowrap">{formatDateMedium(registration.createdAt)}</TableCell>
                    <TableCell className="min-w-36 max-w-48 px-2">{registration.programName}</TableCell>
                    <TableCell className="min-w-24 px-2 font-medium">{name}</TableCell>
                    <TableCell className="max-w-48 truncate px-2" title={registration.email}>{registration.email}</TableCell>
                    <TableCell className="px-2 whitespace-nowrap">
                      <span className="sr-only">{experienceLabel(registration.experienceLevel)}</span>
                      <span aria-hidden="true">
                        {EXPERIENCE_NAMES[registration.experienceLevel ?? 'beginner']}
                        <span className="block text-xs text-muted-foreground">{EXPERIENCE_YEARS[registration.experienceLevel ?? 'beginner']}</span>
                      </span>
                    </TableCell>
                    <TableCell className="px-2">
                      <Badge variant={REGISTRATION_STATUS_BADGES[registration.registrationStatus]}>
                        {REGISTRATION_STATUS_LABELS[registration.registrationStatus]}
                      </Badge>
                    </TableCell>
                    <TableCell className="px-2">
                      <Badge variant={PAYMENT_STATUS_BADGES[registration.paymentStatus]}>{PAYMENT_STATUS_LABELS[registration.paymentStatus]}</Badge>
                    </TableCell>
                    <TableCell className="px-2">
                      <div className="flex justify-end">
                        <Button variant="ghost" size="icon" className="size-8" aria-label={`View registration of ${name}`} title="View"
                          onClick={() => setDialog({ kind: 'view', registration })}>
                          <Eye aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit registration of ${name}`} title="Edit"
                          onClick={() => setDialog({ kind: 'edit', registration })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Delete registration of ${name}`} title="Delete"
                          className="size-8 text-destructive hover:text-destructive" onClick={() => setDialog({ kind: 'delete', registration })}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <nav aria-label="Registrations pages" className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {first}–{last} of {filtered.length}
              {filtering && rows.length !== filtered.length ? ` (filtered from ${rows.length})` : ''}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(currentPage - 1)} disabled={currentPage <= 1}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm" aria-current="page">Page {currentPage} of {pageCount}</span>
              <Button variant="outline" size="sm" onClick={() => setPage(currentPage + 1)} disabled={currentPage >= pageCount}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}

      <RegistrationFormDialog
        open={dialog.kind === 'create' || dialog.kind === 'edit'}
        onOpenChange={(open) => !open && close()}
        registration={dialog.kind === 'edit' ? dialog.registration : undefined}
        pending={create.isPending || update.isPending}
        onSubmit={(body) => (dialog.kind === 'edit' ? update.mutate({ id: dialog.registration.id, body }) : create.mutate(body))}
      />
      <RegistrationDetailsDialog
        registration={dialog.kind === 'view' ? dialog.registration : null}
        onOpenChange={(open) => !open && close()}
        onEdit={(registration) => setDialog({ kind: 'edit', registration })}
      />
      <ConfirmDeleteDialog
        open={dialog.kind === 'delete'}
        onOpenChange={(open) => !open && !remove.isPending && close()}
        title="Delete Registration"
        description={
          dialog.kind === 'delete'
            ? `Are you sure you want to delete the registration of ${fullName(dialog.registration)} for ${dialog.registration.programName}? This action cannot be undone.`
            : ''
        }
        pending={remove.isPending}
        onConfirm={() => dialog.kind === 'delete' && remove.mutate(dialog.registration.id)}
      />
    </div>
  );
}

function FilterSelect({ id, label, value, onChange, options }: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
