// The hero (id home): the page's one h1, subheading, call-to-action and three feature boxes, with
// SPEC section 3's defaults for anything not stored.
import type { CSSProperties } from 'react';
import { HERO_DEFAULTS } from '../../../../common/content-defaults';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageQuery } from '../../../lib/page-query';
import { heroQuery } from '../../../lib/queries';
import { ContentLink } from './content-link';
import { featureBoxes } from './feature-boxes';

const DEFAULT_LINK = '#programs';

const FEATURE_DEFAULTS = {
  icons: ['fas fa-users', 'fas fa-graduation-cap', 'fas fa-calendar-check'],
  titles: [HERO_DEFAULTS.featureBox1Title, HERO_DEFAULTS.featureBox2Title, HERO_DEFAULTS.featureBox3Title],
} as const;

// Court lines and a glow, drawn in CSS so the hero needs no image request.
const COURT_BACKGROUND: CSSProperties = {
  backgroundImage: [
    'radial-gradient(ellipse at 80% 0%, rgb(234 88 12 / 0.35), transparent 55%)',
    'radial-gradient(circle at 50% 115%, transparent 0 11rem, rgb(255 255 255 / 0.07) 11rem 11.15rem, transparent 11.15rem)',
    'linear-gradient(to bottom, #1c1917, #0c0a09)',
  ].join(','),
};

export function HeroSection() {
  const { data, isPending } = usePageQuery(heroQuery());
  const loading = isPending && data === undefined;
  const hero = data ?? null;
  const style: CSSProperties = hero?.backgroundImage
    ? { backgroundImage: `linear-gradient(rgb(12 10 9 / 0.8), rgb(12 10 9 / 0.9)), url(${JSON.stringify(hero.backgroundImage)})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : COURT_BACKGROUND;

  return (
    <section id="home" aria-labelledby="home-heading" className="relative overflow-hidden bg-stone-950 pt-16 text-white" style={style}>
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-24 right-0 hidden size-[34rem] text-orange-500/20 xl:block"
      >
        <g fill="none" stroke="currentColor" strokeWidth="0.35">
          <circle cx="16" cy="16" r="15" />
          <path d="M1 16h30M16 1v30M5.4 5.4c4.2 3.9 4.2 17.3 0 21.2M26.6 5.4c-4.2 3.9-4.2 17.3 0 21.2" />
        </g>
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 pt-20 pb-16 sm:px-6 sm:pt-28 lg:px-8 lg:pb-24">
        <div className="max-w-3xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-orange-400/40 bg-orange-500/10 px-3 py-1 text-sm font-medium text-orange-200">
            Referee training in Phoenix, Arizona
          </p>
          {loading ? (
            <div role="status" aria-label="Loading">
              <Skeleton className="h-12 w-full bg-white/15 sm:h-16" />
              <Skeleton className="mt-3 h-12 w-2/3 bg-white/15 sm:h-16" />
              <Skeleton className="mt-6 h-7 w-5/6 bg-white/10" />
              <Skeleton className="mt-8 h-11 w-48 bg-white/15" />
            </div>
          ) : (
            <>
              <h1 id="home-heading" className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                {hero?.heading || HERO_DEFAULTS.heading}
              </h1>
              <p className="mt-6 max-w-2xl text-lg text-pretty text-stone-300 sm:text-xl">
                {hero?.subheading || HERO_DEFAULTS.subheading}
              </p>
              <ContentLink
                href={hero?.buttonLink || DEFAULT_LINK}
                size="lg"
                className="mt-8 h-12 bg-orange-700 px-8 text-base font-semibold text-white hover:bg-orange-800 focus-visible:outline-orange-400"
              >
                {hero?.buttonText || HERO_DEFAULTS.buttonText}
              </ContentLink>
            </>
          )}
        </div>
        <ul className="mt-16 grid gap-4 md:grid-cols-3 lg:mt-20 lg:gap-6">
          {featureBoxes(hero, FEATURE_DEFAULTS).map(({ title, text, Icon }, index) => (
            <li key={index} className="flex gap-4 rounded-xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm md:flex-col lg:flex-row">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-orange-600 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {loading ? (
                <div className="flex-1">
                  <Skeleton className="h-5 w-2/3 bg-white/15" />
                  <Skeleton className="mt-2 h-4 w-full bg-white/10" />
                </div>
              ) : (
                <div>
                  <p className="font-semibold text-white">{title}</p>
                  {text && <p className="mt-1 text-sm text-stone-300">{text}</p>}
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
