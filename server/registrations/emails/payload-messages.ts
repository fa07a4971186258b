// A message to registrants about a row its payload names (an announcement, a session): the batch loads
// each row's registration and program, the registrant's page link, and the named rows, by id.
import { payloadIds, type BatchContext } from '../../email/index.js';
import type { OutboxRow } from '../../kernel/db/tables.js';
import { MY_PAGE, mintMessageLinks } from './message-links.js';
import { loadRegistrationRecords } from './registration-records.js';

export async function loadPayloadMessages<Named extends { id: number }>(
  rows: readonly OutboxRow[],
  context: BatchContext,
  /** The payload's key for the named row, e.g. "sessionId". */
  key: string,
  find: (ids: number[]) => Promise<Named[]>,
) {
  const ids = payloadIds(rows, key);
  const [records, found] = await Promise.all([loadRegistrationRecords(context.db, rows), ids.length === 0 ? [] : find(ids)]);
  const links = await mintMessageLinks(rows, records, () => MY_PAGE, context);
  return { records, links, named: new Map(found.map((row): [number, Named] => [row.id, row])) };
}
