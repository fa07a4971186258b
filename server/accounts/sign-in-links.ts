// Sign-in links' rows: the request, its token made at sending, and its single use.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../common/schemas/account.js';
import { certificates } from '../certificates/index.js';
import { insertWithEmails } from '../email/index.js';
import type { Db } from '../kernel/db/client.js';
import { isToken, newToken, tokenHash } from '../kernel/private-tokens.js';
import { registrations } from '../registrations/index.js';
import { OFFICIAL_SIGN_IN_LINK } from './email-template.js';
import { signInLinks } from './tables.js';
import { certificateOfEmail, registrationOfEmail } from './email-conditions.js';


/** True when someone registered with this email (or as a minor's guardian) or holds a certificate under it. */
export async function isKnownEmail(db: Db, email: string): Promise<boolean> {
  const [registered] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(registrationOfEmail(email))
    .limit(1);
  if (registered) return true;
  const [certified] = await db.select({ id: certificates.id }).from(certificates).where(certificateOfEmail(email)).limit(1);
  return certified !== undefined;
}

/** Stores a link request for `email` and queues its email in one statement. */
export async function queueSignInLink(db: Db, email: string): Promise<void> {
  await insertWithEmails(db, { table: signInLinks, values: { email }, emails: [{ template: OFFICIAL_SIGN_IN_LINK, recipient: 'official' }] });
}

/**
 * New tokens for the unused links among `ids`, each valid SIGN_IN_LINK_MINUTES from now (a resend
 * replaces the earlier token); the tokens leave only in the returned map.
 */
export async function mintSignInTokens(db: Db, ids: readonly number[], now: Date): Promise<Map<number, { email: string; token: string }>> {
  const minted = new Map<number, { email: string; token: string }>();
  if (ids.length === 0) return minted;
  const open = await db.select({ id: signInLinks.id, email: signInLinks.email }).from(signInLinks).where(and(inArray(signInLinks.id, [...ids]), isNull(signInLinks.usedAt)));
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  for (const link of open) {
    const token = newToken();
    await db.update(signInLinks).set({ tokenHash: tokenHash(token), expiresAt }).where(eq(signInLinks.id, link.id));
    minted.set(link.id, { email: link.email, token });
  }
  return minted;
}

/** Uses a link up and returns its email; null for a wrong, expired or already used token. */
export async function useSignInToken(db: Db, token: string, now: Date): Promise<string | null> {
  if (!isToken(token)) return null;
  const [used] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, tokenHash(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ email: signInLinks.email });
  return used?.email ?? null;
}
