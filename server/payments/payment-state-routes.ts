// Whether a payment left unfinished can be resumed (issue 27): the landing page asks with the
// registration's id and payment token it kept, and stops offering "Resume your payment" once the
// answer is no (paid, free, refunded, cancelled) or the registration is gone.
import { successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import { dollarsFromCents } from '../../common/money.js';
import { PaymentStateQuerySchema, PaymentStateSchema } from '../../common/schemas/payment-state.js';
import { notFound } from '../kernel/refusals.js';
import { failures, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { Registration } from '../registrations/index.js';

export function paymentStateRoutes(app: App, { findRegistration }: { findRegistration: (id: number) => Promise<Registration | null> }) {
  app.get(
    '/api/payment-state/:id',
    {
      // Counted with the payment calls, so tokens cannot be guessed at speed.
      config: { access: 'public', rateLimit: 'payment' },
      schema: { params: IdParams, querystring: PaymentStateQuerySchema, response: { 200: successSchema(PaymentStateSchema), ...failures(400, 404) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const registration = await findRegistration(request.params.id);
      // One answer for "no such registration" and "wrong token", as the payment calls give.
      if (!registration || registration.paymentToken !== request.query.token) throw notFound('Registration not found');
      const payable = registration.registrationStatus !== 'cancelled' && registration.paymentStatus === 'pending' && registration.paymentAmountCents > 0;
      return ok({ payable, paymentAmount: dollarsFromCents(registration.paymentAmountCents) });
    },
  );
}
