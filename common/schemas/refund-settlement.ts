// Issue 27: settling a refund that is due (a self-cancellation under "refund on approval"): back to the
// card through Stripe, or given back by hand (cash, check, other) and entered in the ledger; and the
// list of the refunds still due that the Payments screen shows.
import { z } from 'zod';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHODS, type PaymentMethod } from '../constants.js';
import { successSchema, type Json } from '../api.js';
import { MAX, oneOf, timestamp } from './fields.js';
import { RegistrationSchema } from './registration.js';

/** How staff say the money went back, in the dialog and the ledger. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  stripe: 'Card (Stripe)',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

/** How a registration's own payment came in, in a sentence's words. */
export const PAID_BY_WORDS: Readonly<Record<PaymentMethod, string>> = {
  stripe: 'paid by card',
  cash: 'paid in cash',
  check: 'paid by check',
  other: 'paid another way',
};

export const SETTLE_NOTE_MAX = MAX.line;

/** POST /api/registrations/{id}/settle-refund. */
export const SettleRefundRequestSchema = z.object({
  method: oneOf(PAYMENT_METHODS, 'Refund method', 'Please choose how the refund was given back: stripe, cash, check or other'),
  note: z.string({ error: 'Note must be text' }).trim().max(SETTLE_NOTE_MAX, `Note must be at most ${SETTLE_NOTE_MAX} characters`).optional(),
});
export type SettleRefundRequest = z.infer<typeof SettleRefundRequestSchema>;
export const SettleRefundAnswerSchema = successSchema(RegistrationSchema);

/** The dialog's form: the method as a select, the note as typed (empty is no note). */
export const SettleRefundFormSchema = z
  .object({ method: SettleRefundRequestSchema.shape.method, note: z.string().transform((note) => note.trim()).pipe(z.string().max(SETTLE_NOTE_MAX, `Note must be at most ${SETTLE_NOTE_MAX} characters`)) })
  .transform(({ method, note }): SettleRefundRequest => ({ method, ...(note && { note }) }));
export type SettleRefundFormValues = z.input<typeof SettleRefundFormSchema>;

/** The methods the dialog offers: Stripe only for a card payment Stripe took. */
export const settleMethods = (paidByCard: boolean): readonly PaymentMethod[] => (paidByCard ? PAYMENT_METHODS : MANUAL_PAYMENT_METHODS);

/** One refund still due (GET /api/payments/refunds-due), newest cancellation first. */
export const RefundDueSchema = z.object({
  registrationId: z.number().int(),
  registrantName: z.string(),
  programName: z.string(),
  dueCents: z.number().int(),
  cancelledAt: timestamp().nullable(),
  /** How the registration's own payment came in (null: no payment in the ledger). */
  paidBy: z.enum(PAYMENT_METHODS).nullable(),
});
export type RefundDue = Json<z.infer<typeof RefundDueSchema>>;
