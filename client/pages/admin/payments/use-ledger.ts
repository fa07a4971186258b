// The payments ledger's data for the admin screens that show it (Payments, a registration's details):
// the rows with their totals, the reconciliation list, and the actions on money (refund, apply a
// payment, ask Stripe). Each action toasts the server's words and refreshes every list it changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiMessage, ApiSuccess } from '../../../../common/api';
import type { LedgerAnswer, LedgerEntry, LedgerQuery, ReconciliationItem, RefundRequest } from '../../../../common/schemas/ledger';
import type { RefundDue, SettleRefundRequest } from '../../../../common/schemas/refund-settlement';
import type { Registration } from '../../../../common/schemas/registration';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useAdminQuery } from '../shared/admin-api';

/** The ledger's path, and the root of every query key that shows ledger rows (the Payments screen's pages too). */
export const LEDGER = '/api/payments';
const RECONCILIATION = '/api/payments/reconciliation';
const REFUNDS_DUE = '/api/payments/refunds-due';
/** What a refund, an applied payment or a check can change: every list that shows money or payment status. */
const MONEY_QUERIES = [LEDGER, RECONCILIATION, REFUNDS_DUE, '/api/registrations', '/api/admin/status'] as const;

/** The ledger's filters as they go in the query string (empty ones left out). */
export type LedgerFilter = { [K in keyof LedgerQuery]?: string | number };

const queryString = (filter: LedgerFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * GET /api/payments with a filter: rows (newest first), totals over every matching row, and whether
 * rows were left out. `keepPrevious`: a new filter shows the last answer until its own arrives.
 */
export function useLedger(filter: LedgerFilter, { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  const { status } = useAuth();
  return useQuery({
    // Keyed under the list's path, so refreshing the ledger refreshes every filter of it.
    queryKey: [LEDGER, filter],
    queryFn: () => apiRequest<LedgerAnswer>(`${LEDGER}${queryString(filter)}`),
    enabled: enabled && status === 'authenticated',
    ...(keepPrevious && { placeholderData: (previous: LedgerAnswer | undefined) => previous }),
  });
}

/** The ledger rows of one registration (its payment, refunds, disputes, a duplicate). */
export const useRegistrationLedger = (registrationId: number | null) =>
  useLedger({ registrationId: registrationId ?? undefined }, { enabled: registrationId !== null });

export const useReconciliation = () => useAdminQuery<ReconciliationItem[]>(RECONCILIATION);

/** A POST on money: the server's message as the toast, its words on failure, then every money list refreshed. */
function useMoneyAction<Input, Answer extends { message?: string }>(
  request: (input: Input) => Promise<Answer>,
  titles: { success: string; failure: string; fallback: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer) => {
      toast({ title: titles.success, description: answer.message });
      await Promise.all(MONEY_QUERIES.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
    onError: (error) => toast({ title: titles.failure, description: errorMessage(error, titles.fallback), variant: 'destructive' }),
  });
}

export interface RefundInput {
  paymentId: number;
  body: RefundRequest;
}

/** POST /api/payments/{id}/refund: "Refund of $10.00 sent to Stripe", or Stripe's refusal in its words. */
export const useRefund = () =>
  useMoneyAction(
    ({ paymentId, body }: RefundInput) => apiRequest<ApiSuccess<LedgerEntry>>(`${LEDGER}/${paymentId}/refund`, { method: 'POST', body }),
    { success: 'Refund sent', failure: 'Refund failed', fallback: 'The refund could not be sent. Please try again.' },
  );

/** POST /api/payments/{id}/apply: a payment Stripe confirmed pays its pending registration. */
export const useApplyPayment = () =>
  useMoneyAction(
    (paymentId: number) => apiRequest<ApiMessage>(`${LEDGER}/${paymentId}/apply`, { method: 'POST' }),
    { success: 'Payment applied', failure: 'Could not apply the payment', fallback: 'The payment could not be applied. Please try again.' },
  );

/** POST /api/payments/check: what Stripe says of the registration's payment (found or not, in words). */
export const useCheckStripe = () =>
  useMoneyAction(
    (registrationId: number) => apiRequest<ApiMessage & { found: boolean }>(`${LEDGER}/check`, { method: 'POST', body: { registrationId } }),
    { success: 'Stripe checked', failure: 'Could not check Stripe', fallback: 'Stripe could not be reached. Please try again.' },
  );

/** GET /api/payments/refunds-due: the refunds owed to registrants that staff have not settled (issue 27). */
export const useRefundsDue = () => useAdminQuery<RefundDue[]>(REFUNDS_DUE);

export interface SettleInput {
  registrationId: number;
  body: SettleRefundRequest;
}

/** POST /api/registrations/{id}/settle-refund: to the card through Stripe, or recorded as given back by hand. */
export const useSettleRefund = () =>
  useMoneyAction(
    ({ registrationId, body }: SettleInput) => apiRequest<ApiSuccess<Registration>>(`/api/registrations/${registrationId}/settle-refund`, { method: 'POST', body }),
    { success: 'Refund settled', failure: 'Could not settle the refund', fallback: 'The refund could not be settled. Please try again.' },
  );
