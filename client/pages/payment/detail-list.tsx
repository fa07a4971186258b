import { TermList, type TermListClasses } from '../../components/ui/term-list';

// Terms and values side by side in one box.
const BOXED: TermListClasses = {
  list: 'grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm',
  item: 'col-span-2 grid grid-cols-subgrid',
  term: 'text-muted-foreground',
  value: 'text-right font-medium break-words tabular-nums',
};

/**
 * Label and value pairs (name, email, amount...) in a boxed list; rows whose value is missing are left out.
 * The columns share the width in fixed parts and a long value (an email) breaks anywhere, so neither
 * column can squeeze the other to nothing on a phone.
 */
export function DetailList({ rows }: { rows: [string, string | null][] }) {
  const present = rows.filter((row): row is [string, string] => row[1] !== null);
  if (present.length === 0) return null;
  return <TermList items={present} classes={BOXED} />;
}
