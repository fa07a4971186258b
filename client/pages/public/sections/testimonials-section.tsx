// Testimonials (id testimonials): the featured ones, as quote cards.
import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { testimonialsQuery } from '../../../lib/queries';
import { ListSection } from './list-section';

const CARD = 'flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm';

export function TestimonialsSection() {
  const { data: testimonials, isError } = useQuery(testimonialsQuery());
  return (
    <ListSection
      id="testimonials"
      className="bg-background"
      items={testimonials}
      isError={isError}
      errorMessage="Unable to load testimonials. Please try again later."
      loading={
        <div role="status" aria-label="Loading testimonials" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className={CARD}>
              <Skeleton className="size-8" />
              <Skeleton className="mt-4 h-20 w-full" />
              <Skeleton className="mt-6 h-10 w-1/2" />
            </div>
          ))}
        </div>
      }
    >
      {(items) => (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((testimonial) => (
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
      )}
    </ListSection>
  );
}
