import { z } from 'zod';
import { PaymentRequestSchema, StripeRedirectSchema, VerifyCheckoutQuerySchema } from '../../common/schemas/payment.js';
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

export function paymentRoutes(app: App, { payments }: AppContext) {
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/api/create-payment-intent', { ...publicRoute, schema: { body: PaymentRequestSchema } }, async (request) => {
    const result = await orPaymentError(() => payments.createPaymentIntent(request.body));
    if (result.testMode) return { success: true, testMode: true, clientSecret: null, redirectUrl: null, message: TEST_MODE_MESSAGE };
    return { success: true, testMode: false, clientSecret: result.clientSecret, publishableKey: payments.publishableKey, redirectUrl: null, message: 'Payment ready' };
  });

  const checkout = async (target: PaymentTarget) => {
    const { testMode, redirectUrl } = await orPaymentError(() => payments.createCheckoutSession(target));
    return { success: true, testMode, redirectUrl, message: testMode ? TEST_MODE_MESSAGE : 'Checkout session created' };
  };
  app.post('/api/create-checkout-json', { ...publicRoute, schema: { body: PaymentRequestSchema } }, (request) => checkout(request.body));
  app.post('/api/stripe-redirect', { ...publicRoute, schema: { body: StripeRedirectSchema } }, (request) => checkout(request.body));

  app.get(
    '/api/verify-checkout/:sessionId',
    { ...publicRoute, schema: { params: z.object({ sessionId: z.string().min(3).max(300) }), querystring: VerifyCheckoutQuerySchema } },
    async (request) => {
      const { paid, session } = await orPaymentError(() => payments.verify(request.params.sessionId, request.query.client_secret));
      return { success: true, paid, session, message: paid ? 'Payment confirmed' : 'Payment has not been completed' };
    },
  );
}
