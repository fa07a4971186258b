// The table of an admin list: typed column definitions (shadcn-style), with loading, error and empty states.
// A table wider than its frame scrolls sideways inside it: its pinned columns (the row's name, its
// actions) stay in view, an edge shadow and a hint say there is more.
import { MoveHorizontal } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { QueryStates, type QueryStatesProps } from './query-states';
import { useTableOverflow } from './use-table-overflow';

/** The width from which a column is shown (Tailwind's breakpoints); narrower, its row shows it elsewhere. */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

const SHOWN_FROM: Record<Breakpoint, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

// Sticky only while the table scrolls, so a table that fits keeps its row tints; the cell takes its
// row's background (the row is opaque) so what scrolls under it stays hidden. Its distance from the
// edge is measured (see pinOffsets). The innermost pinned column on each side casts a shadow while
// columns are hidden on that side.
const STICKY = 'bg-inherit group-data-[overflow]/frame:sticky group-data-[overflow]/frame:z-10';
const EDGE_SHADOW = {
  start: 'group-data-[more-start]/frame:shadow-[inset_-1px_0_0_var(--color-border),8px_0_8px_-6px_rgb(0_0_0/0.35)]',
  end: 'group-data-[more-end]/frame:shadow-[inset_1px_0_0_var(--color-border),-8px_0_8px_-6px_rgb(0_0_0/0.35)]',
} as const;

export interface ColumnDef<Row> {
  header: string;
  /** What the header cell shows instead of `header` (e.g. a select-all checkbox). */
  head?: ReactNode;
  headClassName?: string;
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
  /**
   * Kept in view while the table scrolls sideways: the row's name at the start, its status and actions
   * at the end. Start columns come first in the list, end columns last.
   */
  pin?: 'start' | 'end';
  /** Shown only from this width up. */
  from?: Breakpoint;
}

/** The last column: the row's buttons (a RowActions, or RowButtons of its own), right-aligned. */
export const actionsColumn = <Row,>(buttons: (row: Row) => ReactNode): ColumnDef<Row> => ({
  header: 'Actions',
  headClassName: 'text-right',
  cell: buttons,
  pin: 'end',
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
  /**
   * For a table with nothing to focus in its rows (no links or buttons): while it scrolls sideways, its
   * frame is a region of this name that takes focus, so a keyboard can scroll it.
   */
  scrollLabel?: string;
}

type DataTableProps<Row> = Omit<RowsTableProps<Row>, 'label' | 'emptyText' | 'scrollLabel'> &
  Omit<QueryStatesProps<Row[]>, 'children' | 'loadingLabel' | 'error'> & {
    /** What the rows are, plural and capitalised (e.g. "Services"): the table's name, and its loading, empty and error words. */
    plural: string;
    /** The red box's text, when not "Error loading services. Please try again.". */
    error?: QueryStatesProps<Row[]>['error'];
  };

export function DataTable<Row extends { id: number }>({ plural, className, columns, isSelected, error, ...states }: DataTableProps<Row>) {
  const rowsName = plural.toLowerCase();
  return (
    <QueryStates {...states} loadingLabel={`Loading ${rowsName}`} error={error ?? `Error loading ${rowsName}. Please try again.`}>
      {(rows) => <RowsTable rows={rows} label={plural} className={className} columns={columns} emptyText={`No ${rowsName} found`} isSelected={isSelected} />}
    </QueryStates>
  );
}

/**
 * The table alone, for rows a screen already holds (one page of a filtered list, part of a list).
 * Rows are keyed by their `id`, or by `rowKey` when they have none (e.g. files).
 */
export function RowsTable<Row extends object>({
  rows, label, className, columns, emptyText, isSelected, scrollLabel, rowKey = (row) => (row as { id: number }).id,
}: RowsTableProps<Row> & { rows: Row[]; rowKey?: (row: Row) => Key }) {
  const { ref, onScroll, overflows, moreStart, moreEnd } = useTableOverflow<HTMLDivElement>(rows);
  const lastStart = columns.findLastIndex((column) => column.pin === 'start');
  const firstEnd = columns.findIndex((column) => column.pin === 'end');
  const columnClass = (column: ColumnDef<Row>, index: number, own: string | undefined) =>
    cn(
      column.from && SHOWN_FROM[column.from],
      column.pin && STICKY,
      index === lastStart && EDGE_SHADOW.start,
      index === firstEnd && EDGE_SHADOW.end,
      own,
    );
  // The frame holds each pinned column's measured offset as --pin-{index}.
  const pinStyle = (column: ColumnDef<Row>, index: number) =>
    column.pin && { [column.pin === 'start' ? 'left' : 'right']: `var(--pin-${index}, 0px)` };

  return (
    <div className="grid gap-1">
      {overflows && (
        <p data-slot="table-scroll-hint" aria-hidden="true" className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
          <MoveHorizontal className="size-3.5" />
          Scroll sideways for more columns
        </p>
      )}
      <div
        ref={ref}
        onScroll={onScroll}
        data-slot="table-container"
        data-overflow={overflows || undefined}
        data-more-start={moreStart || undefined}
        data-more-end={moreEnd || undefined}
        {...(scrollLabel && overflows && { tabIndex: 0, role: 'region', 'aria-label': scrollLabel })}
        className="group/frame relative w-full overflow-x-auto rounded-lg border bg-card"
      >
        <table data-slot="table" aria-label={label} className={cn('w-full caption-bottom text-sm', className)}>
          <TableHeader>
            <TableRow className="bg-card">
              {columns.map((column, index) => (
                <TableHead key={column.header} scope="col" data-pin={column.pin} className={columnClass(column, index, column.headClassName)} style={pinStyle(column, index) || undefined}>
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
                <TableRow key={rowKey(row)} className="bg-card" data-state={isSelected?.(row) ? 'selected' : undefined}>
                  {columns.map((column, columnIndex) => (
                    <TableCell key={column.header} className={columnClass(column, columnIndex, column.className)} style={pinStyle(column, columnIndex) || undefined}>
                      {column.cell(row, index)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </table>
      </div>
    </div>
  );
}
