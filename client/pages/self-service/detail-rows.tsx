// Label and value rows of the private pages; a row without a value is left out. Two columns from the
// small breakpoint up, stacked on a phone so a long value (a venue, a reference) never squeezes its label.
import type { ReactNode } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { TermList, type TermListClasses } from '../../components/ui/term-list';
import { cn } from '../../lib/utils';

// One row a pair, ruled apart.
const ROWS: TermListClasses = {
  list: 'divide-y text-sm',
  item: 'grid gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4',
  term: 'text-muted-foreground',
  value: 'min-w-0 font-medium break-words',
};

export type DetailRow = [label: string, value: ReactNode];

export function DetailRows({ rows }: { rows: DetailRow[] }) {
  const present = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (present.length === 0) return null;
  return <TermList items={present} classes={ROWS} />;
}

/** A titled card section of a private page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A link drawn as a button (the pages run no script: every action is a link or a form post). */
export function LinkButton({ href, children, variant = 'default', download }: { href: string; children: ReactNode; variant?: 'default' | 'outline'; download?: boolean }) {
  return (
    <a href={href} download={download} className={cn(buttonVariants({ variant, size: 'lg' }), 'w-full sm:w-auto')}>
      {children}
    </a>
  );
}

/** How to reach the office, with tap-to-mail and tap-to-call links. */
export function OfficeContact({ organisation: { email, phone } }: { organisation: { email: string; phone: string } }) {
  if (!email && !phone) return null;
  return (
    <p className="text-sm">
      Contact us{email && <> at <a href={`mailto:${email}`} className="text-primary underline underline-offset-4">{email}</a></>}
      {phone && <>{email ? ' or ' : ' at '}<a href={`tel:${phone}`} className="text-primary underline underline-offset-4">{phone}</a></>}.
    </p>
  );
}
