// Whether an official may work a game's position, and if not, every reason why (issue 30, point 3). A
// pure function of facts gathered in a few batch queries (eligibility-facts.ts), so one rule is written
// once, whether one official or three hundred are asked, and a property test can try it at random.
import { ADULT_AGE, ageOn } from '../../common/calendar/days.js';
import type { EligibilityReason, WeeklyHours } from '../../common/schemas/game.js';

export interface GameFacts {
  id: number;
  /** YYYY-MM-DD and HH:MM in the organisation's zone. */
  date: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
  minimumAge: number;
  homeTeam: string;
  awayTeam: string;
}

/** A position another game (or another position of this one) holds the official for. */
export interface Hold {
  positionId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
}

export interface OfficialFacts {
  email: string;
  /** Null when no registration gives it (a certificate typed in by staff): no age rule is then applied. */
  dateOfBirth: string | null;
  /** The newest registration's guardian consent is awaited. */
  consentAwaited: boolean;
  /** Certificates not revoked: the certification's name and the first day it no longer holds. */
  certificates: readonly { name: string; expiresOn: string }[];
  /** What the official declared; null: nothing yet, so no hours are available. */
  profile: { weekly: WeeklyHours; blockedDates: readonly string[]; dailyLimit: number | null; affiliations: readonly string[] } | null;
  holds: readonly Hold[];
}

export interface Rules {
  /** Minutes kept free between two games an official works (settings). */
  travelBufferMinutes: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const dayOfWeek = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

function certificateReason(official: OfficialFacts, certification: string | null, date: string): EligibilityReason | null {
  if (certification === null) return null;
  const held = official.certificates.filter((certificate) => sameText(certificate.name, certification));
  if (held.length === 0) return 'no-certificate';
  return held.some((certificate) => certificate.expiresOn > date) ? null : 'certificate-expired';
}

/** The game's whole span (start to end, the end capped at midnight) inside one of the day's declared windows, and the day not blocked. */
function available(profile: NonNullable<OfficialFacts['profile']>, game: GameFacts): boolean {
  if (profile.blockedDates.includes(game.date)) return false;
  const start = minutesOf(game.startTime);
  const end = Math.min(start + (game.endsAt.getTime() - game.startsAt.getTime()) / 60_000, 24 * 60 - 1);
  const day = dayOfWeek(game.date);
  return profile.weekly.some((window) => window.day === day && minutesOf(window.from) <= start && minutesOf(window.to) >= end);
}

function overlaps(hold: Hold, game: GameFacts, bufferMs: number): boolean {
  return hold.startsAt.getTime() < game.endsAt.getTime() + bufferMs && hold.endsAt.getTime() + bufferMs > game.startsAt.getTime();
}

/** Every rule the official breaks for this position of this game; empty when eligible. */
export function ineligibilityReasons(official: OfficialFacts, game: GameFacts, position: { id: number; certification: string | null }, rules: Rules): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  const certificate = certificateReason(official, position.certification, game.date);
  if (certificate) reasons.push(certificate);
  const age = official.dateOfBirth === null ? null : ageOn(official.dateOfBirth, game.date);
  if (age !== null && age < game.minimumAge) reasons.push('under-age');
  if (age !== null && age < ADULT_AGE && official.consentAwaited) reasons.push('consent-missing');
  if (!official.profile || !available(official.profile, game)) reasons.push('unavailable');
  const others = official.holds.filter((hold) => hold.positionId !== position.id);
  if (others.some((hold) => overlaps(hold, game, rules.travelBufferMinutes * 60_000))) reasons.push('time-conflict');
  const limit = official.profile?.dailyLimit ?? null;
  if (limit !== null && others.filter((hold) => hold.date === game.date).length >= limit) reasons.push('daily-limit');
  if (official.profile?.affiliations.some((team) => sameText(team, game.homeTeam) || sameText(team, game.awayTeam))) reasons.push('team-conflict');
  return reasons;
}
