// The admin registrations list, paged on the server (issue 28): GET /api/admin/registrations/page with
// the screen's search, filters and date sort, and GET /api/admin/registrations/export (every matching
// row, for the CSV files). SPEC's GET /api/registrations (every row) is unchanged.
import { z } from 'zod';
import { CONSENT_STATUSES, PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../constants.js';
import { MAX, positiveId } from './fields.js';
import { listQuerySchema, pageAnswerSchema, pageQuerySchema } from './paging.js';
import { RegistrationSchema } from './registration.js';

/** Issue 27: registrations owed a refund staff have not settled. */
export const REFUND_DUE = 'refund-due';
/** Issue 27: registrations paid for a seat that was gone (still paid and active). */
export const OVERBOOKED = 'overbooked';
/** The payment filter: a payment status, or one of the two lists staff act on. */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, REFUND_DUE, OVERBOOKED] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const SORTS = { createdAt: 'timestamp' } as const;
const FILTERS = {
  /** Words found (any case) in the first name, last name, email or program name. */
  q: z.string({ error: 'q must be text' }).max(MAX.short, `q must be at most ${MAX.short} characters`).optional(),
  programId: positiveId('programId').optional(),
  paymentStatus: z.enum(PAYMENT_FILTERS, { error: `paymentStatus must be one of: ${PAYMENT_FILTERS.join(', ')}` }).optional(),
  registrationStatus: z.enum(REGISTRATION_STATUSES, { error: `registrationStatus must be one of: ${REGISTRATION_STATUSES.join(', ')}` }).optional(),
  consentStatus: z.enum(CONSENT_STATUSES, { error: `consentStatus must be one of: ${CONSENT_STATUSES.join(', ')}` }).optional(),
};

export const RegistrationListQuerySchema = pageQuerySchema(SORTS, FILTERS);
export type RegistrationListQuery = z.infer<typeof RegistrationListQuerySchema>;
/** GET /api/admin/registrations/export: every row the filters match, in the list's order (the CSV files). */
export const RegistrationExportQuerySchema = listQuerySchema(SORTS, FILTERS);
export type RegistrationExportQuery = z.infer<typeof RegistrationExportQuerySchema>;

/** A page of registrations, with how many there are before any filter (the screen's "none yet" or "none match"). */
export const RegistrationPageAnswerSchema = pageAnswerSchema(RegistrationSchema, { unfilteredTotal: z.number().int() });
