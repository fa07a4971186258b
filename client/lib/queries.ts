// Query factories of the public page, shared by the server render (which fills the cache) and the
// components (which find the data already there). Keys are API paths: the default query GETs its key.
import { queryOptions } from '@tanstack/react-query';
import type { ApiSuccess } from '../../common/api.js';
import type { SectionId } from '../../common/constants.js';
import type { MarketingPopup } from '../../common/schemas/marketing-popup.js';
import type { Program } from '../../common/schemas/program.js';
import type { SectionHeader } from '../../common/schemas/section-header.js';
import type { Service } from '../../common/schemas/service.js';
import type { About, CompanyInfo, Cta, Hero } from '../../common/schemas/site-content.js';
import type { Testimonial } from '../../common/schemas/testimonial.js';

const data = <T>(body: unknown) => (body as ApiSuccess<T>).data;

const content = <T>(path: string, refetchInterval: number | false = false) =>
  queryOptions({ queryKey: [path], select: data<T>, refetchInterval });

export const heroQuery = () => content<Hero | null>('/api/hero');
export const aboutQuery = () => content<About | null>('/api/about');
export const ctaQuery = () => content<Cta | null>('/api/cta');
export const companyInfoQuery = () => content<CompanyInfo | null>('/api/company-info');
export const marketingPopupQuery = () => content<MarketingPopup | null>('/api/marketing-popup');
export const servicesQuery = () => content<Service[]>('/api/services/active', 60_000);
export const programsQuery = () => content<Program[]>('/api/programs', 30_000);
export const testimonialsQuery = () => content<Testimonial[]>('/api/testimonials/featured', 60_000);
export const sectionHeaderQuery = (sectionId: SectionId) => content<SectionHeader>(`/api/section-headers/${sectionId}`);

/** Everything the server renders into `/`, in one list so nothing is forgotten. */
export const landingQueries = () => [
  heroQuery(), aboutQuery(), ctaQuery(), companyInfoQuery(), marketingPopupQuery(), servicesQuery(), programsQuery(),
  testimonialsQuery(), sectionHeaderQuery('services'), sectionHeaderQuery('programs'), sectionHeaderQuery('testimonials'),
];
