// Reading the payments ledger for the admin: the rows with their registrant and program, totals over
// a filter (in SQL, over every matching row), and the reconciliation list.
import { and, desc, eq, gt, gte, inArray, isNotNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../common/constants.js';
import { LEDGER_LIMIT, type LedgerExportQuery, type LedgerPageQuery, type LedgerQuery, type ReconciliationProblem } from '../../common/schemas/ledger.js';
import type { Db } from '../kernel/db/client.js';
import { everyWordIn, keyset, pageFrom } from '../kernel/db/keyset.js';
import { payments, type LedgerRow } from './tables.js';
import { programs } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { COUNTED_REFUND, OPEN_DISPUTE } from './ledger.js';

const registrantName = sql<string | null>`nullif(trim(${registrations.firstName} || ' ' || ${registrations.lastName}), '')`;
const ledgerProgramName = sql<string | null>`coalesce(${programs.name}, ${registrations.programName})`;
/** What the ledger's search looks in (issue 28): the registrant's name and email, the program. */
const ledgerSearchable = sql`concat_ws(' ', ${registrations.firstName}, ${registrations.lastName}, ${registrations.email}, ${ledgerProgramName})`;
/** The Payments screen's filters and search (issue 28). */
const pageFilter = (query: LedgerExportQuery, timeZone: string) => and(ledgerFilter(query, timeZone), everyWordIn(ledgerSearchable, query.q));
/** The calendar day (in the organisation's time zone) a row happened on. */
export const ledgerDay = (timeZone: string) => sql`(${payments.occurredAt} AT TIME ZONE ${timeZone})::date`;

/** The ledger's rows for a filter (payments left-joined to their registration), shared with the money report. */
export function ledgerFilter(query: LedgerQuery, timeZone: string): SQL | undefined {
  return and(
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.from ? gte(ledgerDay(timeZone), sql`${query.from}::date`) : undefined,
    query.to ? lte(ledgerDay(timeZone), sql`${query.to}::date`) : undefined,
    query.programId ? eq(registrations.programId, query.programId) : undefined,
    query.registrationId ? eq(payments.registrationId, query.registrationId) : undefined,
  );
}

/** The totals' sums, one definition for /api/payments and the money report: net = collected − refunds − lost disputes. */
export const ledgerSums = {
  collectedCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'payment'), 0)::int`,
  refundedCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'refund' AND ${inArray(payments.status, [...COUNTED_REFUND])}), 0)::int`,
  lostCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'dispute' AND ${payments.status} = 'lost'), 0)::int`,
};
/** Issue 27: what was collected, by how it came in (Stripe's card payments, or money staff recorded by hand). */
const collectedBy = (method: PaymentMethod) =>
  sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'payment' AND ${payments.method} = ${method}), 0)::int`;
export const collectedByMethod = { cardCents: collectedBy('stripe'), cashCents: collectedBy('cash'), checkCents: collectedBy('check'), otherCents: collectedBy('other') };
export const ledgerNet = ({ collectedCents, refundedCents, lostCents }: { collectedCents: number; refundedCents: number; lostCents: number }) =>
  collectedCents - refundedCents - lostCents;

/** Counted refunds per PaymentIntent, for the payments named. */
async function refundsByIntent(db: Db, intentIds: string[]): Promise<Map<string, number>> {
  if (intentIds.length === 0) return new Map();
  const rows = await db
    .select({ intent: payments.paymentIntentId, total: sql<number>`sum(${payments.amountCents})::int` })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), inArray(payments.status, [...COUNTED_REFUND]), inArray(payments.paymentIntentId, intentIds)))
    .groupBy(payments.paymentIntentId);
  return new Map(rows.map((row) => [row.intent ?? '', row.total]));
}

export function createLedgerRepository(db: Db) {
  const joined = <Extra extends Record<string, SQL> = Record<never, never>>(extra?: Extra) =>
    db
      .select({ row: payments, registrantName, programId: registrations.programId, programName: ledgerProgramName, ...(extra ?? ({} as Extra)) })
      .from(payments)
      .leftJoin(registrations, eq(registrations.id, payments.registrationId))
      .leftJoin(programs, eq(programs.id, registrations.programId));

  /** The rows as the API answers them, a payment with its counted refunds so far. */
  async function withRefunds<Row extends { row: LedgerRow }>(rows: Row[]) {
    const refunds = await refundsByIntent(db, rows.filter(({ row }) => row.kind === 'payment').map(({ row }) => row.stripeId));
    return rows.map(({ row, ...names }) => ({
      ...row,
      ...names,
      // The column's CHECK constraint holds it to these.
      method: row.method as PaymentMethod,
      refundedCents: row.kind === 'payment' ? (refunds.get(row.stripeId) ?? 0) : 0,
    }));
  }

  async function entries(where: SQL | undefined, limit: number) {
    return withRefunds(await joined().where(where).orderBy(desc(payments.occurredAt), desc(payments.id)).limit(limit));
  }

  /** The totals over every row the filter matches, and how many rows it matches. */
  async function totalsOf(where: SQL | undefined) {
    const [totals] = await db
      .select({
        ...ledgerSums,
        openCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'dispute' AND ${inArray(payments.status, [...OPEN_DISPUTE])}), 0)::int`,
        openDisputes: sql<number>`(count(*) FILTER (WHERE ${payments.kind} = 'dispute' AND ${inArray(payments.status, [...OPEN_DISPUTE])}))::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(payments)
      .leftJoin(registrations, eq(registrations.id, payments.registrationId))
      .leftJoin(programs, eq(programs.id, registrations.programId))
      .where(where);
    const { collectedCents = 0, refundedCents = 0, lostCents = 0, openCents = 0, openDisputes = 0, count = 0 } = totals ?? {};
    return {
      count,
      totals: { collectedCents, refundedCents, netCents: ledgerNet({ collectedCents, refundedCents, lostCents }), disputedCents: openCents + lostCents, openDisputes },
    };
  }

  return {
    async list(query: LedgerQuery, timeZone: string) {
      const where = ledgerFilter(query, timeZone);
      const rows = await entries(where, LEDGER_LIMIT + 1);
      const { totals } = await totalsOf(where);
      return {
        data: rows.slice(0, LEDGER_LIMIT),
        truncated: rows.length > LEDGER_LIMIT,
        totals,
      };
    },

    /** Issue 28: one page of the ledger (keyset over occurred_at and id), searched by registrant, email and program, with the totals of every matching row. */
    async page(query: LedgerPageQuery, timeZone: string) {
      const where = pageFilter(query, timeZone);
      const order = keyset({ column: payments.occurredAt, kind: 'timestamp' }, payments.id, query);
      const rows = await withRefunds(await joined({ cursor: order.cursor }).where(and(where, order.after)).orderBy(...order.orderBy).limit(query.limit + 1));
      const { count, totals } = await totalsOf(where);
      return { ...pageFrom(rows, count, query), totals };
    },

    /** Issue 28: every row the Payments screen's query matches, in its order (the CSV file). */
    async matching(query: LedgerExportQuery, timeZone: string) {
      const order = keyset({ column: payments.occurredAt, kind: 'timestamp' }, payments.id, query);
      return withRefunds(await joined().where(pageFilter(query, timeZone)).orderBy(...order.orderBy));
    },

    async findByStripeId(stripeId: string) {
      const [entry] = await entries(eq(payments.stripeId, stripeId), 1);
      return entry ?? null;
    },

    /** A payment row (not a refund or dispute), with what is left to refund of it and how many of its refunds failed. */
    async findPayment(id: number): Promise<(LedgerRow & { refundedCents: number; failedRefunds: number }) | null> {
      const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.kind, 'payment')));
      if (!row) return null;
      const refunds = await refundsByIntent(db, [row.stripeId]);
      const [failed] = await db.select({ count: sql<number>`count(*)::int` }).from(payments)
        .where(and(eq(payments.kind, 'refund'), eq(payments.paymentIntentId, row.stripeId), notInArray(payments.status, [...COUNTED_REFUND])));
      return { ...row, refundedCents: refunds.get(row.stripeId) ?? 0, failedRefunds: failed?.count ?? 0 };
    },

    /** Issue 27: the refunds due to registrants that staff have not settled, newest cancellation first. */
    async refundsDue() {
      const rows = await db
        .select({
          registrationId: registrations.id,
          registrantName: sql<string>`trim(${registrations.firstName} || ' ' || ${registrations.lastName})`,
          programName: sql<string>`coalesce(${programs.name}, ${registrations.programName})`,
          dueCents: sql<number>`${registrations.refundDueCents}`,
          cancelledAt: registrations.cancelledAt,
          // The registration's own payment (the one it was paid with first), as the settling uses it.
          paidBy: sql<PaymentMethod | null>`(SELECT ${payments.method} FROM ${payments} WHERE ${payments.registrationId} = ${registrations.id}
            AND ${payments.kind} = 'payment' AND NOT ${payments.duplicate}
            ORDER BY ${payments.stripeId} = ${registrations.stripePaymentIntentId} DESC NULLS LAST, ${payments.occurredAt} LIMIT 1)`,
        })
        .from(registrations)
        .leftJoin(programs, eq(programs.id, registrations.programId))
        .where(gt(registrations.refundDueCents, 0))
        .orderBy(sql`${registrations.cancelledAt} DESC NULLS LAST`, desc(registrations.id));
      return rows;
    },

    /** How many refunds are due and their sum, for the dashboard. */
    async refundsDueTotals(): Promise<{ count: number; cents: number }> {
      const [row] = await db.select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${registrations.refundDueCents}), 0)::int` })
        .from(registrations).where(gt(registrations.refundDueCents, 0));
      return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
    },

    /** Open disputes, for the dashboard. */
    async openDisputes(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(payments)
        .where(and(eq(payments.kind, 'dispute'), inArray(payments.status, [...OPEN_DISPUTE])));
      return row?.count ?? 0;
    },

    /** Where the ledger and the registrations disagree, each with what fixes it (see the admin's reconciliation panel). */
    async reconciliation() {
      const items: {
        problem: ReconciliationProblem; registrationId: number | null; paymentId: number | null; registrantName: string | null; programName: string | null;
        stripeId: string | null; paymentIntentId: string | null; amountCents: number; feeCents: number | null; refundableCents: number;
      }[] = [];
      const rows = await joined()
        .where(or(
          // Money staff recorded by hand is not Stripe's: nothing of it can disagree with Stripe (issue 27).
          and(eq(payments.kind, 'payment'), eq(payments.method, 'stripe'), or(eq(payments.duplicate, true), inArray(registrations.paymentStatus, ['pending', 'paid']))),
          and(eq(payments.kind, 'dispute'), inArray(payments.status, [...OPEN_DISPUTE])),
        ))
        .orderBy(desc(payments.occurredAt));
      const fees = new Map<number, { fee: number; status: string }>();
      const ids = [...new Set(rows.flatMap(({ row }) => (row.registrationId ? [row.registrationId] : [])))];
      if (ids.length > 0) {
        for (const registration of await db.select({ id: registrations.id, fee: registrations.paymentAmountCents, status: registrations.paymentStatus }).from(registrations).where(inArray(registrations.id, ids))) {
          fees.set(registration.id, { fee: registration.fee, status: registration.status });
        }
      }
      const refunds = await refundsByIntent(db, rows.filter(({ row }) => row.kind === 'payment').map(({ row }) => row.stripeId));
      for (const { row, registrantName: name, programName } of rows) {
        const registration = row.registrationId ? fees.get(row.registrationId) : undefined;
        const refundableCents = row.kind === 'payment' ? row.amountCents - (refunds.get(row.stripeId) ?? 0) : 0;
        const item = {
          registrationId: row.registrationId, paymentId: row.id, registrantName: name, programName, stripeId: row.stripeId, paymentIntentId: row.paymentIntentId,
          amountCents: row.amountCents, feeCents: registration?.fee ?? null, refundableCents,
        };
        if (row.kind === 'dispute') items.push({ problem: 'open-dispute', ...item });
        else if (row.duplicate) {
          if (refundableCents > 0) items.push({ problem: 'duplicate', ...item });
        } else if (registration?.status === 'pending' && refundableCents > 0) items.push({ problem: 'paid-in-stripe-pending-here', ...item });
        // Stripe took less than the fee, or still holds more than it; a partial refund staff made is no disagreement.
        else if (registration?.status === 'paid' && (row.amountCents < registration.fee || refundableCents > registration.fee)) items.push({ problem: 'amount-differs', ...item });
      }
      // Paid through Stripe (it has a Stripe id) but no payment of it is recorded. A registration staff
      // marked paid by hand (cash, cheque) has no Stripe id and is not listed.
      const unrecorded = await db
        .select({ id: registrations.id, registrantName, programName: registrations.programName, fee: registrations.paymentAmountCents, stripeId: sql<string | null>`coalesce(${registrations.stripePaymentIntentId}, ${registrations.stripeCheckoutSessionId})` })
        .from(registrations)
        .where(and(
          eq(registrations.paymentStatus, 'paid'),
          or(isNotNull(registrations.stripePaymentIntentId), isNotNull(registrations.stripeCheckoutSessionId)),
          sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.registrationId} = ${registrations.id} AND ${payments.kind} = 'payment' AND NOT ${payments.duplicate})`,
        ));
      for (const registration of unrecorded) {
        items.push({
          problem: 'paid-here-not-in-stripe', registrationId: registration.id, paymentId: null, registrantName: registration.registrantName,
          programName: registration.programName, stripeId: registration.stripeId, paymentIntentId: null, amountCents: 0, feeCents: registration.fee, refundableCents: 0,
        });
      }
      return items;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
