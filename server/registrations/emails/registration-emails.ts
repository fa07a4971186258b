// A registration's emails: which it causes, as outbox rows (template + recipient role; decided when it
// is written, from what it says), and how they are sent: the registrant's confirmation with the
// program's .ics, the parent's copy, and the office's notice. Addresses are read when they are sent.
import { ADULT_AGE, ageOn } from '../../../common/calendar/days.js';
import type { LinkPurpose } from '../../../common/constants.js';
import { type QueuedEmail, defineEmailKind, subjectOf } from '../../email/index.js';
import { MY_PAGE, mintMessageLinks } from './message-links.js';
import type { Registration } from '../tables.js';
import { calendarAttachment } from './calendar-attachment.js';
import { loadRegistrationRecords } from './registration-records.js';
import { adminRegistrationNotification, registrationConfirmation } from './registration-templates.js';

export const REGISTRATION_CONFIRMATION = 'registrationConfirmation';
export const ADMIN_REGISTRATION_NOTIFICATION = 'adminRegistrationNotification';
// Queued here, composed by self-service (its page and consent links): the ids live with who queues them.
export const GUARDIAN_CONSENT_REQUEST = 'guardianConsentRequest';
export const ALREADY_REGISTERED_NOTICE = 'alreadyRegistered';

/**
 * The registrant's confirmation, a copy to the parent of a minor (when another address is given), the
 * consent request to that parent when consent is required (any parent address, even the registrant's
 * own), the office's notice.
 */
export function registrationEmails(
  registration: { email: string; dateOfBirth: string; parentGuardianEmail?: string | null | undefined },
  today: string,
  guardianConsent = false,
): QueuedEmail[] {
  const emails: QueuedEmail[] = [{ template: REGISTRATION_CONFIRMATION, recipient: 'registrant' }];
  const parent = registration.parentGuardianEmail;
  const minor = ageOn(registration.dateOfBirth, today) < ADULT_AGE;
  if (minor && parent && parent.toLowerCase() !== registration.email.toLowerCase()) {
    emails.push({ template: REGISTRATION_CONFIRMATION, recipient: 'guardian' });
  }
  if (minor && guardianConsent && parent) emails.push({ template: GUARDIAN_CONSENT_REQUEST, recipient: 'guardian' });
  emails.push({ template: ADMIN_REGISTRATION_NOTIFICATION, recipient: 'admin' });
  return emails;
}

/** Without a guardian's address the registrant forwards the consent form from their own confirmation. */
function linksOf(row: { template: string; recipient: string }, registration: Registration): readonly LinkPurpose[] {
  if (row.template !== REGISTRATION_CONFIRMATION) return [];
  const forwards = registration.consentStatus === 'awaiting-guardian' && row.recipient === 'registrant' && !registration.parentGuardianEmail;
  return forwards ? ['guardian-consent', ...MY_PAGE] : MY_PAGE;
}

export const registrationMessages = defineEmailKind({
  templates: [REGISTRATION_CONFIRMATION, ADMIN_REGISTRATION_NOTIFICATION],
  subject: 'registrationId',
  async load(rows, context) {
    const records = await loadRegistrationRecords(context.db, rows, { withSessions: rows.some((row) => row.template === REGISTRATION_CONFIRMATION) });
    return { records, links: await mintMessageLinks(rows, records, linksOf, context) };
  },
  compose(row, { records, links }, { details, now }) {
    const record = subjectOf(row, records);
    if (!record) return { skip: 'the registration was deleted' };
    const { registration, program } = record;
    if (row.template === ADMIN_REGISTRATION_NOTIFICATION) {
      if (!details.admin) return { skip: 'no office address' };
      return { type: 'adminNotification', to: details.admin, ...adminRegistrationNotification(details, registration, program) };
    }
    const forGuardian = row.recipient === 'guardian';
    const to = forGuardian ? registration.parentGuardianEmail : registration.email;
    if (!to) return { skip: 'no parent/guardian address' };
    const attachments = calendarAttachment(registration, program, details, now);
    return {
      type: 'registrationConfirmation', to,
      ...registrationConfirmation(details, registration, program, forGuardian, links.get(row.id) ?? {}),
      ...(attachments && { attachments }),
    };
  },
});
