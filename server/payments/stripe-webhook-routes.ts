// POST /api/stripe/webhook: Stripe's signature is checked on the exact bytes received, so this route
// reads the body raw (a parsed-and-reserialised body would not match the signature).
import { WebhookAnswerSchema } from '../../common/schemas/payment.js';
import { invalid } from '../kernel/refusals.js';
import { failures } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { StripeEvents } from './stripe-events.js';

export function stripeWebhookRoutes(app: App, { stripeEvents }: { stripeEvents: StripeEvents }) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/api/stripe/webhook',
      { config: { access: 'public' }, schema: { response: { 200: WebhookAnswerSchema, ...failures(400, 413, 415, 502) } } },
      async (request) => {
        if (!stripeEvents.configured) throw invalid('Stripe webhooks are not configured');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw invalid('Missing Stripe signature');
        const { event, outcome, registrationId } = await stripeEvents.receive(request.body, signature);
        request.log.info({ event: event.id, type: event.type, outcome, registrationId }, 'stripe event');
        return { success: true as const, received: true as const, outcome };
      },
    );
  });
}
