// The table of an admin list: typed column definitions (shadcn-style), with loading, error and empty states.
import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { QueryStates, type QueryStatesProps } from './query-states';

export interface ColumnDef<Row> {
  header: string;
  /** What the header cell shows instead of `header` (e.g. a select-all checkbox). */
  head?: ReactNode;
  headClassName?: string;
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
}

/** The last column: the row's buttons (a RowActions, or RowButtons of its own), right-aligned. */
export const actionsColumn = <Row,>(buttons: (row: Row) => ReactNode): ColumnDef<Row> => ({
  header: 'Actions',
  headClassName: 'text-right',
  cell: buttons,
});

/** Long text on at most two lines, whole in its tooltip. */
export const clampedColumn = <Row,>(header: string, text: (row: Row) => string, className: string): ColumnDef<Row> => ({
  header,
  className,
  cell: (row) => (
    <p className="line-clamp-2" title={text(row)}>
      {text(row)}
    </p>
  ),
});

interface RowsTableProps<Row> {
  /** The table's accessible name, e.g. "Services". */
  label: string;
  className?: string;
  columns: ColumnDef<Row>[];
  /** The one row shown when the list is empty, e.g. "No services found". */
  emptyText: string;
  /** Rows shown as selected (e.g. ticked checkboxes). */
  isSelected?: (row: Row) => boolean;
}

type DataTableProps<Row> = RowsTableProps<Row> & Omit<QueryStatesProps<Row[]>, 'children'>;

export function DataTable<Row extends { id: number }>({ label, className, columns, emptyText, isSelected, ...states }: DataTableProps<Row>) {
  return (
    <QueryStates {...states}>
      {(rows) => <RowsTable rows={rows} label={label} className={className} columns={columns} emptyText={emptyText} isSelected={isSelected} />}
    </QueryStates>
  );
}

/**
 * The table alone, for rows a screen already holds (one page of a filtered list, part of a list).
 * Rows are keyed by their `id`, or by `rowKey` when they have none (e.g. files).
 */
export function RowsTable<Row extends object>({
  rows, label, className, columns, emptyText, isSelected, rowKey = (row) => (row as { id: number }).id,
}: RowsTableProps<Row> & { rows: Row[]; rowKey?: (row: Row) => Key }) {
  return (
    <Table aria-label={label} className={className}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.headClassName}>
              {column.head ?? column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row, index) => (
            <TableRow key={rowKey(row)} data-state={isSelected?.(row) ? 'selected' : undefined}>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
