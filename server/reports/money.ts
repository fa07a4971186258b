// The payments ledger per month of occurred_at (organisation's calendar): the same rows, sums and net as
// the ledger's totals on /admin/payments (repositories/ledger.ts), so one range gives one answer.
import { eq, sql } from 'drizzle-orm';
import type { MoneyReport } from '../../common/schemas/reports.js';
import { payments, registrations } from '../db/schema.js';
import { ledgerDay, ledgerFilter, ledgerNet, ledgerSums } from '../repositories/ledger.js';
import { fillPeriods, monthsBetween, type ReportContext } from './range.js';

export async function moneyReport({ db, query, timeZone }: ReportContext): Promise<MoneyReport> {
  const rows = await db
    .select({ month: sql<string>`to_char(${ledgerDay(timeZone)}, 'YYYY-MM')`, ...ledgerSums })
    .from(payments)
    .leftJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(ledgerFilter(query, timeZone))
    // By position: the time zone is a parameter, and PostgreSQL would not see two of them as one expression.
    .groupBy(sql`1`);
  const months = fillPeriods(monthsBetween(query.from, query.to), 'month', rows.map((row) => ({ ...row, netCents: ledgerNet(row) })), {
    collectedCents: 0, refundedCents: 0, lostCents: 0, netCents: 0,
  });
  const sum = (key: 'collectedCents' | 'refundedCents' | 'lostCents') => months.reduce((total, month) => total + month[key], 0);
  const totals = { collectedCents: sum('collectedCents'), refundedCents: sum('refundedCents'), lostCents: sum('lostCents') };
  return { months, totals: { ...totals, netCents: ledgerNet(totals) } };
}
