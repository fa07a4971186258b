import { z } from 'zod';
import {
  CheckoutAnswerSchema, PaymentIntentAnswerSchema, PaymentRequestSchema, StripeRedirectSchema, VerifyCheckoutAnswerSchema,
  VerifyCheckoutQuerySchema,
} from '../../common/schemas/payment.js';
import { failures, WITH_BODY } from '../http/responses.js';
import type { App, AppContext } from '../http/types.js';
import { toPaymentError, type PaymentTarget } from '../payments/payments.js';

const TEST_MODE_MESSAGE = 'Test mode: no card will be charged';

async function orPaymentError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPaymentError(error);
  }
}

// Refused input (400), no such registration or wrong token (404), nothing left to pay (409), Stripe
// unreachable or refusing (502).
const PAYMENT_FAILURES = failures(...WITH_BODY, 404, 409, 502);

export function paymentRoutes(app: App, { payments }: AppContext) {
  // Public, and counted against the payment calls' per-address limit (http/rate-limit.ts).
  const publicRoute = { config: { access: 'public' as const, rateLimit: 'payment' as const } };

  app.post(
    '/api/create-payment-intent',
    { ...publicRoute, schema: { body: PaymentRequestSchema, response: { 200: PaymentIntentAnswerSchema, ...PAYMENT_FAILURES } } },
    async (request) => {
      const result = await orPaymentError(() => payments.createPaymentIntent(request.body));
      if (result.testMode) return { success: true as const, testMode: true, clientSecret: null, lines: result.lines, redirectUrl: null, message: TEST_MODE_MESSAGE };
      return {
        success: true as const,
        testMode: false,
        clientSecret: result.clientSecret,
        publishableKey: payments.publishableKey,
        lines: result.lines,
        redirectUrl: null,
        message: 'Payment ready',
      };
    },
  );

  const checkout = async (target: PaymentTarget) => {
    const { testMode, redirectUrl } = await orPaymentError(() => payments.createCheckoutSession(target));
    return { success: true as const, testMode, redirectUrl, message: testMode ? TEST_MODE_MESSAGE : 'Checkout session created' };
  };
  const checkoutSchema = { response: { 200: CheckoutAnswerSchema, ...PAYMENT_FAILURES } };
  app.post('/api/create-checkout-json', { ...publicRoute, schema: { body: PaymentRequestSchema, ...checkoutSchema } }, (request) => checkout(request.body));
  app.post('/api/stripe-redirect', { ...publicRoute, schema: { body: StripeRedirectSchema, ...checkoutSchema } }, (request) => checkout(request.body));

  app.get(
    '/api/verify-checkout/:sessionId',
    {
      ...publicRoute,
      schema: {
        params: z.object({ sessionId: z.string().min(3).max(300) }),
        querystring: VerifyCheckoutQuerySchema,
        response: { 200: VerifyCheckoutAnswerSchema, ...failures(400, 404, 502) },
      },
    },
    async (request) => {
      const { paid, session, lines } = await orPaymentError(() => payments.verify(request.params.sessionId, request.query.client_secret));
      return { success: true as const, paid, session, lines, message: paid ? 'Payment confirmed' : 'Payment has not been completed' };
    },
  );
}
