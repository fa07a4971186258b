import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

/** Size it with a size-* class, e.g. `className="size-8"`. */
export function Spinner({
  label = 'Loading',
  className,
  ...props
}: Omit<ComponentProps<'span'>, 'children'> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex size-5 shrink-0', className)} {...props}>
      <Loader2 className="size-full animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
