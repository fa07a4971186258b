// From the account, an official opens what a registration's private links open (issue 29): its page
// (pay, calendar file, cancel, certificate) or, for a guardian, the child's consent form. A fresh link
// is made each time, so the account never holds one and the emailed links keep working.
import { and, eq } from 'drizzle-orm';
import { CONSENT_NOT_AWAITED, REGISTRATION_NOT_YOURS } from '../../common/schemas/account.js';
import type { Db } from '../kernel/db/client.js';
import { conflict, notFound } from '../kernel/refusals.js';
import { GUARDIAN_COPY_QUERY, linkUrl, mintLinks, registrations } from '../registrations/index.js';
import { registrationOfEmail } from './email-conditions.js';

export interface OpenRegistrationLinkDeps {
  db: Db;
  now: () => Date;
  siteUrl: string;
}

/** The link's full address; a 404 for a registration not of this email, a 409 for a consent not awaited from it. */
export async function openRegistrationLink(
  { db, now, siteUrl }: OpenRegistrationLinkDeps,
  email: string,
  registrationId: number,
  purpose: 'my-registration' | 'guardian-consent',
): Promise<string> {
  const [registration] = await db
    .select({ email: registrations.email, consentStatus: registrations.consentStatus })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), registrationOfEmail(email)))
    .limit(1);
  if (!registration) throw notFound(REGISTRATION_NOT_YOURS);
  const asGuardian = registration.email.toLowerCase() !== email;
  if (purpose === 'guardian-consent' && (!asGuardian || registration.consentStatus !== 'awaiting-guardian')) throw conflict(CONSENT_NOT_AWAITED);
  const [token] = await mintLinks(db, [{ registrationId, purpose }], now());
  return `${linkUrl(siteUrl, purpose, token!)}${asGuardian && purpose === 'my-registration' ? GUARDIAN_COPY_QUERY : ''}`;
}
