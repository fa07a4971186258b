// GET /api/admin/reports/{report} (admin, behind the global guard): one route per report with its own
// answer schema, all taking ReportQuerySchema; and the dashboard's trend lines. Never cached: staff
// expect today's numbers.
import { DashboardTrendsSchema, REPORT_NAMES, ReportQuerySchema, reportAnswerSchema, type ReportName } from '../../common/schemas/reports.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerGetRoute } from '../kernel/http/crud-routes.js';
import type { ReportRunner } from './reports.js';

export function reportRoutes(app: App, { reports }: { reports: ReportRunner }) {
  const registerReport = <Name extends ReportName>(name: Name) =>
    app.get(
      `/api/admin/reports/${name}`,
      { schema: { querystring: ReportQuerySchema, response: { 200: reportAnswerSchema(name), ...failures(...GUARDED, 400) } } },
      async (request) => ok(await reports.run(name, request.query)),
    );
  for (const name of REPORT_NAMES) registerReport(name);

  registerGetRoute(app, '/api/admin/reports/trends', DashboardTrendsSchema, () => reports.trends());
}
