/**
 * Label and value pairs (name, email, amount...) in a boxed list; rows whose value is missing are left out.
 * The columns share the width in fixed parts and a long value (an email) breaks anywhere, so neither
 * column can squeeze the other to nothing on a phone.
 */
export function DetailList({ rows }: { rows: [string, string | null][] }) {
  const present = rows.filter((row): row is [string, string] => row[1] !== null);
  if (present.length === 0) return null;
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
      {present.map(([term, value]) => (
        <div key={term} className="col-span-2 grid grid-cols-subgrid">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
