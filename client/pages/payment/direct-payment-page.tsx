// /direct-payment (SPEC sections 2 and 7): after a second, asks for a hosted checkout session and sends
// the browser there; shows Processing Payment meanwhile, or Payment Error with Go Back.
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { createHostedCheckout, PaymentProblem } from './payment-api';
import { PaymentErrorCard, PaymentLoading, PaymentShell } from './payment-layout';
import { programNameOf, readPaymentQuery, readStorage, registrationFields } from './payment-query';

/** SPEC section 9: the direct-payment request delay. */
const DIRECT_PAYMENT_DELAY_MS = 1000;

export function DirectPaymentPage() {
  const search = useSearch();
  const query = useMemo(() => readPaymentQuery(new URLSearchParams(search)), [search]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query.amount === null) return;
    const paymentAmount = query.amount;
    let current = true;
    const timer = window.setTimeout(() => {
      createHostedCheckout({ paymentAmount, ...registrationFields(query), programName: programNameOf(query) }, readStorage('registrantName'))
        .then((url) => {
          if (current) window.location.assign(url);
        })
        .catch((problem: unknown) => {
          if (!current) return;
          if (!(problem instanceof PaymentProblem)) console.error('Direct payment failed:', problem);
          setError(problem instanceof PaymentProblem ? problem.message : 'Payment processing failed');
        });
    }, DIRECT_PAYMENT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  let content;
  if (query.amount === null) content = <PaymentErrorCard message="No payment amount specified" />;
  else if (error !== null) content = <PaymentErrorCard message={error} />;
  else content = <PaymentLoading title="Processing Payment" detail="Taking you to our secure payment page..." />;
  return <PaymentShell title="Processing Payment">{content}</PaymentShell>;
}
