// The payment calls of SPEC section 7 and the answers the pages read (their schemas: common/schemas/payment).
import type { z } from 'zod';
import type { ApiFailure } from '../../../common/api';
import type {
  CheckoutAnswer, PaymentIntentAnswer, PaymentRequestSchema, StripeRedirectSchema, VerifyCheckoutAnswer,
} from '../../../common/schemas/payment';
import { apiRequest, errorMessage } from '../../lib/api';
import { rememberPaymentToken } from './payment-query';

/** Body of POST /api/create-payment-intent and /api/create-checkout-json, as the address gives it (text). */
type PaymentRequestBody = z.input<typeof PaymentRequestSchema>;

export const createPaymentIntent = (body: PaymentRequestBody) =>
  apiRequest<PaymentIntentAnswer>('/api/create-payment-intent', { method: 'POST', body });

export const requestStripeRedirect = (body: z.input<typeof StripeRedirectSchema>) =>
  apiRequest<CheckoutAnswer>('/api/stripe-redirect', { method: 'POST', body });

/** The payer's proof: a PaymentIntent's client secret, or the registration's payment token for a Checkout session. */
export function verifyCheckoutQuery(reference: string, clientSecret: string | null, paymentToken: string | null) {
  const proof = new URLSearchParams({ ...(clientSecret && { client_secret: clientSecret }), ...(paymentToken && { token: paymentToken }) });
  const url = `/api/verify-checkout/${encodeURIComponent(reference)}${proof.toString() ? `?${proof}` : ''}`;
  return { queryKey: [url], queryFn: () => apiRequest<VerifyCheckoutAnswer>(url) };
}

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused). */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

const HOSTED_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * Where the browser may be sent after a payment call: a path on this site (test mode) or Stripe's hosted
 * checkout. Anything else is refused, so a bad answer cannot turn the page into an open redirect.
 */
export function safeRedirectUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin || target.origin === HOSTED_CHECKOUT_ORIGIN) return target.href;
  } catch {
    // not a URL
  }
  return null;
}

/** An error whose message is meant for the visitor. */
export class PaymentProblem extends Error {}

const CHECKOUT_LINK = /https:\/\/checkout\.stripe\.com\/[^\s"'<>\\]+/;

/**
 * POST /api/create-checkout-json and the hosted checkout's address. The answer may not be JSON (SPEC
 * section 7): then a checkout link in its text is used, else POST /api/stripe-redirect with the
 * registration in registrationData.
 */
export async function createHostedCheckout(body: PaymentRequestBody, name: string | null): Promise<string> {
  rememberPaymentToken(body.paymentToken);
  let response: Response;
  try {
    response = await fetch('/api/create-checkout-json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, no-store', Pragma: 'no-cache' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error('POST /api/create-checkout-json failed:', error);
    throw new PaymentProblem('Could not process the payment request');
  }
  const text = await response.text();
  let answer: CheckoutAnswer | ApiFailure | null = null;
  try {
    answer = JSON.parse(text) as CheckoutAnswer | ApiFailure;
  } catch {
    // not JSON: looked through below
  }
  if (answer && typeof answer === 'object') {
    if (!response.ok || !answer.success) {
      console.error(`POST /api/create-checkout-json failed: ${response.status}`, answer.message);
      throw new PaymentProblem(answer.message || 'Error creating payment session');
    }
    if (!answer.redirectUrl) throw new PaymentProblem('No redirect URL provided');
    return requireSafe(answer.redirectUrl);
  }

  const link = CHECKOUT_LINK.exec(text)?.[0];
  if (link) return requireSafe(link.replace(/&amp;/g, '&'));

  try {
    const fallback = await requestStripeRedirect({
      amount: body.paymentAmount,
      name,
      registrationData: { registrationId: body.registrationId, paymentToken: body.paymentToken },
    });
    if (!fallback.success) throw new PaymentProblem(fallback.message || 'Failed to create direct session');
    if (!fallback.redirectUrl) throw new PaymentProblem('No redirect URL provided from payment service');
    return requireSafe(fallback.redirectUrl);
  } catch (error) {
    if (error instanceof PaymentProblem) throw error;
    throw new PaymentProblem(errorMessage(error, 'Could not find Stripe checkout URL in response'));
  }
}

function requireSafe(url: string): string {
  const safe = safeRedirectUrl(url);
  if (!safe) throw new PaymentProblem('Payment service returned an invalid response');
  return safe;
}
