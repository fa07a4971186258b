// Contact inquiries received per week (created_at), how many of them are marked responded, and the
// median hours from received to the first "responded" over those whose time is known (responded_at,
// kept since issue 17). Inquiries name no program, so the program filter does not apply.
import { sql } from 'drizzle-orm';
import type { InquiriesReport } from '../../common/schemas/reports.js';
import { contacts } from '../contacts/index.js';
import { mondaysBetween } from '../../common/calendar/sums.js';
import { fillPeriods, inRange, localTimeOf, mondayOf, rowsOf, type ReportContext } from './range.js';

type Week = InquiriesReport['weeks'][number];

export async function inquiriesReport(context: ReportContext): Promise<InquiriesReport> {
  const received = sql`FROM ${contacts} WHERE ${inRange(contacts.createdAt, context)}`;
  const [rows, [median]] = await Promise.all([
    rowsOf<Week>(context.db, sql`
      SELECT week AS "weekStart", count(*)::int AS received, (count(*) FILTER (WHERE responded))::int AS responded
      FROM (SELECT ${mondayOf(localTimeOf(contacts.createdAt, context.timeZone))} AS week, ${contacts.responded} AS responded ${received}) AS week_rows
      GROUP BY week`),
    rowsOf<{ hours: number | null }>(context.db, sql`
      SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(extract(epoch FROM ${contacts.respondedAt} - ${contacts.createdAt}), 0) / 3600))::float8 AS hours
      ${received} AND ${contacts.respondedAt} IS NOT NULL`),
  ]);
  const weeks = fillPeriods(mondaysBetween(context.query.from, context.query.to), 'weekStart', rows, { received: 0, responded: 0 });
  const hours = median?.hours ?? null;
  return {
    weeks,
    total: weeks.reduce((sum, week) => sum + week.received, 0),
    responded: weeks.reduce((sum, week) => sum + week.responded, 0),
    // To the minute: finer says nothing to staff.
    medianHoursToRespond: hours === null ? null : Math.round(hours * 60) / 60,
  };
}
