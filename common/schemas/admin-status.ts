// GET /api/admin/status (admin): how the site runs, for the warnings the dashboard shows staff.
import { z } from 'zod';
import { successSchema } from '../api.js';
import { FullBackupStatusSchema } from './database-backup.js';

/** The Stripe settings that switch payments from test mode to live card payments. */
export const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export const AdminStatusSchema = z.object({
  /** No Stripe secret key: payments run in test mode and no card is charged. */
  paymentsTestMode: z.boolean(),
  /** Card disputes staff still have to answer in Stripe. */
  openDisputes: z.number().int(),
  /** Issue 27: refunds due to registrants (cancelled under "refund on approval") that staff have not settled. */
  refundsDue: z.object({ count: z.number().int(), cents: z.number().int() }),
  /** Issue 30: games starting within 72 hours whose crew is not full and confirmed, and the soonest of them. */
  gamesNeedingCrew: z.object({ count: z.number().int(), firstGameId: z.number().int().nullable() }),
  /** The season at a glance (issue 16); "today" is the organisation's date. */
  season: z.object({
    /** Free seats in active programs with a capacity that have not started; null when no program has a capacity. */
    seatsLeft: z.number().int().nullable(),
    waitlist: z.number().int(),
    sessionsToday: z.number().int(),
    /** The program of today's first session, whose attendance screen the counter opens. */
    sessionsTodayProgramId: z.number().int().nullable(),
    certificatesExpiring: z.number().int(),
    /** Issue 27: paid registrations over their program's capacity (a payment for a seat that was gone). */
    overbooked: z.number().int(),
  }),
  /** Issue 31: the last whole-database backup, and whether it is missing or older than expected. */
  fullBackup: FullBackupStatusSchema,
});
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

export const AdminStatusAnswerSchema = successSchema(AdminStatusSchema);
