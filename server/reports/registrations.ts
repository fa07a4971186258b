// Registrations created per week, by package as common/prices.ts `packageFor` decides it on the
// registration date, and how many took the equipment bundle. Every status counts: a cancelled
// registration was still a registration.
import { sql } from 'drizzle-orm';
import type { RegistrationsReport } from '../../common/schemas/reports.js';
import { registrations } from '../registrations/index.js';
import { mondaysBetween } from '../../common/calendar/sums.js';
import { fillPeriods, inRange, localTimeOf, mondayOf, ofProgram, rowsOf, shareOf, under18At, type ReportContext } from './range.js';

type Week = RegistrationsReport['weeks'][number];

export async function registrationsReport(context: ReportContext): Promise<RegistrationsReport> {
  const local = localTimeOf(registrations.createdAt, context.timeZone);
  // Grouped by week, youth and advanced first, so the age is worked out once per row; then spread into packages.
  const rows = await rowsOf<Week>(context.db, sql`
    SELECT week AS "weekStart",
      coalesce(sum(n) FILTER (WHERE youth), 0)::int AS youth,
      coalesce(sum(n) FILTER (WHERE NOT youth AND NOT advanced), 0)::int AS new,
      coalesce(sum(n) FILTER (WHERE NOT youth AND advanced), 0)::int AS experienced,
      sum(bundled)::int AS bundle
    FROM (
      SELECT ${mondayOf(local)} AS week, ${under18At(registrations.dateOfBirth, local)} AS youth, ${registrations.experienceLevel} = 'advanced' AS advanced,
        count(*) AS n, count(*) FILTER (WHERE ${registrations.equipmentBundle}) AS bundled
      FROM ${registrations}
      WHERE ${inRange(registrations.createdAt, context)} AND ${ofProgram(registrations.programId, context)}
      GROUP BY 1, 2, 3
    ) AS grouped
    GROUP BY week`);
  const weeks = fillPeriods(mondaysBetween(context.query.from, context.query.to), 'weekStart', rows, { youth: 0, new: 0, experienced: 0, bundle: 0 });
  const sum = (key: 'youth' | 'new' | 'experienced' | 'bundle') => weeks.reduce((total, week) => total + week[key], 0);
  const total = sum('youth') + sum('new') + sum('experienced');
  return {
    weeks,
    totals: { youth: sum('youth'), new: sum('new'), experienced: sum('experienced'), total, bundle: sum('bundle'), bundleShare: shareOf(sum('bundle'), total) },
  };
}
