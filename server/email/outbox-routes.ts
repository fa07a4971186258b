// The email outbox on the Email Testing Tools screen (admin): counts and the newest messages, and a
// retry for one that failed every try.
import { IdParams } from '../../common/schemas/fields.js';
import { OutboxAnswerSchema, OutboxMessageSchema } from '../../common/schemas/email-outbox.js';
import { successSchema } from '../../common/api.js';
import { requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { EmailService } from './email-service.js';

export function emailOutboxRoutes(app: App, { email }: { email: EmailService }) {
  app.get(
    '/api/email-outbox',
    { schema: { response: { 200: OutboxAnswerSchema, ...failures(...GUARDED) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [counts, messages] = await Promise.all([email.outbox.counts(), email.outbox.recent()]);
      return { success: true as const, counts, messages };
    },
  );

  app.post(
    '/api/email-outbox/:id/retry',
    { schema: { params: IdParams, response: { 200: successSchema(OutboxMessageSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(requireFound(await email.outbox.retry(request.params.id), 'No failed email with this id'), 'Email queued to be sent again'),
  );
}
