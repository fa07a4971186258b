// GET /api/admin/status (admin only): what staff must know about how the site runs, such as payments
// in test mode (a live site must never run without card payments by mistake).
import { AdminStatusAnswerSchema } from '../../common/schemas/admin-status.js';
import { failures, GUARDED, ok } from '../http/responses.js';
import type { App, AppContext } from '../http/types.js';

export function adminStatusRoutes(app: App, { stripe, repos }: AppContext) {
  app.get('/api/admin/status', { schema: { response: { 200: AdminStatusAnswerSchema, ...failures(...GUARDED) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ paymentsTestMode: stripe === null, openDisputes: await repos.ledger.openDisputes() });
  });
}
