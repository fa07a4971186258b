// The payments ledger as the admin API answers it (GET /api/payments), its filters, totals, the
// reconciliation list and a refund's request. Amounts are in cents, as Stripe counts them.
import { z } from 'zod';
import { LEDGER_KINDS, PAYMENT_METHODS } from '../constants.js';
import { successSchema, type Json } from '../api.js';
import { MAX, optionalIsoDate, positiveId, rowId, timestamp } from './fields.js';
import { listQuerySchema, pageAnswerSchema, pageQuerySchema } from './paging.js';

export const LedgerEntrySchema = z.object({
  id: rowId(),
  kind: z.enum(LEDGER_KINDS),
  stripeId: z.string(),
  paymentIntentId: z.string().nullable(),
  registrationId: z.number().int().nullable(),
  registrantName: z.string().nullable(),
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  duplicate: z.boolean(),
  disputed: z.boolean(),
  reason: z.string(),
  /** A payment's counted refunds so far (0 for other rows). */
  refundedCents: z.number().int(),
  /** Issue 27: how the money moved: through Stripe, or cash, check or other as staff recorded it by hand. */
  method: z.enum(PAYMENT_METHODS),
  /** Staff's note on money recorded by hand ('' for Stripe's rows). */
  note: z.string(),
  /** The staff user who recorded it by hand; null for what Stripe reported. */
  recordedBy: z.string().nullable(),
  occurredAt: timestamp(),
});
export type LedgerEntry = Json<z.infer<typeof LedgerEntrySchema>>;

export const LedgerTotalsSchema = z.object({
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Collected less refunds and lost disputes. */
  netCents: z.number().int(),
  /** Open and lost disputes. */
  disputedCents: z.number().int(),
  openDisputes: z.number().int(),
});
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

/** GET /api/payments?kind=&from=&to=&programId=&registrationId= (dates are the organisation's calendar days). */
export const LedgerQuerySchema = z
  .object({
    kind: z.enum(LEDGER_KINDS, { error: `Kind must be one of ${LEDGER_KINDS.join(', ')}` }).optional(),
    from: optionalIsoDate('From'),
    to: optionalIsoDate('To'),
    programId: positiveId('Program').optional(),
    registrationId: positiveId('Registration').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The start date must be on or before the end date', path: ['to'] });
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

/**
 * Issue 28: GET /api/admin/payments/page, the Payments screen's ledger a page at a time: the filters
 * above, a search over the registrant's name and email and the program, and the paging of ./paging.ts;
 * GET /api/admin/payments/export, every row they match (the CSV file).
 */
const LEDGER_SORTS = { occurredAt: 'timestamp' } as const;
const LEDGER_SEARCH = {
  ...LedgerQuerySchema.shape,
  q: z.string({ error: 'q must be text' }).max(MAX.short, `q must be at most ${MAX.short} characters`).optional(),
};
const rangeInOrder = (query: { from?: string | null; to?: string | null }) => !query.from || !query.to || query.from <= query.to;
const RANGE_MESSAGE = { message: 'The start date must be on or before the end date', path: ['to'] };
export const LedgerPageQuerySchema = pageQuerySchema(LEDGER_SORTS, LEDGER_SEARCH).refine(rangeInOrder, RANGE_MESSAGE);
export type LedgerPageQuery = z.infer<typeof LedgerPageQuerySchema>;
export const LedgerExportQuerySchema = listQuerySchema(LEDGER_SORTS, LEDGER_SEARCH).refine(rangeInOrder, RANGE_MESSAGE);
export type LedgerExportQuery = z.infer<typeof LedgerExportQuerySchema>;
export const LedgerPageAnswerSchema = pageAnswerSchema(LedgerEntrySchema, { totals: LedgerTotalsSchema });

/** The ledger answer: the newest rows first (at most LEDGER_LIMIT) and totals over every matching row. */
export const LEDGER_LIMIT = 2000;
export const LedgerAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(LedgerEntrySchema),
  totals: LedgerTotalsSchema,
  /** More rows matched than were sent. */
  truncated: z.boolean(),
});
export type LedgerAnswer = Json<z.infer<typeof LedgerAnswerSchema>>;

/** Stripe's refund reasons, and ours for anything else (a note says what). */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export const REFUND_REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  requested_by_customer: 'Requested by the registrant',
  duplicate: 'Duplicate payment',
  fraudulent: 'Fraudulent',
  other: 'Other',
};

/** POST /api/payments/{id}/refund. */
export const RefundRequestSchema = z.object({
  amountCents: z
    .number({ error: 'Refund amount must be a number' })
    .int('Refund amount must be in whole cents')
    .positive('Refund amount must be more than $0.00')
    .max(10_000_000, 'Refund amount is too large'),
  reason: z.enum(REFUND_REASONS, { error: 'Please choose a reason for the refund' }),
  note: z.string({ error: 'Note must be text' }).trim().max(MAX.line, `Note must be at most ${MAX.line} characters`).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
export const RefundAnswerSchema = successSchema(LedgerEntrySchema);

/** What the reconciliation panel lists: where the ledger and the registrations disagree. */
export const RECONCILIATION_PROBLEMS = ['paid-in-stripe-pending-here', 'paid-here-not-in-stripe', 'duplicate', 'open-dispute', 'amount-differs'] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];

export const ReconciliationItemSchema = z.object({
  problem: z.enum(RECONCILIATION_PROBLEMS),
  registrationId: z.number().int().nullable(),
  /** The ledger row it is about (a payment or a dispute), when there is one. */
  paymentId: z.number().int().nullable(),
  registrantName: z.string().nullable(),
  programName: z.string().nullable(),
  stripeId: z.string().nullable(),
  /** The payment it concerns (for a dispute, the disputed payment: Stripe's page for it). */
  paymentIntentId: z.string().nullable(),
  /** What Stripe took (or disputes), in cents. */
  amountCents: z.number().int(),
  /** The registration's fee, in cents. */
  feeCents: z.number().int().nullable(),
  /** What can still be refunded of the payment, in cents. */
  refundableCents: z.number().int(),
});
export type ReconciliationItem = Json<z.infer<typeof ReconciliationItemSchema>>;

/** POST /api/payments/check: what Stripe says about the registration's payment. */
export const PaymentCheckRequestSchema = z.object({ registrationId: positiveId('Registration') });
export const PaymentCheckAnswerSchema = z.object({ success: z.literal(true), found: z.boolean(), message: z.string() });
