// Search, filters and the date sort of Program Registrations, done on the client over the loaded list.
import { Search } from 'lucide-react';
import { PAYMENT_STATUSES, REGISTRATION_STATUSES, type ConsentStatus } from '../../../../common/constants';
import { CONSENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../../../common/labels';
import type { Registration } from '../../../../common/schemas/registration';
import { isOverbooked } from '../../../../common/seats';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FilterSelect } from '../shared/filter-select';

type SortOrder = 'newest' | 'oldest';
/** The consent filter's order: what staff look for first. */
const CONSENT_STATUSES_SHOWN = ['awaiting-guardian', 'signed', 'not-needed'] as const satisfies readonly ConsentStatus[];
const ALL = 'all';
/** Issue 27: the payment filter's choice of registrations owed a refund staff have not settled. */
export const REFUND_DUE = 'refund-due';
/** Issue 27: the payment filter's choice of registrations paid for a seat that was gone. */
export const OVERBOOKED = 'overbooked';
/** The payment filter's choices a link may open the list with (`?show=`). */
const SHOWN_BY_LINK = new Set([REFUND_DUE, OVERBOOKED]);

export interface RegistrationFilters {
  search: string;
  programId: string;
  paymentStatus: string;
  registrationStatus: string;
  consentStatus: string;
  sort: SortOrder;
}

export const NO_FILTERS: RegistrationFilters = { search: '', programId: ALL, paymentStatus: ALL, registrationStatus: ALL, consentStatus: ALL, sort: 'newest' };

/** The filters a link opens the list with: the dashboard's "Refunds Due" opens `?show=refund-due`, "Overbooked" `?show=overbooked`. */
export function filtersFromSearch(search: string): RegistrationFilters {
  const show = new URLSearchParams(search).get('show');
  return show && SHOWN_BY_LINK.has(show) ? { ...NO_FILTERS, paymentStatus: show } : NO_FILTERS;
}

export const isFiltering = (filters: RegistrationFilters) =>
  filters.search.trim() !== '' || filters.programId !== ALL || filters.paymentStatus !== ALL || filters.registrationStatus !== ALL
  || filters.consentStatus !== ALL;

const time = (value: string) => {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? 0 : ms;
};

/** The rows matching the search (name or email) and the filters, sorted by registration date. */
export function filterRegistrations(rows: readonly Registration[], filters: RegistrationFilters): Registration[] {
  const terms = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = rows.filter((row) => {
    if (filters.programId !== ALL && String(row.programId) !== filters.programId) return false;
    if (filters.paymentStatus === REFUND_DUE) {
      if (!row.refundDueCents) return false;
    } else if (filters.paymentStatus === OVERBOOKED) {
      if (!isOverbooked(row)) return false;
    } else if (filters.paymentStatus !== ALL && row.paymentStatus !== filters.paymentStatus) return false;
    if (filters.registrationStatus !== ALL && row.registrationStatus !== filters.registrationStatus) return false;
    if (filters.consentStatus !== ALL && row.consentStatus !== filters.consentStatus) return false;
    if (terms.length === 0) return true;
    const haystack = `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
  const direction = filters.sort === 'newest' ? -1 : 1;
  return matches.sort((a, b) => direction * (time(a.createdAt) - time(b.createdAt) || a.id - b.id));
}

/** The programs the rows belong to, by name: the program filter's choices. */
function programsOf(rows: readonly Registration[]) {
  const byId = new Map<number, string>();
  for (const row of rows) if (!byId.has(row.programId)) byId.set(row.programId, row.programName);
  return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
}

interface FiltersBarProps {
  rows: readonly Registration[];
  filters: RegistrationFilters;
  onChange: <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) => void;
}

export function RegistrationFiltersBar({ rows, filters, onChange }: FiltersBarProps) {
  return (
    <section aria-label="Search and filters" className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1.3fr)_repeat(5,minmax(0,1fr))]">
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
            onChange={(event) => onChange('search', event.target.value)}
          />
        </div>
      </div>
      <FilterSelect id="registrations-program" label="Program" value={filters.programId} onChange={(value) => onChange('programId', value)}
        options={[[ALL, 'All programs'], ...programsOf(rows).map(([id, name]): [string, string] => [String(id), name])]} />
      <FilterSelect id="registrations-payment" label="Payment Status" value={filters.paymentStatus} onChange={(value) => onChange('paymentStatus', value)}
        options={[[ALL, 'All payments'], ...PAYMENT_STATUSES.map((status): [string, string] => [status, PAYMENT_STATUS_LABELS[status]]), [REFUND_DUE, 'Refund due'], [OVERBOOKED, 'Overbooked']]} />
      <FilterSelect id="registrations-status" label="Registration Status" value={filters.registrationStatus} onChange={(value) => onChange('registrationStatus', value)}
        options={[[ALL, 'All statuses'], ...REGISTRATION_STATUSES.map((status): [string, string] => [status, REGISTRATION_STATUS_LABELS[status]])]} />
      <FilterSelect id="registrations-consent" label="Consent" value={filters.consentStatus} onChange={(value) => onChange('consentStatus', value)}
        options={[[ALL, 'All'], ...CONSENT_STATUSES_SHOWN.map((status): [string, string] => [status, CONSENT_STATUS_LABELS[status]])]} />
      <FilterSelect id="registrations-sort" label="Sort by Date" value={filters.sort} onChange={(value) => onChange('sort', value as SortOrder)}
        options={[['newest', 'Newest first'], ['oldest', 'Oldest first']]} />
    </section>
  );
}
