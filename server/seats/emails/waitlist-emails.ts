// The outbox's waitlist messages (issue 16), composed like compose() in index.ts: the entry and its
// program are read as the batch is sent, and an offer's link is minted then (offer-tokens.ts), so its
// token exists only in the message.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { programs, type Program } from '../programs/tables.js';
import { type OutboxRow } from '../kernel/db/tables.js';
import { waitlistEntries, type WaitlistEntry } from '../seats/tables.js';
import { newOfferToken, offerUrl } from '../seats/offer-tokens.js';
import type { CompanyDetails } from './details.js';
import { TEMPLATES } from './messages.js';
import type { OutgoingEmail } from './transports.js';
import { waitlistJoined, waitlistOffer } from './waitlist-templates.js';

interface Loaded {
  entry: WaitlistEntry;
  program: Program;
  /** An open offer's link, minted for this message. */
  offerUrl?: string;
}
export type WaitlistBatch = Map<number, Loaded>;

/** Reads the batch's waitlist entries and mints a link for each open offer; the map is by outbox row. */
export async function loadWaitlistBatch(db: Db, rows: readonly OutboxRow[], siteUrl: string, now: Date): Promise<WaitlistBatch> {
  const ids = [...new Set(rows.flatMap((row) => (row.waitlistEntryId ? [row.waitlistEntryId] : [])))];
  const batch: WaitlistBatch = new Map();
  if (ids.length === 0) return batch;
  const found = await db.select({ entry: waitlistEntries, program: programs }).from(waitlistEntries)
    .innerJoin(programs, eq(programs.id, waitlistEntries.programId)).where(inArray(waitlistEntries.id, ids));
  const byId = new Map(found.map((loaded) => [loaded.entry.id, loaded]));
  for (const row of rows) {
    const loaded = row.waitlistEntryId ? byId.get(row.waitlistEntryId) : undefined;
    if (!loaded) continue;
    const { entry } = loaded;
    const open = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
    if (row.template !== TEMPLATES.waitlistOffer || !open) {
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

type Base = Pick<OutgoingEmail, 'id' | 'createdAt' | 'messageId'>;

/** The message for a waitlist row, or undefined for a row that is not about a waitlist entry. */
export function composeWaitlist(row: OutboxRow, batch: WaitlistBatch, details: CompanyDetails, base: Base): Omit<OutgoingEmail, 'from'> | { skip: string } | undefined {
  if (!row.waitlistEntryId || (row.template !== TEMPLATES.waitlistJoined && row.template !== TEMPLATES.waitlistOffer)) return undefined;
  const loaded = batch.get(row.id);
  if (!loaded) return { skip: 'the waitlist entry was deleted' };
  const { entry, program } = loaded;
  const common = { ...base, reference: `waitlist entry ${entry.id}`, to: entry.email };
  if (row.template === TEMPLATES.waitlistJoined) {
    if (entry.status !== 'waiting') return { skip: 'the entry is no longer waiting' };
    return { ...common, type: 'waitlistJoined', ...waitlistJoined(details, entry, program) };
  }
  if (!loaded.offerUrl || !entry.offerExpiresAt) return { skip: 'the offer is no longer open' };
  return { ...common, type: 'waitlistOffer', ...waitlistOffer(details, entry, program, loaded.offerUrl, entry.offerExpiresAt) };
}
