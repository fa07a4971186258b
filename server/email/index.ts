// What other domains may use of email (a lint zone refuses any other way in: eslint.layers.js).
export type { OutboxState } from './outbox.js';
export { customNotification } from './custom-notification.js';
export type { NotificationKind } from './custom-notification.js';
export type { CompanyDetails, ContactDetails, EmailLinks, ProgramDetails, ReceiptDetails, RegistrationDetails, RenderedEmail } from './details.js';
export { formatDate, formatDay, formatMoment, venueOf } from './format.js';
export { buildIcs, buildIcsCalendar, buildIcsFeed } from './ics.js';
export type { CalendarEvent } from './ics.js';
export { insertWithEmails, outboxRowsFor, queueEmails } from './insert-with-emails.js';
export type { QueuedEmail } from './insert-with-emails.js';
export { inWords, layout } from './layout.js';
export type { Row } from './layout.js';
export { forwardConsentButton, myRegistrationButton } from './link-buttons.js';
export { programRows } from './program-rows.js';
export { defineEmailKind, payloadIds, subjectIds, subjectOf } from './registry.js';
export type { BatchContext, Composed } from './registry.js';
export { FALLBACK_COMPANY, siteDomain } from './sender.js';
export { deleteOldEmailLogs } from './transports.js';
export type { OutgoingEmail } from './transports.js';
