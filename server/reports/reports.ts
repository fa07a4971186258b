// The staff reports (issue 17): one SQL aggregation per report, each in its own file named after it.
import type { ReportName, ReportQuery, Reports } from '../../common/schemas/reports.js';
import type { Db } from '../kernel/db/client.js';
import type { OrganisationClock } from '../settings/index.js';
import { attendanceReport } from './attendance.js';
import { certificatesReport } from './certificates.js';
import { funnelReport } from './funnel.js';
import { inquiriesReport } from './inquiries.js';
import { moneyReport } from './money.js';
import { originsReport } from './origins.js';
import type { ReportContext } from './range.js';
import { registrationsReport } from './registrations.js';
import { dashboardTrends } from './trends.js';

export type { ReportContext } from './range.js';

export const REPORTS: { [Name in ReportName]: (context: ReportContext) => Promise<Reports[Name]> } = {
  registrations: registrationsReport,
  money: moneyReport,
  funnel: funnelReport,
  attendance: attendanceReport,
  certificates: certificatesReport,
  origins: originsReport,
  inquiries: inquiriesReport,
};

export interface ReportsDeps {
  db: Db;
  clock: OrganisationClock;
}

/** The reports bound to the database and the organisation's calendar: a range is read in the settings' zone. */
export function createReports({ db, clock }: ReportsDeps) {
  const context = async () => {
    const at = clock.now();
    return { db, timeZone: await clock.timeZone(), now: at, today: await clock.today(at) };
  };
  return {
    run: async <Name extends ReportName>(name: Name, query: ReportQuery): Promise<Reports[Name]> => REPORTS[name]({ ...(await context()), query }),
    trends: async () => dashboardTrends(await context()),
  };
}
export type ReportRunner = ReturnType<typeof createReports>;
