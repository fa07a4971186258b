// Search, filters and the date sort of Program Registrations; the server applies them (issue 28:
// GET /api/admin/registrations/page), a page at a time.
import { PAYMENT_STATUSES, REGISTRATION_STATUSES, type ConsentStatus } from '../../../../common/constants';
import { CONSENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../../../common/labels';
import { OVERBOOKED, REFUND_DUE } from '../../../../common/schemas/registration-list';
import { SearchField } from '../shared/search-field';
import { FilterSelect } from '../shared/filter-select';
import { useProgramOptions } from '../shared/program-options';
import type { ListParams } from '../shared/use-paged-list';

type SortOrder = 'newest' | 'oldest';
/** The consent filter's order: what staff look for first. */
const CONSENT_STATUSES_SHOWN = ['awaiting-guardian', 'signed', 'not-needed'] as const satisfies readonly ConsentStatus[];
const ALL = 'all';
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

/** The filters as the server takes them: the search as typed (debounced by the screen), newest or oldest first. */
export function registrationParams(filters: RegistrationFilters, search: string): ListParams {
  const chosen = (value: string) => (value === ALL ? undefined : value);
  return {
    q: search.trim() || undefined,
    programId: chosen(filters.programId),
    paymentStatus: chosen(filters.paymentStatus),
    registrationStatus: chosen(filters.registrationStatus),
    consentStatus: chosen(filters.consentStatus),
    dir: filters.sort === 'newest' ? 'desc' : 'asc',
  };
}

interface FiltersBarProps {
  filters: RegistrationFilters;
  onChange: <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) => void;
}

export function RegistrationFiltersBar({ filters, onChange }: FiltersBarProps) {
  const programOptions = useProgramOptions(ALL);
  return (
    <section aria-label="Search and filters" className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-5">
      <SearchField id="registrations-search" value={filters.search} onChange={(value) => onChange('search', value)} />
      <FilterSelect id="registrations-program" label="Program" value={filters.programId} onChange={(value) => onChange('programId', value)}
        options={programOptions} />
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
