// The composition root's second half: each domain's routes with what they call, and nothing else
// (no route sees the database).
import type { App, SitePages } from './kernel/http/types.js';
import type { Config } from './kernel/config.js';
import type { Domains } from './domains.js';
import { accountRoutes } from './accounts/routes.js';
import { accountGameRoutes } from './games/account-routes.js';
import { gameRoutes } from './games/routes.js';
import { attemptRoutes } from './exams/attempt-routes.js';
import { examRoutes } from './exams/routes.js';
import { announcementRoutes } from './announcements/routes.js';
import { attendanceRoutes } from './attendance/routes.js';
import { authRoutes } from './auth/routes.js';
import { backupRoutes } from './backups/routes.js';
import { databaseBackupRoutes } from './backups/database-backup-routes.js';
import { certificateRoutes } from './certificates/routes.js';
import { verifyRoutes } from './certificates/verify-routes.js';
import { contactRoutes } from './contacts/routes.js';
import { sectionHeaderRoutes } from './content/section-headers-routes.js';
import { serviceRoutes } from './content/services-routes.js';
import { singleRecordRoutes } from './content/single-records-routes.js';
import { testimonialRoutes } from './content/testimonials-routes.js';
import { emailOutboxRoutes } from './email/outbox-routes.js';
import { emailTestRoutes } from './email/test-routes.js';
import { ledgerRoutes } from './payments/ledger-routes.js';
import { paymentStateRoutes } from './payments/payment-state-routes.js';
import { paymentRoutes } from './payments/routes.js';
import { stripeWebhookRoutes } from './payments/stripe-webhook-routes.js';
import { programRoutes } from './programs/routes.js';
import { registrationRoutes } from './registrations/routes.js';
import { adminStatusRoutes } from './reports/admin-status-routes.js';
import { reportRoutes } from './reports/routes.js';
import { registrationSeatRoutes } from './seats/routes.js';
import { waitlistRoutes } from './seats/waitlist-routes.js';
import { consentRoutes } from './self-service/consent-routes.js';
import { myRegistrationRoutes } from './self-service/my-registration-routes.js';
import { registrationLinkRoutes } from './self-service/registration-link-routes.js';
import { settingsRoutes } from './settings/routes.js';
import { operationsRoutes, type OperationsRouteDeps } from './operations/routes.js';

export function registerRoutes(app: App, domains: Domains, { config, now, pages, operations }: { config: Config; now: () => Date; pages: SitePages | null; operations: OperationsRouteDeps }) {
  const { content, queued, programExists, selfService, certificates } = domains;
  const { timeZone } = domains.clock;
  authRoutes(app, { ...domains, siteUrl: config.siteUrl });
  programRoutes(app, {
    programs: domains.programs,
    registrationCounts: (id) => domains.registrations.countsOfProgram(id),
    deleteProgram: domains.deleteProgram,
    seatsMayHaveFreed: domains.seatsMayHaveFreed,
  });
  registrationRoutes(app, { ...domains, seatsMayHaveFreed: () => domains.seatsMayHaveFreed() });
  testimonialRoutes(app, { content });
  contactRoutes(app, { contacts: domains.contacts, queued, now });
  serviceRoutes(app, { content });
  sectionHeaderRoutes(app, { content });
  singleRecordRoutes(app, { content, programExists });
  paymentRoutes(app, domains);
  paymentStateRoutes(app, { findRegistration: (id) => domains.registrations.findById(id) });
  stripeWebhookRoutes(app, domains);
  emailTestRoutes(app, { email: domains.email, config });
  emailOutboxRoutes(app, domains);
  backupRoutes(app, domains);
  databaseBackupRoutes(app, domains);
  adminStatusRoutes(app, domains);
  ledgerRoutes(app, { ...domains, timeZone });
  settingsRoutes(app, domains);
  consentRoutes(app, { selfService, pages });
  myRegistrationRoutes(app, { selfService, pages, certificatePdf: certificates.pdfOfRegistration });
  registrationLinkRoutes(app, { consents: selfService.consents, now, queued });
  registrationSeatRoutes(app, domains);
  waitlistRoutes(app, { ...domains, findProgram: (id) => domains.programs.findRow(id), now });
  announcementRoutes(app, { announcements: domains.announcements, programExists, timeZone, queued });
  certificateRoutes(app, { certificates, queued });
  verifyRoutes(app, { certificates, pages });
  attendanceRoutes(app, domains);
  reportRoutes(app, domains);
  accountRoutes(app, { ...domains, siteUrl: config.siteUrl });
  examRoutes(app, domains);
  attemptRoutes(app, domains);
  gameRoutes(app, domains.games);
  accountGameRoutes(app, domains.games);
  operationsRoutes(app, operations);
}
