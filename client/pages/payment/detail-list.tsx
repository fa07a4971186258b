/** Label and value pairs (name, email, amount...) in a boxed list; rows whose value is missing are left out. */
export function DetailList({ rows }: { rows: [string, string | null][] }) {
  const present = rows.filter((row): row is [string, string] => row[1] !== null);
  if (present.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
      {present.map(([term, value]) => (
        <div key={term} className="col-span-2 grid grid-cols-subgrid">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
