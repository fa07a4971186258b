// Query factories of the public page, shared by the server render (which fills the cache) and the
// components (which find the data already there). Keys are API paths: the default query GETs its key.
import { queryOptions } from '@tanstack/react-query';
import type { LandingData } from './content-types.js';

type Envelope<T> = { success: boolean; data: T };
const data = <T>(body: unknown) => (body as Envelope<T>).data;

const content = <K extends keyof LandingData>(path: string, refetchInterval: number | false = false) =>
  queryOptions({ queryKey: [path], select: data<LandingData[K]>, refetchInterval });

export const heroQuery = () => content<'hero'>('/api/hero');
export const aboutQuery = () => content<'about'>('/api/about');
export const ctaQuery = () => content<'cta'>('/api/cta');
export const companyInfoQuery = () => content<'companyInfo'>('/api/company-info');
export const marketingPopupQuery = () => content<'marketingPopup'>('/api/marketing-popup');
export const servicesQuery = () => content<'services'>('/api/services/active', 60_000);
export const programsQuery = () => content<'programs'>('/api/programs', 30_000);
export const testimonialsQuery = () => content<'testimonials'>('/api/testimonials/featured', 60_000);
export const sectionHeaderQuery = (sectionId: 'services' | 'programs' | 'testimonials') =>
  content<'sectionHeader'>(`/api/section-headers/${sectionId}`);

/** Everything the server renders into `/`, in one list so nothing is forgotten. */
export const landingQueries = () => [
  heroQuery(), aboutQuery(), ctaQuery(), companyInfoQuery(), marketingPopupQuery(), servicesQuery(), programsQuery(),
  testimonialsQuery(), sectionHeaderQuery('services'), sectionHeaderQuery('programs'), sectionHeaderQuery('testimonials'),
];
