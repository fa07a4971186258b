// The ledger's filters: a search (registrant, email, program), kind, a date range (Arizona calendar
// days, as the server counts them) and program. They go to the server (issue 28: GET
// /api/admin/payments/page?q=&kind=&from=&to=&programId=), so the rows and the totals follow.
import { X } from 'lucide-react';
import { LEDGER_KINDS } from '../../../../common/constants';
import { LedgerQuerySchema } from '../../../../common/schemas/ledger';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../shared/search-field';
import { FilterBar } from '../shared/filter-bar';
import { FilterSelect } from '../shared/filter-select';
import { useProgramOptions } from '../shared/program-options';
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
  const programOptions = useProgramOptions(ALL);
  return (
    <FilterBar
      label="Ledger filters"
      idPrefix="ledger"
      columns="lg:grid-cols-[repeat(4,minmax(8rem,1fr))_auto]"
      dates={{ from: filters.from, to: filters.to, onChange, linked: true }}
      error={error}
      end={(
        <Button variant="ghost" className="col-span-2 justify-self-start lg:col-span-1" onClick={onClear} disabled={!isFiltering(filters)}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      )}
    >
      <SearchField id="ledger-search" value={filters.search} onChange={(value) => onChange('search', value)} />
      <FilterSelect id="ledger-kind" label="Kind" value={filters.kind} onChange={(value) => onChange('kind', value)} options={KIND_OPTIONS} />
      <FilterSelect id="ledger-program" label="Program" value={filters.programId} onChange={(value) => onChange('programId', value)} options={programOptions} />
    </FilterBar>
  );
}
