// What other domains may use of registrations (a lint zone refuses any other way in: eslint.layers.js).
export { ALREADY_REGISTERED } from './duplicate-registrations.js';
export { calendarAttachment } from './emails/calendar-attachment.js';
export { MY_PAGE, mintMessageLinks } from './emails/message-links.js';
export { offersCalendar, registrationCalendar } from './emails/registration-calendar.js';
export { ALREADY_REGISTERED_NOTICE, GUARDIAN_CONSENT_REQUEST, REGISTRATION_CONFIRMATION, registrationEmails } from './emails/registration-emails.js';
export { loadRegistrationRecords } from './emails/registration-records.js';
export type { RegistrationRecord } from './emails/registration-records.js';
export type { PublicRegistrationValues } from './insert-registration.js';
export { GUARDIAN_COPY_QUERY, LINK_PATHS, findLink, readerOf, revokeLinks, useLink } from './links.js';
export type { FoundLink, PageReader } from './links.js';
export { activeRegistrationOf, isPersonConflict, queueAlreadyRegistered } from './people-queries.js';
export { lockProgramRegistrations } from './queries.js';
export type { RegistrationsRepository } from './queries.js';
export { amountColumn, registrationAnswer } from './registration-amount.js';
export { UNAVAILABLE, bundleFields, defaultPaymentStatus, requireFee } from './registration-rules.js';
export type { StaffChange, StaffLedgerHook } from './staff-registration-deps.js';
export { registrations } from './tables.js';
export type { Registration } from './tables.js';
