// What staff do with money from the back office: refund a payment (through Stripe's refund API, with
// an idempotency key, recorded in the ledger at once), apply a payment Stripe confirmed to its
// registration, and ask Stripe about a registration the ledger knows nothing of.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { formatMoney } from '../../common/money.js';
import type { ManualPaymentMethod } from '../../common/constants.js';
import type { RefundRequest } from '../../common/schemas/ledger.js';
import type { SettleRefundRequest } from '../../common/schemas/refund-settlement.js';
import type { Db } from '../kernel/db/client.js';
import { registrations, type Registration } from '../registrations/index.js';
import { conflict, invalid, notFound, upstreamFailed } from '../kernel/refusals.js';
import type { LedgerRepository } from './ledger-queries.js';
import { ownPayment, recordHandRefund } from './hand-money.js';
import { recordRefund, recordVerifiedPayment, type PaymentFacts } from './ledger.js';
import { toPaymentError } from './payments.js';
import { markPaid } from './registration-payments.js';
import { paidIntentFacts, paidSessionFacts, refundFacts } from './stripe-facts.js';

export interface RefundDeps {
  db: Db;
  stripe: Stripe | null;
  ledger: LedgerRepository;
  /** Emails were queued (a refund's, a payment confirmation). */
  onQueued: () => void;
  /** The app's clock: a payment applied or found is judged against its seat's hold at it (issue 27). */
  now?: () => Date;
}

const TEST_MODE = 'Payments are in test mode: there is no card payment to refund or check';
const NOT_BY_CARD = 'This payment was recorded by hand, not taken by card through Stripe: give it back outside Stripe';
const NOTHING_DUE = 'No refund is due for this registration';

/** How staff settle a refund that is due, and who they are. */
export interface Settlement extends SettleRefundRequest {
  recordedBy: string | null;
}

const METHOD_WORDS: Record<ManualPaymentMethod, string> = { cash: 'in cash', check: 'by check', other: 'outside Stripe' };

/** The payment Stripe reports for the registration's PaymentIntent, else its Checkout session; null when neither is paid. */
async function paymentAtStripe(api: Stripe, registration: Registration): Promise<PaymentFacts | null> {
  if (registration.stripePaymentIntentId) {
    const paid = paidIntentFacts(await api.paymentIntents.retrieve(registration.stripePaymentIntentId), registration.id);
    if (paid) return paid;
  }
  if (!registration.stripeCheckoutSessionId) return null;
  return paidSessionFacts(await api.checkout.sessions.retrieve(registration.stripeCheckoutSessionId), registration.id);
}

export function createRefunds({ db, stripe, ledger, onQueued, now = () => new Date() }: RefundDeps) {
  function requireStripe(): Stripe {
    if (!stripe) throw invalid(TEST_MODE);
    return stripe;
  }

  const record = (facts: PaymentFacts) => recordVerifiedPayment(db, { ...facts, at: now() }, onQueued);

  return {
    /** Refunds part or all of a payment; the registration becomes refunded only when all of it is back. */
    async refund(paymentId: number, { amountCents, reason, note }: RefundRequest) {
      const api = requireStripe();
      const payment = await ledger.findPayment(paymentId);
      if (!payment) throw notFound('Payment not found');
      if (payment.method !== 'stripe') throw conflict(NOT_BY_CARD);
      const left = payment.amountCents - payment.refundedCents;
      if (left <= 0) throw conflict('This payment has already been refunded in full');
      if (amountCents > left) {
        const message = `Refund amount ${formatMoney(amountCents)} is more than the ${formatMoney(left)} left on this payment`;
        throw invalid(message, { amountCents: message });
      }
      let refund: Stripe.Refund;
      try {
        refund = await api.refunds.create(
          {
            payment_intent: payment.stripeId,
            amount: amountCents,
            ...(reason !== 'other' && { reason }),
            metadata: { paymentId: String(payment.id), ...(payment.registrationId && { registrationId: String(payment.registrationId) }), ...(note && { note }) },
          },
          // The same click repeated (a retry, a second tab) is the same refund, not a second one; after a
          // refund failed, asking again is a new refund (Stripe would replay the failed one for 24 hours).
          { idempotencyKey: `payment-${payment.id}-refund-${amountCents}-after-${payment.refundedCents}${payment.failedRefunds > 0 ? `-failed-${payment.failedRefunds}` : ''}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw upstreamFailed(`Stripe refused the refund: ${error.message}`);
        throw toPaymentError(error);
      }
      await db.transaction((tx) => recordRefund(tx, { ...refundFacts(refund), reason: note || refund.reason }));
      onQueued();
      return ledger.findByStripeId(refund.id);
    },

    /**
     * A payment Stripe confirmed whose registration is still pending (its amount differed from the fee,
     * or the registration was set back by hand): staff apply it and the registration is paid.
     */
    async apply(paymentId: number) {
      const payment = await ledger.findPayment(paymentId);
      if (!payment) throw notFound('Payment not found');
      if (payment.duplicate) throw conflict('A duplicate payment cannot pay its registration; refund it instead');
      if (!payment.registrationId) throw conflict('This payment names no registration');
      const registrationId = payment.registrationId;
      const paid = await db.transaction(async (tx) => {
        const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
        if (registration?.paymentStatus !== 'pending') return false;
        // Staff accept the amount Stripe took, whatever the fee says: the amount check is the registration's own.
        return markPaid(tx, { registrationId, amountCents: registration.paymentAmountCents, paymentIntentId: payment.stripeId, at: now() });
      });
      if (!paid) throw conflict('This registration is not waiting for a payment');
      onQueued();
    },

    /**
     * Settles the refund due to a registrant (issue 27): back to the card through Stripe (only on the
     * registration's own Stripe payment), or given back by hand and entered in the ledger. Either way
     * the due is cleared, the registration settled from its ledger and the refund email queued once.
     */
    async settle(registrationId: number, { method, note, recordedBy }: Settlement): Promise<{ registration: Registration; message: string }> {
      const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
      if (!registration) throw notFound('Registration not found');
      const due = registration.refundDueCents ?? 0;
      if (due <= 0) throw conflict(NOTHING_DUE);
      let message: string;
      if (method === 'stripe') {
        const payment = await db.transaction((tx) => ownPayment(tx, registration, 'stripe'));
        if (!payment) throw conflict('This registration was not paid by card through Stripe: settle its refund as cash, check or other');
        const left = payment.amountCents - ((await ledger.findPayment(payment.id))?.refundedCents ?? 0);
        const refund = await this.refund(payment.id, { amountCents: Math.min(due, left), reason: 'requested_by_customer', note: note || 'Cancelled by the registrant' });
        message = `Refund of ${formatMoney(refund?.amountCents ?? due)} sent to Stripe`;
      } else {
        const settled = await db.transaction(async (tx) => {
          // Locked and read again: two clicks settle once.
          const [current] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
          const owed = current?.refundDueCents ?? 0;
          if (!current || owed <= 0) return null;
          await recordHandRefund(tx, current, owed, { method, note: note ?? '', recordedBy, at: now() });
          return owed;
        });
        if (settled === null) throw conflict(NOTHING_DUE);
        message = `Refund of ${formatMoney(settled)} given back ${METHOD_WORDS[method]} is recorded`;
      }
      onQueued();
      const [after] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
      return { registration: after!, message };
    },

    /** Asks Stripe about the registration's PaymentIntent and Checkout session and records a payment it reports. */
    async check(registrationId: number): Promise<{ found: boolean; message: string }> {
      const api = requireStripe();
      const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
      if (!registration) throw notFound('Registration not found');
      try {
        const paid = await paymentAtStripe(api, registration);
        if (paid) {
          await record(paid);
          return { found: true, message: 'Stripe reports this payment; it is now in the ledger' };
        }
      } catch (error) {
        throw toPaymentError(error);
      }
      return { found: false, message: 'Stripe has no completed payment for this registration' };
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
