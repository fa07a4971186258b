// Card payments for registrations. The amount always comes from the stored registration; a request
// amount that disagrees is refused. Stripe objects carry the registration in their metadata and are
// created with idempotency keys, so a retried request never creates a second charge.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { formatUsd } from '../../common/format.js';
import type { CheckoutSession, PaymentLine, PaymentRequest } from '../../common/schemas/payment.js';
import type { Db } from '../db/client.js';
import { registrations, type Registration } from '../db/schema.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { paymentLines } from './payment-lines.js';
import { markPaid } from './registration-payments.js';
import { toCents } from './stripe-client.js';

/** Which registration to pay and the amount the payer expects (the two payment request bodies agree on these). */
export type PaymentTarget = Pick<PaymentRequest, 'paymentAmount' | 'registrationId' | 'paymentToken'>;

export interface PaymentsDeps {
  db: Db;
  stripe: Stripe | null;
  siteUrl: string;
  publishableKey: string | undefined;
  /** Called once when a registration becomes paid (sends the payment confirmation). */
  /** A registration was marked paid (its confirmation email is queued with it). */
  onPaid?: (registrationId: number) => void;
}

export function createPayments({ db, stripe, siteUrl, publishableKey, onPaid }: PaymentsDeps) {
  const testMode = stripe === null;

  /** The registration the request may pay for, at the amount the server set. */
  async function requirePayable(target: PaymentTarget): Promise<Registration | null> {
    if (target.registrationId === undefined) {
      if (testMode) return null;
      throw badRequest('A registration is required for card payment', { registrationId: 'A registration is required for card payment' });
    }
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, target.registrationId));
    // One answer for "no such registration" and "wrong token", so ids cannot be probed.
    if (!registration || registration.paymentToken !== target.paymentToken) throw notFound('Registration not found');
    if (registration.registrationStatus === 'cancelled') throw new HttpError(409, 'This registration has been cancelled');
    if (registration.paymentStatus === 'paid') throw new HttpError(409, 'This registration has already been paid');
    if (registration.paymentStatus === 'free') throw new HttpError(409, 'This registration does not need a payment');
    if (registration.paymentStatus === 'refunded') throw new HttpError(409, 'The payment for this registration was refunded; please contact us');
    if (target.paymentAmount !== registration.paymentAmount) {
      const message = `Payment amount ${formatUsd(target.paymentAmount)} does not match the registration fee of ${formatUsd(registration.paymentAmount)}`;
      throw badRequest(message, { paymentAmount: message });
    }
    return registration;
  }

  const metadataOf = (registration: Registration) => ({
    registrationId: String(registration.id),
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: registration.email,
    programName: registration.programName,
  });

  /** The fee lines of the registration a Stripe object names in its metadata, if it still exists. */
  async function linesOf(metadata: Record<string, string> | null | undefined) {
    const registrationId = Number(metadata?.registrationId);
    if (!Number.isInteger(registrationId) || registrationId < 1) return undefined;
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    return registration ? paymentLines(db, registration) : undefined;
  }

  function requireStripe(): Stripe {
    if (!stripe) throw badRequest('Payments are in test mode');
    return stripe;
  }

  return {
    testMode,
    publishableKey,

    /** A PaymentIntent for the registration (the same one again while it can still be paid). */
    async createPaymentIntent(target: PaymentTarget) {
      const registration = await requirePayable(target);
      const lines = registration ? await paymentLines(db, registration) : undefined;
      if (!stripe || !registration) return { testMode: true as const, lines };
      const cents = toCents(registration.paymentAmount);
      if (registration.stripePaymentIntentId) {
        const existing = await stripe.paymentIntents.retrieve(registration.stripePaymentIntentId);
        if (existing.amount === cents && existing.status !== 'canceled' && existing.status !== 'succeeded') {
          return { testMode: false as const, clientSecret: existing.client_secret, paymentIntentId: existing.id, lines };
        }
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: cents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          receipt_email: registration.email,
          description: `${registration.programName} registration #${registration.id}`,
          metadata: metadataOf(registration),
        },
        { idempotencyKey: `registration-${registration.id}-intent-${cents}-after-${registration.stripePaymentIntentId ?? 'none'}` },
      );
      await db.update(registrations).set({ stripePaymentIntentId: intent.id }).where(eq(registrations.id, registration.id));
      return { testMode: false as const, clientSecret: intent.client_secret, paymentIntentId: intent.id, lines };
    },

    /** A hosted Checkout session for the registration; returns its URL. */
    async createCheckoutSession(target: PaymentTarget): Promise<{ testMode: boolean; redirectUrl: string }> {
      const registration = await requirePayable(target);
      if (!stripe || !registration) return { testMode: true, redirectUrl: '/payment-confirmation?success=true&test=true' };
      const cents = toCents(registration.paymentAmount);
      if (registration.stripeCheckoutSessionId) {
        const existing = await stripe.checkout.sessions.retrieve(registration.stripeCheckoutSessionId);
        if (existing.status === 'open' && existing.amount_total === cents && existing.url) return { testMode: false, redirectUrl: existing.url };
      }
      const metadata = metadataOf(registration);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: cents, product_data: { name: `${registration.programName} registration` } } }],
          customer_email: registration.email,
          client_reference_id: String(registration.id),
          metadata,
          payment_intent_data: { metadata },
          success_url: `${siteUrl}/payment-confirmation?session_id={CHECKOUT_SESSION_ID}&success=true`,
          cancel_url: `${siteUrl}/#programs`,
        },
        { idempotencyKey: `registration-${registration.id}-checkout-${cents}-after-${registration.stripeCheckoutSessionId ?? 'none'}` },
      );
      await db.update(registrations).set({ stripeCheckoutSessionId: session.id }).where(eq(registrations.id, registration.id));
      if (!session.url) throw new HttpError(502, 'No redirect URL provided from payment service');
      return { testMode: false, redirectUrl: session.url };
    },

    /**
     * Reads a Checkout session (cs_...) or PaymentIntent (pi_..., with its client secret) from Stripe and,
     * when Stripe reports it paid, marks the registration paid: the confirmation page reconciles even if
     * the webhook is late.
     */
    async verify(reference: string, clientSecret: string | undefined): Promise<{ paid: boolean; session: CheckoutSession; lines?: PaymentLine[] }> {
      const api = requireStripe();
      if (reference.startsWith('cs_')) {
        const session = await api.checkout.sessions.retrieve(reference);
        const paid = session.payment_status === 'paid';
        const registrationId = Number(session.metadata?.registrationId);
        if (paid && Number.isInteger(registrationId)) {
          const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
          const paidNow = await markPaid(db, { registrationId, amountCents: session.amount_total ?? -1, checkoutSessionId: session.id, paymentIntentId });
          if (paidNow) onPaid?.(registrationId);
        }
        return {
          paid,
          lines: await linesOf(session.metadata),
          session: {
            id: session.id,
            amount_total: session.amount_total ?? 0,
            currency: session.currency ?? 'usd',
            payment_status: paid ? 'paid' : 'unpaid',
            metadata: session.metadata ?? {},
            customer_details: { name: session.customer_details?.name ?? null, email: session.customer_details?.email ?? session.customer_email ?? null },
          },
        };
      }
      if (reference.startsWith('pi_')) {
        const intent = await api.paymentIntents.retrieve(reference);
        // The id alone is not proof of being the payer: Stripe's return URL also carries the secret.
        if (!clientSecret || intent.client_secret !== clientSecret) throw notFound('Payment session not found');
        const paid = intent.status === 'succeeded';
        const registrationId = Number(intent.metadata.registrationId);
        if (paid && Number.isInteger(registrationId)) {
          if (await markPaid(db, { registrationId, amountCents: intent.amount_received, paymentIntentId: intent.id })) onPaid?.(registrationId);
        }
        const { firstName = '', lastName = '', email = null } = intent.metadata;
        return {
          paid,
          lines: await linesOf(intent.metadata),
          session: {
            id: intent.id,
            amount_total: intent.amount,
            currency: intent.currency,
            payment_status: paid ? 'paid' : 'unpaid',
            metadata: intent.metadata,
            customer_details: { name: `${firstName} ${lastName}`.trim() || null, email },
          },
        };
      }
      throw badRequest('Unknown payment reference');
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;

/** Stripe failures as HTTP errors the client can show: unreachable or refusing is a 502, not a 500. */
export function toPaymentError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.statusCode === 404 || error.code === 'resource_missing') return notFound('Payment session not found');
  if (error instanceof Stripe.errors.StripeConnectionError) return new HttpError(502, 'Payment System Error: the payment service could not be reached');
  return new HttpError(502, `Payment processing failed: ${error.message}`);
}
