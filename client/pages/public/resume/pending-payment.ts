// A payment left unfinished (issue 27): once registered with a fee, the browser keeps what the checkout
// needs (the registration's id and payment token, the amount, package and program; nothing about the
// person) so that coming back to the site can offer "Resume your payment". localStorage, not the tab's
// session: closing the tab is one way of leaving. Forgotten when paid, when the visitor dismisses the
// offer, or when the server says the registration cannot be paid (paid, cancelled, gone).
import type { Registered } from '../../../../common/schemas/registration';
import { PENDING_PAYMENT_KEY } from './pending-payment-key';

export interface PendingPayment {
  registrationId: number;
  paymentToken: string;
  /** Whole dollars, as the registration stores it. */
  paymentAmount: number;
  packageType: string;
  programName: string;
}

// Storage can be full or blocked (privacy settings): then there is simply nothing to resume.
export function rememberPendingPayment({ id, paymentToken, paymentAmount, packageType, programName }: Registered) {
  const pending: PendingPayment = { registrationId: id, paymentToken, paymentAmount, packageType, programName };
  try {
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch {
    // nothing to resume later
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null') as Partial<PendingPayment> | null;
    const valid = stored && Number.isInteger(stored.registrationId) && typeof stored.paymentToken === 'string' && typeof stored.paymentAmount === 'number'
      && typeof stored.packageType === 'string' && typeof stored.programName === 'string';
    return valid ? (stored as PendingPayment) : null;
  } catch {
    return null;
  }
}

/** Forgets the payment left unfinished: any, or only that of `registrationId` when given. */
export function forgetPendingPayment(registrationId?: number | string | null) {
  try {
    if (registrationId != null && readPendingPayment()?.registrationId !== Number(registrationId)) return;
    localStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** The checkout's address for it (as the payment overlay's Proceed to Payment goes). */
export function checkoutUrl({ paymentAmount, packageType, registrationId, paymentToken }: PendingPayment): string {
  const query = new URLSearchParams({ amount: String(paymentAmount), packageType, registrationId: String(registrationId), paymentToken });
  return `/checkout?${query}`;
}
