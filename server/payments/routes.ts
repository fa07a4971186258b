import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CheckoutAnswerSchema, PaymentIntentAnswerSchema, PaymentRequestSchema, StripeRedirectSchema, VerifyCheckoutAnswerSchema,
  VerifyCheckoutQuerySchema,
} from '../../common/schemas/payment.js';
import { centsFromDollars } from '../../common/money.js';
import { failures, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { Payments } from './payments.js';
import type { CheckoutPasses } from './checkout-pass.js';
import { CHECKOUT_PASS_COOKIE, withoutPersonalDetails } from './checkout-pass.js';
import { toPaymentError, type PaymentTarget } from './payments.js';
import { linesInDollars } from './payment-lines.js';

const TEST_MODE_MESSAGE = 'Test mode: no card will be charged';

async function orPaymentError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPaymentError(error);
  }
}

/** The registration a payment request names and the amount the payer expects: SPEC's dollars, in cents from here on. */
const targetOf = ({ paymentAmount, registrationId, paymentToken }: { paymentAmount: number; registrationId?: number | undefined; paymentToken?: string | undefined }): PaymentTarget =>
  ({ registrationId, paymentToken, paymentAmountCents: centsFromDollars(paymentAmount) });

// Refused input (400), no such registration or wrong token (404), nothing left to pay or a lapsed seat
// hold in a program that filled meanwhile (409, issue 27), Stripe unreachable or refusing (502).
const PAYMENT_FAILURES = failures(...WITH_BODY, 404, 409, 502);

export interface PaymentRouteDeps {
  payments: Payments;
  /** The cookie that proves the payer of a Checkout session (checkout-pass.ts). */
  passes: CheckoutPasses;
}

export function paymentRoutes(app: App, { payments, passes }: PaymentRouteDeps) {
  // Public, and counted against the payment calls' per-address limit (http/rate-limit.ts).
  const publicRoute = { config: { access: 'public' as const, rateLimit: 'payment' as const } };

  app.post(
    '/api/create-payment-intent',
    { ...publicRoute, schema: { body: PaymentRequestSchema, response: { 200: PaymentIntentAnswerSchema, ...PAYMENT_FAILURES } } },
    async (request) => {
      const result = await orPaymentError(() => payments.createPaymentIntent(targetOf(request.body)));
      const lines = result.lines && linesInDollars(result.lines);
      if (result.testMode) return { success: true as const, testMode: true, clientSecret: null, lines, redirectUrl: null, message: TEST_MODE_MESSAGE };
      return {
        success: true as const,
        testMode: false,
        clientSecret: result.clientSecret,
        publishableKey: payments.publishableKey,
        lines,
        redirectUrl: null,
        message: 'Payment ready',
      };
    },
  );

  const checkout = async (target: PaymentTarget, reply: FastifyReply) => {
    const { testMode, redirectUrl, sessionId } = await orPaymentError(() => payments.createCheckoutSession(target));
    if (sessionId) {
      const pass = passes.cookieFor(sessionId);
      reply.setCookie(pass.name, pass.value, pass.options);
    }
    return { success: true as const, testMode, redirectUrl, message: testMode ? TEST_MODE_MESSAGE : 'Checkout session created' };
  };
  const checkoutSchema = { response: { 200: CheckoutAnswerSchema, ...PAYMENT_FAILURES } };
  app.post('/api/create-checkout-json', { ...publicRoute, schema: { body: PaymentRequestSchema, ...checkoutSchema } }, (request, reply) => checkout(targetOf(request.body), reply));
  app.post('/api/stripe-redirect', { ...publicRoute, schema: { body: StripeRedirectSchema, ...checkoutSchema } }, (request, reply) => checkout(targetOf(request.body), reply));

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
    async (request, reply) => {
      const { sessionId } = request.params;
      const { client_secret: clientSecret, token } = request.query;
      const { lines: feeLines, ...read } = await orPaymentError(() => payments.verify(sessionId, clientSecret));
      const verified = { ...read, ...(feeLines && { lines: linesInDollars(feeLines) }) };
      // A PaymentIntent got here with its client secret; a Checkout session needs the pass or the token.
      const payer = !sessionId.startsWith('cs_')
        || (await passes.provePayer(sessionId, verified.session.metadata.registrationId, { cookie: request.cookies[CHECKOUT_PASS_COOKIE], token }));
      const { paid, session, lines } = payer ? verified : withoutPersonalDetails(verified);
      // The answer depends on the caller's cookie and may name the registrant: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return { success: true as const, paid, session, lines, message: paid ? 'Payment confirmed' : 'Payment has not been completed' };
    },
  );
}
