// A landing section that lists stored items (services, programs, testimonials): its editable heading,
// then the list, a note when there is nothing to list, the error, or the loading placeholder.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SectionId } from '../../../../common/constants';
import { PUBLIC_SECTION_TITLE_FALLBACKS } from '../../../../common/content-defaults';
import { sectionHeaderQuery } from '../../../lib/queries';
import { SectionHeading } from './section-heading';

interface ListSectionProps<Item> {
  id: SectionId;
  /** The section's background. */
  className: string;
  /** Undefined until loaded. */
  items: Item[] | undefined;
  isError: boolean;
  errorMessage: string;
  /** Shown instead of an empty list; without it an empty list is rendered as such. */
  emptyMessage?: string;
  loading: ReactNode;
  children: (items: Item[]) => ReactNode;
}

export function ListSection<Item>({ id, className, items, isError, errorMessage, emptyMessage, loading, children }: ListSectionProps<Item>) {
  const header = useQuery(sectionHeaderQuery(id));

  let body;
  if (items && (items.length > 0 || emptyMessage === undefined)) body = children(items);
  else if (items) body = <p className="text-center text-muted-foreground">{emptyMessage}</p>;
  else if (isError) body = <p role="alert" className="text-center text-destructive">{errorMessage}</p>;
  else body = loading;

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${className} py-20 sm:py-24`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-heading`}
          title={header.data?.title || PUBLIC_SECTION_TITLE_FALLBACKS[id]}
          subtitle={header.data?.subtitle}
          loading={header.isPending}
        />
        {body}
      </div>
    </section>
  );
}
