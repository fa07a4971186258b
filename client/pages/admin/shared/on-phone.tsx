import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

interface OnPhoneProps {
  /**
   * It repeats a column that is still in the table, only scrolled out of view on a phone (e.g. the
   * status badge): hidden from assistive technology, which reads that column.
   */
  repeats?: boolean;
  className?: string;
  children: ReactNode;
}

/** Under a row's name on a phone (narrower than Tailwind's `sm`): what the row's other columns say. */
export function OnPhone({ repeats, className, children }: OnPhoneProps) {
  return (
    <div aria-hidden={repeats || undefined} className={cn('mt-1 flex flex-wrap items-center gap-1 text-xs font-normal text-muted-foreground sm:hidden', className)}>
      {children}
    </div>
  );
}
