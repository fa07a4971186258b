// Testimonials (id testimonials): the featured ones, as quote cards.
import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { PUBLIC_SECTION_TITLE_FALLBACKS } from '../../../common/content-defaults';
import { Skeleton } from '../../components/ui/skeleton';
import { sectionHeaderQuery, testimonialsQuery } from '../../lib/queries';
import { SectionHeading } from './section-heading';

const CARD = 'flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm';

export function TestimonialsSection() {
  const header = useQuery(sectionHeaderQuery('testimonials'));
  const { data: testimonials, isError } = useQuery(testimonialsQuery());

  let body;
  if (testimonials) {
    body = (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className={CARD}>
            <figure className="flex flex-1 flex-col">
              <Quote className="size-8 text-primary" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-pretty">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t pt-4">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
                  {testimonial.name.trim().charAt(0).toUpperCase()}
                </span>
                <div>
                  <h3 className="font-semibold">{testimonial.name}</h3>
                  <p className="text-sm text-muted-foreground">{testimonial.position}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  } else if (isError) {
    body = <p role="alert" className="text-center text-destructive">Unable to load testimonials. Please try again later.</p>;
  } else {
    body = (
      <div role="status" aria-label="Loading testimonials" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className={CARD}>
            <Skeleton className="size-8" />
            <Skeleton className="mt-4 h-20 w-full" />
            <Skeleton className="mt-6 h-10 w-1/2" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-background py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          title={header.data?.title || PUBLIC_SECTION_TITLE_FALLBACKS.testimonials}
          subtitle={header.data?.subtitle}
          loading={header.isPending}
        />
        {body}
      </div>
    </section>
  );
}
