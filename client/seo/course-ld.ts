// A program as a schema.org Course for Google's Course info and Course list results: its own anchor on
// the landing page, image, provider, an Offer priced from its tiers, and one on-site CourseInstance.
import { zonedIsoDateTime } from '../../common/calendar/instants';
import { PROGRAM_LEVEL_LABELS } from '../../common/labels';
import { programPrices } from '../../common/prices';
import type { Program } from '../../common/schemas/program';
import type { CompanyInfo } from '../../common/schemas/site-content';
import { programImage } from '../lib/program-images';
import { postalAddress } from './address';
import { parseDuration } from './duration';
import { providerLd } from './organisation-ld';
import { absoluteUrl } from './urls';

/** Google's Offer categories for courses. */
export const OFFER_CATEGORIES = ['Free', 'Partially Free', 'Subscription', 'Paid'] as const;
type OfferCategory = (typeof OFFER_CATEGORIES)[number];

/** The program card's anchor (its id in the programs section). */
export const programAnchor = (programId: number) => `program-${programId}`;

/**
 * The fee as the server charges it (the program's tiers): from the lowest adult package; "Partially
 * Free" when some package (the youth one, by default) costs nothing, "Free" when none costs anything.
 */
function offerLd(program: Program, url: string) {
  const prices = programPrices(program.priceTiers);
  const packages = [prices.youth.price, prices.new.price, prices.experienced.price];
  const category: OfferCategory = packages.every((price) => price === 0) ? 'Free' : packages.includes(0) ? 'Partially Free' : 'Paid';
  return {
    '@type': 'Offer',
    category,
    price: Math.min(prices.new.price, prices.experienced.price),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** The start in the organisation's zone, with that zone's offset on the day; the date alone without a time. */
const startDateOf = (program: Program, timeZone: string): string | undefined =>
  (program.startDate ? zonedIsoDateTime(program.startDate, program.startTime, timeZone) : undefined);

function courseInstanceLd(program: Program, timeZone: string) {
  const startDate = startDateOf(program, timeZone);
  const duration = parseDuration(program.duration);
  const schedule = (duration || startDate) && {
    '@type': 'Schedule',
    ...(duration?.sessionDuration && { duration: duration.sessionDuration }),
    ...(duration && { repeatFrequency: duration.repeatFrequency, repeatCount: duration.repeatCount }),
    ...(startDate && { startDate }),
  };
  const venue = program.locationName || program.location;
  return {
    '@type': 'CourseInstance',
    // Every program meets at a venue.
    courseMode: 'Onsite',
    ...(startDate && { startDate }),
    ...(schedule && { courseSchedule: schedule }),
    ...(duration && { courseWorkload: duration.iso }),
    ...(venue && {
      location: { '@type': 'Place', name: venue, ...(program.location && { address: postalAddress(program.location) }) },
    }),
  };
}

export function courseLd(program: Program, company: CompanyInfo | null, siteUrl: string, timeZone: string) {
  const url = absoluteUrl(`/#${programAnchor(program.id)}`, siteUrl);
  const duration = parseDuration(program.duration);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': url,
    url,
    name: program.name,
    description: program.description,
    image: absoluteUrl(programImage(program), siteUrl),
    inLanguage: 'en-US',
    educationalLevel: PROGRAM_LEVEL_LABELS[program.level] ?? program.level,
    ...(duration && { timeRequired: duration.iso }),
    provider: providerLd(company, siteUrl),
    offers: offerLd(program, url),
    hasCourseInstance: courseInstanceLd(program, timeZone),
  };
}
