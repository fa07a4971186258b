// Waitlist offer links (issue 16), like the registrant's links (self-service/links.ts): 32 random bytes
// shown only in the offer email, the entry keeps the SHA-256. A token is minted when the outbox sends
// the offer, so a retried message carries a new token and the old one stops working.
import { newToken, tokenHash } from '../kernel/private-tokens.js';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { waitlistEntries, type WaitlistEntry } from './tables.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const offerTokenHash = tokenHash;

export function newOfferToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: offerTokenHash(token) };
}

/** The path an offer link opens: the landing page, which opens the registration dialog filled in. */
export const offerUrl = (siteUrl: string, token: string) => `${siteUrl}/?offer=${token}`;

export type OfferState = 'valid' | 'used' | 'expired' | 'withdrawn';

/** What a token opens, or null for a malformed or unknown token. */
export async function findOffer(db: Db | Tx, token: string, now: Date): Promise<{ state: OfferState; entry: WaitlistEntry } | null> {
  if (!TOKEN.test(token)) return null;
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.offerTokenHash, offerTokenHash(token)));
  if (!entry) return null;
  return { state: offerState(entry, now), entry };
}

function offerState(entry: WaitlistEntry, now: Date): OfferState {
  switch (entry.status) {
    case 'offered':
      return entry.offerExpiresAt && entry.offerExpiresAt > now ? 'valid' : 'expired';
    case 'accepted':
      return 'used';
    case 'expired':
      return 'expired';
    default:
      return 'withdrawn';
  }
}

/** What the visitor reads for a link that does not open the registration. */
export const OFFER_MESSAGES: Record<Exclude<OfferState, 'valid'>, string> & { unknown: string } = {
  unknown: 'This waitlist offer link is not valid. Please check the link in your email.',
  used: 'This waitlist offer has already been used to register.',
  expired: 'This waitlist offer has expired, and the seat was offered to the next person on the waitlist.',
  withdrawn: 'This waitlist offer is no longer available.',
};
