// Fills a new database with the site's starting content. It runs once per database (recorded in
// app_meta), so content an admin has changed or deleted is never put back.
import { eq } from 'drizzle-orm';
import { oneSession } from '../../common/schemas/program-sessions.js';
import type { Tx } from '../kernel/db/client.js';
import { about, companyInfo, cta, hero, marketingPopup, sectionHeaders, services, testimonials } from './tables.js';
import { appMeta } from '../kernel/db/tables.js';
import { programFeatures, programs, programSessions, priceColumns } from '../programs/index.js';
import {
  ABOUT_SEED, COMPANY_INFO_SEED, CTA_SEED, HERO_SEED, MARKETING_POPUP_SEED, PROGRAMS_SEED, SECTION_HEADERS_SEED,
  SERVICES_SEED, TESTIMONIALS_SEED,
} from './seed-content.js';

const SEED_KEY = 'seeded-content';

/** Returns true when it seeded, false when this database had been seeded before. */
export async function seedContent(tx: Tx): Promise<boolean> {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done) return false;

  // Single records carry id 1 (see createSingleRecordRepository).
  await tx.insert(hero).values({ ...HERO_SEED, id: 1 });
  await tx.insert(about).values({ ...ABOUT_SEED, id: 1 });
  await tx.insert(cta).values({ ...CTA_SEED, id: 1 });
  await tx.insert(companyInfo).values({ ...COMPANY_INFO_SEED, id: 1 });
  await tx.insert(marketingPopup).values({ ...MARKETING_POPUP_SEED, id: 1 });
  await tx.insert(sectionHeaders).values(SECTION_HEADERS_SEED);
  await tx.insert(services).values(SERVICES_SEED);
  await tx.insert(testimonials).values(TESTIMONIALS_SEED);
  for (const { program, features } of PROGRAMS_SEED) {
    const [row] = await tx.insert(programs).values(priceColumns(program)).returning({ id: programs.id });
    if (row) await tx.insert(programFeatures).values(features.map((feature) => ({ programId: row.id, feature })));
    // A dated program has its start as its one session (issue 16), as migration 0007 gave existing ones.
    if (row && program.startDate) await tx.insert(programSessions).values({ programId: row.id, ...oneSession({ ...program, startDate: program.startDate }) });
  }
  await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  return true;
}
