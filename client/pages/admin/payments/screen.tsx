// Payments (issue 14): the ledger of what Stripe reported (payments, refunds, disputes) and of money
// staff recorded by hand (issue 27), a page at a time with its search and filters sent to the server
// (issue 28), totals over the matching rows, the CSV file of them, a refund from a card payment's row,
// the refunds owed to registrants, and the reconciliation panel of what disagrees with the registrations.
import { Download, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { LedgerEntry, LedgerTotals } from '../../../../common/schemas/ledger';
import type { Page } from '../../../../common/schemas/paging';
import { placeTime } from '../../../../common/calendar/zone';
import { formatMoney } from '../../../../common/money';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { toast } from '../../../hooks/use-toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { RowsTable } from '../shared/data-table';
import { PageHeader } from '../shared/page-header';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { useTimeZone } from '../shared/use-time-zone';
import { TestModeWarning } from '../test-mode-warning';
import { ledgerColumns } from './columns';
import { LedgerFiltersBar, NO_FILTERS, isFiltering, ledgerQuery, type LedgerFilters } from './filters';
import { refundableCents } from './ledger-labels';
import { downloadPaymentsCsv } from './payments-csv';
import { ReconciliationPanel } from './reconciliation';
import { RefundDialog, type RefundTarget } from './refund-dialog';
import { RefundsDuePanel } from './refunds-due';
import { LEDGER, useReconciliation, type LedgerFilter } from './use-ledger';

const PAGE_PATH = '/api/admin/payments/page';
const EXPORT_PATH = '/api/admin/payments/export';
const PAGE_SIZE = 50;

function Total({ label, cents, note, tone }: { label: string; cents: number | undefined; note?: ReactNode; tone?: 'problem' }) {
  return (
    <Card className="gap-1 py-4">
      <CardHeader className="gap-1 px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle asChild>
          <p className={cn('text-2xl tabular-nums', tone === 'problem' && 'text-destructive')}>
            {cents === undefined ? <Skeleton className="h-8 w-24" /> : formatMoney(cents)}
          </p>
        </CardTitle>
      </CardHeader>
      {note && <CardContent className="px-4 text-xs text-muted-foreground">{note}</CardContent>}
    </Card>
  );
}

function Totals({ totals, filtering }: { totals: LedgerTotals | undefined; filtering: boolean }) {
  return (
    <section aria-label={filtering ? 'Totals of the filtered rows' : 'Totals'} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Total label="Collected" cents={totals?.collectedCents} />
      <Total label="Refunded" cents={totals?.refundedCents} />
      <Total label="Net" cents={totals?.netCents} note="Collected less refunds and lost disputes" />
      <Total
        label="Disputed"
        cents={totals?.disputedCents}
        tone={totals && totals.openDisputes > 0 ? 'problem' : undefined}
        note={totals && `${totals.openDisputes} open ${totals.openDisputes === 1 ? 'dispute' : 'disputes'}`}
      />
    </section>
  );
}

const refundTargetOf = (entry: LedgerEntry): RefundTarget => ({
  paymentId: entry.id,
  registrantName: entry.registrantName,
  programName: entry.programName,
  paidCents: entry.amountCents,
  leftCents: refundableCents(entry),
  ...(entry.duplicate && { duplicate: true, reason: 'duplicate' as const }),
});

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">{children}</CardContent>
    </Card>
  );
}

export function PaymentsScreen() {
  const [filters, setFilters] = useState<LedgerFilters>(NO_FILTERS);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const [exporting, setExporting] = useState(false);
  const timeZone = useTimeZone();

  // A date range the server would refuse keeps the last rows shown, with the reason under the filters.
  const [applied, setApplied] = useState<LedgerFilter>({});
  const filterError = ledgerQuery(filters).error;
  // The server is asked when typing pauses.
  const typed = useDebouncedValue(filters.search.trim());
  const paged = usePagedList<LedgerEntry, Page<LedgerEntry> & { totals: LedgerTotals }>({
    path: PAGE_PATH, exportPath: EXPORT_PATH, key: LEDGER, params: { ...applied, q: typed || undefined }, limit: PAGE_SIZE,
  });
  const ledger = paged.query;
  const reconciliation = useReconciliation();

  const rows = ledger.data?.items;
  const filtering = isFiltering(filters);
  const refreshing = (ledger.isFetching && !ledger.isLoading) || reconciliation.isFetching;

  const changeFilters = (next: LedgerFilters) => {
    setFilters(next);
    const { query } = ledgerQuery(next);
    if (query) setApplied(query);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadPaymentsCsv(await paged.fetchAll(), timeZone);
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error, 'The payments could not be loaded. Please try again.'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const setFilter = <K extends keyof LedgerFilters>(key: K, value: LedgerFilters[K]) => changeFilters({ ...filters, [key]: value });
  const clearFilters = () => changeFilters(NO_FILTERS);
  const refresh = () => {
    void ledger.refetch();
    void reconciliation.refetch();
  };

  return (
    // Spaced by margins, which meet the header's own (a grid gap would add to it).
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        description={`Payments, refunds and disputes as Stripe reports them, and money staff record by hand (${placeTime(timeZone)}).`}
        actions={
          <>
            <Button variant="outline" onClick={() => void exportCsv()} disabled={!rows || paged.total === 0 || exporting}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
            <Button variant="outline" onClick={refresh} disabled={ledger.isFetching || reconciliation.isFetching}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />
      <TestModeWarning />
      <Totals totals={ledger.data?.totals} filtering={filtering} />
      <RefundsDuePanel />
      <ReconciliationPanel onRefund={setRefunding} />

      <section aria-labelledby="ledger-heading" className="grid gap-4">
        <h2 id="ledger-heading" className="text-lg font-semibold">Ledger</h2>
        <LedgerFiltersBar filters={filters} error={filterError} onChange={setFilter} onClear={clearFilters} />
        {ledger.isError && !rows ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to load the ledger</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(ledger.error, 'The payments could not be loaded. Please try again.')}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void ledger.refetch()}>
                <RefreshCw aria-hidden="true" />
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        ) : !rows ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-8 text-primary" label="Loading payments" />
          </div>
        ) : rows.length === 0 ? (
          <Empty>
            {filtering ? (
              <>
                <p className="font-medium">No ledger rows match the filters</p>
                <Button variant="outline" onClick={clearFilters}>Clear filters</Button>
              </>
            ) : (
              <>
                <p className="font-medium">No payments yet</p>
                <p className="text-sm text-muted-foreground">Payments, refunds and disputes appear here as Stripe reports them.</p>
              </>
            )}
          </Empty>
        ) : (
          <div aria-busy={ledger.isFetching || undefined}>
            <RowsTable rows={rows} label={`Payments ledger${filtering ? ' (filtered)' : ''}`} columns={ledgerColumns((entry) => setRefunding(refundTargetOf(entry)))} emptyText="No ledger rows" />
            <Pager label="Ledger pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.goTo}>
              Showing {paged.first}–{paged.last} of {paged.total}
            </Pager>
          </div>
        )}
      </section>

      <RefundDialog target={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
