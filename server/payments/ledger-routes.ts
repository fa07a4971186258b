// The payments ledger in the back office (admin): the rows with filters and totals, what disagrees
// with the registrations, and the actions that fix it (refund, apply a payment, ask Stripe); the
// refunds due to registrants and settling them (issue 27).
import { z } from 'zod';
import { IdParams } from '../../common/schemas/fields.js';
import {
  LedgerAnswerSchema, LedgerEntrySchema, LedgerExportQuerySchema, LedgerPageAnswerSchema, LedgerPageQuerySchema, LedgerQuerySchema, PaymentCheckAnswerSchema, PaymentCheckRequestSchema, ReconciliationItemSchema, RefundAnswerSchema, RefundRequestSchema,
} from '../../common/schemas/ledger.js';
import { RefundDueSchema, SettleRefundAnswerSchema, SettleRefundRequestSchema } from '../../common/schemas/refund-settlement.js';
import { MessageSchema, successSchema } from '../../common/api.js';
import { formatMoney } from '../../common/money.js';
import { requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, WITH_BODY, done, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerGetRoute } from '../kernel/http/crud-routes.js';
import type { LedgerRepository } from './ledger-queries.js';
import type { Refunds } from './refunds.js';
import { registrationAnswer } from '../registrations/index.js';


export interface LedgerRouteDeps {
  ledger: LedgerRepository;
  refunds: Refunds;
  /** The organisation's zone: the ledger's days are its days. */
  timeZone: () => Promise<string>;
}

export function ledgerRoutes(app: App, { ledger, refunds, timeZone }: LedgerRouteDeps) {
  app.get(
    '/api/payments',
    { schema: { querystring: LedgerQuerySchema, response: { 200: LedgerAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The settings' time zone, as the reports use, so the same range gives the same totals.
      return { success: true as const, ...(await ledger.list(request.query, await timeZone())) };
    },
  );

  // Issue 28: the Payments screen's ledger, a page at a time, with the totals of every matching row.
  app.get(
    '/api/admin/payments/page',
    { schema: { querystring: LedgerPageQuerySchema, response: { 200: LedgerPageAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request) => ok(await ledger.page(request.query, await timeZone())),
  );

  // Issue 28: every row the screen's search and filters match, in its order, for the CSV file.
  app.get(
    '/api/admin/payments/export',
    { schema: { querystring: LedgerExportQuerySchema, response: { 200: successSchema(z.array(LedgerEntrySchema)), ...failures(...GUARDED, 400) } } },
    async (request) => ok(await ledger.matching(request.query, await timeZone())),
  );

  registerGetRoute(app, '/api/payments/reconciliation', z.array(ReconciliationItemSchema), () => ledger.reconciliation());

  // Stripe refusing (already refunded, unreachable) is a 502 with its words.
  app.post(
    '/api/payments/:id/refund',
    { schema: { params: IdParams, body: RefundRequestSchema, response: { 200: RefundAnswerSchema, ...failures(...GUARDED, ...WITH_BODY, 404, 409, 502) } } },
    async (request) => {
      const refund = requireFound(await refunds.refund(request.params.id, request.body), 'Refund not found');
      return ok(refund, `Refund of ${formatMoney(refund.amountCents)} sent to Stripe`);
    },
  );

  app.post(
    '/api/payments/:id/apply',
    { schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => {
      await refunds.apply(request.params.id);
      return done('Payment applied: the registration is paid');
    },
  );

  // Issue 27: the refunds due to registrants, and settling one (to the card through Stripe, or by hand).
  registerGetRoute(app, '/api/payments/refunds-due', z.array(RefundDueSchema), () => ledger.refundsDue());

  app.post(
    '/api/registrations/:id/settle-refund',
    { schema: { params: IdParams, body: SettleRefundRequestSchema, response: { 200: SettleRefundAnswerSchema, ...failures(...GUARDED, ...WITH_BODY, 404, 409, 502) } } },
    async (request) => {
      const { registration, message } = await refunds.settle(request.params.id, { ...request.body, recordedBy: request.user?.username ?? null });
      return ok(registrationAnswer(registration), message);
    },
  );

  app.post(
    '/api/payments/check',
    { schema: { body: PaymentCheckRequestSchema, response: { 200: PaymentCheckAnswerSchema, ...failures(...GUARDED, ...WITH_BODY, 404, 502) } } },
    async (request) => ({ success: true as const, ...(await refunds.check(request.body.registrationId)) }),
  );
}
