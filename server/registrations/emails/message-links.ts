// Which private links each outbox message carries, minted as the batch is sent: a token exists only
// in the message that carries it (the database keeps its hash), so it cannot be made earlier and
// stored with the outbox row. A retried message carries new links; the old ones simply go unused.
// Each email kind says which links its rows need; the minting is here, with the links' table.
import type { LinkPurpose } from '../../../common/constants.js';
import type { EmailLinks, BatchContext } from '../../email/index.js';
import type { OutboxRow } from '../../kernel/db/tables.js';
import type { Registration } from '../tables.js';
import { GUARDIAN_COPY_QUERY, linkUrl, mintLinks, type LinkRequest } from '../links.js';

const FIELD: Record<LinkPurpose, keyof EmailLinks> = { 'my-registration': 'myRegistration', 'guardian-consent': 'consent' };

/** Every row's registrant page link. */
export const MY_PAGE: readonly LinkPurpose[] = ['my-registration'];

/**
 * Mints the batch's links in one insert: `purposesOf` says which each row needs, given its registration
 * (the row's subject; a row whose registration is gone gets none). The map holds each row's addresses.
 */
export async function mintMessageLinks(
  rows: readonly OutboxRow[],
  registrationsById: ReadonlyMap<number, { registration: Registration }>,
  purposesOf: (row: OutboxRow, registration: Registration) => readonly LinkPurpose[],
  { db, siteUrl, now }: Pick<BatchContext, 'db' | 'siteUrl' | 'now'>,
): Promise<Map<number, EmailLinks>> {
  const wanted: { rowId: number; request: LinkRequest; guardian: boolean }[] = [];
  for (const row of rows) {
    const registration = row.subjectId === null ? undefined : registrationsById.get(row.subjectId)?.registration;
    if (!registration) continue;
    for (const purpose of purposesOf(row, registration)) wanted.push({ rowId: row.id, request: { registrationId: registration.id, purpose }, guardian: row.recipient === 'guardian' });
  }
  const tokens = await mintLinks(db, wanted.map((entry) => entry.request), now);
  const links = new Map<number, EmailLinks>();
  wanted.forEach(({ rowId, request, guardian }, index) => {
    // The guardian's copy opens the registrant's page greeting the guardian (links.ts, readerOf).
    const query = guardian && request.purpose === 'my-registration' ? GUARDIAN_COPY_QUERY : '';
    links.set(rowId, { ...links.get(rowId), [FIELD[request.purpose]]: `${linkUrl(siteUrl, request.purpose, tokens[index]!)}${query}` });
  });
  return links;
}
