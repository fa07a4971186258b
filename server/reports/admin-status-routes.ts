// GET /api/admin/status (admin only): what staff must know about how the site runs, such as payments
// in test mode (a live site must never run without card payments by mistake), and the season's counters.
import { AdminStatusAnswerSchema } from '../../common/schemas/admin-status.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { seasonCounters } from './dashboard-counters.js';

export function adminStatusRoutes(app: App, { stripe, repos, db, settings, now }: AppContext) {
  app.get('/api/admin/status', { schema: { response: { 200: AdminStatusAnswerSchema, ...failures(...GUARDED) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { timeZone, seatHoldMinutes } = await settings.current();
    const at = now();
    const [openDisputes, refundsDue, season] = await Promise.all([
      repos.ledger.openDisputes(),
      repos.ledger.refundsDueTotals(),
      seasonCounters(db, dateInTimeZone(at, timeZone), { now: at, holdMinutes: seatHoldMinutes }),
    ]);
    return ok({ paymentsTestMode: stripe === null, openDisputes, refundsDue, season });
  });
}
