import type { ComponentProps, ElementType, JSXElementConstructor, ReactNode } from 'react';
import { cn } from '../../lib/utils';

// Any element or component; its own props come from ComponentProps below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = keyof React.JSX.IntrinsicElements | JSXElementConstructor<any>;

/**
 * A styled part of a component, shadcn style: the element (or Radix part) with its `data-slot` and
 * default classes; a `className` given to it is merged over the defaults. `inner` is what the part
 * always holds after its own children (a check mark, a chevron, a close icon).
 */
export function part<Element extends Part>(element: Element, slot: string | null, classes: string, inner?: ReactNode) {
  const Tag = element as ElementType;
  return function StyledPart({ className, children, ...props }: ComponentProps<Element> & { className?: string; children?: ReactNode }) {
    return (
      <Tag data-slot={slot ?? undefined} className={cn(classes, className)} {...props}>
        {/* Children alone stay a single child, as `asChild` parts need. */}
        {inner === undefined ? children : <>{children}{inner}</>}
      </Tag>
    );
  };
}
