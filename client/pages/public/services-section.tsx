// Services (id services): the active services in display order, each with its icon.
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_SECTION_TITLE_FALLBACKS } from '../../../common/content-defaults';
import { Spinner } from '../../components/ui/spinner';
import { sectionHeaderQuery, servicesQuery } from '../../lib/queries';
import { serviceIcon } from '../../components/icons';
import { SectionHeading } from './section-heading';

export function ServicesSection() {
  const header = useQuery(sectionHeaderQuery('services'));
  const { data: services, isError } = useQuery(servicesQuery());

  return (
    <section id="services" aria-labelledby="services-heading" className="bg-background py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          title={header.data?.title || PUBLIC_SECTION_TITLE_FALLBACKS.services}
          subtitle={header.data?.subtitle}
          loading={header.isPending}
        />
        {services ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services
              .filter((service) => service.active)
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((service) => {
                const Icon = serviceIcon(service.icon);
                return (
                  <li key={service.id} className="group rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
                    <span className="mb-5 flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <h3 className="text-lg font-semibold">{service.title}</h3>
                    <p className="mt-2 text-muted-foreground">{service.description}</p>
                  </li>
                );
              })}
          </ul>
        ) : isError ? (
          <p role="alert" className="text-center text-destructive">
            Unable to load services. Please try again later.
          </p>
        ) : (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner className="size-8 text-primary" label="Loading services" />
          </div>
        )}
      </div>
    </section>
  );
}
