// A Stripe event as it arrives at the webhook: its signature checked on the exact bytes received, then
// applied to the ledger and the registration (webhook-events.ts), with the emails it queues.
import type Stripe from 'stripe';
import type { Db } from '../kernel/db/client.js';
import { invalid } from '../kernel/refusals.js';
import { toPaymentError } from './payments.js';
import { applyStripeEvent } from './webhook-events.js';

export interface StripeEventsDeps {
  db: Db;
  /** Null in test mode (no Stripe keys): webhooks are refused. */
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  now: () => Date;
  /** Nudges the outbox. */
  queued: () => void;
}

export function createStripeEvents({ db, stripe, webhookSecret, now, queued }: StripeEventsDeps) {
  return {
    configured: stripe !== null && Boolean(webhookSecret),
    async receive(body: Buffer, signature: string) {
      if (!stripe || !webhookSecret) throw invalid('Stripe webhooks are not configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
      } catch {
        throw invalid('Invalid Stripe signature');
      }
      const listRefunds = async (charge: string) => {
        try {
          return (await stripe.refunds.list({ charge, limit: 100 })).data;
        } catch (error) {
          // Unapplied: Stripe delivers the event again later.
          throw toPaymentError(error);
        }
      };
      const { outcome, registrationId } = await applyStripeEvent(db, event, listRefunds, now());
      // Paid, refunded and disputed queue their emails with the change.
      if (outcome !== 'unchanged' && outcome !== 'ignored' && outcome !== 'duplicate') queued();
      return { event, outcome, registrationId };
    },
  };
}
export type StripeEvents = ReturnType<typeof createStripeEvents>;
