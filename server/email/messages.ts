// Which emails a record causes, as outbox rows (template + recipient role). Decided when the record is
// written, from what the record says; the address is read when the message is sent.
import { ageOn } from '../../common/dates.js';
import { YOUTH_AGE_LIMIT } from '../../common/prices.js';
import type { QueuedEmail } from '../db/insert-with-emails.js';

export const TEMPLATES = {
  registrationConfirmation: 'registrationConfirmation',
  adminRegistrationNotification: 'adminRegistrationNotification',
  adminContactNotification: 'adminContactNotification',
  paymentConfirmation: 'paymentConfirmation',
  refundConfirmation: 'refundConfirmation',
  adminDisputeNotification: 'adminDisputeNotification',
} as const;

/** The registrant's confirmation, a copy to the parent of a minor (when another address is given), the office's notice. */
export function registrationEmails(registration: { email: string; dateOfBirth: string; parentGuardianEmail?: string | null | undefined }, today: string): QueuedEmail[] {
  const emails: QueuedEmail[] = [{ template: TEMPLATES.registrationConfirmation, recipient: 'registrant' }];
  const parent = registration.parentGuardianEmail;
  if (ageOn(registration.dateOfBirth, today) < YOUTH_AGE_LIMIT && parent && parent.toLowerCase() !== registration.email.toLowerCase()) {
    emails.push({ template: TEMPLATES.registrationConfirmation, recipient: 'guardian' });
  }
  emails.push({ template: TEMPLATES.adminRegistrationNotification, recipient: 'admin' });
  return emails;
}

export const CONTACT_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.adminContactNotification, recipient: 'admin' }];
export const PAYMENT_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.paymentConfirmation, recipient: 'registrant' }];
/** A refund recorded in the payments ledger: the registrant hears how much comes back (outbox row names the refund). */
export const REFUND_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.refundConfirmation, recipient: 'registrant' }];
/** A new dispute: the office must answer it in time. */
export const ADMIN_DISPUTE_EMAILS: QueuedEmail[] = [{ template: TEMPLATES.adminDisputeNotification, recipient: 'admin' }];
