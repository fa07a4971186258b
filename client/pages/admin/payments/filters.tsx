// The ledger's filters: a search (registrant, email, program), kind, a date range (Arizona calendar
// days, as the server counts them) and program. They go to the server (issue 28: GET
// /api/admin/payments/page?q=&kind=&from=&to=&programId=), so the rows and the totals follow.
import { X } from 'lucide-react';
import { LEDGER_KINDS } from '../../../../common/constants';
import { LedgerQuerySchema } from '../../../../common/schemas/ledger';
import type { Program } from '../../../../common/schemas/program';
import { Button } from '../../../components/ui/button';
import { useAdminQuery } from '../shared/admin-api';
import { SearchField } from '../shared/search-field';
import { DateRangeFields } from '../shared/date-range-fields';
import { FilterSelect } from '../shared/filter-select';
import type { LedgerFilter } from './use-ledger';

const ALL = 'all';

export interface LedgerFilters {
  search: string;
  kind: string;
  from: string;
  to: string;
  programId: string;
}

export const NO_FILTERS: LedgerFilters = { search: '', kind: ALL, from: '', to: '', programId: ALL };

export const isFiltering = (filters: LedgerFilters) =>
  filters.search.trim() !== '' || filters.kind !== ALL || filters.from !== '' || filters.to !== '' || filters.programId !== ALL;

const KIND_OPTIONS: [string, string][] = [[ALL, 'All kinds'], ...LEDGER_KINDS.map((kind): [string, string] => [kind, { payment: 'Payments', refund: 'Refunds', dispute: 'Disputes' }[kind]])];

/** The filters as the API takes them (the search aside: the screen sends it as typing pauses), or the message of what is wrong with them (the server's rule and words). */
export function ledgerQuery(filters: LedgerFilters): { query: LedgerFilter; error?: undefined } | { query?: undefined; error: string } {
  const query: LedgerFilter = {
    ...(filters.kind !== ALL && { kind: filters.kind }),
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
    ...(filters.programId !== ALL && { programId: filters.programId }),
  };
  const checked = LedgerQuerySchema.safeParse(query);
  return checked.success ? { query } : { error: checked.error.issues[0]?.message ?? 'Please check the filters' };
}

interface LedgerFiltersBarProps {
  filters: LedgerFilters;
  error: string | undefined;
  onChange: <K extends keyof LedgerFilters>(key: K, value: LedgerFilters[K]) => void;
  onClear: () => void;
}

export function LedgerFiltersBar({ filters, error, onChange, onClear }: LedgerFiltersBarProps) {
  const programs = useAdminQuery<Pick<Program, 'id' | 'name'>[]>('/api/programs');
  const programOptions: [string, string][] = [
    [ALL, 'All programs'],
    ...(programs.data ?? []).map(({ id, name }): [string, string] => [String(id), name]).sort((a, b) => a[1].localeCompare(b[1])),
  ];
  return (
    <section aria-label="Ledger filters" className="grid gap-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(8rem,1fr))_auto] lg:items-end">
        <SearchField id="ledger-search" value={filters.search} onChange={(value) => onChange('search', value)} />
        <FilterSelect id="ledger-kind" label="Kind" value={filters.kind} onChange={(value) => onChange('kind', value)} options={KIND_OPTIONS} />
        <FilterSelect id="ledger-program" label="Program" value={filters.programId} onChange={(value) => onChange('programId', value)} options={programOptions} />
        <DateRangeFields
          idPrefix="ledger"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          errorId={error ? 'ledger-filters-error' : undefined}
          linked
        />
        <Button variant="ghost" className="col-span-2 justify-self-start lg:col-span-1" onClick={onClear} disabled={!isFiltering(filters)}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </div>
      {error && (
        <p id="ledger-filters-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
