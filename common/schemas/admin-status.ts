// GET /api/admin/status (admin): how the site runs, for the warnings the dashboard shows staff.
import { z } from 'zod';
import { successSchema } from '../api.js';

/** The Stripe settings that switch payments from test mode to live card payments. */
export const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export const AdminStatusSchema = z.object({
  /** No Stripe secret key: payments run in test mode and no card is charged. */
  paymentsTestMode: z.boolean(),
  /** Card disputes staff still have to answer in Stripe. */
  openDisputes: z.number().int(),
});
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

export const AdminStatusAnswerSchema = successSchema(AdminStatusSchema);
