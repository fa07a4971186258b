// Which emails a record causes, as outbox rows (template + recipient role). Decided when the record is
// written, from what the record says; the address is read when the message is sent.
import { ADULT_AGE, ageOn } from '../../common/dates.js';
import type { EmailTemplate } from '../../common/email-templates.js';
import type { QueuedEmail } from './insert-with-emails.js';

/** Every outbox template; each must have a label in common/email-templates.ts (the outbox list shows it). */
export const TEMPLATES = {
  registrationConfirmation: 'registrationConfirmation',
  adminRegistrationNotification: 'adminRegistrationNotification',
  adminContactNotification: 'adminContactNotification',
  paymentConfirmation: 'paymentConfirmation',
  refundConfirmation: 'refundConfirmation',
  adminDisputeNotification: 'adminDisputeNotification',
  adminOverbookedNotification: 'adminOverbookedNotification',
  guardianConsentRequest: 'guardianConsentRequest',
  consentSigned: 'consentSigned',
  adminConsentSigned: 'adminConsentSigned',
  cancellationConfirmation: 'cancellationConfirmation',
  adminCancellationNotification: 'adminCancellationNotification',
  waitlistJoined: 'waitlistJoined',
  waitlistOffer: 'waitlistOffer',
  certificateIssued: 'certificateIssued',
  certificateRenewal: 'certificateRenewal',
  sessionReminder: 'session-reminder',
  announcement: 'announcement',
  alreadyRegistered: 'alreadyRegistered',
} as const satisfies Record<string, EmailTemplate>;

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
  const emails: QueuedEmail[] = [{ template: TEMPLATES.registrationConfirmation, recipient: 'registrant' }];
  const parent = registration.parentGuardianEmail;
  const minor = ageOn(registration.dateOfBirth, today) < ADULT_AGE;
  if (minor && parent && parent.toLowerCase() !== registration.email.toLowerCase()) {
    emails.push({ template: TEMPLATES.registrationConfirmation, recipient: 'guardian' });
  }
  if (minor && guardianConsent && parent) emails.push({ template: TEMPLATES.guardianConsentRequest, recipient: 'guardian' });
  emails.push({ template: TEMPLATES.adminRegistrationNotification, recipient: 'admin' });
  return emails;
}

export const CONTACT_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.adminContactNotification, recipient: 'admin' }];
export const PAYMENT_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.paymentConfirmation, recipient: 'registrant' }];
/** A refund recorded in the payments ledger: the registrant hears how much comes back (outbox row names the refund). */
export const REFUND_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.refundConfirmation, recipient: 'registrant' }];
/** A new dispute: the office must answer it in time. */
export const ADMIN_DISPUTE_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.adminDisputeNotification, recipient: 'admin' }];
/** A guardian signed: the registrant and the office hear of it. */
export const CONSENT_SIGNED_EMAILS: QueuedEmail[] = [
  { template: TEMPLATES.consentSigned, recipient: 'registrant' },
  { template: TEMPLATES.adminConsentSigned, recipient: 'admin' },
];
/** The consent link sent again (admin's Resend): to the guardian's address, else to the registrant to forward. */
export const consentResendEmails = (hasGuardianAddress: boolean): QueuedEmail[] =>
  hasGuardianAddress ? [{ template: TEMPLATES.guardianConsentRequest, recipient: 'guardian' }] : [{ template: TEMPLATES.guardianConsentRequest, recipient: 'registrant' }];
/** A registrant cancelled from their own page: both sides hear of it. */
export const CANCELLATION_EMAILS: QueuedEmail[] = [
  { template: TEMPLATES.cancellationConfirmation, recipient: 'registrant' },
  { template: TEMPLATES.adminCancellationNotification, recipient: 'admin' },
];
