// Who may read a Checkout session's personal details on the confirmation call. The session id alone is
// no proof: it sits in Stripe's return address (browser history, screenshots). The payer has either the
// registration's payment token or the cookie its browser got when it created the session: an HMAC of the
// session id, so it proves that one session and nothing has to be stored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { VerifyCheckoutAnswer } from '../../common/schemas/payment.js';

export const CHECKOUT_PASS_COOKIE = 'checkout_pass';
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Equal texts, compared in constant time (a wrong guess tells nothing about how close it was). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface PassesDeps {
  /** The Stripe secret key, which every live instance has; a key of this purpose alone is derived from it. */
  secret: string | undefined;
  siteUrl: string;
  /** The payment token of a registration, or null when there is no such registration. */
  paymentTokenOf: (registrationId: number) => Promise<string | null>;
}

export function createCheckoutPasses({ secret, siteUrl, paymentTokenOf }: PassesDeps) {
  // Without a secret key there are no live sessions to prove: a random key serves.
  const key = createHmac('sha256', secret ?? randomBytes(32)).update(CHECKOUT_PASS_COOKIE).digest();
  const passOf = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest('base64url');
  // As the session cookie (routes/auth.ts): always Secure on an https site, also behind a plain-http proxy.
  const options = {
    path: '/api/verify-checkout',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https://') ? true : 'auto',
    maxAge: ONE_DAY_SECONDS,
  } as const;
  return {
    /** The cookie for the browser that created the session. */
    cookieFor: (sessionId: string) => ({ name: CHECKOUT_PASS_COOKIE, value: passOf(sessionId), options }),
    /** The pass cookie of this session, or the payment token of the registration the session names. */
    async provePayer(sessionId: string, registrationId: string | undefined, proof: { cookie: string | undefined; token: string | undefined }) {
      if (sameSecret(proof.cookie, passOf(sessionId))) return true;
      const id = Number(registrationId);
      if (proof.token === undefined || !Number.isInteger(id) || id < 1) return false;
      const expected = await paymentTokenOf(id);
      return expected !== null && sameSecret(proof.token, expected);
    },
  };
}
export type CheckoutPasses = ReturnType<typeof createCheckoutPasses>;

type Verified = Omit<VerifyCheckoutAnswer, 'success' | 'message'>;

/** What anyone holding the session id may see: paid or not, and how much; no one's name, email or fee lines. */
export function withoutPersonalDetails(answer: Verified): Verified {
  const { id, payment_status, amount_total, currency } = answer.session;
  return { paid: answer.paid, session: { id, payment_status, amount_total, currency, metadata: {}, customer_details: { name: null, email: null } } };
}
