// The landing page's part of "Resume your payment": one localStorage read; the offer's code (and the
// server's answer) comes only when a payment was left unfinished, after the page is ready.
import { useEffect } from 'react';
import { whenPageReady } from '../../../lib/page-ready';
import { PENDING_PAYMENT_KEY } from './pending-payment-key';

function paymentKept(): boolean {
  try {
    return localStorage.getItem(PENDING_PAYMENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function DeferredResumePayment() {
  useEffect(() => {
    if (!paymentKept()) return;
    void whenPageReady()
      .then(() => import('./resume-payment'))
      .then(({ offerToResume }) => offerToResume())
      .catch(() => undefined); // without the offer the page still works; the email's link still pays
  }, []);
  return null;
}
