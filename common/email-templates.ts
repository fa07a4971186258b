// Every kind of email the outbox holds, by its stored template name, in the words staff read on the
// Email Outbox list. Every template an email kind registers (server/email/registry.ts) must be a key of
// this table, so a new email cannot be queued without a label (tests/unit/email-templates.test.ts checks
// it too).
export const EMAIL_TEMPLATE_LABELS = {
  registrationConfirmation: 'Registration confirmation',
  adminRegistrationNotification: 'Office notice of a registration',
  adminContactNotification: 'Office notice of an inquiry',
  paymentConfirmation: 'Payment confirmation',
  refundConfirmation: 'Refund confirmation',
  adminDisputeNotification: 'Office notice of a dispute',
  adminOverbookedNotification: 'Office notice of a payment for a seat that was gone',
  guardianConsentRequest: 'Guardian consent request',
  consentSigned: 'Consent signed',
  adminConsentSigned: 'Office notice of a signed consent',
  cancellationConfirmation: 'Cancellation confirmation',
  adminCancellationNotification: 'Office notice of a cancellation',
  waitlistJoined: 'Waitlist confirmation',
  waitlistOffer: 'Waitlist seat offer',
  certificateIssued: 'Certificate issued',
  certificateRenewal: 'Certificate renewal reminder',
  'session-reminder': 'Session reminder',
  announcement: 'Announcement',
  alreadyRegistered: 'Already registered notice',
  officialSignInLink: 'Account sign in link',
  gameAssigned: 'Game assignment',
  gameAssignmentReminder: 'Game assignment reminder',
  gameChanged: 'Game changed',
  gameCancelled: 'Game cancelled',
  gameRequestRefused: 'Game request refused',
  gameAssignmentRemoved: 'Taken off a game',
} as const satisfies Record<string, string>;

export type EmailTemplate = keyof typeof EMAIL_TEMPLATE_LABELS;

/** The template in words; a row of a template since removed shows its stored name. */
export const emailTemplateLabel = (template: string): string =>
  Object.hasOwn(EMAIL_TEMPLATE_LABELS, template) ? EMAIL_TEMPLATE_LABELS[template as EmailTemplate] : template;
