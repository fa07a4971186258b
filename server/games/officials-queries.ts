// Who the officials are and what the product knows of them, in a few batch queries: an official is an
// account (anyone who registered or holds a certificate), named and dated by their newest registration,
// else by their newest certificate.
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ConsentStatus } from '../../common/constants.js';
import { HOLDING_STATUSES } from '../../common/schemas/game.js';
import { certificates } from '../certificates/index.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { gameAssignments, games, officialProfiles } from './tables.js';

export interface OfficialRow {
  email: string;
  name: string;
  dateOfBirth: string | null;
  /** The newest registration's guardian consent; null without a registration. */
  consentStatus: ConsentStatus | null;
  consentAwaited: boolean;
  /** From the newest registration; a declared home postal code wins over it. */
  postalCode: string | null;
}

interface RawOfficial {
  email: string;
  name: string;
  date_of_birth: string | null;
  consent_status: ConsentStatus | null;
  postal_code: string | null;
}

/** Every official (or only `emails`, lowercased), by name. */
export async function officialRows(db: Db | Tx, emails?: readonly string[]): Promise<OfficialRow[]> {
  if (emails?.length === 0) return [];
  // Asked for a few (an email batch, a game's crew), only their rows are read, not every registration.
  const only = emails ? sql`where lower(email) in (${sql.join(emails.map((email) => sql`${email}`), sql`, `)})` : sql``;
  const result = (await db.execute(sql`
    with people as (
      select lower(email) as email from registrations ${only}
      union select lower(email) from certificates ${only}
    ),
    newest as (
      select distinct on (lower(email)) lower(email) as email, first_name || ' ' || last_name as name, date_of_birth,
        consent_status::text, nullif(zip_code, '') as postal_code
      from registrations ${only}
      order by lower(email), registration_status = 'cancelled', created_at desc, id desc
    ),
    certified as (
      select distinct on (lower(email)) lower(email) as email, official_name as name from certificates ${only} order by lower(email), issued_on desc, id desc
    )
    select people.email, coalesce(newest.name, certified.name, people.email) as name, newest.date_of_birth, newest.consent_status,
      coalesce(official_profiles.home_postal_code, newest.postal_code) as postal_code
    from people
    left join newest on newest.email = people.email
    left join certified on certified.email = people.email
    left join official_profiles on official_profiles.email = people.email
    order by lower(coalesce(newest.name, certified.name, people.email)), people.email`)) as unknown as { rows: RawOfficial[] };
  return result.rows.map((row) => ({
    email: row.email, name: row.name, dateOfBirth: row.date_of_birth, consentStatus: row.consent_status, consentAwaited: row.consent_status === 'awaiting-guardian', postalCode: row.postal_code,
  }));
}

/** Certificates not revoked, by official (lowercased email). */
export async function certificatesByOfficial(db: Db, emails: readonly string[]): Promise<Map<string, { name: string; expiresOn: string }[]>> {
  const byEmail = new Map<string, { name: string; expiresOn: string }[]>();
  if (emails.length === 0) return byEmail;
  const rows = await db
    .select({ email: sql<string>`lower(${certificates.email})`, name: certificates.certificationName, expiresOn: certificates.expiresOn })
    .from(certificates)
    .where(and(isNull(certificates.revokedAt), inArray(sql`lower(${certificates.email})`, [...emails])));
  for (const { email, ...certificate } of rows) byEmail.set(email, [...(byEmail.get(email) ?? []), certificate]);
  return byEmail;
}

export type ProfileRow = typeof officialProfiles.$inferSelect;

export async function profilesByOfficial(db: Db, emails: readonly string[]): Promise<Map<string, ProfileRow>> {
  if (emails.length === 0) return new Map();
  const rows = await db.select().from(officialProfiles).where(inArray(officialProfiles.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row]));
}

export interface HoldRow {
  email: string;
  gameId: number;
  positionId: number;
  startsAt: Date;
  lengthMinutes: number;
}

/** Positions held (assigned or accepted) on games not cancelled that start in [from, to). */
export async function holdsBetween(db: Db, from: Date, to: Date, emails?: readonly string[]): Promise<HoldRow[]> {
  return db
    .select({ email: gameAssignments.email, gameId: games.id, positionId: gameAssignments.positionId, startsAt: games.startsAt, lengthMinutes: games.lengthMinutes })
    .from(gameAssignments)
    .innerJoin(games, eq(games.id, gameAssignments.gameId))
    .where(and(
      inArray(gameAssignments.status, [...HOLDING_STATUSES]), ne(games.status, 'cancelled'), gte(games.startsAt, from), lt(games.startsAt, to),
      ...(emails ? [inArray(gameAssignments.email, [...emails])] : []),
    ));
}

/** Games held per official in [from, to), not counting one marked as not worked. */
export async function gamesCountBetween(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ email: gameAssignments.email, games: sql<number>`count(*)::int` })
    .from(gameAssignments)
    .innerJoin(games, eq(games.id, gameAssignments.gameId))
    .where(and(
      inArray(gameAssignments.status, [...HOLDING_STATUSES]), ne(games.status, 'cancelled'), gte(games.startsAt, from), lt(games.startsAt, to),
      sql`${gameAssignments.worked} is not false`,
    ))
    .groupBy(gameAssignments.email);
  return new Map(rows.map((row) => [row.email, row.games]));
}

/** Worked games per official, all seasons. */
export async function gamesWorkedBy(db: Db | Tx, emails?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ email: gameAssignments.email, worked: sql<number>`count(*)::int` }).from(gameAssignments)
    .where(and(eq(gameAssignments.worked, true), ...(emails ? [inArray(gameAssignments.email, [...emails])] : [])))
    .groupBy(gameAssignments.email);
  return new Map(rows.map((row) => [row.email, row.worked]));
}
