import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/utils';
import { part } from './part';

export const Card = part('div', 'card', 'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm');
export const CardHeader = part('div', 'card-header', 'flex flex-col gap-1.5 px-6');

/** Pass `asChild` with an <h2>/<h3> to give the title the heading level the page needs. */
export function CardTitle({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp data-slot="card-title" className={cn('leading-tight font-semibold', className)} {...props} />;
}

export const CardDescription = part('div', 'card-description', 'text-sm text-muted-foreground');
export const CardContent = part('div', 'card-content', 'px-6');
export const CardFooter = part('div', 'card-footer', 'flex items-center gap-2 px-6');
