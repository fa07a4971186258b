// Eligibility (issue 30, point 3) over random officials, certificates, availability and games: no
// eligible answer ever breaks a rule, and every refusal names a true reason. Each rule is checked here
// again on its own, written another way (minutes of the day, plain loops), as the answer's oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EligibilityReason } from '../../common/schemas/game.js';
import { ineligibilityReasons, type GameFacts, type Hold, type OfficialFacts } from '../../server/games/eligibility.js';

// Games on the first days of March 2027 (Monday the 1st), in UTC for simplicity: the function reads the
// date and start time it is given, and instants only to compare games.
const DAY_MS = 86_400_000;
const base = Date.UTC(2027, 2, 1);
const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const dateOf = (day: number) => `2027-03-${pad(day + 1)}`;

const certificate = fc.record({ name: fc.constantFrom('Youth Official', 'Varsity Official'), expiresOn: fc.constantFrom('2027-02-15', '2027-03-02', '2027-03-03', '2027-12-31') });
const window = fc.record({ day: fc.integer({ min: 0, max: 6 }), from: fc.integer({ min: 0, max: 22 * 60 }), length: fc.integer({ min: 30, max: 12 * 60 }) })
  .map(({ day, from, length }) => ({ day, from: clock(from), to: clock(Math.min(from + length, 23 * 60 + 59)) }));
const hold = fc.record({ day: fc.integer({ min: 0, max: 3 }), start: fc.integer({ min: 0, max: 22 * 60 }), length: fc.integer({ min: 30, max: 150 }) })
  .map(({ day, start, length }, index = 0): Hold => ({ positionId: 1000 + index, date: dateOf(day), startsAt: new Date(base + day * DAY_MS + start * 60_000), endsAt: new Date(base + day * DAY_MS + (start + length) * 60_000) }));

const official: fc.Arbitrary<OfficialFacts> = fc.record({
  email: fc.constant('official@example.com'),
  dateOfBirth: fc.option(fc.constantFrom('1990-05-01', '2010-03-02', '2010-03-03', '2011-07-01', '2012-01-01'), { nil: null }),
  consentAwaited: fc.boolean(),
  certificates: fc.array(certificate, { maxLength: 3 }),
  profile: fc.option(fc.record({
    weekly: fc.array(window, { maxLength: 6 }),
    blockedDates: fc.array(fc.integer({ min: 0, max: 3 }).map(dateOf), { maxLength: 2 }),
    dailyLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    affiliations: fc.array(fc.constantFrom('Chandler', 'Hamilton', ' chandler ', 'Basha'), { maxLength: 2 }),
  }), { nil: null }),
  holds: fc.array(hold, { maxLength: 4 }).map((holds) => holds.map((each, index) => ({ ...each, positionId: 1000 + index }))),
});

const game: fc.Arbitrary<GameFacts> = fc.record({ day: fc.integer({ min: 0, max: 3 }), start: fc.integer({ min: 0, max: 22 * 60 }), length: fc.integer({ min: 30, max: 150 }), minimumAge: fc.constantFrom(0, 14, 16, 18), homeTeam: fc.constantFrom('Chandler', 'Perry'), awayTeam: fc.constantFrom('Hamilton', 'Mesa') })
  .map(({ day, start, length, minimumAge, homeTeam, awayTeam }) => ({
    id: 1, date: dateOf(day), startTime: clock(start), startsAt: new Date(base + day * DAY_MS + start * 60_000), endsAt: new Date(base + day * DAY_MS + (start + length) * 60_000), minimumAge, homeTeam, awayTeam,
  }));

/** Each rule on its own: the reasons that are true of this official for this game. */
function trueReasons(person: OfficialFacts, match: GameFacts, certification: string | null, buffer: number): Set<EligibilityReason> {
  const reasons = new Set<EligibilityReason>();
  if (certification !== null) {
    const named = person.certificates.filter((each) => each.name.toLowerCase() === certification.toLowerCase());
    if (named.length === 0) reasons.add('no-certificate');
    else if (!named.some((each) => match.date < each.expiresOn)) reasons.add('certificate-expired');
  }
  if (person.dateOfBirth !== null) {
    const [by, bm, bd] = person.dateOfBirth.split('-').map(Number) as [number, number, number];
    const [gy, gm, gd] = match.date.split('-').map(Number) as [number, number, number];
    const age = gy - by - (gm * 100 + gd < bm * 100 + bd ? 1 : 0);
    if (age < match.minimumAge) reasons.add('under-age');
    if (age < 18 && person.consentAwaited) reasons.add('consent-missing');
  }
  const startMinute = (match.startsAt.getTime() - base) / 60_000 % 1440;
  const endMinute = Math.min(startMinute + (match.endsAt.getTime() - match.startsAt.getTime()) / 60_000, 1439);
  const weekday = new Date(`${match.date}T00:00:00Z`).getUTCDay();
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const covered = person.profile?.weekly.some((each) => each.day === weekday && minute(each.from) <= startMinute && minute(each.to) >= endMinute) ?? false;
  if (!person.profile || person.profile.blockedDates.includes(match.date) || !covered) reasons.add('unavailable');
  for (const other of person.holds) {
    const gapBefore = match.startsAt.getTime() - other.endsAt.getTime();
    const gapAfter = other.startsAt.getTime() - match.endsAt.getTime();
    if (gapBefore < buffer * 60_000 && gapAfter < buffer * 60_000) reasons.add('time-conflict');
  }
  const limit = person.profile?.dailyLimit;
  if (limit != null && person.holds.filter((other) => other.date === match.date).length >= limit) reasons.add('daily-limit');
  const teams = [match.homeTeam, match.awayTeam].map((team) => team.toLowerCase());
  if (person.profile?.affiliations.some((team) => teams.includes(team.trim().toLowerCase()))) reasons.add('team-conflict');
  return reasons;
}

describe('ineligibilityReasons', () => {
  it('never calls eligible an official who breaks a rule, and every reason it names is true', () => {
    fc.assert(
      fc.property(official, game, fc.option(fc.constantFrom('Youth Official', 'varsity official'), { nil: null }), fc.constantFrom(0, 15, 30, 60), (person, match, certification, buffer) => {
        const reasons = ineligibilityReasons(person, match, { id: 1, certification }, { travelBufferMinutes: buffer });
        expect(new Set(reasons)).toEqual(trueReasons(person, match, certification, buffer));
        expect(new Set(reasons).size).toBe(reasons.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('is eligible when every rule is met', () => {
    const ready: OfficialFacts = {
      email: 'ready@example.com', dateOfBirth: '1990-01-01', consentAwaited: false, certificates: [{ name: 'Youth Official', expiresOn: '2028-01-01' }],
      profile: { weekly: [{ day: 1, from: '08:00', to: '22:00' }], blockedDates: [], dailyLimit: 2, affiliations: ['Basha'] }, holds: [],
    };
    const monday: GameFacts = { id: 1, date: '2027-03-01', startTime: '18:00', startsAt: new Date(base + 18 * 3_600_000), endsAt: new Date(base + 19.5 * 3_600_000), minimumAge: 18, homeTeam: 'Chandler', awayTeam: 'Perry' };
    expect(ineligibilityReasons(ready, monday, { id: 1, certification: 'youth official' }, { travelBufferMinutes: 30 })).toEqual([]);
  });
});
