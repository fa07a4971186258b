// /admin/officials (issue 30, point 2): every official with certificates in force, age band, consent,
// games this season, games worked and their latest assignment, in a few batch queries.
import { and, eq, inArray, max, ne } from 'drizzle-orm';
import { HOLDING_STATUSES } from '../../common/schemas/game.js';
import type { OfficialSummary } from '../../common/schemas/game-officials.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { Db } from '../kernel/db/client.js';
import { seasonOf } from './eligibility-facts.js';
import { ageBand } from './officials-for-position.js';
import { certificatesByOfficial, gamesCountBetween, gamesWorkedBy, officialRows, profilesByOfficial } from './officials-queries.js';
import { gameAssignments, games } from './tables.js';

export async function officialsList(db: Db, now: Date, timeZone: string): Promise<OfficialSummary[]> {
  const today = dateInTimeZone(now, timeZone);
  const officials = await officialRows(db);
  const emails = officials.map((official) => official.email);
  const season = seasonOf(today, timeZone);
  const [certificates, profiles, counts, worked, latest] = await Promise.all([
    certificatesByOfficial(db, emails),
    profilesByOfficial(db, emails),
    gamesCountBetween(db, season.from, season.to),
    gamesWorkedBy(db),
    db.select({ email: gameAssignments.email, last: max(games.startsAt) }).from(gameAssignments).innerJoin(games, eq(games.id, gameAssignments.gameId))
      .where(and(inArray(gameAssignments.status, [...HOLDING_STATUSES]), ne(games.status, 'cancelled'))).groupBy(gameAssignments.email),
  ]);
  const lastOf = new Map(latest.map((row) => [row.email, row.last]));
  return officials.map((official) => {
    const band = ageBand(official.dateOfBirth, today);
    const last = lastOf.get(official.email);
    return {
      email: official.email, name: official.name,
      certificatesInForce: [...new Set((certificates.get(official.email) ?? []).filter((certificate) => certificate.expiresOn > today).map((certificate) => certificate.name))].sort(),
      ageBand: band,
      consent: official.consentStatus === 'awaiting-guardian' ? 'awaited' : official.consentStatus === 'signed' ? 'signed' : 'not-needed',
      gamesThisSeason: counts.get(official.email) ?? 0,
      gamesWorked: worked.get(official.email) ?? 0,
      lastAssignment: last ? dateInTimeZone(last, timeZone) : null,
      hasAvailability: profiles.has(official.email),
    };
  });
}
