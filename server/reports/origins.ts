// Where the registrations created in the range come from: city and ZIP as typed, grouped without case
// or surrounding spaces and shown in their most used spelling, most registrations first; and how many
// were under 18 on their registration date.
import { sql } from 'drizzle-orm';
import type { OriginsReport } from '../../common/schemas/reports.js';
import { registrations } from '../registrations/index.js';
import { inRange, localTimeOf, ofProgram, rowsOf, shareOf, under18At, type ReportContext } from './range.js';

type Place = OriginsReport['places'][number] & { under18: number };

export async function originsReport(context: ReportContext): Promise<OriginsReport> {
  // Counted per spelling first (one hash pass over the rows), then the spellings of a place are folded
  // together; the most used one names it (ties: the first in order).
  const rows = await rowsOf<Place>(context.db, sql`
    SELECT (array_agg(spelling ORDER BY n DESC, spelling))[1] AS city, zip AS "zipCode", sum(n)::int AS registrations, sum(young)::int AS under18
    FROM (
      SELECT lower(trim(${registrations.city})) AS place, trim(${registrations.zipCode}) AS zip, trim(${registrations.city}) AS spelling, count(*) AS n,
        count(*) FILTER (WHERE ${under18At(registrations.dateOfBirth, localTimeOf(registrations.createdAt, context.timeZone))}) AS young
      FROM ${registrations}
      WHERE ${inRange(registrations.createdAt, context)} AND ${ofProgram(registrations.programId, context)}
      GROUP BY 1, 2, 3
    ) AS spellings
    GROUP BY place, zip
    ORDER BY 3 DESC, place, zip`);
  const total = rows.reduce((sum, place) => sum + place.registrations, 0);
  const under18 = rows.reduce((sum, place) => sum + place.under18, 0);
  return {
    places: rows.map(({ city, zipCode, registrations: count }) => ({ city, zipCode, registrations: count })),
    total,
    under18,
    under18Share: shareOf(under18, total),
  };
}
