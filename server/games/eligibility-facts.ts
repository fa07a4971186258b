// The facts eligibility is judged on, for one game and many officials at once (or one official and many
// games): six queries whatever the number of officials (officials, certificates, profiles, the holds
// around the game, games this season, and the ZIP data once per process).
import { dateInTimeZone, timeInTimeZone } from '../../common/calendar/zone.js';
import { zonedInstant } from '../../common/calendar/instants.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { distances, postalCodeOf } from './distance.js';
import type { GameFacts, Hold, OfficialFacts } from './eligibility.js';
import { endOf, type GameRow } from './game-views.js';
import { certificatesByOfficial, gamesCountBetween, holdsBetween, officialRows, profilesByOfficial, type OfficialRow } from './officials-queries.js';

const DAY_MS = 86_400_000;

export function gameFacts(row: GameRow, timeZone: string): GameFacts {
  return {
    id: row.id, date: dateInTimeZone(row.startsAt, timeZone), startTime: timeInTimeZone(row.startsAt, timeZone),
    startsAt: row.startsAt, endsAt: endOf(row), minimumAge: row.minimumAge, homeTeam: row.homeTeam, awayTeam: row.awayTeam,
  };
}

/** The season a date falls in: July 1 to June 30, as school basketball runs November to March. */
export function seasonOf(isoDate: string, timeZone: string): { from: Date; to: Date } {
  const year = Number(isoDate.slice(0, 4)) - (isoDate.slice(5) < '07-01' ? 1 : 0);
  return { from: zonedInstant(`${year}-07-01`, '00:00', timeZone)!, to: zonedInstant(`${year + 1}-07-01`, '00:00', timeZone)! };
}

export interface OfficialWithFacts extends OfficialRow {
  facts: OfficialFacts;
  gamesThisSeason: number;
  distanceMiles: number | null;
}

/** What eligibility reads of each official, with the positions they hold on games starting in [from, to). */
export async function factsOf(db: Db | Tx, officials: readonly OfficialRow[], { from, to }: { from: Date; to: Date }, timeZone: string, onlyThese: boolean): Promise<Map<string, OfficialFacts>> {
  const emails = officials.map((official) => official.email);
  const [certificates, profiles, holds] = await Promise.all([
    certificatesByOfficial(db, emails),
    profilesByOfficial(db, emails),
    holdsBetween(db, from, to, onlyThese ? emails : undefined),
  ]);
  const holdsOf = new Map<string, Hold[]>();
  for (const hold of holds) {
    holdsOf.set(hold.email, [...(holdsOf.get(hold.email) ?? []), { positionId: hold.positionId, date: dateInTimeZone(hold.startsAt, timeZone), startsAt: hold.startsAt, endsAt: endOf(hold) }]);
  }
  return new Map(officials.map((official) => {
    const profile = profiles.get(official.email);
    return [official.email, {
      email: official.email, dateOfBirth: official.dateOfBirth, consentAwaited: official.consentAwaited,
      certificates: certificates.get(official.email) ?? [],
      profile: profile ? { weekly: profile.weekly, blockedDates: profile.blockedDates, dailyLimit: profile.dailyLimit, affiliations: profile.affiliations } : null,
      holds: holdsOf.get(official.email) ?? [],
    }];
  }));
}

/** Every official (or those of `emails`) with what eligibility for `game` needs, and what staff sort by. */
export async function officialsWithFacts(db: Db | Tx, game: GameRow, timeZone: string, emails?: readonly string[]): Promise<OfficialWithFacts[]> {
  const officials = await officialRows(db, emails);
  const season = seasonOf(dateInTimeZone(game.startsAt, timeZone), timeZone);
  // Holds that could overlap the game (with any travel time) or fall on its date: a day either side.
  const around = { from: new Date(game.startsAt.getTime() - DAY_MS), to: new Date(endOf(game).getTime() + DAY_MS) };
  const [facts, counts, milesBetween] = await Promise.all([
    factsOf(db, officials, around, timeZone, emails !== undefined),
    gamesCountBetween(db, season.from, season.to),
    distances(),
  ]);
  const venue = postalCodeOf(game.address);
  return officials.map((official) => ({
    ...official,
    gamesThisSeason: counts.get(official.email) ?? 0,
    distanceMiles: milesBetween(official.postalCode, venue),
    facts: facts.get(official.email)!,
  }));
}
