// A report's card: its title and summary, the chart or (toggled) the same figures as a table, and a CSV
// download of that table. The toggle is the chart's accessible fallback, so it sits first in the tab order.
import { Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { downloadCsv } from '../shared/csv';
import { displayCell, tableCsv, type ReportTable } from './report-tables';

function ReportTableView({ title, table }: { title: string; table: ReportTable }) {
  const numeric = table.columns.map(({ format }) => format !== 'text' && format !== 'week' && format !== 'month');
  return (
    <Table scrollLabel={`${title} (table)`}>
      <caption className="sr-only">{title}</caption>
      <TableHeader>
        <TableRow>
          {table.columns.map((column, index) => (
            <TableHead key={column.label} scope="col" className={cn(numeric[index] && 'text-right')}>{column.label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row, rowIndex) => (
          <TableRow key={rowIndex} className={cn(row[0] === 'Total' && 'font-medium')}>
            {row.map((value, index) => {
              const format = table.columns[index]!.format;
              return index === 0 ? (
                <TableHead key={index} scope="row" className="font-normal text-foreground">{displayCell(value, format)}</TableHead>
              ) : (
                <TableCell key={index} className={cn('tabular-nums', numeric[index] && 'text-right')}>{displayCell(value, format)}</TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface ReportCardProps {
  title: string;
  /** The headline figures under the title. */
  summary?: ReactNode;
  table: ReportTable | undefined;
  /** The CSV's name: `{csvName}.csv`. */
  csvName: string;
  /** The chart; null shows the table alone (a report that is a table). */
  chart: ReactNode;
  /** Set while loading or failed: shown instead of the content. */
  state?: ReactNode;
  className?: string;
}

export function ReportCard({ title, summary, table, csvName, chart, state, className }: ReportCardProps) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = table !== undefined && table.rows.length === 0;
  const showTable = chart === null || asTable;
  return (
    <Card aria-labelledby={titleId} role="region" className={cn('min-w-0 gap-4 break-inside-avoid', className)}>
      <CardHeader className="gap-3">
        <div className="grid gap-1">
          <CardTitle asChild>
            <h2 id={titleId} className="text-lg">{title}</h2>
          </CardTitle>
          {summary && <CardDescription>{summary}</CardDescription>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 print:hidden">
          {chart !== null && (
            <Button variant="outline" size="sm" aria-pressed={asTable} disabled={!table || empty} onClick={() => setAsTable((value) => !value)}>
              <Table2 aria-hidden="true" />
              Show as table
            </Button>
          )}
          <Button variant="outline" size="sm" disabled={!table || empty} onClick={() => table && downloadCsv(tableCsv(table), `${csvName}.csv`)}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-w-0">
        {state ?? (empty ? <p className="py-8 text-center text-sm text-muted-foreground">Nothing in this range.</p> : showTable && table ? <ReportTableView title={title} table={table} /> : chart)}
      </CardContent>
    </Card>
  );
}
