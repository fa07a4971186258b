// The site's content: collections (services, testimonials), section headers, and the records that
// exist once (company info, about, CTA, hero, the marketing popup).
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { createCrudRepository, createSingleRecordRepository } from '../kernel/db/crud.js';
import { createSectionHeadersRepository } from './section-headers-queries.js';
import { about, companyInfo, cta, hero, marketingPopup, services, testimonials } from './tables.js';

export function createContentQueries(db: Db) {
  return {
    services: createCrudRepository(db, services, [asc(services.displayOrder), asc(services.id)]),
    testimonials: createCrudRepository(db, testimonials, [desc(testimonials.createdAt), desc(testimonials.id)]),
    sectionHeaders: createSectionHeadersRepository(db),
    companyInfo: createSingleRecordRepository(db, companyInfo),
    about: createSingleRecordRepository(db, about),
    cta: createSingleRecordRepository(db, cta),
    hero: createSingleRecordRepository(db, hero),
    marketingPopup: createSingleRecordRepository(db, marketingPopup),
  };
}
export type ContentQueries = ReturnType<typeof createContentQueries>;

/** What the public page may see of each collection. */
export const publicFilters = { services: eq(services.active, true), testimonials: eq(testimonials.featured, true) };
