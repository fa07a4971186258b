// <head> tags of the landing page, from the content already in the query cache: title and description
// from company info, Open Graph, and JSON-LD for the organisation and each program.
import type { QueryClient } from '@tanstack/react-query';
import type { CompanyInfo, Hero } from '../../common/schemas/site-content';
import type { Program } from '../../common/schemas/program';
import { companyInfoQuery, heroQuery, programsQuery } from '../lib/queries';
import { FALLBACK_COMPANY_NAME } from '../pages/public/company-info';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no text can close the element. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function cached<T>(queryClient: QueryClient, query: { queryKey: readonly unknown[] }): T | null {
  const body = queryClient.getQueryData<{ data?: T }>(query.queryKey);
  return body?.data ?? null;
}

function pageTitle(company: CompanyInfo | null): string {
  return `${company?.name ?? FALLBACK_COMPANY_NAME} | Basketball Referee Training in Phoenix, Arizona`;
}

function pageDescription(company: CompanyInfo | null, hero: Hero | null): string {
  const intro = hero?.subheading ?? 'Professional development, certification, and placement for basketball officials across Arizona';
  if (!company) return `${intro}.`;
  return `${intro}. ${company.name}, ${company.location}: call ${company.phone} (${company.phoneHours}) or email ${company.email}.`;
}

function organisationLd(company: CompanyInfo, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: company.name,
    url: siteUrl,
    telephone: company.phone,
    email: company.email,
    sameAs: [company.website],
    address: { '@type': 'PostalAddress', streetAddress: company.locationDetail, addressLocality: 'Phoenix', addressRegion: 'AZ', addressCountry: 'US' },
    areaServed: 'Arizona',
  };
}

function programLd(program: Program, company: CompanyInfo | null, siteUrl: string) {
  const startDate = program.startDate ? `${program.startDate}${program.startTime ? `T${program.startTime}:00-07:00` : ''}` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.name,
    description: program.description,
    educationalLevel: program.level,
    timeRequired: program.duration,
    provider: { '@type': 'Organization', name: company?.name ?? FALLBACK_COMPANY_NAME, url: siteUrl },
    offers: {
      '@type': 'Offer',
      category: program.price === null ? 'Contact for pricing' : 'Paid',
      ...(program.price !== null && { price: program.price.toFixed(2), priceCurrency: 'USD' }),
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}/#programs`,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      ...(startDate && { startDate }),
      ...(program.location && {
        location: { '@type': 'Place', name: program.locationName ?? program.location, address: program.location },
      }),
    },
  };
}

export function renderHead(queryClient: QueryClient, siteUrl: string): string {
  const company = cached<CompanyInfo>(queryClient, companyInfoQuery());
  const hero = cached<Hero>(queryClient, heroQuery());
  const programs = cached<Program[]>(queryClient, programsQuery()) ?? [];
  const title = pageTitle(company);
  const description = pageDescription(company, hero);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}/" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company?.name ?? FALLBACK_COMPANY_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(siteUrl)}/" />`,
    `<meta property="og:image" content="${escapeHtml(siteUrl)}/og-image.png" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(company ? [jsonScript(organisationLd(company, siteUrl))] : []),
    ...programs.map((program) => jsonScript(programLd(program, company, siteUrl))),
  ].join('\n    ');
}
