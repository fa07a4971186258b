// Certificates issued per month (issued_on in the range; a revoked one was still issued), and those in
// force that expire within the next 90 days (after today), per month of expiry, whatever the range.
import { sql } from 'drizzle-orm';
import type { CertificatesReport } from '../../common/schemas/reports.js';
import { certificates } from '../certificates/index.js';
import { addDays, monthsBetween } from '../../common/calendar/sums.js';
import { fillPeriods, ofProgram, rowsOf, type ReportContext } from './range.js';

export const EXPIRING_SOON_DAYS = 90;

export async function certificatesReport(context: ReportContext): Promise<CertificatesReport> {
  const { from, to } = context.query;
  const until = addDays(context.today, EXPIRING_SOON_DAYS);
  const [issuedRows, expiringRows] = await Promise.all([
    rowsOf<{ month: string; issued: number }>(context.db, sql`
      SELECT left(${certificates.issuedOn}, 7) AS month, count(*)::int AS issued FROM ${certificates}
      WHERE ${certificates.issuedOn} >= ${from} AND ${certificates.issuedOn} <= ${to} AND ${ofProgram(certificates.programId, context)}
      GROUP BY 1`),
    rowsOf<{ month: string; expiring: number }>(context.db, sql`
      SELECT left(${certificates.expiresOn}, 7) AS month, count(*)::int AS expiring FROM ${certificates}
      WHERE ${certificates.revokedAt} IS NULL AND ${certificates.expiresOn} > ${context.today} AND ${certificates.expiresOn} <= ${until}
        AND ${ofProgram(certificates.programId, context)}
      GROUP BY 1`),
  ]);
  const months = fillPeriods(monthsBetween(from, to), 'month', issuedRows, { issued: 0 });
  const expiringSoon = fillPeriods(monthsBetween(addDays(context.today, 1), until), 'month', expiringRows, { expiring: 0 });
  return {
    months,
    issued: months.reduce((total, month) => total + month.issued, 0),
    expiringSoon,
    expiringSoonTotal: expiringSoon.reduce((total, month) => total + month.expiring, 0),
  };
}
