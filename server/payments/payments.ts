// Card payments for registrations. The amount always comes from the stored registration; a request
// amount that disagrees is refused. Stripe objects carry the registration in their metadata and are
// created with idempotency keys, so a retried request never creates a second charge.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { formatMoney } from '../../common/money.js';
import { SEAT_HOLD_EXPIRED } from '../../common/seats.js';
import type { CheckoutSession, FeeLine, PaymentRequest } from '../../common/schemas/payment.js';
import type { Db } from '../kernel/db/client.js';
import { registrations, type Registration } from '../registrations/index.js';
import { conflict, invalid, notFound, upstreamFailed } from '../kernel/refusals.js';
import { holdSeatForPayment } from '../seats/index.js';
import { paymentLines } from './payment-lines.js';
import { recordVerifiedPayment, type PaymentFacts } from './ledger.js';
import { idOf, paidIntentFacts, paidSessionFacts } from './stripe-facts.js';
import { createStripeReadCache } from './verify-cache.js';

/** Which registration to pay and the amount the payer expects, in cents (routes.ts reads it from either payment request body). */
export type PaymentTarget = Pick<PaymentRequest, 'registrationId' | 'paymentToken'> & { paymentAmountCents: number };

export interface PaymentsDeps {
  db: Db;
  stripe: Stripe | null;
  siteUrl: string;
  publishableKey: string | undefined;
  /** A registration was marked paid (its confirmation email is queued with it). */
  onPaid?: (registrationId: number) => void;
  /** The app's clock: seat holds and the verification cache (tests move it on). */
  now?: () => Date;
  /** settings.seatHoldMinutes (issue 27); 30 without it. */
  holdMinutes?: () => Promise<number>;
  /** settings.timeZone: a fee's lines name the package of the registration's date there. */
  timeZone: () => Promise<string>;
}

/** Stripe takes a Checkout session's expires_at from 30 minutes to 24 hours after its creation; a minute's margin for the request's own time. */
const CHECKOUT_MIN_MS = 31 * 60_000;
const CHECKOUT_MAX_MS = 24 * 60 * 60_000 - 60_000;

/**
 * A Checkout session opened for a held seat ends with the hold, or as near to it as Stripe allows; in
 * whole minutes, so that the same request repeated within the minute is the same request to Stripe.
 */
export function checkoutExpiry(holdEnds: Date, at: Date): number {
  const ms = Math.min(Math.max(holdEnds.getTime(), at.getTime() + CHECKOUT_MIN_MS), at.getTime() + CHECKOUT_MAX_MS);
  return Math.ceil(ms / 60_000) * 60;
}

export function createPayments({ db, stripe, siteUrl, publishableKey, onPaid, now = () => new Date(), holdMinutes = async () => 30, timeZone }: PaymentsDeps) {
  const testMode = stripe === null;
  const stripeReads = createStripeReadCache(() => now().getTime());

  /**
   * The registration the request may pay for, at the amount the server set, and when its seat's hold
   * ends (null: its program has no capacity). A lapsed hold takes a seat again only if one is free.
   */
  async function requirePayable(target: PaymentTarget): Promise<{ registration: Registration; holdEnds: Date | null } | null> {
    if (target.registrationId === undefined) {
      if (testMode) return null;
      throw invalid('A registration is required for card payment', { registrationId: 'A registration is required for card payment' });
    }
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, target.registrationId));
    // One answer for "no such registration" and "wrong token", so ids cannot be probed.
    if (!registration || registration.paymentToken !== target.paymentToken) throw notFound('Registration not found');
    if (registration.registrationStatus === 'cancelled') throw conflict('This registration has been cancelled');
    if (registration.paymentStatus === 'paid') throw conflict(ALREADY_PAID);
    if (registration.paymentStatus === 'free') throw conflict('This registration does not need a payment');
    if (registration.paymentStatus === 'refunded') throw conflict('The payment for this registration was refunded; please contact us');
    if (target.paymentAmountCents !== registration.paymentAmountCents) {
      const message = `Payment amount ${formatMoney(target.paymentAmountCents)} does not match the registration fee of ${formatMoney(registration.paymentAmountCents)}`;
      throw invalid(message, { paymentAmount: message });
    }
    const seat = await holdSeatForPayment(db, registration.id, { now: now(), holdMinutes: await holdMinutes() });
    if (seat.kind === 'full') throw conflict(SEAT_HOLD_EXPIRED);
    return { registration, holdEnds: seat.kind === 'held' ? seat.until : null };
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
    return registration ? paymentLines(db, registration, await timeZone()) : undefined;
  }

  /** A payment Stripe confirmed, into the ledger (which pays the registration, or marks a duplicate). */
  const recordVerified = (facts: PaymentFacts) => recordVerifiedPayment(db, { ...facts, at: now() }, onPaid);

  const ALREADY_PAID = 'This registration has already been paid';

  /** The registration's hosted Checkout session, unless it is paid (then it is recorded and the request refused). */
  async function unpaidSession(api: Stripe, registration: Registration): Promise<Stripe.Checkout.Session | null> {
    if (!registration.stripeCheckoutSessionId) return null;
    const session = await api.checkout.sessions.retrieve(registration.stripeCheckoutSessionId);
    const paid = paidSessionFacts(session, registration.id);
    if (paid) {
      await recordVerified(paid);
      throw conflict(ALREADY_PAID);
    }
    return session;
  }

  /** Before a PaymentIntent: the registration's open Checkout session must not take a second payment. */
  async function closeCheckoutSession(api: Stripe, registration: Registration) {
    const session = await unpaidSession(api, registration);
    if (session?.status === 'open') await api.checkout.sessions.expire(session.id);
  }

  /** The registration's PaymentIntent, unless it is paid or being paid (then the request is refused). */
  async function unpaidIntent(api: Stripe, registration: Registration): Promise<Stripe.PaymentIntent | null> {
    if (!registration.stripePaymentIntentId) return null;
    const intent = await api.paymentIntents.retrieve(registration.stripePaymentIntentId);
    const paid = paidIntentFacts(intent, registration.id);
    if (paid) {
      await recordVerified(paid);
      throw conflict(ALREADY_PAID);
    }
    if (intent.status === 'processing' || intent.status === 'requires_capture') {
      throw conflict('A card payment for this registration is being processed; please wait a minute and reload the page');
    }
    return intent;
  }

  /**
   * Before a Checkout session: the registration's PaymentIntent (the card form on /checkout) must not
   * take a second payment. One still waiting for a card is canceled; one being processed or paid refuses.
   */
  async function closePaymentIntent(api: Stripe, registration: Registration) {
    const intent = await unpaidIntent(api, registration);
    if (intent && intent.status !== 'canceled') await api.paymentIntents.cancel(intent.id);
  }

  /** The session is open as long as the seat's hold runs (as far as Stripe allows a session to last). */
  function outlivesHold(session: Stripe.Checkout.Session, holdEnds: Date | null): boolean {
    if (!holdEnds) return true;
    return session.expires_at * 1000 >= Math.min(holdEnds.getTime(), now().getTime() + CHECKOUT_MAX_MS);
  }

  function requireStripe(): Stripe {
    if (!stripe) throw invalid('Payments are in test mode');
    return stripe;
  }

  return {
    testMode,
    publishableKey,

    /** A PaymentIntent for the registration (the same one again while it can still be paid). */
    async createPaymentIntent(target: PaymentTarget) {
      const registration = (await requirePayable(target))?.registration;
      const lines = registration ? await paymentLines(db, registration, await timeZone()) : undefined;
      if (!stripe || !registration) return { testMode: true as const, lines };
      const cents = registration.paymentAmountCents;
      await closeCheckoutSession(stripe, registration);
      const existing = await unpaidIntent(stripe, registration);
      if (existing && existing.status !== 'canceled') {
        if (existing.amount === cents) return { testMode: false as const, clientSecret: existing.client_secret, paymentIntentId: existing.id, lines };
        // The fee changed since: the old amount must not be payable any more.
        await stripe.paymentIntents.cancel(existing.id);
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
    async createCheckoutSession(target: PaymentTarget): Promise<{ testMode: boolean; redirectUrl: string; sessionId?: string }> {
      const payable = await requirePayable(target);
      if (!stripe || !payable) return { testMode: true, redirectUrl: '/payment-confirmation?success=true&test=true' };
      const { registration, holdEnds } = payable;
      const cents = registration.paymentAmountCents;
      await closePaymentIntent(stripe, registration);
      const existing = await unpaidSession(stripe, registration);
      if (existing?.status === 'open') {
        if (existing.amount_total === cents && existing.url && outlivesHold(existing, holdEnds)) return { testMode: false, redirectUrl: existing.url, sessionId: existing.id };
        // The fee changed since (the old amount must not be payable any more), or the seat was taken again
        // after its hold lapsed and the old session would end before the new hold.
        await stripe.checkout.sessions.expire(existing.id);
      }
      const metadata = metadataOf(registration);
      const expiresAt = holdEnds ? checkoutExpiry(holdEnds, now()) : undefined;
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
          ...(expiresAt && { expires_at: expiresAt }),
        },
        { idempotencyKey: `registration-${registration.id}-checkout-${cents}-after-${registration.stripeCheckoutSessionId ?? 'none'}${expiresAt ? `-until-${expiresAt}` : ''}` },
      );
      await db.update(registrations).set({ stripeCheckoutSessionId: session.id }).where(eq(registrations.id, registration.id));
      if (!session.url) throw upstreamFailed('No redirect URL provided from payment service');
      return { testMode: false, redirectUrl: session.url, sessionId: session.id };
    },

    /**
     * Reads a Checkout session (cs_...) or PaymentIntent (pi_..., with its client secret) from Stripe and,
     * when Stripe reports it paid, marks the registration paid: the confirmation page reconciles even if
     * the webhook is late. Stripe's answers come from a short cache (verify-cache.ts).
     */
    async verify(reference: string, clientSecret: string | undefined): Promise<{ paid: boolean; session: CheckoutSession; lines?: FeeLine[] }> {
      const api = requireStripe();
      if (reference.startsWith('cs_')) {
        const session = await stripeReads(reference, () => api.checkout.sessions.retrieve(reference));
        const paid = session.payment_status === 'paid';
        const registrationId = Number(session.metadata?.registrationId);
        const paymentIntentId = idOf(session.payment_intent);
        if (paid && Number.isInteger(registrationId) && paymentIntentId) {
          await recordVerified({
            paymentIntentId, amountCents: session.amount_total ?? 0, currency: session.currency ?? 'usd', registrationId,
            checkoutSessionId: session.id, occurredAt: new Date(),
          });
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
        const intent = await stripeReads(reference, () => api.paymentIntents.retrieve(reference));
        // The id alone is not proof of being the payer: Stripe's return URL also carries the secret.
        if (!clientSecret || intent.client_secret !== clientSecret) throw notFound('Payment session not found');
        const paid = intent.status === 'succeeded';
        const registrationId = Number(intent.metadata.registrationId);
        if (paid && Number.isInteger(registrationId)) {
          await recordVerified({
            paymentIntentId: intent.id, chargeId: idOf(intent.latest_charge), amountCents: intent.amount_received, currency: intent.currency,
            registrationId, occurredAt: new Date(),
          });
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
      throw invalid('Unknown payment reference');
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;

/** Stripe failures as HTTP errors the client can show: unreachable or refusing is a 502, not a 500. */
export function toPaymentError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.statusCode === 404 || error.code === 'resource_missing') return notFound('Payment session not found');
  if (error instanceof Stripe.errors.StripeConnectionError) return upstreamFailed('Payment System Error: the payment service could not be reached');
  return upstreamFailed(`Payment processing failed: ${error.message}`);
}
