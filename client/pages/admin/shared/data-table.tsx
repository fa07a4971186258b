// The table of an admin list: typed column definitions (shadcn-style), with loading, error and empty states.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { QueryStates, type QueryStatesProps } from './query-states';

export interface ColumnDef<Row> {
  header: string;
  headClassName?: string;
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> extends Omit<QueryStatesProps<Row[]>, 'children'> {
  /** The table's accessible name, e.g. "Services". */
  label: string;
  className?: string;
  columns: ColumnDef<Row>[];
  /** The one row shown when the list is empty, e.g. "No services found". */
  emptyText: string;
}

export function DataTable<Row extends { id: number }>({ label, className, columns, emptyText, ...states }: DataTableProps<Row>) {
  return (
    <QueryStates {...states}>
      {(rows) => (
        <Table aria-label={label} className={className}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={column.headClassName}>
                  {column.header}
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
                <TableRow key={row.id}>
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
      )}
    </QueryStates>
  );
}
