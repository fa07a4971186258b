// The staff reports (issue 17): one SQL aggregation per report, each in its own file named after it.
import type { ReportName, Reports } from '../../common/schemas/reports.js';
import { attendanceReport } from './attendance.js';
import { certificatesReport } from './certificates.js';
import { funnelReport } from './funnel.js';
import { inquiriesReport } from './inquiries.js';
import { moneyReport } from './money.js';
import { originsReport } from './origins.js';
import type { ReportContext } from './range.js';
import { registrationsReport } from './registrations.js';

export type { ReportContext } from './range.js';
export { dashboardTrends } from './trends.js';

export const REPORTS: { [Name in ReportName]: (context: ReportContext) => Promise<Reports[Name]> } = {
  registrations: registrationsReport,
  money: moneyReport,
  funnel: funnelReport,
  attendance: attendanceReport,
  certificates: certificatesReport,
  origins: originsReport,
  inquiries: inquiriesReport,
};
