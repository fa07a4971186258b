// Every email kind, as its domain registers it: the email service finds each outbox row's kind here
// by its template. A new email is a kind in its domain's folder, added to this list.
import { signInMessages } from './accounts/emails.js';
import { sessionReminderMessages } from './attendance/emails/session-reminder-email.js';
import { certificateMessages } from './certificates/emails.js';
import { contactMessages } from './contacts/emails.js';
import type { RegisteredKind } from './email/registry.js';
import { paymentMessages } from './payments/emails/payment-emails.js';
import { announcementMessages } from './announcements/emails.js';
import { registrationMessages } from './registrations/emails/registration-emails.js';
import { gameMessages } from './games/emails.js';
import { waitlistMessages } from './seats/emails/waitlist-emails.js';
import { selfServiceMessages } from './self-service/emails/self-service-emails.js';

export const EMAIL_KINDS: readonly RegisteredKind[] = [
  registrationMessages, contactMessages, paymentMessages, selfServiceMessages, waitlistMessages, certificateMessages, sessionReminderMessages, announcementMessages,
  signInMessages, gameMessages,
];
