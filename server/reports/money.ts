// The payments ledger per month of occurred_at (organisation's calendar): the same rows, sums and net as
// the ledger's totals on /admin/payments (repositories/ledger.ts), so one range gives one answer; what
// was collected is also split by how it came in, by card or by hand (issue 27).
import { eq, sql } from 'drizzle-orm';
import type { MoneyReport } from '../../common/schemas/reports.js';
import { payments, collectedByMethod, ledgerDay, ledgerFilter, ledgerNet, ledgerSums } from '../payments/index.js';
import { registrations } from '../registrations/index.js';
import { monthsBetween } from '../../common/calendar/sums.js';
import { fillPeriods, type ReportContext } from './range.js';

const FIGURES = ['collectedCents', 'cardCents', 'cashCents', 'checkCents', 'otherCents', 'refundedCents', 'lostCents'] as const;
type Figure = (typeof FIGURES)[number];

export async function moneyReport({ db, query, timeZone }: ReportContext): Promise<MoneyReport> {
  const rows = await db
    .select({ month: sql<string>`to_char(${ledgerDay(timeZone)}, 'YYYY-MM')`, ...ledgerSums, ...collectedByMethod })
    .from(payments)
    .leftJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(ledgerFilter(query, timeZone))
    // By position: the time zone is a parameter, and PostgreSQL would not see two of them as one expression.
    .groupBy(sql`1`);
  const none = Object.fromEntries(FIGURES.map((figure) => [figure, 0])) as Record<Figure, number>;
  const months = fillPeriods(monthsBetween(query.from, query.to), 'month', rows.map((row) => ({ ...row, netCents: ledgerNet(row) })), { ...none, netCents: 0 });
  const totals = Object.fromEntries(FIGURES.map((figure) => [figure, months.reduce((total, month) => total + month[figure], 0)])) as Record<Figure, number>;
  return { months, totals: { ...totals, netCents: ledgerNet(totals) } };
}
