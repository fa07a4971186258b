import { Skeleton } from '../../../components/ui/skeleton';

/** A section's h2 and optional subtitle; `loading` holds the subtitle's room so nothing moves. */
export function SectionHeading({ id, title, subtitle, loading = false }: {
  id: string;
  title: string;
  subtitle?: string | null;
  loading?: boolean;
}) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <span aria-hidden="true" className="mx-auto mb-4 block h-1 w-12 rounded-full bg-primary" />
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {loading ? (
        <Skeleton className="mx-auto mt-4 h-6 w-3/4" />
      ) : (
        subtitle && <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p>
      )}
    </div>
  );
}
