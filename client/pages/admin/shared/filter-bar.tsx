// A filter bar with a date range (payments, reports): its fields in a grid, the From and To dates after
// the others, and under them what is wrong with the filters (a reversed range), which To points at.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields';

interface FilterBarProps {
  /** The region's name, e.g. "Ledger filters". */
  label: string;
  /** The dates' ids are `{idPrefix}-from` and `{idPrefix}-to`, the message's `{idPrefix}-filters-error`. */
  idPrefix: string;
  dates: Omit<DateRangeFieldsProps, 'idPrefix' | 'errorId'>;
  error: string | undefined;
  /** The fields' columns on large screens. */
  columns: string;
  className?: string;
  /** The filters before the dates. */
  children: ReactNode;
  /** What follows the dates, e.g. a Clear button. */
  end?: ReactNode;
}

export function FilterBar({ label, idPrefix, dates, error, columns, className, children, end }: FilterBarProps) {
  const errorId = `${idPrefix}-filters-error`;
  return (
    <section aria-label={label} className={cn('grid gap-2', className)}>
      <div className={cn('grid grid-cols-2 gap-3 lg:items-end', columns)}>
        {children}
        <DateRangeFields idPrefix={idPrefix} errorId={error ? errorId : undefined} {...dates} />
        {end}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
