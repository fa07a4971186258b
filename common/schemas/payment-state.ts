// GET /api/payment-state/{id}: whether a registration the visitor started paying can still be paid
// (issue 27: the landing page offers to resume a payment left unfinished). The payment token proves the
// caller registered; the answer says nothing else about the registration.
import { z } from 'zod';

export const PaymentStateQuerySchema = z.object({
  token: z.string({ error: 'Payment token is required' }).trim().min(1, 'Payment token is required').max(100, 'Payment token is too long'),
});

export const PaymentStateSchema = z.object({
  /** Active, pending and with a fee: the checkout would take the payment. */
  payable: z.boolean(),
  /** The fee in whole dollars, as the registration stores it now (staff may have changed it). */
  paymentAmount: z.number(),
});
export type PaymentState = z.infer<typeof PaymentStateSchema>;
