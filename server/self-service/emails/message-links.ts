// Which private links each outbox message carries, minted as the batch is sent: a token exists only
// in the message that carries it (the database keeps its hash), so it cannot be made earlier and
// stored with the outbox row. A retried message carries new links; the old ones simply go unused.
import type { LinkPurpose } from '../../common/constants.js';
import type { Db } from '../kernel/db/client.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import type { Registration } from '../registrations/tables.js';
import { GUARDIAN_COPY_QUERY, linkUrl, mintLinks, type LinkRequest } from '../self-service/links.js';
import type { EmailLinks } from './details.js';
import { TEMPLATES } from './messages.js';
import { ANNOUNCEMENT_TEMPLATE } from './compose-season.js';
import { SESSION_REMINDER_TEMPLATE } from '../attendance/session-reminders.js';

/** The links one message needs. */
function purposesOf(row: OutboxRow, registration: Registration): LinkPurpose[] {
  const awaiting = registration.consentStatus === 'awaiting-guardian';
  switch (row.template) {
    case TEMPLATES.registrationConfirmation:
      // Without a guardian's address the registrant forwards the consent form themselves.
      return awaiting && row.recipient === 'registrant' && !registration.parentGuardianEmail ? ['guardian-consent', 'my-registration'] : ['my-registration'];
    case TEMPLATES.paymentConfirmation:
    case TEMPLATES.consentSigned:
    case TEMPLATES.alreadyRegistered:
    case SESSION_REMINDER_TEMPLATE:
    case ANNOUNCEMENT_TEMPLATE:
      return ['my-registration'];
    case TEMPLATES.guardianConsentRequest:
      return awaiting ? ['guardian-consent'] : [];
    default:
      return [];
  }
}

const FIELD: Record<LinkPurpose, keyof EmailLinks> = { 'my-registration': 'myRegistration', 'guardian-consent': 'consent' };

/** Mints the batch's links in one insert; the map holds each outbox row's link addresses. */
export async function mintMessageLinks(
  db: Db, rows: readonly OutboxRow[], registrationsById: ReadonlyMap<number, { registration: Registration }>, siteUrl: string, now: Date,
): Promise<Map<number, EmailLinks>> {
  const wanted: { rowId: number; request: LinkRequest; guardian: boolean }[] = [];
  for (const row of rows) {
    const registration = row.registrationId ? registrationsById.get(row.registrationId)?.registration : undefined;
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
