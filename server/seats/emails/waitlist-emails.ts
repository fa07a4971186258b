// The waitlist's messages (issue 16): "you're on the waitlist" and the seat offer. The entry and its
// program are read as the batch is sent, and an offer's link is minted then (offer-tokens.ts), so its
// token exists only in the message. The row's subject is the waitlist entry (it has no registration yet).
import { and, eq, inArray } from 'drizzle-orm';
import { type QueuedEmail, defineEmailKind, subjectIds, type BatchContext, type Composed } from '../../email/index.js';
import type { OutboxRow } from '../../kernel/db/tables.js';
import { programs, type Program } from '../../programs/index.js';
import { newOfferToken, offerUrl } from '../offer-tokens.js';
import { waitlistEntries, type WaitlistEntry } from '../tables.js';
import { waitlistJoined, waitlistOffer } from './waitlist-templates.js';

export const WAITLIST_JOINED = 'waitlistJoined';
export const WAITLIST_OFFER = 'waitlistOffer';

/** A full program's registration stored as a waitlist entry (the row's subject). */
export const WAITLIST_JOINED_EMAILS: QueuedEmail[] = [{ template: WAITLIST_JOINED, recipient: 'registrant' }];
/** A seat offered to an entry; its link is minted as the message is sent. */
export const WAITLIST_OFFER_EMAILS: QueuedEmail[] = [{ template: WAITLIST_OFFER, recipient: 'registrant' }];

interface Loaded {
  entry: WaitlistEntry;
  program: Program;
  /** An open offer's link, minted for this message. */
  offerUrl?: string;
}

/** Reads the batch's waitlist entries and mints a link for each open offer; the map is by outbox row. */
async function load(rows: readonly OutboxRow[], { db, siteUrl, now }: BatchContext): Promise<Map<number, Loaded>> {
  const ids = subjectIds(rows);
  const batch = new Map<number, Loaded>();
  if (ids.length === 0) return batch;
  const found = await db.select({ entry: waitlistEntries, program: programs }).from(waitlistEntries)
    .innerJoin(programs, eq(programs.id, waitlistEntries.programId)).where(inArray(waitlistEntries.id, ids));
  const byId = new Map(found.map((loaded) => [loaded.entry.id, loaded]));
  for (const row of rows) {
    const loaded = row.subjectId === null ? undefined : byId.get(row.subjectId);
    if (!loaded) continue;
    const { entry } = loaded;
    const open = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
    if (row.template !== WAITLIST_OFFER || !open) {
      batch.set(row.id, loaded);
      continue;
    }
    const { token, hash } = newOfferToken();
    const minted = await db.update(waitlistEntries).set({ offerTokenHash: hash })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'offered'))).returning({ id: waitlistEntries.id });
    batch.set(row.id, minted.length > 0 ? { ...loaded, offerUrl: offerUrl(siteUrl, token) } : loaded);
  }
  return batch;
}

export const waitlistMessages = defineEmailKind({
  templates: [WAITLIST_JOINED, WAITLIST_OFFER],
  subject: 'waitlistEntryId',
  load,
  compose(row, batch, { details }): Composed {
    const loaded = batch.get(row.id);
    if (!loaded) return { skip: 'the waitlist entry was deleted' };
    const { entry, program } = loaded;
    if (row.template === WAITLIST_JOINED) {
      if (entry.status !== 'waiting') return { skip: 'the entry is no longer waiting' };
      return { type: 'waitlistJoined', to: entry.email, ...waitlistJoined(details, entry, program) };
    }
    if (!loaded.offerUrl || !entry.offerExpiresAt) return { skip: 'the offer is no longer open' };
    return { type: 'waitlistOffer', to: entry.email, ...waitlistOffer(details, entry, program, loaded.offerUrl, entry.offerExpiresAt) };
  },
});
