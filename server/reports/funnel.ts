// Registrations created in the range, and how many went on to each step. A step counts only those that
// also passed the steps before it (an unpaid registrant marked present is not "attended"), so each
// rate is at most 1 and the funnel only narrows.
import { sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelReport } from '../../common/schemas/reports.js';
import { registrations } from '../registrations/index.js';
import { attendance } from '../attendance/index.js';
import { certificates } from '../certificates/index.js';
import { inRange, ofProgram, rowsOf, shareOf, type ReportContext } from './range.js';

export async function funnelReport(context: ReportContext): Promise<FunnelReport> {
  const [row] = await rowsOf<Record<(typeof FUNNEL_STEPS)[number], number>>(context.db, sql`
    WITH steps AS (
      SELECT ${registrations.paymentStatus} IN ('paid', 'free', 'refunded') AS paid, present.registration_id IS NOT NULL AS attended, live.registration_id IS NOT NULL AS certified
      FROM ${registrations}
      -- Joined as sets rather than asked per registration: a third of the time over a season.
      LEFT JOIN (SELECT DISTINCT ${attendance.registrationId} AS registration_id FROM ${attendance} WHERE ${attendance.status} = 'present') AS present
        ON present.registration_id = ${registrations.id}
      LEFT JOIN (SELECT ${certificates.registrationId} AS registration_id FROM ${certificates} WHERE ${certificates.revokedAt} IS NULL) AS live
        ON live.registration_id = ${registrations.id}
      WHERE ${inRange(registrations.createdAt, context)} AND ${ofProgram(registrations.programId, context)}
    )
    SELECT count(*)::int AS registered,
      (count(*) FILTER (WHERE paid))::int AS "paidOrFree",
      (count(*) FILTER (WHERE paid AND attended))::int AS attended,
      (count(*) FILTER (WHERE paid AND attended AND certified))::int AS certified
    FROM steps`);
  const counts = FUNNEL_STEPS.map((step) => row?.[step] ?? 0);
  const registered = counts[0] ?? 0;
  return {
    steps: FUNNEL_STEPS.map((step, index) => ({
      step,
      count: counts[index] ?? 0,
      rateOfRegistered: shareOf(counts[index] ?? 0, registered),
      rateOfPrevious: index === 0 ? null : shareOf(counts[index] ?? 0, counts[index - 1] ?? 0),
    })),
  };
}
