// A parent's or guardian's consent for a minor (issue 15): the form's view, and the signature, stored
// once with who signed, when, from which address and to which version of the waiver (its SHA-256).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ConsentFormValues, ConsentPage, ConsentScreen } from '../../common/consent-page.js';
import { placeTime } from '../../common/calendar/zone.js';
import { formatDateLong, formatTime12h, fullName, venueLine } from '../../common/format.js';
import type { ConsentForm } from '../../common/schemas/consent-form.js';
import { PHOTO_CONSENT_QUESTION, WAIVER_PARAGRAPHS, WAIVER_TEXT, WAIVER_TITLE } from '../../common/waiver.js';
import type { Db } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations, type Registration, LINK_PATHS, revokeLinks, useLink } from '../registrations/index.js';
import { guardianConsents } from './tables.js';
import { outboxRowsFor } from '../email/index.js';
import { CONSENT_SIGNED_EMAILS } from './emails/self-service-emails.js';
import { consentGreetingOf } from './greeting.js';
import type { RegistrantRecords } from './registrant-view.js';

/** The version of the waiver the form shows now. */
export const WAIVER_HASH = createHash('sha256').update(WAIVER_TEXT).digest('hex');

const TITLES: Record<ConsentScreen, string> = {
  form: 'Parent/Guardian Consent',
  signed: 'Thank You: Consent Signed',
  'already-signed': 'Consent Already Signed',
  expired: 'This Link Has Expired',
  replaced: 'This Link Has Been Replaced',
};

/** The inputs as the registration knows the guardian (the registrant may have named them). */
const prefilled = (registration: Registration): ConsentFormValues => ({
  guardianName: registration.parentGuardianName ?? '',
  relationship: registration.parentGuardianRelationship ?? '',
  email: registration.parentGuardianEmail ?? '',
  phone: registration.parentGuardianPhone ?? '',
  photoConsent: false,
  agree: false,
  signature: '',
});

export interface ConsentViewOptions {
  token: string;
  screen: ConsentScreen;
  values?: ConsentFormValues;
  errors?: ConsentPage['errors'];
  notice?: string | null;
}

/** The form's page; the start time in the organisation's zone (`timeZone`, settings). */
export function consentView({ registration, program, company }: RegistrantRecords, { token, screen, values, errors = {}, notice = null }: ConsentViewOptions, timeZone: string): ConsentPage {
  return {
    title: TITLES[screen],
    greeting: consentGreetingOf(registration),
    screen,
    organisation: { name: company.name, email: company.email, phone: company.phone },
    registration: {
      registrantName: fullName(registration),
      programName: program?.name ?? registration.programName,
      startDate: program?.startDate ? formatDateLong(program.startDate) : null,
      startTime: program?.startTime ? `${formatTime12h(program.startTime)} ${placeTime(timeZone)}` : null,
      venue: program ? venueLine(program) : null,
    },
    waiver: { title: WAIVER_TITLE, paragraphs: WAIVER_PARAGRAPHS, photoQuestion: PHOTO_CONSENT_QUESTION, hash: WAIVER_HASH },
    values: values ?? prefilled(registration),
    errors,
    notice,
    action: `${LINK_PATHS['guardian-consent']}/${token}`,
  };
}

/**
 * Stores the signature: the link is used up, the registration becomes signed (with the guardian's
 * details and photo answer), its other consent links stop working, and the registrant and the office
 * are told. False when the link was used or the consent signed meanwhile (nothing is stored then).
 */
export async function signConsent(db: Db, input: { linkId: number; registrationId: number; form: ConsentForm; ipAddress: string; now: Date }): Promise<boolean> {
  const { linkId, registrationId, form, ipAddress, now } = input;
  return db.transaction(async (tx) => {
    const [registration] = await tx.select({ consentStatus: registrations.consentStatus }).from(registrations)
      .where(eq(registrations.id, registrationId)).for('update');
    // Nothing is written before both checks pass, so returning false leaves everything as it was.
    if (registration?.consentStatus !== 'awaiting-guardian') return false;
    if (!(await useLink(tx, linkId, now))) return false;
    await tx.insert(guardianConsents).values({
      registrationId, guardianName: form.guardianName, relationship: form.relationship, email: form.email, phone: form.phone,
      signature: form.signature, photoConsent: form.photoConsent, waiverHash: WAIVER_HASH, ipAddress, signedAt: now,
    });
    await tx.update(registrations).set({
      consentStatus: 'signed', photoConsent: form.photoConsent,
      parentGuardianName: form.guardianName, parentGuardianRelationship: form.relationship, parentGuardianEmail: form.email, parentGuardianPhone: form.phone,
    }).where(and(eq(registrations.id, registrationId), eq(registrations.consentStatus, 'awaiting-guardian')));
    await revokeLinks(tx, registrationId, 'guardian-consent', now);
    await tx.insert(emailOutbox).values(outboxRowsFor(CONSENT_SIGNED_EMAILS, registrationId));
    return true;
  });
}
