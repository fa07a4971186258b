// The pieces the Registration Details dialog is drawn with: a titled group of facts (with buttons under
// them when staff can act on the group) and one fact.
import type { ReactNode } from 'react';

export function Group({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `registration-group-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">{title}</h3>
      {actions ? (
        <div className="grid gap-3 rounded-md border p-3 text-sm">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">{children}</dl>
          <div className="flex flex-wrap items-center gap-2">{actions}</div>
        </div>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-2">{children}</dl>
      )}
    </section>
  );
}

export function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'grid content-start gap-0.5 sm:col-span-2' : 'grid content-start gap-0.5'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{empty ? <span className="text-muted-foreground">Not provided</span> : children}</dd>
    </div>
  );
}
