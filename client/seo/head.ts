// <head> tags of the landing page, from the content already in the query cache: title and description
// from company info, Open Graph, and JSON-LD for the organisation and each program.
import type { QueryClient } from '@tanstack/react-query';
import type { CompanyInfo, Hero } from '../../common/schemas/site-content';
import type { Program } from '../../common/schemas/program';
import { companyInfoQuery, heroQuery, programsQuery } from '../lib/queries';
import { FALLBACK_COMPANY_NAME } from '../pages/public/company-info';
import { courseLd } from './course-ld';
import { organisationLd } from './organisation-ld';

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

/** `timeZone`: the organisation's, in which programs start. */
export function renderHead(queryClient: QueryClient, siteUrl: string, timeZone: string): string {
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
    // As the programs section: active programs only.
    ...programs.filter((program) => program.active).map((program) => jsonScript(courseLd(program, company, siteUrl, timeZone))),
  ].join('\n    ');
}
