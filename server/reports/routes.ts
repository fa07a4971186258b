// GET /api/admin/reports/{report} (admin, behind the global guard): one route per report with its own
// answer schema, all taking ReportQuerySchema; and the dashboard's trend lines. Never cached: staff
// expect today's numbers.
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { successSchema } from '../../common/api.js';
import { DashboardTrendsSchema, REPORT_NAMES, ReportQuerySchema, reportAnswerSchema, type ReportName } from '../../common/schemas/reports.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { dashboardTrends, REPORTS } from './index.js';

export function reportRoutes(app: App, { db, settings, now }: AppContext) {
  const clock = async () => {
    const { timeZone } = await settings.current();
    const at = now();
    return { db, timeZone, now: at, today: dateInTimeZone(at, timeZone) };
  };

  const registerReport = <Name extends ReportName>(name: Name) =>
    app.get(
      `/api/admin/reports/${name}`,
      { schema: { querystring: ReportQuerySchema, response: { 200: reportAnswerSchema(name), ...failures(...GUARDED, 400) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await REPORTS[name]({ ...(await clock()), query: request.query }));
      },
    );
  for (const name of REPORT_NAMES) registerReport(name);

  app.get(
    '/api/admin/reports/trends',
    { schema: { response: { 200: successSchema(DashboardTrendsSchema), ...failures(...GUARDED) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await dashboardTrends(await clock()));
    },
  );
}
