// The refund dialog of the back office (a ledger row, the reconciliation panel, a registration's
// details): the amount typed in dollars, checked against what is left of the payment, and turned into
// RefundRequestSchema's body in cents.
import { z } from 'zod';
import { centsFromTypedDollars, decimalFromCents, formatMoney } from '../money.js';
import { RefundRequestSchema, type RefundRequest } from './ledger.js';

export const REFUND_AMOUNT_MESSAGES = {
  required: 'Please enter the amount to refund',
  format: 'Enter the amount in dollars and cents, e.g. 10.00',
  positive: 'Refund amount must be more than $0.00',
  tooLarge: (leftCents: number) => `Refund amount can be at most ${formatMoney(leftCents)}, what is left of this payment`,
} as const;

/** Dollars as typed ("40", "$40.00", "1,250.5") in whole cents; null when it is not an amount with at most two decimals. */
export const dollarsToCents = centsFromTypedDollars;

/** The refund form of a payment with `leftCents` still refundable. */
export function refundFormSchema(leftCents: number) {
  return z
    .object({
      amount: z
        .string()
        .transform((text, context) => {
          const cents = text.trim() === '' ? null : dollarsToCents(text);
          if (cents === null) {
            context.addIssue({ code: 'custom', message: text.trim() === '' ? REFUND_AMOUNT_MESSAGES.required : REFUND_AMOUNT_MESSAGES.format });
            return z.NEVER;
          }
          return cents;
        })
        .pipe(RefundRequestSchema.shape.amountCents.max(leftCents, REFUND_AMOUNT_MESSAGES.tooLarge(leftCents))),
      reason: RefundRequestSchema.shape.reason,
      note: z.string().transform((note) => note.trim() || undefined).pipe(RefundRequestSchema.shape.note),
    })
    .transform(({ amount, reason, note }): RefundRequest => ({ amountCents: amount, reason, ...(note && { note }) }));
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/** What the form holds when it opens: the amount in dollars with cents. */
export const refundFormValues = (amountCents: number, reason: RefundRequest['reason'], note = ''): RefundFormValues => ({
  amount: decimalFromCents(amountCents),
  reason,
  note,
});
