// The call-to-action banner (id call-to-action): title, text and a button following the hero's link rules.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { ctaQuery } from '../../../lib/queries';
import { ContentLink } from './content-link';

export function CtaSection() {
  const { data: cta, isPending } = useQuery(ctaQuery());
  const loading = isPending && cta === undefined;
  if (!loading && !cta) return <section id="call-to-action" aria-label="Call to action" />;

  return (
    <section id="call-to-action" aria-labelledby={cta ? 'call-to-action-heading' : undefined} className="bg-background py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
          {/* A centre circle and half-court line, echoing the hero's court. */}
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-[28rem] -translate-1/2 rounded-full border-2 border-current opacity-10" />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-1/2 border-l-2 border-current opacity-10" />
          <div className="relative mx-auto max-w-2xl">
            {loading || !cta ? (
              <div role="status" aria-label="Loading">
                <Skeleton className="mx-auto h-10 w-3/4 bg-current/15" />
                <Skeleton className="mx-auto mt-5 h-14 w-full bg-current/10" />
                <Skeleton className="mx-auto mt-8 h-12 w-48 bg-current/15" />
              </div>
            ) : (
              <>
                <h2 id="call-to-action-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                  {cta.title}
                </h2>
                <p className="mt-4 text-lg text-pretty">{cta.content}</p>
                <ContentLink
                  href={cta.buttonLink}
                  size="lg"
                  className="mt-8 h-12 bg-background px-8 text-base font-semibold text-foreground hover:bg-background/90"
                >
                  {cta.buttonText}
                </ContentLink>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
