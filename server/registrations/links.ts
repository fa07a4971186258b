// Private links sent by email (issue 15): the registrant's own page and the guardian's consent form.
// A token is 32 random bytes shown only in the email; the database keeps its SHA-256, so a leaked
// table opens nothing. Each link serves one purpose, expires, can be revoked, and a consent link is
// used up by the signature.
import { and, eq, isNull } from 'drizzle-orm';
import type { LinkPurpose } from '../../common/constants.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { registrations, type Registration } from './tables.js';
import { registrationLinks, type RegistrationLink } from './link-tables.js';
import { newToken, tokenHash } from '../kernel/private-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of link works: the consent link as the issue says, the registrant's page for a season. */
export const LINK_LIFETIME_DAYS: Record<LinkPurpose, number> = { 'my-registration': 365, 'guardian-consent': 14 };

/** The path each link opens, under the site's URL. */
export const LINK_PATHS: Record<LinkPurpose, string> = { 'my-registration': '/my-registration', 'guardian-consent': '/consent' };

/**
 * Who a registrant's page link was emailed to. The link row does not say, so the guardian's copy carries
 * this query (issue 27: the page greets its reader); it changes only the words, the token alone opens it.
 */
export type PageReader = 'registrant' | 'guardian';
export const GUARDIAN_COPY_QUERY = '?for=guardian';
export const readerOf = (query: unknown): PageReader => ((query as { for?: unknown } | undefined)?.for === 'guardian' ? 'guardian' : 'registrant');

const TOKEN = /^[A-Za-z0-9_-]{43}$/;


export interface LinkRequest {
  registrationId: number;
  purpose: LinkPurpose;
}

/** New links, one per request, in the same order; the tokens are returned once and never stored. */
export async function mintLinks(db: Db | Tx, requests: readonly LinkRequest[], now: Date): Promise<string[]> {
  if (requests.length === 0) return [];
  const tokens = requests.map(() => newToken());
  await db.insert(registrationLinks).values(
    requests.map((request, index) => ({
      registrationId: request.registrationId,
      purpose: request.purpose,
      tokenHash: tokenHash(tokens[index]!),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_DAYS[request.purpose] * DAY_MS),
    })),
  );
  return tokens;
}

/** The full address of a link. */
export const linkUrl = (siteUrl: string, purpose: LinkPurpose, token: string) => `${siteUrl}${LINK_PATHS[purpose]}/${token}`;

export type LinkState = 'valid' | 'expired' | 'used' | 'revoked';

export interface FoundLink {
  state: LinkState;
  link: RegistrationLink;
  registration: Registration;
}

/** The link a token opens for this purpose with its registration, or null when there is none (a wrong or malformed token). */
export async function findLink(db: Db | Tx, token: string, purpose: LinkPurpose, now: Date): Promise<FoundLink | null> {
  if (!TOKEN.test(token)) return null;
  const [found] = await db
    .select({ link: registrationLinks, registration: registrations })
    .from(registrationLinks)
    .innerJoin(registrations, eq(registrations.id, registrationLinks.registrationId))
    .where(and(eq(registrationLinks.tokenHash, tokenHash(token)), eq(registrationLinks.purpose, purpose)))
    .limit(1);
  if (!found) return null;
  const { link } = found;
  const state: LinkState = link.revokedAt ? 'revoked' : link.usedAt ? 'used' : link.expiresAt <= now ? 'expired' : 'valid';
  return { ...found, state };
}

/** Uses a link up; false when another request used it first. */
export async function useLink(tx: Tx, linkId: number, now: Date): Promise<boolean> {
  const used = await tx.update(registrationLinks).set({ usedAt: now })
    .where(and(eq(registrationLinks.id, linkId), isNull(registrationLinks.usedAt), isNull(registrationLinks.revokedAt)))
    .returning({ id: registrationLinks.id });
  return used.length === 1;
}

/** Revokes every live link of a registration for this purpose (a resent consent link, a replaced private link). */
export async function revokeLinks(db: Db | Tx, registrationId: number, purpose: LinkPurpose, now: Date): Promise<number> {
  const revoked = await db.update(registrationLinks).set({ revokedAt: now })
    .where(and(eq(registrationLinks.registrationId, registrationId), eq(registrationLinks.purpose, purpose), isNull(registrationLinks.revokedAt), isNull(registrationLinks.usedAt)))
    .returning({ id: registrationLinks.id });
  return revoked.length;
}
