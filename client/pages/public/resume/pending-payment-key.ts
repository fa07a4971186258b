// Apart from pending-payment.ts so that the landing page's first screen can look for a payment left
// unfinished (one localStorage read) without taking the code that offers to resume it.
export const PENDING_PAYMENT_KEY = 'pendingPayment';
