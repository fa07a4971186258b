// A card in one of the account's lists (registrations, exams, certificates, a result's review): its
// title as the list's h3, an optional badge beside it, a line under it, then its content.
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** The layout of a card's facts (TermList): two columns from the small breakpoint on. */
export const CARD_TERMS = { list: 'grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2', item: 'flex flex-wrap gap-x-2', term: 'text-muted-foreground', value: 'font-medium' };

interface ListCardProps {
  title: ReactNode;
  badge?: ReactNode;
  description?: ReactNode;
  /** The content's own layout (its padding is the card's). */
  className?: string;
  children: ReactNode;
}

export function ListCard({ title, badge, description, className, children }: ListCardProps) {
  return (
    <li>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild className="text-base">
              <h3>{title}</h3>
            </CardTitle>
            {badge}
          </div>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className={cn('px-4', className)}>{children}</CardContent>
      </Card>
    </li>
  );
}

/** `note`: a line under the heading that holds for the whole list. */
export function Section({ title, note, empty, children }: { title: string; note?: string; empty: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="-mt-1 text-sm text-muted-foreground">{note}</p>}
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="grid gap-3">{children}</ul>}
    </section>
  );
}
