// "Resume your payment" (issue 27, point 2): a visitor who registered with a fee and left before paying
// (Back from Stripe's checkout, a closed tab) is offered the checkout again on their next visit, as the
// "Payment not completed" toast offers it when the payment overlay is closed. Loaded only when the
// browser keeps such a payment (deferred-resume-payment.tsx); the server says whether it can still be paid.
import type { ApiSuccess } from '../../../../common/api';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import type { PaymentState } from '../../../../common/schemas/payment-state';
import { ToastAction } from '../../../components/ui/toast';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { checkoutUrl, forgetPendingPayment, readPendingPayment } from './pending-payment';

/** Asks the server about the kept payment and, while it can be paid, offers it until the visitor acts. */
export async function offerToResume() {
  const pending = readPendingPayment();
  if (!pending) return forgetPendingPayment();
  let state: PaymentState;
  try {
    const query = new URLSearchParams({ token: pending.paymentToken });
    state = (await apiRequest<ApiSuccess<PaymentState>>(`/api/payment-state/${pending.registrationId}?${query}`)).data;
  } catch (error) {
    // Gone (or never valid): nothing to resume. Offline or a busy server: ask again on the next visit.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) forgetPendingPayment();
    return;
  }
  if (!state.payable) return forgetPendingPayment();

  const payment = { ...pending, paymentAmount: state.paymentAmount };
  let leaving = false;
  toast({
    title: 'Resume your payment',
    description: `Your registration for ${payment.programName} is saved. Pay the ${formatMoney(centsFromDollars(payment.paymentAmount))} fee to complete it.`,
    // It stays until the visitor pays or closes it; closing it means "not now": it is not offered again.
    duration: Infinity,
    onOpenChange: (open) => {
      if (!open && !leaving) forgetPendingPayment(payment.registrationId);
    },
    action: (
      <ToastAction
        altText="Pay now (press F8 to reach the notification)"
        onClick={() => {
          leaving = true;
          window.location.assign(checkoutUrl(payment));
        }}
      >
        Pay now
      </ToastAction>
    ),
  });
}
