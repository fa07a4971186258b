// The admin registrations list, a page at a time (issue 28): search, filters and the date sort in SQL,
// keyset paging over (created_at, id) through registrations_created_idx.
import { and, eq, getTableColumns, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { OVERBOOKED, REFUND_DUE, type RegistrationExportQuery, type RegistrationListQuery } from '../../common/schemas/registration-list.js';
import type { Db } from '../kernel/db/client.js';
import { everyWordIn, keyset, pageFrom } from '../kernel/db/keyset.js';
import { registrations } from './tables.js';

const searchable = sql`concat_ws(' ', ${registrations.firstName}, ${registrations.lastName}, ${registrations.email}, ${registrations.programName})`;

/** The payment filter: a status, a refund still owed, or overbooked as staff see it (common/seats.ts isOverbooked). */
function paymentCondition(filter: RegistrationExportQuery['paymentStatus']): SQL | undefined {
  if (!filter) return undefined;
  if (filter === REFUND_DUE) return gt(registrations.refundDueCents, 0);
  if (filter === OVERBOOKED) {
    return and(isNotNull(registrations.overbookedAt), eq(registrations.paymentStatus, 'paid'), eq(registrations.registrationStatus, 'active'));
  }
  return eq(registrations.paymentStatus, filter);
}

export function registrationFilter(query: RegistrationExportQuery): SQL | undefined {
  return and(
    everyWordIn(searchable, query.q),
    query.programId ? eq(registrations.programId, query.programId) : undefined,
    paymentCondition(query.paymentStatus),
    query.registrationStatus ? eq(registrations.registrationStatus, query.registrationStatus) : undefined,
    query.consentStatus ? eq(registrations.consentStatus, query.consentStatus) : undefined,
  );
}

/** One page of the rows the query matches, how many match, and how many there are in all. */
export async function registrationsPage(db: Db, query: RegistrationListQuery) {
  const where = registrationFilter(query);
  const order = keyset({ column: registrations.createdAt, kind: 'timestamp' }, registrations.id, query);
  const rows = await db
    .select({ ...getTableColumns(registrations), cursor: order.cursor })
    .from(registrations)
    .where(and(where, order.after))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const [counts] = await db
    .select({ total: sql<number>`(count(*) FILTER (WHERE ${where ?? sql`true`}))::int`, unfilteredTotal: sql<number>`count(*)::int` })
    .from(registrations);
  return { ...pageFrom(rows, counts?.total ?? 0, query), unfilteredTotal: counts?.unfilteredTotal ?? 0 };
}

/** Every row the query matches, in the list's order (the CSV files). */
export function allRegistrations(db: Db, query: RegistrationExportQuery) {
  const order = keyset({ column: registrations.createdAt, kind: 'timestamp' }, registrations.id, query);
  return db.select().from(registrations).where(registrationFilter(query)).orderBy(...order.orderBy);
}
