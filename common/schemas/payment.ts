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

/** Query of GET /api/verify-checkout/{sessionId}: the proof that the caller is the payer. */
export const VerifyCheckoutQuerySchema = z.object({
  /** A PaymentIntent's client secret (required for pi_...). */
  client_secret: z.string().max(300).optional(),
  /** The registration's payment token: a Checkout session's answer then carries the registrant and the fee lines. */
  token: z.string().max(100).optional(),
});

// What the payment calls answer (SPEC section 3). Test mode (no Stripe keys) answers without a secret.

/** One line of what a registration's fee is made of (its package, the bundle): they add up to the amount. */
export const PaymentLineSchema = z.object({ label: z.string(), amount: z.number() });
export type PaymentLine = z.infer<typeof PaymentLineSchema>;
/** A PaymentLine inside the product: its amount in cents (the payment calls answer dollars). */
export interface FeeLine {
  label: string;
  amountCents: number;
}

/** POST /api/create-payment-intent. */
export const PaymentIntentAnswerSchema = z.object({
  success: z.literal(true),
  testMode: z.boolean(),
  clientSecret: z.string().nullable(),
  /** Stripe's publishable key, for Stripe.js; only outside test mode. */
  publishableKey: z.string().optional(),
  /** The registration's fee line by line, for the order summary. */
  lines: z.array(PaymentLineSchema).optional(),
  redirectUrl: z.null(),
  message: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswerSchema>;

/** POST /api/create-checkout-json and POST /api/stripe-redirect: where the browser goes to pay. */
export const CheckoutAnswerSchema = z.object({
  success: z.literal(true),
  testMode: z.boolean(),
  redirectUrl: z.string(),
  message: z.string(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

/** A Checkout session or PaymentIntent as the confirmation page sees it (Stripe's field names). */
const CheckoutSessionSchema = z.object({
  id: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  payment_status: z.enum(['paid', 'unpaid']),
  metadata: z.record(z.string(), z.string()),
  customer_details: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** GET /api/verify-checkout/{sessionId}. */
export const VerifyCheckoutAnswerSchema = z.object({
  success: z.literal(true),
  paid: z.boolean(),
  session: CheckoutSessionSchema,
  /** The registration's fee line by line, when the session names a registration that still exists. */
  lines: z.array(PaymentLineSchema).optional(),
  message: z.string(),
});
export type VerifyCheckoutAnswer = z.infer<typeof VerifyCheckoutAnswerSchema>;

/**
 * What applying one Stripe event did (each event id is applied once; a repeat is a `duplicate`):
 * `refunded` when the registration's whole payment is back, `refund` for a smaller one,
 * `duplicate-payment` for a second payment of a registration already paid.
 */
const STRIPE_EVENT_OUTCOMES = ['paid', 'refunded', 'refund', 'duplicate-payment', 'dispute', 'unchanged', 'ignored', 'duplicate'] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

/** POST /api/stripe/webhook. */
export const WebhookAnswerSchema = z.object({
  success: z.literal(true),
  received: z.literal(true),
  outcome: z.enum(STRIPE_EVENT_OUTCOMES),
});
