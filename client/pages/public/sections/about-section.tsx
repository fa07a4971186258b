// About (id about): title, subtitle, the stored HTML, an image, three feature boxes and the stats.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { aboutQuery } from '../../../lib/queries';
import { featureBoxes } from './feature-boxes';

const FALLBACK_TITLE = 'About Us';
const DEFAULT_IMAGE = '/images/about.svg';
const FEATURE_DEFAULTS = { icons: ['medal', 'graduation-cap', 'trophy'] } as const;
const STATS = [
  { value: '50+', label: 'Years Combined Experience' },
  { value: '500+', label: 'Officials Trained' },
  { value: '100%', label: 'Commitment' },
] as const;

// Styles for the stored HTML (paragraphs, emphasis, lists, links) without a typography plugin.
const PROSE = 'grid gap-4 text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-primary';

export function AboutSection() {
  const { data, isPending } = useQuery(aboutQuery());
  const loading = isPending && data === undefined;
  const about = data ?? null;

  return (
    <section id="about" aria-labelledby="about-heading" className="bg-muted/50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-16 lg:px-8">
        <div>
          <span aria-hidden="true" className="mb-4 block h-1 w-12 rounded-full bg-primary" />
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {about?.title || FALLBACK_TITLE}
          </h2>
          {loading ? (
            <div className="mt-6 grid gap-3">
              <Skeleton className="h-6 w-4/5" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            about && (
              <>
                {about.subtitle && <p className="mt-4 text-lg font-medium text-pretty text-primary">{about.subtitle}</p>}
                {/* The server sanitises this HTML when an admin saves it, so it is safe to render as is. */}
                <div className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: about.content }} />
              </>
            )
          )}
        </div>
        <div>
          <img
            src={about?.imageUrl || DEFAULT_IMAGE}
            alt={about?.imageUrl ? (about.title || FALLBACK_TITLE) : 'Illustration of a basketball court with a ball and an official’s whistle'}
            width={600}
            height={450}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-2xl border bg-card object-cover shadow-sm"
          />
          <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
            {STATS.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse justify-end rounded-xl border bg-card p-3 text-center shadow-sm sm:p-4">
                <dt className="mt-1 text-xs text-muted-foreground sm:text-sm">{label}</dt>
                <dd className="text-2xl font-extrabold text-primary sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {about && (
          <ul className="grid gap-6 md:grid-cols-3 lg:col-span-2">
            {featureBoxes(about, FEATURE_DEFAULTS).filter((box) => box.title || box.text).map(({ title, text, Icon }, index) => (
              <li key={index} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                {title && <h3 className="text-lg font-semibold">{title}</h3>}
                {text && <p className="mt-2 text-muted-foreground">{text}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
