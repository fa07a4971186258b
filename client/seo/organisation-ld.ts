// The organisation in JSON-LD: the page's EducationalOrganization, and the provider named by each course.
import type { CompanyInfo } from '../../common/schemas/site-content';
import { FALLBACK_COMPANY_NAME } from '../pages/public/company-info';
import { parseUsAddress } from './address';
import { absoluteUrl, websiteUrl } from './urls';

/** A square PNG over Google's 112 px minimum for logos (client/public). */
export const LOGO_PATH = '/apple-touch-icon.png';

/** The organisation's address from the detailed line ("street, city, AZ 85016") and the city line; Phoenix, AZ by default. */
function organisationAddress(company: CompanyInfo) {
  const detail = parseUsAddress(company.locationDetail);
  const city = parseUsAddress(company.location);
  const streetAddress = detail ? detail.streetAddress : company.locationDetail.trim();
  const postalCode = detail?.postalCode ?? city?.postalCode;
  return {
    '@type': 'PostalAddress',
    ...(streetAddress && { streetAddress }),
    addressLocality: detail?.addressLocality ?? city?.addressLocality ?? 'Phoenix',
    addressRegion: detail?.addressRegion ?? city?.addressRegion ?? 'AZ',
    ...(postalCode && { postalCode }),
    addressCountry: 'US',
  };
}

/** The company's own website (when the field holds one), after the site itself if asked for. */
function sameAs(company: CompanyInfo | null, siteUrl: string, withSite: boolean): string[] {
  const site = absoluteUrl('/', siteUrl);
  const website = websiteUrl(company?.website);
  const links = withSite ? [site] : [];
  if (website && website !== site) links.push(website);
  return links;
}

export function organisationLd(company: CompanyInfo, siteUrl: string) {
  const links = sameAs(company, siteUrl, false);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': absoluteUrl('/#organization', siteUrl),
    name: company.name,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl(LOGO_PATH, siteUrl),
    telephone: company.phone,
    email: company.email,
    ...(links.length > 0 && { sameAs: links }),
    address: organisationAddress(company),
    areaServed: 'Arizona',
  };
}

/** The provider of a course (Google's Course info: name, and sameAs links to the organisation). */
export function providerLd(company: CompanyInfo | null, siteUrl: string) {
  return {
    '@type': 'Organization',
    name: company?.name ?? FALLBACK_COMPANY_NAME,
    url: absoluteUrl('/', siteUrl),
    sameAs: sameAs(company, siteUrl, true),
  };
}
