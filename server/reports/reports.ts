// The staff reports (issue 17): one SQL aggregation per report, each in its own file named after it.
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { ReportName, ReportQuery, Reports } from '../../common/schemas/reports.js';
import type { Db } from '../kernel/db/client.js';
import type { SettingsService } from '../settings/index.js';
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
  now: () => Date;
  settings: Pick<SettingsService, 'current'>;
}

/** The reports bound to the database and the organisation's calendar: a range is read in the settings' zone. */
export function createReports({ db, now, settings }: ReportsDeps) {
  const context = async () => {
    const { timeZone } = await settings.current();
    const at = now();
    return { db, timeZone, now: at, today: dateInTimeZone(at, timeZone) };
  };
  return {
    run: async <Name extends ReportName>(name: Name, query: ReportQuery): Promise<Reports[Name]> => REPORTS[name]({ ...(await context()), query }),
    trends: async () => dashboardTrends(await context()),
  };
}
export type ReportRunner = ReturnType<typeof createReports>;
