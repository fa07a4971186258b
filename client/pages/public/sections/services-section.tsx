// Services (id services): the active services in display order, each with its icon.
import { useQuery } from '@tanstack/react-query';
import { serviceIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/spinner';
import { servicesQuery } from '../../../lib/queries';
import { ListSection } from './list-section';

export function ServicesSection() {
  const { data: services, isError } = useQuery(servicesQuery());
  return (
    <ListSection
      id="services"
      className="bg-background"
      items={services}
      isError={isError}
      errorMessage="Unable to load services. Please try again later."
      loading={
        <div className="flex min-h-64 items-center justify-center">
          <Spinner className="size-8 text-primary" label="Loading services" />
        </div>
      }
    >
      {(items) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items
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
      )}
    </ListSection>
  );
}
