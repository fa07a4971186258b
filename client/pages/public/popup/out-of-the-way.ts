// When the marketing popup must not open full by itself (issue 27, point 6): the visitor came for
// something else. It shows its minimized card instead, and sets no cookie, so a later plain visit still
// gets SPEC's full popup.
import { PENDING_PAYMENT_KEY } from '../resume/pending-payment-key';

/**
 * The page was reached with a query in its address: an email's link (a waitlist offer's `?offer=`) or a
 * campaign's. Read from the navigation itself, since the offer's code takes the query out of the address.
 */
export function arrivedFromLink(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  try {
    return new URL(navigation?.name ?? window.location.href).search.length > 1;
  } catch {
    return false;
  }
}

/** Another dialog (registration, payment, waitlist, a notice) or a toast (e.g. "Resume your payment") is showing. */
export const somethingElseShowing = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], [data-slot="toast"][data-state="open"]') !== null;

/** A payment was left unfinished: the page offers to resume it (resume/resume-payment.tsx), not an event. */
export function paymentLeftUnfinished(): boolean {
  try {
    return localStorage.getItem(PENDING_PAYMENT_KEY) !== null;
  } catch {
    return false;
  }
}
