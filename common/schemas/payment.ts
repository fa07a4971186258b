import { z } from 'zod';

/** SPEC section 3: the amount comes as a number or a string of whole dollars (cents allowed as .00). */
const amount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/)], { error: 'Payment amount must be a number' })
  .transform(Number)
  .pipe(z.number().nonnegative('Payment amount cannot be negative').max(100_000, 'Payment amount is too large'));

const registrationId = z.coerce
  .number({ error: 'Registration id must be a whole number' })
  .int('Registration id must be a whole number')
  .positive('Registration id must be a whole number')
  .max(2_147_483_647, 'Registration id must be a whole number');

const paymentToken = z.string({ error: 'Payment token must be text' }).trim().max(100, 'Payment token is too long');

/** Body of POST /api/create-payment-intent and POST /api/create-checkout-json. */
export const PaymentRequestSchema = z.object({
  paymentAmount: amount,
  registrationId: registrationId.optional(),
  paymentToken: paymentToken.optional(),
  programName: z.string().max(300).nullish(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/** Body of POST /api/stripe-redirect: the registration's id directly, or inside registrationData. */
export const StripeRedirectSchema = z
  .object({
    amount,
    name: z.string().max(200).nullish(),
    registrationId: registrationId.optional(),
    paymentToken: paymentToken.optional(),
    selectedPackage: z.string().max(50).nullish(),
    includeBundle: z.boolean().nullish(),
    shirtSize: z.string().max(10).nullish(),
    registrationData: z
      .object({ registrationId: registrationId.optional(), id: registrationId.optional(), paymentToken: paymentToken.optional() })
      .passthrough()
      .nullish(),
  })
  .transform(({ amount: paymentAmount, registrationData, registrationId: directId, paymentToken: directToken }) => ({
    paymentAmount,
    registrationId: directId ?? registrationData?.registrationId ?? registrationData?.id,
    paymentToken: directToken ?? registrationData?.paymentToken,
  }));

export const VerifyCheckoutQuerySchema = z.object({
  client_secret: z.string().max(300).optional(),
});
