import type Stripe from 'stripe';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { LoginAttempts } from '../auth/login-attempts.js';
import type { SessionStore } from '../auth/sessions.js';
import type { BackupService } from '../backups/index.js';
import type { EmailService } from '../email/index.js';
import type { Payments } from '../payments/payments.js';
import type { Refunds } from '../payments/refunds.js';
import type { RegistrationService } from '../services/registrations.js';
import type { Repositories } from '../repositories/index.js';
import type { SettingsService } from '../settings/settings.js';
import type { SsrEntry } from '../../common/ssr.js';
import type { Waitlist } from '../season/waitlist.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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

/** Server-rendered pages outside the client's router (the private links of issue 15); they run no script. */
export interface SitePages {
  entry: SsrEntry;
  sendStatic(reply: FastifyReply, page: { title: string; html: string; status?: number }): FastifyReply;
  /** The 404 page, exactly as an unknown path gets it. */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}
