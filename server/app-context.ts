// What route files get: the composition app.ts builds (repositories and services, never the
// environment directly).
import type Stripe from 'stripe';
import type { Config } from './kernel/config.js';
import type { Db } from './kernel/db/client.js';
import type { SitePages } from './kernel/http/types.js';
import type { LoginAttempts } from './auth/login-attempts.js';
import type { SessionStore } from './auth/sessions.js';
import type { BackupService } from './backups/index.js';
import type { EmailService } from './email/index.js';
import type { Payments } from './payments/payments.js';
import type { Refunds } from './payments/refunds.js';
import type { RegistrationService } from './registrations/registration-service.js';
import type { Repositories } from './repositories.js';
import type { SettingsService } from './settings/settings.js';
import type { Waitlist } from './seats/waitlist.js';

/** What route files get: repositories and services, never the environment directly. */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  repos: Repositories;
  /** The organisation's settings (GET and PUT /api/settings; read through its cache elsewhere). */
  settings: SettingsService;
  /** The registration rules (fees, bundle, payment status) the registration routes apply. */
  registrations: RegistrationService;
  sessions: SessionStore;
  loginAttempts: LoginAttempts;
  /** Null in test mode (no Stripe keys). */
  stripe: Stripe | null;
  payments: Payments;
  /** Refunds and fixes from the back office. */
  refunds: Refunds;
  email: EmailService;
  backups: BackupService;
  /** Seats freed and offered to the waitlist (issue 16). */
  waitlist: Waitlist;
  /** The server-rendered private pages (consent, my registration); null when the site is not built. */
  pages?: SitePages | null;
}

