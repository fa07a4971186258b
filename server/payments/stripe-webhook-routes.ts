// POST /api/stripe/webhook: Stripe's signature is checked on the exact bytes received, so this route
// reads the body raw (a parsed-and-reserialised body would not match the signature).
import type Stripe from 'stripe';
import { WebhookAnswerSchema } from '../../common/schemas/payment.js';
import { invalid } from '../kernel/refusals.js';
import { failures } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { toPaymentError } from './payments.js';
import { applyStripeEvent } from './webhook-events.js';

export function stripeWebhookRoutes(app: App, { db, config, stripe, email, now }: AppContext) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/api/stripe/webhook',
      { config: { access: 'public' }, schema: { response: { 200: WebhookAnswerSchema, ...failures(400, 413, 415, 502) } } },
      async (request) => {
        const secret = config.stripe.webhookSecret;
        const signature = request.headers['stripe-signature'];
        if (!stripe || !secret) throw invalid('Stripe webhooks are not configured');
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw invalid('Missing Stripe signature');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, secret);
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
        if (outcome !== 'unchanged' && outcome !== 'ignored' && outcome !== 'duplicate') email.queued();
        request.log.info({ event: event.id, type: event.type, outcome, registrationId }, 'stripe event');
        return { success: true as const, received: true as const, outcome };
      },
    );
  });
}
