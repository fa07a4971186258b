// The fees report (issue 30, point 6): per official, the games worked in a period, their positions and
// fees, with the period's total; and the same as a CSV file for payroll, built here from the rows shown.
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../../../common/money';
import type { FeesRow } from '../../../../common/schemas/game';
import { Button } from '../../../components/ui/button';
import { useAdminQuery } from '../shared/admin-api';
import { downloadCsv } from '../shared/csv';
import { RowsTable, type ColumnDef } from '../shared/data-table';
import { FilterBar } from '../shared/filter-bar';
import { QueryStates } from '../shared/query-states';
import { FEES_PATH } from './crew';
import { feesCsv, feesFileName, feesPeriod, feesTotalCents } from './fees-csv';

const columns: ColumnDef<FeesRow>[] = [
  {
    header: 'Official', pin: 'start', className: 'min-w-36', cell: (row) => (
      <>
        <span className="block font-medium">{row.name}</span>
        <span className="block text-xs break-all text-muted-foreground">{row.email}</span>
        <span className="block text-xs sm:hidden">{row.positions.join(', ')}</span>
      </>
    ),
  },
  { header: 'Games', headClassName: 'text-right', className: 'text-right tabular-nums', cell: (row) => row.games },
  { header: 'Positions', from: 'sm', className: 'min-w-32', cell: (row) => row.positions.join(', ') },
  { header: 'Total', pin: 'end', headClassName: 'text-right', className: 'text-right tabular-nums font-medium whitespace-nowrap', cell: (row) => formatMoney(row.totalCents) },
];

const gamesLabel = (games: number) => `${games} ${games === 1 ? 'game' : 'games'}`;

interface Period {
  from: string;
  to: string;
}

interface PeriodBarProps<Value extends Period> {
  label: string;
  idPrefix: string;
  period: Value;
  onChange: (update: (current: Value) => Value) => void;
  error: string | undefined;
  /** What follows the dates (a checkbox, a download). */
  end: ReactNode;
}

/** A period's From and To (each picker stops at the other), what follows them, and what is wrong with them. */
export function PeriodBar<Value extends Period>({ label, idPrefix, period, onChange, error, end }: PeriodBarProps<Value>) {
  const dates = { from: period.from, to: period.to, linked: true, onChange: (key: 'from' | 'to', value: string) => onChange((current) => ({ ...current, [key]: value })) };
  return (
    <FilterBar label={label} idPrefix={idPrefix} columns="sm:grid-cols-[repeat(2,minmax(8rem,12rem))_auto]" dates={dates} error={error} end={end}>
      {null}
    </FilterBar>
  );
}

export function FeesReport({ today }: { today: string }) {
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const { query, error } = feesPeriod(period.from, period.to);
  const search = query ? `?from=${query.from}&to=${query.to}` : '';
  const fees = useAdminQuery<FeesRow[]>(`${FEES_PATH}${search}`, { queryKey: [FEES_PATH, search], enabled: query !== undefined });
  return (
    <section aria-label="Fees report" className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">Games marked as worked in the period (cancelled games left out), per official, for payroll.</p>
      <PeriodBar
        label="Fees period" idPrefix="fees" period={period} onChange={setPeriod} error={error}
        end={(
          <Button
            variant="outline" className="col-span-2 w-fit self-end sm:col-span-1" disabled={!query || !fees.data || fees.data.length === 0}
            onClick={() => query && fees.data && downloadCsv(feesCsv(fees.data), feesFileName(query))}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        )}
      />
      {query && (
        <QueryStates query={fees} loadingLabel="Loading the fees" error="Error loading the fees. Please try again.">
          {(rows) => (
            <>
              <RowsTable label="Fees" scrollLabel="Fees (table)" rows={rows} rowKey={(row) => row.email} columns={columns} emptyText="No games worked in this period" className="sm:min-w-[30rem]" />
              {rows.length > 0 && (
                <p role="status" className="text-right font-medium">
                  Total: {formatMoney(feesTotalCents(rows))} for {gamesLabel(rows.reduce((sum, row) => sum + row.games, 0))}
                </p>
              )}
            </>
          )}
        </QueryStates>
      )}
    </section>
  );
}
