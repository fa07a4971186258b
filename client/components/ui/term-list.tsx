import type { ReactNode } from 'react';

export interface TermListClasses {
  list: string;
  /** The box around one term and its value. */
  item: string;
  term: string;
  value: string;
}

/** Terms and their values as a <dl>, each pair in its own box; every caller lays it out with its own classes. */
export function TermList({ items, classes }: { items: readonly (readonly [string, ReactNode])[]; classes: TermListClasses }) {
  return (
    <dl className={classes.list}>
      {items.map(([term, value]) => (
        <div key={term} className={classes.item}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
