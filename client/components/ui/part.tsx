import type { ComponentProps, ElementType, JSXElementConstructor } from 'react';
import { cn } from '../../lib/utils';

// Any element or component; its own props come from ComponentProps below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = keyof React.JSX.IntrinsicElements | JSXElementConstructor<any>;

/**
 * A styled part of a component, shadcn style: the element (or Radix part) with its `data-slot` and
 * default classes; a `className` given to it is merged over the defaults.
 */
export function part<Element extends Part>(element: Element, slot: string | null, classes: string) {
  const Tag = element as ElementType;
  return function StyledPart({ className, ...props }: ComponentProps<Element> & { className?: string }) {
    return <Tag data-slot={slot ?? undefined} className={cn(classes, className)} {...props} />;
  };
}
