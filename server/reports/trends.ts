// The dashboard's trend lines: each counter as it stood at the end of each of the last 8 weeks (Monday
// to Sunday in the organisation's calendar; the current week's value is today's). Only the present state
// is stored, so past values are rebuilt from timestamps (docs/decisions.md says how, and what that misses).
import { sql } from 'drizzle-orm';
import { TREND_KEYS, TREND_WEEKS, type DashboardTrends, type TrendKey } from '../../common/schemas/reports.js';
import { contacts } from '../contacts/index.js';
import { payments, OPEN_DISPUTE } from '../payments/index.js';
import { programs, programSessions } from '../programs/index.js';
import { testimonials } from '../content/index.js';
import { certificates } from '../certificates/index.js';
import { waitlistEntries } from '../seats/index.js';
import { EXPIRING_WITHIN_DAYS } from './dashboard-counters.js';
import { addDays, sundayEnding } from '../../common/calendar/sums.js';
import { rowsOf, type ReportContext } from './range.js';

/** The Sundays ending the last TREND_WEEKS weeks, oldest first; the last ends the current week. */
export function trendWeekEnds(today: string): string[] {
  const sunday = sundayEnding(today);
  return Array.from({ length: TREND_WEEKS }, (_, index) => addDays(sunday, (index - TREND_WEEKS + 1) * 7));
}

export async function dashboardTrends({ db, timeZone, today, now }: Pick<ReportContext, 'db' | 'timeZone' | 'today' | 'now'>): Promise<DashboardTrends> {
  const weekEnds = trendWeekEnds(today);
  const ends = sql.join(weekEnds.map((day) => sql`(${day})`), sql`, `);
  const firstEnd = weekEnds[0] ?? today;
  // cutoff: the instant the week ended (or now, for the current week); as_of: its last day (or today).
  // The few disputes and certificates that can count are set apart once, not read again for each week.
  const rows = await rowsOf<Record<TrendKey, number>>(db, sql`
    WITH weeks AS (
      SELECT week_end, least(${now.toISOString()}::timestamptz, ((week_end::date + 1)::timestamp AT TIME ZONE ${timeZone})) AS cutoff,
        least(week_end, ${today}) AS as_of
      FROM (VALUES ${ends}) AS ends (week_end)
    ), disputes AS MATERIALIZED (
      SELECT ${payments.occurredAt} AS occurred_at, ${payments.status} IN (${sql.join(OPEN_DISPUTE.map((status) => sql`${status}`), sql`, `)}) AS open, ${payments.updatedAt} AS updated_at
      FROM ${payments} WHERE ${payments.kind} = 'dispute'
    ), expiring AS MATERIALIZED (
      SELECT ${certificates.createdAt} AS created_at, ${certificates.revokedAt} AS revoked_at, ${certificates.expiresOn} AS expires_on FROM ${certificates}
      WHERE ${certificates.expiresOn} > ${firstEnd} AND ${certificates.expiresOn} <= ${addDays(today, EXPIRING_WITHIN_DAYS)}
    )
    SELECT week_end,
      (SELECT count(*) FROM ${programs} WHERE ${programs.createdAt} < cutoff)::int AS programs,
      (SELECT count(*) FROM ${testimonials} WHERE ${testimonials.createdAt} < cutoff)::int AS testimonials,
      inquiries.received::int AS inquiries, inquiries.pending::int AS "pendingInquiries",
      (SELECT count(*) FROM disputes WHERE occurred_at < cutoff AND (open OR updated_at >= cutoff))::int AS "openDisputes",
      (SELECT count(*) FROM ${waitlistEntries} WHERE ${waitlistEntries.createdAt} < cutoff
        AND (${waitlistEntries.status} IN ('waiting', 'offered') OR ${waitlistEntries.updatedAt} >= cutoff))::int AS waitlist,
      (SELECT count(*) FROM ${programSessions} WHERE ${programSessions.date} > to_char(week_end::date - 7, 'YYYY-MM-DD') AND ${programSessions.date} <= week_end)::int AS sessions,
      (SELECT count(*) FROM expiring WHERE created_at < cutoff AND (revoked_at IS NULL OR revoked_at >= cutoff)
        AND expires_on > as_of AND expires_on <= to_char(as_of::date + ${EXPIRING_WITHIN_DAYS}::int, 'YYYY-MM-DD'))::int AS "expiringCertificates"
    FROM weeks
    CROSS JOIN LATERAL (
      SELECT count(*) AS received, count(*) FILTER (WHERE NOT (${contacts.responded} AND coalesce(${contacts.respondedAt}, ${contacts.updatedAt}) < cutoff)) AS pending
      FROM ${contacts} WHERE ${contacts.createdAt} < cutoff
    ) AS inquiries
    ORDER BY week_end`);
  const series = Object.fromEntries(TREND_KEYS.map((key) => [key, rows.map((row) => row[key])])) as Record<TrendKey, number[]>;
  return { weekEnds, series };
}
