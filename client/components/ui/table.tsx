import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { part } from './part';

/** `scrollLabel`: the frame is a named region that takes focus, so a keyboard can scroll a table wider than it. */
export function Table({ className, scrollLabel, ...props }: ComponentProps<'table'> & { scrollLabel?: string }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-lg border bg-card"
      {...(scrollLabel && { tabIndex: 0, role: 'region', 'aria-label': scrollLabel })}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export const TableHeader = part('thead', null, '[&_tr]:border-b');
export const TableBody = part('tbody', null, '[&_tr:last-child]:border-0');
export const TableRow = part('tr', null, 'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted');
export const TableHead = part('th', null, 'h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground');
export const TableCell = part('td', null, 'p-3 align-middle');
