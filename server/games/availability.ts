// What an official declares at /account/availability (issue 30, point 2): weekly hours, blocked dates,
// a daily game limit, a home address (only its ZIP code's distance reaches staff) and team ties.
import type { Availability, AvailabilityInput } from '../../common/schemas/game.js';
import type { Db } from '../kernel/db/client.js';
import { officialProfiles } from './tables.js';
import { eq } from 'drizzle-orm';

const NOTHING_DECLARED: Availability = { weekly: [], blockedDates: [], dailyLimit: null, homeAddress: null, homePostalCode: null, affiliations: [] };

export async function readAvailability(db: Db, email: string): Promise<Availability> {
  const [row] = await db.select().from(officialProfiles).where(eq(officialProfiles.email, email));
  if (!row) return NOTHING_DECLARED;
  const { email: _email, updatedAt: _updatedAt, ...declared } = row;
  return declared;
}

export async function saveAvailability(db: Db, email: string, input: AvailabilityInput): Promise<Availability> {
  await db.insert(officialProfiles).values({ email, ...input }).onConflictDoUpdate({ target: officialProfiles.email, set: { ...input, updatedAt: new Date() } });
  return readAvailability(db, email);
}
